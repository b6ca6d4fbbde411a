/**
 * Which kind of thing a not-found path was meant to show, from the path alone. Pure,
 * apart from the inline script it writes for the page's head.
 */
import type { Lang } from '../../../../shared/lang.js';
import { NEWS_CATEGORIES } from '../../../lib/news.js';
import { paths } from '../../../lib/paths.js';

/**
 * A path under /cars/ that was not pre-rendered is a car that is not (or no longer) in
 * the catalogue, and one under /news/<category>/ an article that is not: the same
 * document then shows 'Vehicle not found' (docs/decisions/pages-shell.md#not-found) or 'Article Not Found' (docs/decisions/pages-shell.md#not-found);
 * one under /brands/, 'Brand not found' (docs/decisions/pages-shell.md#not-found).
 * This runs inline, before the page paints, so no message flashes; without JavaScript
 * the general message shows.
 */
export const MISSING_ATTRIBUTE = 'data-missing';
export const MISSING_PATHS = {
  car: /^\/(?:en\/)?cars\/[^/]+\/?$/,
  article: new RegExp(`^/(?:en/)?news/(?:${NEWS_CATEGORIES.join('|')})/[^/]+/?$`),
  brand: /^\/(?:en\/)?brands\/[^/]+\/?$/,
} as const;
export type Missing = keyof typeof MISSING_PATHS;
export const markMissing = Object.entries(MISSING_PATHS)
  .map(
    ([kind, pattern]) => `if(${pattern}.test(location.pathname))document.documentElement.setAttribute('${MISSING_ATTRIBUTE}','${kind}');`,
  )
  .join('');
/** Where each kind's "view all" button leads. */
export const ALL_OF: Record<Missing, (lang: Lang) => string> = { car: paths.catalog, article: paths.news, brand: paths.catalog };

/** Which strings of the not-found namespace each kind reads. */
export const TEXTS_OF = { car: 'vehicle', article: 'article', brand: 'brand' } as const;

/** The kind the inline script marked on <html>, read after hydration. */
export function markedMissing(): Missing | null {
  const kind = document.documentElement.getAttribute(MISSING_ATTRIBUTE);
  return kind !== null && kind in MISSING_PATHS ? (kind as Missing) : null;
}
