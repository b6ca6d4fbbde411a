/**
 * What narrows the catalogue, and the way back: clearing one filter, taking a need's
 * words out of the query, and, when nothing is found, the one filter whose clearing
 * finds the most. Loaded with the chips and the empty result, on demand.
 */
import type { CarSummary } from '../../../lib/car-model.js';
import { DEFAULT_FILTERS, FILTER_KEYS, filterCars, type CatalogFilters, type FilterKey, type SearchMatcher } from './catalog-query.js';

/** A filter a buyer can loosen, or the search text. */
export type Loosenable = FilterKey | 'search';

/** The filters as they are when one of them is cleared. */
export function clearedFilter(filters: CatalogFilters, key: FilterKey): CatalogFilters {
  if (key === 'price') return { ...filters, minPrice: null, maxPrice: null };
  return { ...filters, [key]: DEFAULT_FILTERS[key] };
}

/** Whether a filter narrows the list now. */
export function isFilterActive(filters: CatalogFilters, key: FilterKey): boolean {
  return JSON.stringify(clearedFilter(filters, key)) !== JSON.stringify(filters);
}

/**
 * When nothing is found: the one filter (or the search text) whose clearing finds the
 * most cars, and those cars, for the empty result's way forward. Null when clearing no
 * single one finds anything.
 */
export function loosenOne(
  cars: readonly CarSummary[],
  filters: CatalogFilters,
  savedIds: ReadonlySet<number>,
  matchesSearch: SearchMatcher,
  hasSearchText: boolean,
): { loosen: Loosenable; cars: CarSummary[] } | null {
  const options: { loosen: Loosenable; cars: CarSummary[] }[] = FILTER_KEYS.filter((key) => isFilterActive(filters, key)).map((key) => ({
    loosen: key,
    cars: filterCars(cars, clearedFilter(filters, key), savedIds, matchesSearch),
  }));
  if (hasSearchText) options.push({ loosen: 'search', cars: filterCars(cars, filters, savedIds, () => true) });
  const best = options.reduce<(typeof options)[number] | null>(
    (top, option) => (option.cars.length > (top?.cars.length ?? 0) ? option : top),
    null,
  );
  return best;
}

/** The query without a phrase read as a need: what removing that need's chip leaves in the search box. */
export function withoutPhrase(query: string, phrase: string): string {
  const at = query.indexOf(phrase);
  return at < 0 ? query : `${query.slice(0, at)} ${query.slice(at + phrase.length)}`.replace(/\s+/g, ' ').trim();
}
