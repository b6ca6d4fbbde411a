/**
 * The link check over the built site: every internal link and asset of every page, in
 * both languages, must resolve to a built page or file (and an `#anchor` to an element
 * of that page). A link to a route that src/lib/paths.ts knows but no page of the page
 * table answers yet is "planned": reported with its count, not a failure; each page
 * issue empties its part of that list. Anything else unresolved fails, naming the page
 * and the href.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { BUILT_ROUTES } from '../../src/app/page-table.js';
import { matchRoute, parseLocalizedPath, type RouteName } from '../../src/lib/paths.js';
import { htmlFileOfUrl, htmlFiles, urlOfHtmlFile } from '../build/html-files.js';

export interface LinkProblem {
  /** The page's URL, e.g. /en/catalog. */
  page: string;
  href: string;
  reason: string;
}

export interface PlannedLink {
  href: string;
  route: RouteName;
  pages: number;
}

export interface LinkReport {
  pages: number;
  links: number;
  planned: PlannedLink[];
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
  const planned = new Map<string, { route: RouteName; pages: Set<string> }>();
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
      if (route && !BUILT_ROUTES.has(route.name)) {
        const entry = planned.get(path) ?? { route: route.name, pages: new Set<string>() };
        entry.pages.add(page);
        planned.set(path, entry);
      } else {
        broken.push({ page, href, reason: route ? `no page was built for ${path}` : `nothing is served at ${path}` });
      }
    }
  }

  return {
    pages: html.size,
    links,
    planned: [...planned.entries()]
      .map(([href, { route, pages }]) => ({ href, route, pages: pages.size }))
      .sort((a, b) => a.href.localeCompare(b.href)),
    broken,
  };
}
