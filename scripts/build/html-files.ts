/** The pre-rendered HTML files of a built site, as paths relative to it ('index.html', 'en/cars/x.html'). */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SKIPPED = new Set(['assets', 'admin']);

export function htmlFiles(distDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      // assets/ holds scripts and styles, dot folders hold build manifests, and admin/ is the staff
      // editor (docs/editor.md), not a page of the site.
      if (statSync(path).isDirectory()) return SKIPPED.has(name) || name.startsWith('.') ? [] : walk(path);
      return name.endsWith('.html') ? [relative(distDir, path).split(sep).join('/')] : [];
    });
  return walk(distDir).sort();
}

/** The clean URL a file is served at: 'index.html' → '/', 'en/catalog.html' → '/en/catalog'. */
export function urlOfHtmlFile(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/** The file a clean URL path is served from, as the host resolves it. */
export function htmlFileOfUrl(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}
