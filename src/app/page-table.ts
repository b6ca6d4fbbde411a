/**
 * The page table, build side: every page of src/pages/ with its route and its data.ts,
 * assembled from the folders (scripts/build/page-index.ts writes the two indexes it reads).
 * From it come the pages pre-rendered in both languages (build/load.ts), the preloads kept
 * in the HTML (scripts/build/finish-html.ts), the sitemap, the link check and the tests'
 * page lists. The browser's half is the route list alone (routes.tsx, src/lib/routes.gen.ts).
 *
 * Build time only: it loads every page's data.ts, and through them content/.
 */
import { LANGS, type Lang } from '../../shared/lang.js';
import { PAGE_FOLDERS, ROUTES } from '../lib/routes.gen.js';
import { localizePath, routePath, type RouteName } from '../lib/paths.js';
import type { PageBuild } from './define-page.js';
import { PAGE_BUILDS } from './build/page-builds.gen.js';

export type PageName = RouteName;

/** The names of every page, in the order of their patterns (the home page first). */
export const PAGE_NAMES = Object.keys(ROUTES) as PageName[];

/** What each page's data function returns: the props of its component. */
export type PageData<N extends PageName> = ReturnType<(typeof PAGE_BUILDS)[N]['data']>;

/** A page's build; each entry is typed with its own data, and here any will do. */
export function pageBuild(name: PageName): PageBuild<unknown> {
  return PAGE_BUILDS[name] as PageBuild<unknown>;
}

/** Site paths of the page's pre-rendered instances in one language. */
export function pagePaths(name: PageName, lang: Lang): string[] {
  const { staticParams } = pageBuild(name);
  const pattern = ROUTES[name];
  if (!pattern.includes(':')) return [localizePath(lang, pattern)];
  if (!staticParams) throw new Error(`page table: src/pages/${PAGE_FOLDERS[name]}/data.ts needs staticParams for ${pattern}`);
  return staticParams().map((params) => localizePath(lang, routePath(pattern, params)));
}

export interface SitePage {
  name: PageName;
  lang: Lang;
  path: string;
}

/** Every page pre-rendered in both languages, the not-found document aside. */
export function sitePages(): SitePage[] {
  return LANGS.flatMap((lang) => PAGE_NAMES.flatMap((name) => pagePaths(name, lang).map((path) => ({ name, lang, path }))));
}

/** A page's data as its build computes it, e.g. `pageData('brand', 'ru', { slug: 'zeekr' })` (tests, scripts). */
export function pageData<N extends PageName>(name: N, lang: Lang, params: Record<string, string> = {}): PageData<N> {
  return pageBuild(name).data({ lang, params }) as PageData<N>;
}
