/**
 * Last touches on the built site, run by vite-react-ssg's onFinished:
 * - `<meta charset>` back to the top of <head>: vite-react-ssg inserts the collected
 *   styled-components CSS right after <head> once its own page hook has run, pushing the
 *   charset past the first 1024 bytes where browsers look for it (no later hook exists);
 * - modulepreload only what the first view runs: vite-react-ssg also preloads every
 *   chunk a page could import later (a dialog, a calculator), which would make "load on
 *   demand" load on every visit. The page entries are the page folders' components;
 * - no inline script: the route data and build hash as a JSON data block, any other inline
 *   script as a file (route-data-block.ts);
 * - the parts of the route data that many pages share, as cached files (shared-route-data.ts);
 * - the JavaScript asked for after the first paint (deferred-entry.ts);
 * - the sitemap (both languages, with their alternates) and robots.txt;
 * - the news feeds, one per language (news-feed.ts);
 * - dist/.vite/ (the build manifests) is removed: it is for the build, not for visitors.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BOOT_FILE, BOOT_SCRIPT, deferEntry } from './deferred-entry.js';
import { htmlFiles, urlOfHtmlFile } from './html-files.js';
import { newsFeeds } from './news-feed.js';
import { externalizeInlineScripts, routeDataBlock } from './route-data-block.js';
import { shareRouteData } from './shared-route-data.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

const CHARSET_RE = /<meta charset="[^"]*"\s*\/?>/i;

export function fixCharset(html: string): string {
  const charset = html.match(CHARSET_RE)?.[0];
  if (!charset) return html;
  return html.replace(charset, '').replace(/<head([^>]*)>/i, `<head$1>${charset}`);
}

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Keeps the modulepreload links of the entry, the page's own module and what they
 * import statically; drops chunks reachable only through a later import().
 */
/** The source files the router loads lazily: every page folder's component (src/pages/<name>/page.tsx). */
export const PAGE_ENTRY = /^src\/pages\/[^/]+\/page\.tsx$/;

export function pruneModulePreloads(
  html: string,
  manifest: Manifest,
  isPageEntry: (key: string) => boolean = (key) => PAGE_ENTRY.test(key),
): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('finish-html: the build manifest has no entry chunk');
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
  const pageModules = preloads.map((m) => keyOfFile.get(m[1]!)).filter((key): key is string => !!key && isPageEntry(key));

  const needed = new Set<string>();
  const visit = (key: string) => {
    if (needed.has(key) || !manifest[key]) return;
    needed.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  [entryKey, ...pageModules].forEach(visit);

  return preloads.reduce((out, [tag, href]) => {
    const key = keyOfFile.get(href!);
    return key && !needed.has(key) ? out.replace(tag, '') : out;
  }, html);
}

export function finishHtml(outDir: string): void {
  const manifestDir = join(outDir, '.vite');
  const manifestFile = join(manifestDir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`finish-html: ${manifestFile} is missing; without it every lazy chunk would be preloaded`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const { original, partsOf } = shareRouteData(outDir);
  // The route data files the pre-renderer wrote, by page path, from its manifest for that build hash.
  const dataFileManifests = new Map<string, Record<string, string>>();
  const dataFiles = (file: string) => (hash: string) => {
    if (!dataFileManifests.has(hash)) {
      const manifestPath = join(outDir, `static-loader-data-manifest-${hash}.json`);
      dataFileManifests.set(
        hash,
        existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>) : {},
      );
    }
    const relative = dataFileManifests.get(hash)![urlOfHtmlFile(file)];
    const url = `/${relative}`;
    const text = original.get(url);
    return relative && text !== undefined ? { url, text, shared: partsOf.get(url) ?? [] } : undefined;
  };
  for (const file of htmlFiles(outDir)) {
    const path = join(outDir, file);
    const html = deferEntry(
      routeDataBlock(pruneModulePreloads(fixCharset(readFileSync(path, 'utf8')), manifest), dataFiles(file), file),
      file,
    );
    writeFileSync(
      path,
      externalizeInlineScripts(html, (name, code) => writeFileSync(join(outDir, 'assets', name), code)),
    );
  }
  writeFileSync(join(outDir, 'assets', BOOT_FILE), BOOT_SCRIPT);
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(outDir));
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt());
  for (const feed of newsFeeds()) {
    const file = join(outDir, feed.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, feed.xml);
  }
  rmSync(manifestDir, { recursive: true });
}
