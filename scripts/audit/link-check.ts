/**
 * The link check over the built site: every internal link and asset of every page, in
 * both languages, must resolve to a built page or file (and an `#anchor` to an element
 * of that page). Since issue 12 every route of src/lib/paths.ts has its page, so the
 * check is strict: anything unresolved fails, naming the page, the href and why (a route
 * with no page in the page table included).
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseLocalizedPath } from '../../src/lib/paths.js';
import { matchRoute } from '../../src/lib/route-match.js';
import { htmlFileOfUrl, htmlFiles, urlOfHtmlFile } from '../build/html-files.js';

export interface LinkProblem {
  /** The page's URL, e.g. /en/catalog. */
  page: string;
  href: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  links: number;
  broken: LinkProblem[];
}

/** Attribute values that name a URL: href, src and each srcset candidate. */
export function linksOf(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<(?:a|link|img|script|source|iframe|use)\b[^>]*>/gi)) {
    const tag = match[0];
    for (const attr of tag.matchAll(/\s(href|src|srcset)="([^"]*)"/gi)) {
      const value = attr[2]!.replace(/&amp;/g, '&');
      if (attr[1]!.toLowerCase() === 'srcset') found.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0]!));
      else found.push(value);
    }
  }
  return found.filter(Boolean);
}

const EXTERNAL = /^(mailto:|tel:|viber:|javascript:|data:|\/\/)/i;

/** The site path of an internal link (null for an external one), resolved against the page. */
function internalPath(href: string, page: string, siteOrigin: string): URL | null {
  if (EXTERNAL.test(href)) return null;
  const url = new URL(href, `${siteOrigin}${page}`);
  return url.origin === siteOrigin ? url : null;
}

function hasId(html: string, id: string): boolean {
  return new RegExp(`\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(html);
}

export function checkLinks(distDir: string, siteOrigin: string): LinkReport {
  const files = htmlFiles(distDir);
  const html = new Map(files.map((file) => [urlOfHtmlFile(file), readFileSync(join(distDir, file), 'utf8')]));
  const broken: LinkProblem[] = [];
  let links = 0;

  for (const [page, source] of html) {
    for (const href of linksOf(source)) {
      const url = internalPath(href, page, siteOrigin);
      if (!url) continue;
      links++;
      const path = decodeURIComponent(url.pathname);
      const isFile = extname(path) !== '';
      const target = isFile ? join(distDir, path) : join(distDir, htmlFileOfUrl(path));
      if (existsSync(target)) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (id && !isFile && !hasId(html.get(path) ?? '', id)) broken.push({ page, href, reason: `no element #${id} on ${path}` });
        continue;
      }
      const route = isFile ? null : matchRoute(parseLocalizedPath(path).path);
      const reason = route ? `no page was built for ${path}` : `nothing is served at ${path}`;
      broken.push({ page, href, reason });
    }
  }

  return { pages: html.size, links, broken };
}
