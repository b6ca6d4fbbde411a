/** The home page's needs (src/lib/needs.ts; docs/decisions/pages-home-about-contact.md#needs), against the real cars. */
import { describe, expect, it } from 'vitest';
import { getCars, getNeeds } from '../../../content/index.js';
import { carSummaries } from '../../../src/app/build/site-data.js';
import { getBrands } from '../../../content/index.js';
import {
  catalogFacets,
  DEFAULT_FILTERS,
  filterCars,
  parseCatalogQuery,
  sortCars,
} from '../../../src/features/catalog/lib/catalog-query.js';
import { meetsNeed, needKey, needQuery, offeredNeeds, type Need, type NeedCar } from '../../../src/lib/needs.js';

type CarOverrides = Partial<Omit<NeedCar, 'specs'>> & { specs?: Partial<NeedCar['specs']> };
const car = ({ specs, ...rest }: CarOverrides = {}): NeedCar => ({
  priceUSD: 50_000,
  inStock: true,
  ...rest,
  specs: { type: 'electric', seats: 5, driveType: 'RWD', range: 600, electricRange: undefined, ...specs },
});

describe('needQuery: the catalogue query each need links to', () => {
  it.each<[Need, Record<string, string>, string]>([
    [{ kind: 'seats', min: 6 }, { seats: '6' }, 'seats-6'],
    [{ kind: 'range', minKm: 700 }, { range: '700', sort: 'range' }, 'range-700'],
    [{ kind: 'budget', maxUSD: 60_000 }, { max: '60000' }, 'budget-60000'],
    [{ kind: 'drive', drive: 'AWD' }, { drive: 'awd' }, 'drive-awd'],
    [{ kind: 'powertrain', powertrain: 'hybrid' }, { type: 'hybrid' }, 'powertrain-hybrid'],
    [{ kind: 'stock' }, { stock: '1' }, 'stock'],
  ])('%o → %o (%s)', (need, query, key) => {
    expect(needQuery(need)).toEqual(query);
    expect(needKey(need)).toBe(key);
  });
});

describe('meetsNeed', () => {
  it('counts the seats as a minimum, the budget as a maximum with the price itself included', () => {
    expect(meetsNeed({ kind: 'seats', min: 6 }, car({ specs: { seats: 6 } }))).toBe(true);
    expect(meetsNeed({ kind: 'seats', min: 6 }, car({ specs: { seats: 7 } }))).toBe(true);
    expect(meetsNeed({ kind: 'seats', min: 6 }, car({ specs: { seats: 5 } }))).toBe(false);
    expect(meetsNeed({ kind: 'seats', min: 6 }, car({ specs: { seats: undefined } }))).toBe(false);
    expect(meetsNeed({ kind: 'budget', maxUSD: 60_000 }, car({ priceUSD: 60_000 }))).toBe(true);
    expect(meetsNeed({ kind: 'budget', maxUSD: 60_000 }, car({ priceUSD: 60_001 }))).toBe(false);
  });

  it('matches drive, powertrain, stock and a known range exactly', () => {
    expect(meetsNeed({ kind: 'drive', drive: 'AWD' }, car({ specs: { driveType: 'AWD' } }))).toBe(true);
    expect(meetsNeed({ kind: 'drive', drive: 'AWD' }, car({ specs: { driveType: 'RWD' } }))).toBe(false);
    expect(meetsNeed({ kind: 'powertrain', powertrain: 'hybrid' }, car({ specs: { type: 'hybrid' } }))).toBe(true);
    expect(meetsNeed({ kind: 'powertrain', powertrain: 'hybrid' }, car())).toBe(false);
    expect(meetsNeed({ kind: 'stock' }, car({ inStock: false }))).toBe(false);
  });

  it('reads the range on the battery, as the catalogue filter does: a hybrid by its electric range, not its total with petrol', () => {
    const range: Need = { kind: 'range', minKm: 700 };
    expect(meetsNeed(range, car({ specs: { range: 700 } }))).toBe(true);
    expect(meetsNeed(range, car({ specs: { range: 699 } }))).toBe(false);
    expect(meetsNeed(range, car({ specs: { range: undefined } }))).toBe(false);
    expect(meetsNeed(range, car({ specs: { type: 'hybrid', range: 1400, electricRange: 280 } }))).toBe(false);
    expect(meetsNeed({ kind: 'range', minKm: 200 }, car({ specs: { type: 'hybrid', range: 1400, electricRange: 280 } }))).toBe(true);
  });
});

describe('offeredNeeds', () => {
  const seats: Need = { kind: 'seats', min: 6 };
  const budget: Need = { kind: 'budget', maxUSD: 60_000 };

  it('offers a filter that leaves some cars, with their number', () => {
    const cars = [car({ specs: { seats: 6 } }), car(), car()];
    expect(offeredNeeds([seats], cars)).toEqual([{ need: seats, key: 'seats-6', query: { seats: '6' }, count: 1 }]);
  });

  it('leaves out a filter that finds no car, or every car', () => {
    expect(offeredNeeds([seats], [car(), car()])).toEqual([]);
    expect(offeredNeeds([{ kind: 'stock' }], [car(), car()])).toEqual([]);
  });

  it('leaves out a budget no car is under, though a car costs exactly that', () => {
    expect(offeredNeeds([budget], [car({ priceUSD: 60_000 }), car({ priceUSD: 70_000 })])).toEqual([]);
    expect(offeredNeeds([budget], [car({ priceUSD: 59_900 }), car({ priceUSD: 70_000 })])[0]?.count).toBe(1);
  });

  it('offers the range like every other need, with the number of cars that reach it', () => {
    const range: Need = { kind: 'range', minKm: 700 };
    expect(offeredNeeds([range], [car(), car()])).toEqual([]);
    expect(offeredNeeds([range], [car(), car({ specs: { range: 720 } })])).toEqual([
      { need: range, key: 'range-700', query: { range: '700', sort: 'range' }, count: 1 },
    ]);
  });

  it('keeps the order of content/needs.yaml', () => {
    const cars = [car({ specs: { seats: 6 }, priceUSD: 70_000 }), car({ inStock: false })];
    expect(offeredNeeds([{ kind: 'stock' }, budget, seats], cars).map((offered) => offered.key)).toEqual([
      'stock',
      'budget-60000',
      'seats-6',
    ]);
  });
});

describe('the needs of content/needs.yaml against the catalogue', () => {
  const cars = getCars();
  const offered = offeredNeeds(getNeeds(), cars);

  it('offers every need of the file while the catalogue has cars for it (six seats, range, budget, AWD, hybrids, in stock)', () => {
    expect(offered.map((entry) => entry.key)).toEqual(['seats-6', 'range-700', 'budget-60000', 'drive-awd', 'powertrain-hybrid', 'stock']);
    for (const entry of offered) {
      expect(entry.count, entry.key).toBe(cars.filter((c) => meetsNeed(entry.need, c)).length);
      expect(entry.count, entry.key).toBeGreaterThan(0);
      expect(entry.count, entry.key).toBeLessThan(cars.length);
    }
  });

  it('counts the cars with at least its range on the battery: no hybrid, though their totals with petrol are longer', () => {
    const entry = offered.find((e) => e.need.kind === 'range')!;
    const minKm = entry.need.kind === 'range' ? entry.need.minKm : 0;
    const onBattery = (c: (typeof cars)[number]) => (c.specs.type === 'hybrid' ? c.specs.electricRange : c.specs.range) ?? 0;
    expect(entry.count).toBe(cars.filter((c) => onBattery(c) >= minKm).length);
    const hybrids = cars.filter((c) => c.specs.type === 'hybrid');
    expect(hybrids.some((c) => (c.specs.range ?? 0) >= minKm)).toBe(true);
    expect(hybrids.filter((c) => meetsNeed(entry.need, c))).toEqual([]);
  });

  // The catalogue reads the same query and leaves the same cars.
  const catalogue = carSummaries();
  const facets = catalogFacets(catalogue, getBrands());
  for (const entry of offered) {
    it(`the catalogue reads ${entry.key}'s query and shows the cars it counts`, () => {
      const filters = parseCatalogQuery(new URLSearchParams(entry.query), facets);
      expect(filters).not.toEqual(DEFAULT_FILTERS);
      const shown = sortCars(
        filterCars(catalogue, filters, new Set(), () => true),
        filters.sort,
      );
      expect(shown).toHaveLength(entry.count);
      if (entry.need.kind === 'range') expect(filters.sort).toBe('range');
    });
  }
});
