import { describe, expect, it } from 'vitest';
import { getCar } from '../../../content/index.js';
import type { CarSpecs, Manufacturer } from '../../../content/schema.js';
import { comparedCars } from '../../../src/app/build/site-data.js';
import type { ComparedCar } from '../../../src/lib/car-model.js';
import { bestColumns, COMPARE_ROWS, similarCars, toggleCompared } from '../../../src/lib/comparison.js';
import { dcTimesOf } from '../../../shared/charging-model.js';

const car = (id: number, manufacturer: Manufacturer, priceUSD: number, specs: Partial<CarSpecs> = {}): ComparedCar => ({
  id,
  slug: `car-${id}`,
  name: `Car ${id}`,
  manufacturer,
  bodyType: 'suv',
  year: 2025,
  priceUSD,
  priceBYN: priceUSD * 3,
  specs: { type: 'electric', ...specs },
  dcTimes: dcTimesOf({ type: 'electric', ...specs }),
});

const ids = (cars: readonly ComparedCar[]) => cars.map((c) => c.id);

describe('bestColumns', () => {
  it('marks the largest value where more is better', () => {
    expect(bestColumns([1, 2, 3], 'higher')).toEqual(new Set([2]));
  });

  it('marks the smallest value where less is better', () => {
    expect(bestColumns([3.8, 2.8, 3.1], 'lower')).toEqual(new Set([1]));
  });

  it('marks every column of a tie', () => {
    expect(bestColumns([3, 1, 3], 'higher')).toEqual(new Set([0, 2]));
  });

  it('ignores missing values and words', () => {
    expect(bestColumns([null, 5, 'AWD', 7], 'higher')).toEqual(new Set([3]));
    expect(bestColumns([null, 5, 'AWD', 7], 'lower')).toEqual(new Set([1]));
  });

  it('marks nothing with fewer than two values', () => {
    expect(bestColumns([null, 5, null], 'higher')).toEqual(new Set());
    expect(bestColumns([], 'higher')).toEqual(new Set());
  });

  it('marks nothing when all values are equal', () => {
    expect(bestColumns([4, 4, null], 'higher')).toEqual(new Set());
  });

  it('marks nothing in a row without a better end', () => {
    expect(bestColumns([1, 2, 3], undefined)).toEqual(new Set());
  });
});

describe('similarCars', () => {
  const THIS = car(1, 'Zeekr', 60_000, { range: 700, rangeCycle: 'CLTC' });

  it('takes the same manufacturer or a range within 200 km on the same cycle', () => {
    const others = [
      THIS,
      car(2, 'Zeekr', 90_000, { range: 1000, rangeCycle: 'CLTC' }), // same maker, range far: in
      car(3, 'Xiaomi', 61_000, { range: 800, rangeCycle: 'CLTC' }), // 100 km: in
      car(4, 'Xiaomi', 60_000, { range: 901, rangeCycle: 'CLTC' }), // 201 km: out
      car(5, 'Avatr', 60_500, { range: 600, rangeCycle: 'WLTP' }), // other cycle: out
      car(6, 'Lixiang', 70_000, { range: 500, rangeCycle: 'CLTC' }), // exactly 200 km: in
      car(7, 'Avatr', 60_000), // no range: out
    ];
    // price distances: 3 → 1,000; 6 → 10,000; 2 → 30,000
    expect(ids(similarCars(THIS, others))).toEqual([3, 6, 2]);
  });

  it('never suggests the car itself', () => {
    expect(ids(similarCars(THIS, [THIS, car(2, 'Zeekr', 61_000)]))).toEqual([2]);
  });

  it('takes at most 3, closest in price first, then by id', () => {
    const others = [
      car(5, 'Zeekr', 75_000),
      car(4, 'Zeekr', 59_000), // 1,000 away
      car(3, 'Zeekr', 61_000), // 1,000 away, lower id first
      car(2, 'Zeekr', 65_000), // 5,000 away
    ];
    expect(ids(similarCars(THIS, others))).toEqual([3, 4, 2]);
  });

  it('puts cars with as many seats first among those it may take', () => {
    const six = car(1, 'Lixiang', 60_000, { seats: 6 });
    const others = [
      car(2, 'Lixiang', 60_500, { seats: 5 }),
      car(3, 'Lixiang', 80_000, { seats: 6 }),
      car(4, 'Lixiang', 61_000, { seats: 5 }),
    ];
    expect(ids(similarCars(six, others))).toEqual([3, 2, 4]);
  });

  it('compares the six-seat L8 Pro with the other six-seaters of the catalogue: L8 Max, L9 Pro and L9 Ultra', () => {
    const all = comparedCars();
    const l8 = all.find((other) => other.slug === 'lixiang-l8-pro')!;
    const sixSeaters = all.filter((other) => other.specs.seats === getCar('lixiang-l8-pro')!.specs.seats && other.id !== l8.id);
    const compared = similarCars(l8, all);
    expect(compared.map((other) => other.name).sort()).toEqual(sixSeaters.map((other) => other.name).sort());
    expect(compared.map((other) => other.name)).toEqual(['Lixiang L8 Max', 'Lixiang L9 Pro', 'Lixiang L9 Ultra']);
  });
});

describe('toggleCompared', () => {
  it('adds a car up to three', () => {
    expect(toggleCompared([1, 2], 3)).toEqual([1, 2, 3]);
  });

  it('refuses a fourth', () => {
    expect(toggleCompared([1, 2, 3], 4)).toEqual([1, 2, 3]);
  });

  it('removes a chosen car', () => {
    expect(toggleCompared([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('leaves the list it was given alone', () => {
    const chosen = [1, 2];
    toggleCompared(chosen, 3);
    expect(chosen).toEqual([1, 2]);
  });
});

describe('the car page comparison rows (docs/decisions/pages-catalogue-and-car.md#comparison)', () => {
  it('keeps the groups and their order', () => {
    expect(COMPARE_ROWS.map((row) => `${row.group}:${row.id}`)).toEqual([
      'main:price',
      'main:priceUsd',
      'main:range',
      'main:winterRange',
      'main:totalRange',
      'main:battery',
      'main:power',
      'main:acceleration',
      'main:topSpeed',
      'main:driveType',
      'main:seats',
      'main:dcChargeTime',
      'main:dcTo80',
      'detailed:maxChargePowerDC',
      'detailed:fuelTank',
      'detailed:fuelConsumption',
      'detailed:electricMotors',
      'detailed:weight',
      'detailed:groundClearanceMax',
      'dimensions:length',
      'dimensions:width',
      'dimensions:height',
      'dimensions:wheelbase',
      'info:year',
      'info:manufacturer',
      'info:powertrain',
    ]);
  });

  it('marks the highest range, total range, battery, power and DC charging, and the lowest price, acceleration and charging time; nothing else', () => {
    const marked = (better: string) => COMPARE_ROWS.filter((row) => row.better === better).map((row) => row.id);
    expect(marked('higher')).toEqual(['range', 'winterRange', 'totalRange', 'battery', 'power', 'maxChargePowerDC']);
    expect(marked('lower')).toEqual(['price', 'acceleration', 'dcTo80']);
  });
});
