/**
 * Every URL of the site, in one place: the route patterns of both spec files, and the
 * builders every href is made with, for both languages (Russian at the root, English
 * under /en: docs/decisions/urls-and-languages.md#1). No component writes "/en/..." by hand.
 *
 * The patterns come from the page folders (src/pages/<name>/route.ts, gathered into
 * routes.gen.ts), so every route has a page.
 */
import type { PathParam } from 'react-router';
import { DEFAULT_LANG, type Lang } from '../../shared/lang.js';
import { ROUTES } from './routes.gen.js';

/** Language-neutral route patterns, as the Russian site has them: each page folder's route.ts (src/pages/). */
export { ROUTES };

export type RouteName = keyof typeof ROUTES;

/** The parameter names of a pattern, in order: `'/news/:category/:slug'` → `['category', 'slug']`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type Strings<T extends unknown[]> = { [K in keyof T]: string };
type ParamValues<P extends string> = Strings<ParamNames<P>>;
export type RouteParams<R extends RouteName> = Record<PathParam<(typeof ROUTES)[R]>, string>;

/**
 * The parameter names of a pattern, at run time, in order. react-router exports no function
 * for this; a name is read as its matchPath reads it (letters, digits, `_` and `-`).
 */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/:([\w-]+)/g)].map((match) => match[1]!);
}

/**
 * `fillPattern('/cars/:slug', ['zeekr-001'])` → `/cars/zeekr-001`; each value encoded, an
 * empty one refused. Not react-router's `generatePath`: it inserts values unencoded (a
 * `/` in a value opens a new segment) and drops an empty segment (a missing slug would
 * link the parent page), so it would need this same code around it, and it would add
 * 0.24 KB gzip to every page's first-load JS (the browser bundle has no generatePath
 * otherwise; matchPath is there already, for the router).
 */
export function fillPattern(pattern: string, values: readonly string[]): string {
  let index = 0;
  return pattern.replace(/:([\w-]+)/g, (_, name: string) => {
    const value = values[index++];
    if (value === undefined || value === '') throw new Error(`paths: missing :${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** A pattern filled from named parameters: `routePath('/cars/:slug', { slug: 'zeekr-001' })` → `/cars/zeekr-001`. */
export function routePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return fillPattern(
    pattern,
    paramNames(pattern).map((name) => params[name] ?? ''),
  );
}

/** Home page section anchors (docs/decisions/pages-home-about-contact.md#home). */
export const HOME_ANCHORS = ['home', 'find', 'our-vehicles', 'about', 'services', 'news', 'contacts'] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

const EN_PREFIX = '/en';

/** Puts a language-neutral path into a language: `/catalog` → `/en/catalog`. No trailing slash. */
export function localizePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`;
}

/** Splits a pathname into its language and the language-neutral path. */
export function parseLocalizedPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === EN_PREFIX || pathname === `${EN_PREFIX}/`) return { lang: 'en', path: '/' };
  if (pathname.startsWith(`${EN_PREFIX}/`)) return { lang: 'en', path: pathname.slice(EN_PREFIX.length) };
  return { lang: DEFAULT_LANG, path: pathname || '/' };
}

/** The same page in another language (docs/decisions/urls-and-languages.md#2); the caller keeps query and hash. */
export function switchLanguagePath(pathname: string, to: Lang): string {
  return localizePath(to, parseLocalizedPath(pathname).path);
}

type Builders = { [R in RouteName]: (...values: ParamValues<(typeof ROUTES)[R]>) => string };
type LocalizedBuilders = { [R in RouteName]: (lang: Lang, ...values: ParamValues<(typeof ROUTES)[R]>) => string };

/** Language-neutral paths: `routePaths.car('zeekr-001')` → `/cars/zeekr-001`. */
export const routePaths = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(ROUTES) as RouteName[]).map((name) => [name, (...values: string[]) => fillPattern(ROUTES[name], values)]),
) as Builders;

/** `paths.catalog('en')` → `/en/catalog`; `paths.car('ru', 'zeekr-001')` → `/cars/zeekr-001`. */
export const paths = Object.fromEntries(
  (Object.keys(ROUTES) as RouteName[]).map((name) => [
    name,
    (lang: Lang, ...values: string[]) => localizePath(lang, fillPattern(ROUTES[name], values)),
  ]),
) as LocalizedBuilders;

/** The news feed of a language (RSS 2.0), a file the build writes beside the news pages: `/news/rss.xml`, `/en/news/rss.xml`. */
export function newsFeedPath(lang: Lang): string {
  return `${paths.news(lang)}/rss.xml`;
}

/** A link to a home page section, e.g. `/#contacts` or `/en#contacts`. */
export function homeAnchor(lang: Lang, anchor: HomeAnchor): string {
  return `${paths.home(lang)}#${anchor}`;
}

/** The contact form's anchor on the contact page, where every "contact us" call to action leads (docs/decisions/pages-home-about-contact.md#contact). */
export const CONTACT_FORM_ID = 'contacts';

/** The contact page's form: `/contact#contacts`. */
export function contactFormHref(lang: Lang): string {
  return `${paths.contact(lang)}#${CONTACT_FORM_ID}`;
}

/**
 * A path with a query string, each value encoded, in the order given: `withQuery(paths.catalog('en'), { seats: '6' })`
 * → `/en/catalog?seats=6`. An empty query leaves the path as it is.
 */
export function withQuery(path: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The catalogue's count of what it found, above its results: where a link that sets a filter for the visitor (a
 * need on the home page) lands, so a phone opens on the cars rather than on the filters above them.
 */
export const CATALOG_RESULTS_ID = 'found';

/** A link that sets the catalogue's filters for the visitor and lands on what they find: `/catalog?seats=6#found`. */
export function catalogResultsHref(lang: Lang, query: Readonly<Record<string, string>>): string {
  return `${catalogHref(lang, query)}#${CATALOG_RESULTS_ID}`;
}

/** The catalogue with some of its filters or its sort set (features/catalog/lib/catalog-query.ts reads them). */
export function catalogHref(lang: Lang, query: Readonly<Record<string, string>> = {}): string {
  return withQuery(paths.catalog(lang), query);
}

/** The catalogue showing only the visitor's saved cars (its `saved` filter, see features/catalog/lib/catalog-query.ts). */
export function savedCarsHref(lang: Lang): string {
  return catalogHref(lang, { saved: '1' });
}

/** Whether a nav link is active: exact match, or within its section (Catalog is active on /cars/*). */
export function isNavActive(currentPath: string, linkPath: string, alsoActiveUnder: readonly string[] = []): boolean {
  const current = parseLocalizedPath(currentPath).path;
  const target = parseLocalizedPath(linkPath).path;
  if (current === target) return true;
  if (target !== '/' && current.startsWith(`${target}/`)) return true;
  return alsoActiveUnder.some((prefix) => current.startsWith(prefix));
}

/** The query parameter of a 'Compare' link: the car the comparison page adds to the stored comparison. */
export const COMPARE_ADD_PARAM = 'add';

/** A 'Compare' action (catalogue cards, the car page): the comparison page, adding this car. */
export function compareCarHref(lang: Lang, slug: string): string {
  return `${paths.comparison(lang)}?${COMPARE_ADD_PARAM}=${encodeURIComponent(slug)}`;
}
