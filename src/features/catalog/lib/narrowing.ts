/**
 * What narrows the catalogue, and the way back: clearing one filter, taking a need's
 * words out of the query, and, when nothing is found, how far each car is from what was
 * asked (the nearest cars) and the one loosening that finds cars while keeping the most
 * of the request. Loaded with the chips and the empty result, on demand.
 */
import { batteryRange } from '../../../lib/card-figures.js';
import type { CarSummary } from '../../../lib/car-model.js';
import {
  DEFAULT_FILTERS,
  FILTER_KEYS,
  filterCars,
  sortCars,
  type CatalogFacets,
  type CatalogFilters,
  type FilterKey,
  type SearchMatcher,
} from './catalog-query.js';
import { PRICE_STEP_USD } from './price-range.js';

/** One word of the search and its own test (lib/search.ts CompiledQuery.words). */
export interface SearchWord {
  text: string;
  matches: SearchMatcher;
}

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

/** The filters with only `key` as chosen: the others cleared. */
function onlyFilter(filters: CatalogFilters, key: FilterKey): CatalogFilters {
  return FILTER_KEYS.reduce((only, other) => (other === key ? only : clearedFilter(only, other)), filters);
}

/** How far one car is from the filters: how many it misses, then by how much (lower is nearer). */
export interface Distance {
  /** The filters (the search text counting as one) the car does not meet. */
  missed: number;
  /**
   * The misses added up, each as a share of what was asked: a price over the limit by
   * 1,900 of 60,000 USD is 0.032, one seat short of six is 0.167, 100 km short of 500 is
   * 0.2; a miss that has no measure (another brand, body, drive, not in stock, not
   * saved) is a whole 1; a search the car does not answer, the share of its words the car
   * does not have ("zeekr family" for a Zeekr: 0.5).
   */
  gap: number;
}

/** What a body other than an SUV adds to a seats miss: less than one seat of six (0.167). */
export const NOT_AN_SUV = 0.05;

/** How far a figure falls short of (or, for `over`, goes past) the limit, as a share of the limit. */
const shortOf = (value: number, limit: number) => Math.max(0, limit - value) / limit;

/** One missed filter's gap (see Distance.gap). */
function missGap(car: CarSummary, filters: CatalogFilters, key: FilterKey): number {
  switch (key) {
    case 'price':
      if (filters.maxPrice !== null && car.priceUSD > filters.maxPrice) return (car.priceUSD - filters.maxPrice) / filters.maxPrice;
      return filters.minPrice === null ? 0 : shortOf(car.priceUSD, filters.minPrice);
    case 'seats':
      // A family that cannot have the seats is nearer to the roomiest body than to a saloon with as many (walk 20:
      // «семейный электромобиль до 80000» offered two saloons first): an SUV's lead is less than one seat's share.
      return filters.seats === null ? 0 : shortOf(car.specs.seats ?? 0, filters.seats) + (car.bodyType === 'suv' ? 0 : NOT_AN_SUV);
    case 'range':
      return filters.range === null ? 0 : shortOf(batteryRange(car.specs) ?? 0, filters.range);
    default:
      return 1;
  }
}

/** How far a car is from the filters and the search (see Distance). */
export function distanceFrom(
  car: CarSummary,
  filters: CatalogFilters,
  savedIds: ReadonlySet<number>,
  matchesSearch: SearchMatcher,
  words: readonly SearchWord[] = [],
): Distance {
  let missed = 0;
  let gap = 0;
  for (const key of FILTER_KEYS) {
    if (!isFilterActive(filters, key) || filterCars([car], onlyFilter(filters, key), savedIds, () => true).length > 0) continue;
    missed += 1;
    gap += missGap(car, filters, key);
  }
  if (!matchesSearch(car.searchText)) {
    missed += 1;
    gap += words.length ? words.filter((word) => !word.matches(car.searchText)).length / words.length : 1;
  }
  return { missed, gap };
}

/** Nearer first: fewer filters missed, then a smaller gap. */
export function compareDistance(a: Distance, b: Distance): number {
  return a.missed - b.missed || a.gap - b.gap;
}

/**
 * The cars nearest to what was asked, nearest first (ties in the buyer's sort), at most
 * `count`. Cars as far as the farthest are left out: when nothing tells the cars apart
 * (a search for a word no car has, and nothing else), there is no "nearest" to offer.
 */
export function nearestCars(
  cars: readonly CarSummary[],
  filters: CatalogFilters,
  savedIds: ReadonlySet<number>,
  matchesSearch: SearchMatcher,
  count: number,
  words: readonly SearchWord[] = [],
): CarSummary[] {
  const ranked = sortCars(cars, filters.sort)
    .map((car) => ({ car, distance: distanceFrom(car, filters, savedIds, matchesSearch, words) }))
    .sort((a, b) => compareDistance(a.distance, b.distance));
  const farthest = ranked.at(-1)?.distance;
  return ranked
    .filter(({ distance }) => farthest && compareDistance(distance, farthest) < 0)
    .slice(0, count)
    .map(({ car }) => car);
}

/** A filter widened to the nearest car rather than cleared: its new value. */
export type Widening = { to: 'maxPrice' | 'minPrice' | 'seats' | 'range'; value: number };

/** A way out of an empty result: what to loosen, how, and the cars it finds. */
export interface Loosening {
  loosen: Loosenable;
  /** Present when the filter is widened to the nearest car; absent when it (or the search) is cleared. */
  widen?: Widening;
  /** For the search: the words kept (those that find cars), when not all of it is cleared. */
  keep?: string[];
  /** How much of the request is given up: a cleared filter 1, a widened one the share it moves (62,000 for 60,000 USD: 0.033). */
  given: number;
  cars: CarSummary[];
}

/** The largest of some values below a limit, or null. */
const largestBelow = (values: readonly number[], limit: number) =>
  values.filter((value) => value < limit).reduce<number | null>((top, value) => Math.max(top ?? value, value), null);

/**
 * The widenings of one filter that reach the nearest car the other filters and the search
 * let through: the price limit moved to that car's price (up or down to the 1,000 USD
 * step, within the catalogue's bounds), "from N seats" and "from N km" lowered to that
 * car's figure (to a choice the filter offers: lower than the lowest is clearing it).
 */
function widenings(others: readonly CarSummary[], filters: CatalogFilters, key: FilterKey, facets: CatalogFacets): Widening[] {
  const result: Widening[] = [];
  if (key === 'price') {
    const { minPrice, maxPrice } = filters;
    if (maxPrice !== null) {
      const above = others
        .filter((car) => car.priceUSD > maxPrice && (minPrice === null || car.priceUSD >= minPrice))
        .map((car) => car.priceUSD);
      if (above.length) {
        const value = Math.ceil(Math.min(...above) / PRICE_STEP_USD) * PRICE_STEP_USD;
        if (value < facets.price.max) result.push({ to: 'maxPrice', value });
      }
    }
    if (minPrice !== null) {
      const below = others
        .filter((car) => car.priceUSD < minPrice && (maxPrice === null || car.priceUSD <= maxPrice))
        .map((car) => car.priceUSD);
      if (below.length) {
        const value = Math.floor(Math.max(...below) / PRICE_STEP_USD) * PRICE_STEP_USD;
        if (value > facets.price.min) result.push({ to: 'minPrice', value });
      }
    }
  }
  if (key === 'seats' && filters.seats !== null) {
    const value = largestBelow(
      others.map((car) => car.specs.seats ?? 0),
      filters.seats,
    );
    if (value !== null && facets.seats.includes(value)) result.push({ to: 'seats', value });
  }
  if (key === 'range' && filters.range !== null) {
    const reached = largestBelow(
      others.map((car) => batteryRange(car.specs) ?? 0),
      filters.range,
    );
    const value = reached === null ? null : Math.floor(reached / 100) * 100;
    if (value !== null && facets.ranges.includes(value)) result.push({ to: 'range', value });
  }
  return result;
}

/** How much of the request a widening gives up, as a share of what was asked. */
function givenUp(filters: CatalogFilters, widen: Widening): number {
  switch (widen.to) {
    case 'maxPrice':
      return (widen.value - filters.maxPrice!) / filters.maxPrice!;
    case 'minPrice':
      return (filters.minPrice! - widen.value) / filters.minPrice!;
    case 'seats':
      return (filters.seats! - widen.value) / filters.seats!;
    case 'range':
      return (filters.range! - widen.value) / filters.range!;
  }
}

/** The filters with a widening applied. */
export function widened(filters: CatalogFilters, widen: Widening): CatalogFilters {
  return { ...filters, [widen.to]: widen.value };
}

/**
 * When nothing is found: of clearing one filter (or the search text) and widening the
 * price, seats or range to the nearest car, the way that finds cars while giving up the
 * least of the request (Loosening.given); of equal ones, the one that finds more. Null
 * when no single loosening finds anything.
 */
export function loosenOne(
  cars: readonly CarSummary[],
  filters: CatalogFilters,
  facets: CatalogFacets,
  savedIds: ReadonlySet<number>,
  matchesSearch: SearchMatcher,
  hasSearchText: boolean,
  words: readonly SearchWord[] = [],
): Loosening | null {
  const options: Loosening[] = [];
  for (const key of FILTER_KEYS.filter((key) => isFilterActive(filters, key))) {
    const others = filterCars(cars, clearedFilter(filters, key), savedIds, matchesSearch);
    const ways = widenings(others, filters, key, facets);
    // Clearing gives up the whole filter; but a price, seats or range that cannot be widened to a choice the filter
    // offers (the nearest car below the lowest) is cleared to reach that car, and gives up only as much.
    const measured = key === 'price' || key === 'seats' || key === 'range';
    const nearestGap = Math.min(1, ...others.map((car) => missGap(car, filters, key)));
    options.push({ loosen: key, given: measured && ways.length === 0 ? nearestGap : 1, cars: others });
    for (const widen of ways)
      options.push({
        loosen: key,
        widen,
        given: givenUp(filters, widen),
        cars: filterCars(cars, widened(filters, widen), savedIds, matchesSearch),
      });
  }
  if (hasSearchText) {
    const unsearched = filterCars(cars, filters, savedIds, () => true);
    options.push({ loosen: 'search', given: 1, cars: unsearched });
    // Of several words, those that find cars on their own, if together they still do ("zeekr family": "zeekr").
    const kept = words.filter((word) => unsearched.some((car) => word.matches(car.searchText)));
    if (kept.length > 0 && kept.length < words.length) {
      const found = unsearched.filter((car) => kept.every((word) => word.matches(car.searchText)));
      options.push({ loosen: 'search', keep: kept.map((word) => word.text), given: 1 - kept.length / words.length, cars: found });
    }
  }
  return options
    .filter((option) => option.cars.length > 0)
    .reduce<Loosening | null>((best, option) => {
      if (!best || option.given < best.given || (option.given === best.given && option.cars.length > best.cars.length)) return option;
      return best;
    }, null);
}

/** The query without a phrase read as a need: what removing that need's chip leaves in the search box. */
export function withoutPhrase(query: string, phrase: string): string {
  const at = query.indexOf(phrase);
  return at < 0 ? query : `${query.slice(0, at)} ${query.slice(at + phrase.length)}`.replace(/\s+/g, ' ').trim();
}

/** A maker with a brand page but no car in the catalogue (NIO), and the words a search names it by. */
export interface AbsentMaker {
  name: string;
  slug: string;
  /** Lowercase words: the name and its other spellings in both languages. */
  words: readonly string[];
}

/** The maker with no car in the catalogue that a query names ("nio", "нио es8"), if any. */
export function absentMakerIn(query: string, makers: readonly AbsentMaker[]): AbsentMaker | undefined {
  const words = ` ${query
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .join(' ')} `;
  return makers.find((maker) => maker.words.some((word) => words.includes(` ${word} `)));
}
