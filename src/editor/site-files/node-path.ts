/** `node:path` for the staff editor's browser bundle: the POSIX functions content/ calls. */

function normalize(path: string): string {
  const absolute = path.startsWith('/');
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `${absolute ? '/' : ''}${parts.join('/')}` || '.';
}

export function join(...parts: string[]): string {
  return normalize(parts.filter(Boolean).join('/'));
}

export function dirname(path: string): string {
  const normal = normalize(path);
  const index = normal.lastIndexOf('/');
  return index <= 0 ? (normal.startsWith('/') ? '/' : '.') : normal.slice(0, index);
}

export function relative(from: string, to: string): string {
  const a = normalize(from).split('/').filter(Boolean);
  const b = normalize(to).split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return [...Array<string>(a.length - common).fill('..'), ...b.slice(common)].join('/');
}

export function resolve(...parts: string[]): string {
  return normalize(parts.reduce((path, part) => (part.startsWith('/') ? part : `${path}/${part}`), '/'));
}

export const sep = '/';

export default { join, dirname, relative, resolve, sep };
