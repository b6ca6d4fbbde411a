/**
 * Last touches on the pre-rendered HTML, run by vite-react-ssg's onFinished:
 * - `<meta charset>` back to the top of <head> (the inlined styled-components CSS
 *   pushed it past the first 1024 bytes, where browsers look for it);
 * - the 404 pages are rendered afresh in the browser instead of hydrated: the
 *   host serves the one 404.html for every unknown path, /en/... included, so the
 *   client draws the not-found page in the language of the URL it is actually at;
 * - modulepreload only what the first view runs: vite-react-ssg also preloads every
 *   chunk a page could import later (a dialog, a calculator), which would make
 *   "load on demand" load on every visit.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const CHARSET_RE = /<meta charset="[^"]*"\s*\/?>/i;
const NOT_FOUND_PAGES = new Set(['404.html', 'en/404.html']);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

export function fixCharset(html: string): string {
  const charset = html.match(CHARSET_RE)?.[0];
  if (!charset) return html;
  return html.replace(charset, '').replace(/<head([^>]*)>/i, `<head$1>${charset}`);
}

/** Without the server-rendered marker and router hydration data, vite-react-ssg renders instead of hydrating. */
export function renderAfreshInBrowser(html: string): string {
  return html.replace(/\sdata-server-rendered="true"/g, '').replace(/<script>window\.__staticRouterHydrationData = [\s\S]*?<\/script>/, '');
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Keeps the modulepreload links of the entry, the page's route modules and what
 * they import statically; drops chunks reachable only through a later import().
 */
export function pruneModulePreloads(html: string, manifest: Manifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) return html;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  // Route modules: what the route table loads lazily (pages and the language roots).
  const routeModules = new Set(Object.keys(manifest).filter((key) => /^src\/(pages|app\/roots)\//.test(key)));
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
  const pageRoutes = preloads.map((m) => keyOfFile.get(m[1]!)).filter((key): key is string => !!key && routeModules.has(key));

  const needed = new Set<string>();
  const visit = (key: string) => {
    if (needed.has(key) || !manifest[key]) return;
    needed.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  [entryKey, ...pageRoutes].forEach(visit);

  return preloads.reduce((out, [tag, href]) => {
    const key = keyOfFile.get(href!);
    return key && !needed.has(key) ? out.replace(tag, '') : out;
  }, html);
}

export function finishHtml(outDir: string): void {
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  for (const file of htmlFiles(outDir)) {
    let html = pruneModulePreloads(fixCharset(readFileSync(file, 'utf8')), manifest);
    if (NOT_FOUND_PAGES.has(relative(outDir, file).split('\\').join('/'))) html = renderAfreshInBrowser(html);
    writeFileSync(file, html);
  }
}
