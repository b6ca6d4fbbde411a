/**
 * `node:fs` for the staff editor's browser bundle: the repository's files held in memory
 * (src/editor/site-files/snapshot.ts loads them from GitHub), so that content/ — the same code
 * the build runs — reads and checks them there (vite.config.ts `editorBuild` aliases node:fs here).
 * Only what content/ calls: existsSync, readdirSync, readFileSync. Paths are absolute from the
 * repository's root, `/content/cars/zeekr-001-you.yaml`.
 */

/** Path → text; a file whose text the checks never read (a photo) is held as ''. */
const files = new Map<string, string>();

/**
 * content/files.ts finds the project's root by looking for content/company.yaml when it is
 * imported, before any file has been loaded: the marker is there from the start.
 */
const ROOT_MARKER = '/content/company.yaml';
files.set(ROOT_MARKER, '');

/** Replaces every file held with these (path from the root, without a leading slash → text). */
export function setFiles(entries: Iterable<readonly [string, string]>): void {
  files.clear();
  files.set(ROOT_MARKER, '');
  for (const [path, text] of entries) files.set(`/${path.replace(/^\/+/, '')}`, text);
}

function notFound(path: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT', path });
}

const normal = (path: string) => `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;

export function existsSync(path: string): boolean {
  const target = normal(path);
  if (files.has(target)) return true;
  const prefix = `${target}/`;
  for (const file of files.keys()) if (file.startsWith(prefix)) return true;
  return false;
}

export function readFileSync(path: string): string {
  const text = files.get(normal(path));
  if (text === undefined) throw notFound(path);
  return text;
}

/** The names directly in a folder, sorted as the disk would list them. */
export function readdirSync(path: string): string[] {
  const prefix = `${normal(path)}/`;
  const names = new Set<string>();
  for (const file of files.keys()) if (file.startsWith(prefix)) names.add(file.slice(prefix.length).split('/')[0]!);
  if (!names.size) throw notFound(path);
  return [...names].sort();
}

export default { existsSync, readFileSync, readdirSync };
