import { describe, expect, it } from 'vitest';
import type { CarSpecs } from '../../../content/schema.js';
import { comparableValue, figureValue } from '../../../src/lib/car-figures.js';
import type { ComparedCar } from '../../../src/lib/car-model.js';
import {
  addCompared,
  bestColumns,
  COMPARE_ROWS,
  comparedSlugsParam,
  MAX_COMPARISON,
  parseComparedSlugs,
  parseStoredComparison,
  toggleCompared,
  valuesDiffer,
} from '../../../src/lib/comparison.js';
import { compareCarHref } from '../../../src/lib/paths.js';
import { dcTimesOf } from '../../../shared/charging-model.js';

const car = (slug: string, priceUSD: number, specs: Partial<CarSpecs> = {}): ComparedCar => ({
  id: slug.length,
  slug,
  name: slug,
  manufacturer: 'Zeekr',
  bodyType: 'suv',
  year: 2025,
  priceUSD,
  priceBYN: priceUSD * 3,
  specs: { type: 'electric', ...specs },
  dcTimes: dcTimesOf({ type: 'electric', ...specs }),
});

const known = new Set(['a', 'b', 'c', 'd', 'e']);

describe('the comparison page selection (docs/decisions/pages-information.md#comparison: at most 4)', () => {
  it('caps at 4: a fifth car is ignored', () => {
    expect(MAX_COMPARISON).toBe(4);
    expect(toggleCompared(['a', 'b', 'c'], 'd', MAX_COMPARISON)).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompared(['a', 'b', 'c', 'd'], 'e', MAX_COMPARISON)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('toggles: a chosen car clicked again is removed, even at the cap', () => {
    expect(toggleCompared(['a', 'b', 'c', 'd'], 'b', MAX_COMPARISON)).toEqual(['a', 'c', 'd']);
  });

  it("adds a 'Compare' link's car once, and refuses it past the cap", () => {
    expect(addCompared(['a'], 'b')).toEqual({ slugs: ['a', 'b'], refused: false });
    expect(addCompared(['a', 'b'], 'a')).toEqual({ slugs: ['a', 'b'], refused: false });
    expect(addCompared(['a', 'b', 'c', 'd'], 'e')).toEqual({ slugs: ['a', 'b', 'c', 'd'], refused: true });
  });
});

describe('the ?cars= parameter', () => {
  it('reads known slugs in order, each once, dropping unknown ones', () => {
    expect(parseComparedSlugs('b,nope,a,b, c ', known)).toEqual(['b', 'a', 'c']);
  });

  it('reads at most 4', () => {
    expect(parseComparedSlugs('a,b,c,d,e', known)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads nothing from an empty or missing parameter', () => {
    expect(parseComparedSlugs(null, known)).toEqual([]);
    expect(parseComparedSlugs('', known)).toEqual([]);
    expect(parseComparedSlugs(',,', known)).toEqual([]);
  });

  it('writes what it reads back', () => {
    const slugs = ['c', 'a'];
    expect(comparedSlugsParam(slugs)).toBe('c,a');
    expect(parseComparedSlugs(comparedSlugsParam(slugs), known)).toEqual(slugs);
    expect(comparedSlugsParam([])).toBe('');
  });

  it("builds the 'Compare' link of a car", () => {
    expect(compareCarHref('ru', 'zeekr-001-you')).toBe('/information/comparison?add=zeekr-001-you');
    expect(compareCarHref('en', 'zeekr-001-you')).toBe('/en/information/comparison?add=zeekr-001-you');
  });

  it('reads anything stored as a list of strings or nothing', () => {
    expect(parseStoredComparison('["a","b"]')).toEqual(['a', 'b']);
    expect(parseStoredComparison('["a",3,null]')).toEqual(['a']);
    expect(parseStoredComparison('{"a":1}')).toEqual([]);
    expect(parseStoredComparison('not json')).toEqual([]);
    expect(parseStoredComparison(null)).toEqual([]);
  });
});

describe('best values on the comparison page (docs/decisions/constants.md#comparison)', () => {
  const better = Object.fromEntries(COMPARE_ROWS.filter((row) => row.better).map((row) => [row.id, row.better]));

  it('marks only what a buyer plainly wants more or less of: price, acceleration and DC charging time lowest; ranges, battery, power and DC charging highest', () => {
    expect(better).toEqual({
      price: 'lower',
      range: 'higher',
      winterRange: 'higher',
      totalRange: 'higher',
      battery: 'higher',
      power: 'higher',
      acceleration: 'lower',
      dcTo80: 'lower',
      maxChargePowerDC: 'higher',
    });
  });

  it('marks nothing for sizes, weight, seats, top speed, clearance, motors or year', () => {
    for (const id of [
      'length',
      'width',
      'height',
      'wheelbase',
      'weight',
      'seats',
      'topSpeed',
      'groundClearanceMax',
      'electricMotors',
      'year',
    ])
      expect(COMPARE_ROWS.find((row) => row.id === id)).toEqual({ id, group: expect.any(String) });
    // The lowest of two SUVs is not 'best'.
    const suvs = [
      car('a', 1, { dimensions: { length: 5000, width: 1990, height: 1760, wheelbase: 3000 } }),
      car('b', 1, { dimensions: { length: 5000, width: 1990, height: 1800, wheelbase: 3000 } }),
    ];
    const height = COMPARE_ROWS.find((row) => row.id === 'height')!;
    expect(
      bestColumns(
        suvs.map((c) => comparableValue(c, 'height')),
        height.better,
      ),
    ).toEqual(new Set());
  });

  it('ignores a missing value', () => {
    const cars = [car('a', 50_000, { power: 400 }), car('b', 60_000), car('c', 40_000, { power: 300 })];
    const best = (row: 'power' | 'price') =>
      bestColumns(
        cars.map((c) => comparableValue(c, row)),
        better[row],
      );
    expect(best('power')).toEqual(new Set([0]));
    expect(best('price')).toEqual(new Set([2]));
  });

  it('judges ranges on one cycle: a CLTC figure is brought to WLTP first', () => {
    const cltc = car('a', 1, { range: 600, rangeCycle: 'CLTC' }); // ≈ 480 km on WLTP
    const wltp = car('b', 1, { range: 500, rangeCycle: 'WLTP' });
    expect(comparableValue(cltc, 'range')).toBe(480);
    expect(bestColumns([comparableValue(cltc, 'range'), comparableValue(wltp, 'range')], 'higher')).toEqual(new Set([1]));
  });
});

describe("'differences only'", () => {
  it('keeps a row where any car differs, a missing value included', () => {
    expect(valuesDiffer([400, 400, 300])).toBe(true);
    expect(valuesDiffer([400, null])).toBe(true);
    expect(valuesDiffer(['AWD', 'RWD'])).toBe(true);
  });

  it('hides a row where every car agrees', () => {
    expect(valuesDiffer([400, 400, 400])).toBe(false);
    expect(valuesDiffer([null, null])).toBe(false);
    const cars = [car('a', 1, { driveType: 'AWD', seats: 5 }), car('b', 2, { driveType: 'AWD', seats: 7 })];
    const differing = COMPARE_ROWS.filter((row) => valuesDiffer(cars.map((c) => figureValue(c, row.id)))).map((row) => row.id);
    expect(differing).toContain('seats');
    expect(differing).toContain('price');
    expect(differing).not.toContain('driveType');
  });
});
