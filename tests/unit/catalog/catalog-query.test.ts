import { describe, expect, it } from 'vitest';
import {
  catalogFacets,
  clearFilters,
  DEFAULT_FILTERS,
  filterCars,
  hasActiveFilters,
  parseCatalogQuery,
  sortCars,
  toCatalogQuery,
  type CatalogFilters,
} from '../../../src/features/catalog/lib/catalog-query.js';
import { deriveBrands } from '../../../shared/brands.js';
import type { CarSummary } from '../../../src/lib/car-model.js';
import { compileSearch } from '../../../src/lib/search.js';

/** The car's own fields, and the figures the catalogue sorts and filters on (null: not sourced). */
type Over = Partial<Omit<CarSummary, 'specs'>> & {
  powertrain?: CarSummary['specs']['type'];
  range?: number;
  electricRange?: number;
  power?: number | null;
};

function car(id: number, { powertrain = 'electric', range = 500, electricRange, power = 400, ...over }: Over): CarSummary {
  return {
    id,
    slug: `car-${id}`,
    name: `Car ${id}`,
    manufacturer: 'Zeekr',
    model: 'X',
    year: 2025,
    bodyType: 'suv',
    inStock: true,
    priceUSD: 50_000,
    priceBYN: 150_000,
    // A figure without a source is absent from a summary's specs.
    specs: {
      type: powertrain,
      range,
      battery: 80,
      acceleration: 5,
      ...(electricRange && { electricRange }),
      ...(power !== null && { power }),
    },
    picture: { src: '/images/cars/x/exterior-1.svg', drawing: true, view: 'exterior-1' },
    searchText: '',
    ...over,
  };
}

const cars = [
  car(1, {
    name: 'Lixiang L9 Max',
    manufacturer: 'Lixiang',
    powertrain: 'hybrid',
    priceUSD: 82_900,
    range: 1412,
    electricRange: 280,
    power: 449,
    year: 2025,
    inStock: false,
    searchText: 'lixiang l9 max лисян',
  }),
  car(2, {
    name: 'Xiaomi SU7 Ultra',
    manufacturer: 'Xiaomi',
    bodyType: 'sedan',
    priceUSD: 100_000,
    range: 630,
    power: 1548,
    year: 2025,
    searchText: 'xiaomi su7 ultra сяоми',
  }),
  car(3, { name: 'Zeekr X RWD', priceUSD: 40_000, range: 560, power: 272, year: 2024, searchText: 'zeekr x rwd зикр' }),
  car(4, {
    name: 'Avatr 11 EV',
    manufacturer: 'Avatr',
    priceUSD: 63_900,
    range: 680,
    power: null,
    year: 2025,
    searchText: 'avatr 11 ev аватр',
  }),
];
const facets = catalogFacets(
  cars,
  deriveBrands(cars, (name) => `/images/brands/${name}.svg`),
);
const parse = (query: string) => parseCatalogQuery(new URLSearchParams(query), facets);

describe('catalogue query', () => {
  it('derives facets from the data: brands, body types, price bounds', () => {
    expect(facets.brands.map((b) => b.slug)).toEqual(['avatr', 'lixiang', 'xiaomi', 'zeekr']);
    expect(facets.bodyTypes).toEqual(['suv', 'sedan']);
    expect(facets.price).toEqual({ min: 40_000, max: 100_000 });
  });

  it('defaults to every car sorted by name', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.sort).toBe('name');
  });

  it('reads every filter from the query', () => {
    expect(parse('q=zeekr&type=hybrid&body=sedan&brand=xiaomi&min=45000&max=90000&stock=1&saved=1&sort=price-asc')).toEqual({
      q: 'zeekr',
      type: 'hybrid',
      body: 'sedan',
      brand: 'xiaomi',
      minPrice: 45_000,
      maxPrice: 90_000,
      stock: true,
      saved: true,
      sort: 'price-asc',
    });
  });

  it('ignores unknown or malformed values, never an error', () => {
    expect(parse('type=diesel&body=truck&brand=tesla&min=abc&max=-5&stock=yes&sort=random&extra=1')).toEqual(DEFAULT_FILTERS);
    expect(parse('min=10&max=99999999')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parse('body=liftback').body).toBe('all');
  });

  it('swaps a minimum above the maximum', () => {
    expect(parse('min=90000&max=50000')).toMatchObject({ minPrice: 50_000, maxPrice: 90_000 });
  });

  it('writes the query back without defaults, and round-trips', () => {
    expect(toCatalogQuery(DEFAULT_FILTERS)).toBe('');
    const filters: CatalogFilters = { ...DEFAULT_FILTERS, q: 'зикр', brand: 'zeekr', stock: true, sort: 'price-desc', minPrice: 41_000 };
    expect(toCatalogQuery(filters)).toBe('?q=%D0%B7%D0%B8%D0%BA%D1%80&brand=zeekr&min=41000&stock=1&sort=price-desc');
    expect(parse(toCatalogQuery(filters).slice(1))).toEqual(filters);
  });

  it('clears every filter but keeps the sort (docs/decisions/pages-catalogue-and-car.md#catalogue)', () => {
    const filters: CatalogFilters = {
      q: 'x',
      type: 'hybrid',
      body: 'suv',
      brand: 'zeekr',
      minPrice: 1,
      maxPrice: 2,
      stock: true,
      saved: true,
      sort: 'range',
    };
    expect(clearFilters(filters)).toEqual({ ...DEFAULT_FILTERS, sort: 'range' });
    expect(hasActiveFilters(clearFilters(filters))).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, stock: true })).toBe(true);
  });
});

describe('filtering', () => {
  const ids = (filters: Partial<CatalogFilters>, saved: number[] = []) =>
    sortCars(filterCars(cars, { ...DEFAULT_FILTERS, ...filters }, new Set(saved), compileSearch(filters.q ?? '')), 'price-asc').map(
      (c) => c.id,
    );

  it('searches case-insensitively, across languages', () => {
    expect(ids({ q: 'ZEEKR' })).toEqual([3]);
    expect(ids({ q: 'сяоми' })).toEqual([2]);
    expect(ids({ q: 'nothing like it' })).toEqual([]);
  });

  it('filters by powertrain, body, brand, price range, stock and saved', () => {
    expect(ids({ type: 'hybrid' })).toEqual([1]);
    expect(ids({ body: 'sedan' })).toEqual([2]);
    expect(ids({ brand: 'avatr' })).toEqual([4]);
    expect(ids({ minPrice: 60_000, maxPrice: 90_000 })).toEqual([4, 1]);
    expect(ids({ stock: true })).toEqual([3, 4, 2]);
    expect(ids({ saved: true }, [2, 3])).toEqual([3, 2]);
  });
});

describe('the six sorts (docs/decisions/pages-catalogue-and-car.md#catalogue)', () => {
  const order = (sort: CatalogFilters['sort']) => sortCars(cars, sort).map((c) => c.id);
  it('name', () => expect(order('name')).toEqual([4, 1, 2, 3]));
  it('price ascending', () => expect(order('price-asc')).toEqual([3, 4, 1, 2]));
  it('price descending', () => expect(order('price-desc')).toEqual([2, 1, 4, 3]));
  // A range-extender hybrid by its electric range (280 km), not its 1,412 km with petrol (DECISIONS 37).
  it('range descending, a hybrid by its electric range', () => expect(order('range')).toEqual([4, 2, 3, 1]));
  it('power descending, a missing figure last', () => expect(order('power')).toEqual([2, 1, 3, 4]));
  it('year descending, ties by id', () => expect(order('year')).toEqual([1, 2, 4, 3]));
});
