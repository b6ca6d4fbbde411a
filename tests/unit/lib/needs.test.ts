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
  specs: { type: 'electric', seats: 5, driveType: 'RWD', range: 600, ...specs },
});

describe('needQuery: the catalogue query each need links to', () => {
  it.each<[Need, Record<string, string>, string]>([
    [{ kind: 'seats', min: 6 }, { seats: '6' }, 'seats-6'],
    [{ kind: 'range' }, { sort: 'range' }, 'range'],
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
    expect(meetsNeed({ kind: 'range' }, car({ specs: { range: undefined } }))).toBe(false);
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

  it('offers the range sort, without a number, once two cars have a range', () => {
    expect(offeredNeeds([{ kind: 'range' }], [car(), car({ specs: { range: undefined } })])).toEqual([]);
    expect(offeredNeeds([{ kind: 'range' }], [car(), car()])).toEqual([
      { need: { kind: 'range' }, key: 'range', query: { sort: 'range' }, count: null },
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
    expect(offered.map((entry) => entry.key)).toEqual(['seats-6', 'range', 'budget-60000', 'drive-awd', 'powertrain-hybrid', 'stock']);
    for (const entry of offered) {
      if (entry.count === null) continue;
      expect(entry.count, entry.key).toBe(cars.filter((c) => meetsNeed(entry.need, c)).length);
      expect(entry.count, entry.key).toBeGreaterThan(0);
      expect(entry.count, entry.key).toBeLessThan(cars.length);
    }
  });

  // The catalogue reads the same query and leaves the same cars. Seats and drive are left out here until
  // the catalogue reads its `seats` and `drive` parameters (issue 23's filters, built beside this).
  const catalogue = carSummaries();
  const facets = catalogFacets(catalogue, getBrands());
  for (const entry of offered.filter((e) => e.need.kind !== 'seats' && e.need.kind !== 'drive')) {
    it(`the catalogue reads ${entry.key}'s query and shows the cars it counts`, () => {
      const filters = parseCatalogQuery(new URLSearchParams(entry.query), facets);
      expect(filters).not.toEqual(DEFAULT_FILTERS);
      const shown = sortCars(
        filterCars(catalogue, filters, new Set(), () => true),
        filters.sort,
      );
      if (entry.count === null) {
        expect(filters.sort).toBe('range');
        expect(shown).toHaveLength(catalogue.length);
      } else expect(shown).toHaveLength(entry.count);
    });
  }
});
