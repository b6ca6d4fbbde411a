/**
 * Every href of the site is built here, for both languages: Russian at the root,
 * English under /en (DECISIONS 1). No component writes "/en/..." by hand.
 * The route table of both spec files is known here even where its page is not
 * built yet, so any link can be made; pages are registered in src/app/routes.tsx.
 */
import { DEFAULT_LANG, type Lang } from '../i18n/lang.js';

/** Language-neutral paths (as the Russian site has them). */
export const routePaths = {
  home: '/',
  catalog: '/catalog',
  car: (slug: string) => `/cars/${slug}`,
  about: '/about',
  contact: '/contact',
  news: '/news',
  newsArticle: (categorySlug: string, slug: string) => `/news/${categorySlug}/${slug}`,
  financing: '/financing',
  warranty: '/warranty',
  maintenance: '/maintenance',
  information: '/information',
  comparison: '/information/comparison',
  rangeConditions: '/information/range-conditions',
  chargingGuide: '/information/charging-guide',
  guides: '/information/guides',
  calculator: '/information/calculator',
  guide: (slug: string) => `/guides/${slug}`,
  brand: (slug: string) => `/brands/${slug}`,
  notFound: '/404',
} as const;

/** Home page section anchors (spec 000 §2). */
export const HOME_ANCHORS = ['home', 'about', 'our-vehicles', 'services', 'news', 'contacts'] as const;
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

/** The same page in another language (DECISIONS 2); the caller keeps query and hash. */
export function switchLanguagePath(pathname: string, to: Lang): string {
  return localizePath(to, parseLocalizedPath(pathname).path);
}

type PathBuilders = typeof routePaths;
type Localized<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (lang: Lang, ...args: A) => string : (lang: Lang) => string;
};

/** `paths.catalog('en')` → `/en/catalog`; `paths.car('ru', 'zeekr-001')` → `/cars/zeekr-001`. */
export const paths = Object.fromEntries(
  Object.entries(routePaths).map(([key, value]) => [
    key,
    typeof value === 'function'
      ? (lang: Lang, ...args: string[]) => localizePath(lang, (value as (...a: string[]) => string)(...args))
      : (lang: Lang) => localizePath(lang, value),
  ]),
) as Localized<PathBuilders>;

/** A link to a home page section, e.g. `/#contacts` or `/en#contacts`. */
export function homeAnchor(lang: Lang, anchor: HomeAnchor): string {
  return `${paths.home(lang)}#${anchor}`;
}

/** Whether a nav link is active: exact match, or within its section (Catalog is active on /cars/*). */
export function isNavActive(currentPath: string, linkPath: string, alsoActiveUnder: readonly string[] = []): boolean {
  const current = parseLocalizedPath(currentPath).path;
  const target = parseLocalizedPath(linkPath).path;
  if (current === target) return true;
  if (target !== '/' && current.startsWith(`${target}/`)) return true;
  return alsoActiveUnder.some((prefix) => current.startsWith(prefix));
}
