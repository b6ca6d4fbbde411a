/**
 * The catalogue's state lives in the URL query (docs/decisions/pages-catalogue-and-car.md#17), e.g.
 * `?q=zeekr&brand=zeekr&stock=1&sort=price-asc`, so a view can be shared, survives
 * reload and walks with the back button. Unknown or malformed values are ignored.
 */
import { BODY_TYPES, POWERTRAINS, type BodyType, type Powertrain } from '../../../../content/schema.values.js';
import { brandSlug } from '../../../../shared/slug.js';
import { cardFigureNumber } from '../../../lib/card-figures.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { compareNatural } from '../../../lib/natural-order.js';

/** docs/decisions/pages-catalogue-and-car.md#catalogue: name (default), price ascending/descending, range, power and year descending. */
export const SORTS = ['name', 'price-asc', 'price-desc', 'range', 'power', 'year'] as const;
export type Sort = (typeof SORTS)[number];

export interface CatalogFilters {
  q: string;
  type: Powertrain | 'all';
  body: BodyType | 'all';
  /** Brand slug, e.g. `zeekr`. */
  brand: string;
  minPrice: number | null;
  maxPrice: number | null;
  stock: boolean;
  saved: boolean;
  sort: Sort;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  q: '',
  type: 'all',
  body: 'all',
  brand: 'all',
  minPrice: null,
  maxPrice: null,
  stock: false,
  saved: false,
  sort: 'name',
};

export interface CatalogFacets {
  brands: readonly { name: string; slug: string }[];
  bodyTypes: readonly BodyType[];
  price: { min: number; max: number };
}

const MAX_QUERY_LENGTH = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function priceParam(value: string | null, bounds: CatalogFacets['price']): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const price = Number(value);
  return price > bounds.min && price < bounds.max ? price : null;
}

export function parseCatalogQuery(params: URLSearchParams, facets: CatalogFacets): CatalogFilters {
  let minPrice = priceParam(params.get('min'), facets.price);
  let maxPrice = priceParam(params.get('max'), facets.price);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const brand = params.get('brand');
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    type: oneOf(POWERTRAINS, params.get('type')) ?? 'all',
    body: oneOf(facets.bodyTypes, params.get('body')) ?? 'all',
    brand: brand && facets.brands.some((b) => b.slug === brand) ? brand : 'all',
    minPrice,
    maxPrice,
    stock: params.get('stock') === '1',
    saved: params.get('saved') === '1',
    sort: oneOf(SORTS, params.get('sort')) ?? 'name',
  };
}

/** The query string for a state: defaults are left out, so the plain catalogue is `/catalog`. */
export function toCatalogQuery(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.body !== 'all') params.set('body', filters.body);
  if (filters.brand !== 'all') params.set('brand', filters.brand);
  if (filters.minPrice !== null) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max', String(filters.maxPrice));
  if (filters.stock) params.set('stock', '1');
  if (filters.saved) params.set('saved', '1');
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** docs/decisions/pages-catalogue-and-car.md#catalogue: clearing resets every filter but keeps the sort. */
export function clearFilters(filters: CatalogFilters): CatalogFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort };
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return toCatalogQuery({ ...filters, sort: 'name' }) !== '';
}

type Comparator = (a: CarSummary, b: CarSummary) => number;
/** Missing figures sort last in descending sorts. */
const desc =
  (pick: (car: CarSummary) => number | null): Comparator =>
  (a, b) =>
    (pick(b) ?? -Infinity) - (pick(a) ?? -Infinity);

const COMPARATORS: Record<Sort, Comparator> = {
  name: (a, b) => compareNatural(a.name, b.name),
  'price-asc': (a, b) => a.priceUSD - b.priceUSD,
  'price-desc': (a, b) => b.priceUSD - a.priceUSD,
  // As the cards read them (lib/card-figures.ts).
  range: desc((car) => cardFigureNumber(car, 'range')),
  power: desc((car) => cardFigureNumber(car, 'power')),
  year: desc((car) => car.year),
};

/** Sorted copy; ties keep id order (docs/decisions/pages-catalogue-and-car.md#16). */
export function sortCars(cars: readonly CarSummary[], sort: Sort): CarSummary[] {
  const compare = COMPARATORS[sort];
  return [...cars].sort((a, b) => compare(a, b) || a.id - b.id);
}

/** The text test of a search: lib/search.ts's compileSearch(filters.q), passed in so this module does not load the search. */
export type SearchMatcher = (searchText: string) => boolean;

export function filterCars(
  cars: readonly CarSummary[],
  filters: CatalogFilters,
  savedIds: ReadonlySet<number>,
  matchesSearch: SearchMatcher,
): CarSummary[] {
  return cars.filter(
    (car) =>
      matchesSearch(car.searchText) &&
      (filters.type === 'all' || car.specs.type === filters.type) &&
      (filters.body === 'all' || car.bodyType === filters.body) &&
      (filters.brand === 'all' || brandSlug(car.manufacturer) === filters.brand) &&
      (filters.minPrice === null || car.priceUSD >= filters.minPrice) &&
      (filters.maxPrice === null || car.priceUSD <= filters.maxPrice) &&
      (!filters.stock || car.inStock) &&
      (!filters.saved || savedIds.has(car.id)),
  );
}

/** Facets from the data: the brand list (shared/brands.ts), body types present, price bounds rounded out to 1,000 USD. */
export function catalogFacets(cars: readonly CarSummary[], brandList: readonly { name: string; slug: string }[]): CatalogFacets {
  const brands = brandList.map(({ name, slug }) => ({ name, slug }));
  const bodyTypes = BODY_TYPES.filter((body) => cars.some((car) => car.bodyType === body));
  const prices = cars.map((car) => car.priceUSD);
  return {
    brands,
    bodyTypes,
    price: {
      min: prices.length ? Math.floor(Math.min(...prices) / 1000) * 1000 : 0,
      max: prices.length ? Math.ceil(Math.max(...prices) / 1000) * 1000 : 0,
    },
  };
}
