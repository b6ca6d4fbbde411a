/**
 * The catalogue's state lives in the URL query (docs/decisions/pages-catalogue-and-car.md#17), e.g.
 * `?q=zeekr&brand=zeekr&stock=1&sort=price-asc`, so a view can be shared, survives
 * reload and walks with the back button. Unknown or malformed values are ignored.
 */
import { BODY_TYPES, DRIVE_TYPES, POWERTRAINS, type BodyType, type DriveType, type Powertrain } from '../../../../content/schema.values.js';
import { brandSlug } from '../../../../shared/slug.js';
import { batteryRange, cardFigureNumber } from '../../../lib/card-figures.js';
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
  /** At least this many seats. */
  seats: number | null;
  drive: DriveType | 'all';
  /** At least this range on the battery, km (lib/card-figures.ts batteryRange: a hybrid's electric range). */
  range: number | null;
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
  seats: null,
  drive: 'all',
  range: null,
  minPrice: null,
  maxPrice: null,
  stock: false,
  saved: false,
  sort: 'name',
};

export interface CatalogFacets {
  brands: readonly { name: string; slug: string }[];
  bodyTypes: readonly BodyType[];
  /** The seat counts a "from N seats" choice can start at: every count in the catalogue above the smallest. */
  seats: readonly number[];
  drives: readonly DriveType[];
  /** The "from N km" choices: every 100 km that some car reaches, above the shortest range. */
  ranges: readonly number[];
  price: { min: number; max: number };
}

const MAX_QUERY_LENGTH = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** One of the choices a facet offers, or null. */
function numberParam(value: string | null, choices: readonly number[]): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const number = Number(value);
  return choices.includes(number) ? number : null;
}

/**
 * A price bound from the URL, when it narrows the list: a lower bound above the cheapest car's rounded price, an upper
 * bound below the dearest's. The slider's far end is a bound too: «до» the cheapest price keeps the cheapest cars.
 */
function priceParam(value: string | null, bounds: CatalogFacets['price'], bound: 'min' | 'max'): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const price = Number(value);
  const narrows = bound === 'min' ? price > bounds.min && price <= bounds.max : price >= bounds.min && price < bounds.max;
  return narrows ? price : null;
}

export function parseCatalogQuery(params: URLSearchParams, facets: CatalogFacets): CatalogFilters {
  let minPrice = priceParam(params.get('min'), facets.price, 'min');
  let maxPrice = priceParam(params.get('max'), facets.price, 'max');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const brand = params.get('brand');
  const drive = params.get('drive')?.toUpperCase() ?? null;
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    type: oneOf(POWERTRAINS, params.get('type')) ?? 'all',
    body: oneOf(facets.bodyTypes, params.get('body')) ?? 'all',
    brand: brand && facets.brands.some((b) => b.slug === brand) ? brand : 'all',
    seats: numberParam(params.get('seats'), facets.seats),
    drive: oneOf(facets.drives, drive) ?? 'all',
    range: numberParam(params.get('range'), facets.ranges),
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
  if (filters.seats !== null) params.set('seats', String(filters.seats));
  if (filters.drive !== 'all') params.set('drive', filters.drive.toLowerCase());
  if (filters.range !== null) params.set('range', String(filters.range));
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

/**
 * Each filter as a test of one car, so that a choice can be counted with the other
 * filters as they are ("how many cars would this leave").
 */
const FILTER_TESTS = {
  type: (car, f) => f.type === 'all' || car.specs.type === f.type,
  body: (car, f) => f.body === 'all' || car.bodyType === f.body,
  brand: (car, f) => f.brand === 'all' || brandSlug(car.manufacturer) === f.brand,
  seats: (car, f) => f.seats === null || (car.specs.seats ?? 0) >= f.seats,
  drive: (car, f) => f.drive === 'all' || car.specs.driveType === f.drive,
  range: (car, f) => f.range === null || (batteryRange(car.specs) ?? 0) >= f.range,
  price: (car, f) => (f.minPrice === null || car.priceUSD >= f.minPrice) && (f.maxPrice === null || car.priceUSD <= f.maxPrice),
  stock: (car, f) => !f.stock || car.inStock,
  saved: (car, f, saved) => !f.saved || saved.has(car.id),
} satisfies Record<string, (car: CarSummary, filters: CatalogFilters, savedIds: ReadonlySet<number>) => boolean>;

export type FilterKey = keyof typeof FILTER_TESTS;
export const FILTER_KEYS = Object.keys(FILTER_TESTS) as FilterKey[];

function passes(car: CarSummary, filters: CatalogFilters, savedIds: ReadonlySet<number>, except?: FilterKey): boolean {
  return FILTER_KEYS.every((key) => key === except || FILTER_TESTS[key](car, filters, savedIds));
}

export function filterCars(
  cars: readonly CarSummary[],
  filters: CatalogFilters,
  savedIds: ReadonlySet<number>,
  matchesSearch: SearchMatcher,
): CarSummary[] {
  return cars.filter((car) => matchesSearch(car.searchText) && passes(car, filters, savedIds));
}

/** The filters whose choices are counted, and the value each choice sets. */
export type CountedChoices = {
  [K in 'type' | 'body' | 'brand' | 'seats' | 'drive' | 'range' | 'stock' | 'saved']: ReadonlyMap<CatalogFilters[K], number>;
};

/**
 * How many cars each choice of each filter would leave, the other filters (and the
 * search) as they are: what the filter bar writes beside every choice.
 */
export function countChoices(
  cars: readonly CarSummary[],
  filters: CatalogFilters,
  facets: CatalogFacets,
  savedIds: ReadonlySet<number>,
  matchesSearch: SearchMatcher,
): CountedChoices {
  const found = cars.filter((car) => matchesSearch(car.searchText));
  const count = <K extends keyof CountedChoices>(key: K, values: readonly CatalogFilters[K][]) => {
    const others = found.filter((car) => passes(car, filters, savedIds, key));
    return new Map(
      values.map((value) => [value, others.filter((car) => FILTER_TESTS[key](car, { ...filters, [key]: value }, savedIds)).length]),
    );
  };
  return {
    type: count('type', ['all', ...POWERTRAINS]),
    body: count('body', ['all', ...facets.bodyTypes]),
    brand: count('brand', ['all', ...facets.brands.map((brand) => brand.slug)]),
    seats: count('seats', [null, ...facets.seats]),
    drive: count('drive', ['all', ...facets.drives]),
    range: count('range', [null, ...facets.ranges]),
    stock: count('stock', [false, true]),
    saved: count('saved', [false, true]),
  } as CountedChoices;
}

/** The 100 km steps of the range choices. */
export const RANGE_STEP_KM = 100;

/**
 * Facets from the data: the brand list (shared/brands.ts), body types, seat counts and
 * drives present, range steps, price bounds rounded out to 1,000 USD.
 */
export function catalogFacets(cars: readonly CarSummary[], brandList: readonly { name: string; slug: string }[]): CatalogFacets {
  const brands = brandList.map(({ name, slug }) => ({ name, slug }));
  const bodyTypes = BODY_TYPES.filter((body) => cars.some((car) => car.bodyType === body));
  const seatCounts = [...new Set(cars.flatMap((car) => (car.specs.seats === undefined ? [] : [car.specs.seats])))].sort((a, b) => a - b);
  const ranges = cars.flatMap((car) => batteryRange(car.specs) ?? []);
  const rangeSteps: number[] = [];
  if (ranges.length) {
    const shortest = Math.min(...ranges);
    const longest = Math.max(...ranges);
    for (let km = (Math.floor(shortest / RANGE_STEP_KM) + 1) * RANGE_STEP_KM; km <= longest; km += RANGE_STEP_KM) rangeSteps.push(km);
  }
  const prices = cars.map((car) => car.priceUSD);
  return {
    brands,
    bodyTypes,
    seats: seatCounts.slice(1),
    drives: DRIVE_TYPES.filter((drive) => cars.some((car) => car.specs.driveType === drive)),
    ranges: rangeSteps,
    price: {
      min: prices.length ? Math.floor(Math.min(...prices) / 1000) * 1000 : 0,
      max: prices.length ? Math.ceil(Math.max(...prices) / 1000) * 1000 : 0,
    },
  };
}

/** What a query's words asked for (lib/search.ts compileQuery): at least so many seats, a drive, a price in dollars. */
export interface QueryNeeds {
  seats?: number;
  drive?: DriveType;
  range?: number;
  price?: { min?: number; max?: number };
}

/** The filters with the query's needs added where the buyer chose nothing else. */
export function applyNeeds(filters: CatalogFilters, needs: QueryNeeds): CatalogFilters {
  // A price chosen in the bar, either bound, stands whole.
  const price = filters.minPrice === null && filters.maxPrice === null ? needs.price : undefined;
  return {
    ...filters,
    seats: filters.seats ?? needs.seats ?? null,
    drive: filters.drive !== 'all' ? filters.drive : (needs.drive ?? 'all'),
    range: filters.range ?? needs.range ?? null,
    minPrice: filters.minPrice ?? price?.min ?? null,
    maxPrice: filters.maxPrice ?? price?.max ?? null,
  };
}
