import { describe, expect, it } from 'vitest';
import { getCar, getCars } from '../../../content/index.js';
import { MAX_SUGGESTIONS, type SuggestionCandidate, suggestedCars } from '../../../src/lib/suggestions.js';

const candidate = (
  id: number,
  manufacturer: string,
  model: string,
  priceUSD: number,
  seats = 5,
  bodyType = 'suv',
): SuggestionCandidate => ({
  id,
  manufacturer,
  model,
  bodyType,
  priceUSD,
  specs: { seats, dimensions: { length: 5000 } },
});

const ids = (cars: readonly SuggestionCandidate[]) => cars.map((c) => c.id);

describe('suggestedCars', () => {
  const THIS = candidate(1, 'Lixiang', 'L8', 60_000, 6);

  it('never suggests the car itself, and suggests three by default', () => {
    const cars = [THIS, candidate(2, 'Zeekr', '7X', 60_000), candidate(3, 'Avatr', '11', 61_000), candidate(4, 'Xiaomi', 'YU7', 62_000)];
    expect(ids(suggestedCars(THIS, cars))).toEqual([2, 3, 4]);
    expect(MAX_SUGGESTIONS).toBe(3);
  });

  it('suggests cars with as many seats first, even dearer ones', () => {
    const cars = [candidate(2, 'Zeekr', '7X', 60_000, 5), candidate(3, 'Lixiang', 'L9', 80_000, 6)];
    expect(ids(suggestedCars(THIS, cars))).toEqual([3, 2]);
  });

  it('suggests the same body before another', () => {
    const cars = [candidate(2, 'Xiaomi', 'SU7', 60_000, 6, 'sedan'), candidate(3, 'Zeekr', '7X', 70_000, 6)];
    expect(ids(suggestedCars(THIS, cars))).toEqual([3, 2]);
  });

  it('suggests at most one other trim of its own model, the nearest', () => {
    const cars = [candidate(2, 'Lixiang', 'L8', 61_000, 6), candidate(3, 'Lixiang', 'L8', 62_000, 6), candidate(4, 'Zeekr', '7X', 60_000)];
    expect(ids(suggestedCars(THIS, cars))).toEqual([2, 4]);
  });

  it('suggests at most two cars of any other model', () => {
    const cars = [
      candidate(2, 'Lixiang', 'L9', 61_000, 6),
      candidate(3, 'Lixiang', 'L9', 62_000, 6),
      candidate(4, 'Lixiang', 'L9', 63_000, 6),
      candidate(5, 'Zeekr', '7X', 60_000),
    ];
    expect(ids(suggestedCars(THIS, cars))).toEqual([2, 3, 5]);
  });
});

describe('suggestedCars, on the catalogue’s cars', () => {
  const cars = getCars();

  it('suggests the six-seat L8 Pro the other six-seaters, the nearest in price first: L8 Max, L9 Pro, L9 Ultra', () => {
    const l8 = getCar('lixiang-l8-pro')!;
    const sixSeaters = cars
      .filter((car) => car.specs.seats === l8.specs.seats && car.id !== l8.id)
      .sort((a, b) => Math.abs(a.priceUSD - l8.priceUSD) - Math.abs(b.priceUSD - l8.priceUSD));
    expect(sixSeaters).toHaveLength(3);
    expect(suggestedCars(l8, cars).map((car) => car.name)).toEqual(sixSeaters.map((car) => car.name));
    expect(suggestedCars(l8, cars).map((car) => car.name)).toEqual(['Lixiang L8 Max', 'Lixiang L9 Pro', 'Lixiang L9 Ultra']);
  });

  it('suggests a five-seat SUV five-seat SUVs of other models first: the L7 Max', () => {
    const l7 = getCar('lixiang-l7-max')!;
    const suggested = suggestedCars(l7, cars);
    expect(suggested.every((car) => car.specs.seats === 5 && car.bodyType === 'suv')).toBe(true);
    expect(suggested.map((car) => car.name)).toEqual(['Zeekr 7X AWD Performance', 'Avatr 11 REEV', 'Lixiang L7 Pro']);
  });

  it('for every car: three cars, never itself, the same seats before other seats, the same body before another among them', () => {
    for (const car of cars) {
      const suggested = suggestedCars(car, cars);
      expect(suggested, car.slug).toHaveLength(MAX_SUGGESTIONS);
      expect(suggested.map((other) => other.id)).not.toContain(car.id);
      const rank = (other: (typeof cars)[number]) =>
        (other.specs.seats === car.specs.seats ? 0 : 2) + (other.bodyType === car.bodyType ? 0 : 1);
      const ranks = suggested.map(rank);
      expect(ranks, car.slug).toEqual([...ranks].sort((a, b) => a - b));
      const ownModel = suggested.filter((other) => other.model === car.model && other.manufacturer === car.manufacturer);
      expect(ownModel.length, car.slug).toBeLessThanOrEqual(1);
    }
  });
});
