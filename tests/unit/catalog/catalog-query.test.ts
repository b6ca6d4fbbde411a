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
  countChoices,
  applyNeeds,
} from '../../../src/features/catalog/lib/catalog-query.js';
import { distanceFrom, loosenOne, nearestCars, NOT_AN_SUV, withoutPhrase } from '../../../src/features/catalog/lib/narrowing.js';
import type { DriveType } from '../../../content/schema.values.js';
import { deriveBrands } from '../../../shared/brands.js';
import type { CarSummary } from '../../../src/lib/car-model.js';
import { compileSearch } from '../../../src/lib/search.js';

/** The car's own fields, and the figures the catalogue sorts and filters on (null: not sourced). */
type Over = Partial<Omit<CarSummary, 'specs'>> & {
  powertrain?: CarSummary['specs']['type'];
  range?: number;
  electricRange?: number;
  power?: number | null;
  seats?: CarSummary['specs']['seats'];
  drive?: DriveType;
};

function car(
  id: number,
  { powertrain = 'electric', range = 500, electricRange, power = 400, seats = 5, drive = 'AWD', ...over }: Over,
): CarSummary {
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
      seats,
      driveType: drive,
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
    seats: 6,
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
  car(3, {
    name: 'Zeekr X RWD',
    priceUSD: 40_000,
    range: 560,
    power: 272,
    year: 2024,
    seats: 4,
    drive: 'RWD',
    searchText: 'zeekr x rwd зикр',
  }),
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
  it('derives facets from the data: brands, body types, seats, drives, range steps, price bounds', () => {
    expect(facets.brands.map((b) => b.slug)).toEqual(['avatr', 'lixiang', 'xiaomi', 'zeekr']);
    expect(facets.bodyTypes).toEqual(['suv', 'sedan']);
    // "From N seats" above the smallest count; ranges on the battery (the hybrid's 280 km electric), every 100 km above the shortest.
    expect(facets.seats).toEqual([5, 6]);
    expect(facets.drives).toEqual(['AWD', 'RWD']);
    expect(facets.ranges).toEqual([300, 400, 500, 600]);
    expect(facets.price).toEqual({ min: 40_000, max: 100_000 });
  });

  it('defaults to every car sorted by name', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.sort).toBe('name');
  });

  it('reads every filter from the query', () => {
    expect(
      parse('q=zeekr&type=hybrid&body=sedan&brand=xiaomi&seats=6&drive=awd&range=500&min=45000&max=90000&stock=1&saved=1&sort=price-asc'),
    ).toEqual({
      q: 'zeekr',
      type: 'hybrid',
      body: 'sedan',
      brand: 'xiaomi',
      seats: 6,
      drive: 'AWD',
      range: 500,
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
    expect(parse('seats=3&drive=fwd&range=550')).toMatchObject({ seats: null, drive: 'all', range: null });
    expect(parse('seats=06x&drive=&range=-100')).toMatchObject({ seats: null, drive: 'all', range: null });
  });

  it('keeps a bound at the far end of the slider: up to the cheapest, from the dearest (walk 16: «до» 40 000 $ showed all cars)', () => {
    expect(parse('max=40000')).toMatchObject({ minPrice: null, maxPrice: 40_000 });
    expect(parse('min=100000')).toMatchObject({ minPrice: 100_000, maxPrice: null });
    // The ends that narrow nothing are no filter.
    expect(parse('min=40000&max=100000')).toMatchObject({ minPrice: null, maxPrice: null });
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
      seats: 6,
      drive: 'AWD',
      range: 500,
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

  it('filters by seats (at least), drive and range on the battery, a hybrid by its electric range', () => {
    expect(ids({ seats: 6 })).toEqual([1]);
    expect(ids({ seats: 5 })).toEqual([4, 1, 2]);
    expect(ids({ drive: 'RWD' })).toEqual([3]);
    expect(ids({ drive: 'AWD', seats: 5 })).toEqual([4, 1, 2]);
    expect(ids({ range: 600 })).toEqual([4, 2]);
    expect(ids({ range: 300 })).toEqual([3, 4, 2]);
  });
});

describe('counting the choices', () => {
  const counts = (filters: Partial<CatalogFilters>, saved: number[] = []) =>
    countChoices(cars, { ...DEFAULT_FILTERS, ...filters }, facets, new Set(saved), compileSearch(filters.q ?? ''));

  it('counts what each choice would leave, the other filters as they are', () => {
    const all = counts({});
    expect([...all.seats]).toEqual([
      [null, 4],
      [5, 3],
      [6, 1],
    ]);
    expect([...all.drive]).toEqual([
      ['all', 4],
      ['AWD', 3],
      ['RWD', 1],
    ]);
    expect([...all.range]).toEqual([
      [null, 4],
      [300, 3],
      [400, 3],
      [500, 3],
      [600, 2],
    ]);
    expect(all.stock.get(true)).toBe(3);
    // With a drive chosen, the seats count within it, and the drive choices count with the seats as chosen.
    const awdSixSeats = counts({ drive: 'AWD', seats: 6 });
    expect(awdSixSeats.seats.get(5)).toBe(3);
    expect(awdSixSeats.seats.get(null)).toBe(3);
    expect(awdSixSeats.drive.get('RWD')).toBe(0);
    expect(awdSixSeats.drive.get('all')).toBe(1);
    expect(awdSixSeats.brand.get('lixiang')).toBe(1);
    expect(awdSixSeats.brand.get('xiaomi')).toBe(0);
  });

  it('counts within the search', () => {
    expect(counts({ q: 'zeekr' }).drive.get('RWD')).toBe(1);
    expect(counts({ q: 'zeekr' }).drive.get('AWD')).toBe(0);
    expect(counts({ saved: true }, [2]).type.get('hybrid')).toBe(0);
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

describe('needs typed as words, and the way out of an empty result', () => {
  it('adds the needs where the buyer chose nothing else', () => {
    expect(applyNeeds(DEFAULT_FILTERS, { seats: 6, drive: 'AWD' })).toMatchObject({ seats: 6, drive: 'AWD' });
    expect(applyNeeds({ ...DEFAULT_FILTERS, seats: 5, drive: 'RWD' }, { seats: 6, drive: 'AWD' })).toMatchObject({
      seats: 5,
      drive: 'RWD',
    });
    expect(applyNeeds(DEFAULT_FILTERS, {})).toEqual(DEFAULT_FILTERS);
  });

  it("takes a need's words out of the query", () => {
    expect(withoutPhrase('кроссовер 6 мест гибрид', '6 мест')).toBe('кроссовер гибрид');
    expect(withoutPhrase('AWD', 'AWD')).toBe('');
    expect(withoutPhrase('zeekr', 'AWD')).toBe('zeekr');
  });

  it('offers the one loosening that finds cars while keeping the most, with those cars', () => {
    const none = { ...DEFAULT_FILTERS, brand: 'xiaomi', seats: 6 };
    const way = loosenOne(cars, none, facets, new Set(), () => true, false);
    // Clearing "from 6 seats" finds the Xiaomi, clearing "Xiaomi" the six-seat Li Auto; "from 5 seats" finds the Xiaomi and keeps more.
    expect(way).toMatchObject({ loosen: 'seats', widen: { to: 'seats', value: 5 } });
    expect(way?.cars.map((car) => car.id)).toEqual([2]);
    const roomyRwd = { ...DEFAULT_FILTERS, seats: 6, drive: 'RWD' as const, stock: true };
    expect(loosenOne(cars, roomyRwd, facets, new Set(), () => true, false)).toMatchObject({ loosen: 'seats' });
    expect(loosenOne(cars, DEFAULT_FILTERS, facets, new Set(), () => false, true)).toMatchObject({ loosen: 'search' });
    expect(loosenOne(cars, { ...DEFAULT_FILTERS, brand: 'xiaomi', drive: 'RWD' }, facets, new Set(), () => false, false)).toBeNull();
  });

  it('widens the price, range or seats to the nearest car, to a value the filters offer, rather than clearing it', () => {
    const loosen = (filters: Partial<CatalogFilters>) =>
      loosenOne(cars, { ...DEFAULT_FILTERS, ...filters }, facets, new Set(), () => true, false);
    // The budget up to the Avatr's 63,900, on the 1,000 USD step: 4,000 of 60,000 given up (the four-seat Zeekr, a fifth short of five seats, is farther).
    const budget = loosen({ seats: 5, maxPrice: 60_000 });
    expect(budget).toMatchObject({ loosen: 'price', widen: { to: 'maxPrice', value: 64_000 } });
    expect(budget?.given).toBeCloseTo(4 / 60);
    expect(budget?.cars.map((car) => car.id)).toEqual([4]);
    // Under 45,000 the Zeekr is nearer (19,000 over is 42 %): clearing "from 5 seats" reaches it, giving up only a fifth.
    expect(loosen({ seats: 5, maxPrice: 45_000 })).toMatchObject({ loosen: 'seats', given: 0.2 });
    expect(loosen({ seats: 5, maxPrice: 45_000 })?.widen).toBeUndefined();
    // The lower bound down to the Avatr's 63,900.
    expect(loosen({ brand: 'avatr', minPrice: 90_000 })).toMatchObject({ widen: { to: 'minPrice', value: 63_000 } });
    // From 600 km down to the Zeekr's 560, to the 500 km choice.
    expect(loosen({ brand: 'zeekr', range: 600 })).toMatchObject({ loosen: 'range', widen: { to: 'range', value: 500 } });
    // The six-seat Li Auto's 280 km is below the lowest choice (300 km): widening the seats to 5 keeps more.
    expect(loosen({ seats: 6, range: 600 })).toMatchObject({ loosen: 'seats', widen: { to: 'seats', value: 5 } });
    expect(loosen({ seats: 6, range: 600 })?.cars.map((car) => car.id)).toEqual([2, 4]);
    // From 300 km, the lowest choice, the six-seat Li Auto's 280 km is reached by clearing the range: 20 of 300 given up.
    const range = loosen({ seats: 6, range: 300 });
    expect(range).toMatchObject({ loosen: 'range' });
    expect(range?.widen).toBeUndefined();
    expect(range?.given).toBeCloseTo(20 / 300);
    expect(range?.cars.map((car) => car.id)).toEqual([1]);
    // A budget that would have to reach the catalogue's top (the Xiaomi's 100,000) is cleared, not widened.
    expect(loosen({ brand: 'xiaomi', maxPrice: 45_000 })?.widen).toBeUndefined();
  });

  it('measures how far a car is from the filters, and lists the nearest first', () => {
    const filters = { ...DEFAULT_FILTERS, brand: 'xiaomi', seats: 6, maxPrice: 90_000 };
    // The Zeekr X: another brand (1) and two seats short of six (1/3).
    const zeekr = distanceFrom(cars[2]!, filters, new Set(), () => true);
    expect(zeekr.missed).toBe(2);
    expect(zeekr.gap).toBeCloseTo(4 / 3);
    // The Xiaomi: a seat short (1/6, and a saloon, not an SUV) and 10,000 over 90,000 (1/9); the Li Auto: another brand.
    expect(distanceFrom(cars[1]!, filters, new Set(), () => true).gap).toBeCloseTo(1 / 6 + NOT_AN_SUV + 1 / 9);
    expect(distanceFrom(cars[0]!, filters, new Set(), () => true)).toEqual({ missed: 1, gap: 1 });
    // The search text is a whole miss.
    expect(distanceFrom(cars[0]!, filters, new Set(), () => false)).toEqual({ missed: 2, gap: 2 });
    // One miss first; of two misses the Xiaomi's small ones before the Avatr's other brand; the Zeekr, farthest, left out.
    expect(nearestCars(cars, filters, new Set(), () => true, 4).map((car) => car.id)).toEqual([1, 2, 4]);
    // Nothing tells the cars apart: no nearest.
    expect(nearestCars(cars, DEFAULT_FILTERS, new Set(), () => false, 4)).toEqual([]);
  });
});
