/**
 * Which page file answers which route: the part of the page table (page-table.ts) the
 * browser needs to build its routes (routes.tsx). The build-time rest of each page (its
 * strings, data and head) lives in page-table.ts under the same name, so none of it is
 * shipped to every visitor; the types there require one entry per page here.
 */
import type { Namespace } from '../i18n/namespaces.js';
import type { RouteName } from '../lib/paths.js';

export const PAGE_ROUTES = {
  home: { page: 'home-page', route: 'home' },
  catalog: { page: 'catalog-page', route: 'catalog' },
  car: { page: 'car-page', route: 'car' },
  news: { page: 'news-page', route: 'news' },
  newsArticle: { page: 'news-article-page', route: 'newsArticle' },
  about: { page: 'about-page', route: 'about' },
  contact: { page: 'contact-page', route: 'contact' },
  financing: { page: 'financing-page', route: 'financing' },
  warranty: { page: 'warranty-page', route: 'warranty' },
  maintenance: { page: 'maintenance-page', route: 'maintenance' },
  brand: { page: 'brand-page', route: 'brand' },
  information: { page: 'information-page', route: 'information' },
  comparison: { page: 'comparison-page', route: 'comparison' },
  rangeConditions: { page: 'range-conditions-page', route: 'rangeConditions' },
  chargingGuide: { page: 'charging-guide-page', route: 'chargingGuide' },
  calculator: { page: 'calculator-page', route: 'calculator' },
  guides: { page: 'guides-page', route: 'guides' },
  guide: { page: 'guide-page', route: 'guide' },
  privacy: { page: 'privacy-page', route: 'privacy' },
} as const satisfies Record<string, { page: string; route: RouteName }>;

export type PageName = keyof typeof PAGE_ROUTES;

/**
 * The not-found page, outside both language trees: the host serves its one document,
 * dist/404.html, for every unknown path (with status 404), so it reads well in both
 * languages and hydrates wherever it is served (main.tsx).
 */
export const NOT_FOUND = {
  page: 'not-found-page',
  /** Where it is pre-rendered: dist/404.html. */
  path: '/404',
  strings: ['not-found'] as const satisfies readonly Namespace[],
};

/** vite-react-ssg's entry of a page file: it links the page's CSS and preloads its chunk. */
export function pageEntry(page: string): string {
  return `src/pages/${page}.tsx`;
}
