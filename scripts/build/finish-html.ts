/**
 * Last touches on the pre-rendered HTML, run by vite-react-ssg's onFinished:
 * - `<meta charset>` back to the top of <head> (the inlined styled-components CSS
 *   pushed it past the first 1024 bytes, where browsers look for it);
 * - the 404 pages are rendered afresh in the browser instead of hydrated: the
 *   host serves the one 404.html for every unknown path, /en/... included, so the
 *   client draws the not-found page in the language of the URL it is actually at.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
  return html
    .replace(/\sdata-server-rendered="true"/g, '')
    .replace(/<script>window\.__staticRouterHydrationData = [\s\S]*?<\/script>/, '');
}

export function finishHtml(outDir: string): void {
  for (const file of htmlFiles(outDir)) {
    let html = fixCharset(readFileSync(file, 'utf8'));
    if (NOT_FOUND_PAGES.has(relative(outDir, file).split('\\').join('/'))) html = renderAfreshInBrowser(html);
    writeFileSync(file, html);
  }
}
