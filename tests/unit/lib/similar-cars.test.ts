import { describe, expect, it } from 'vitest';
import { bySimilarityTo, sizeAndPriceDistance, type SimilarityFacts } from '../../../src/lib/similar-cars.js';

const car = (id: number, bodyType: string, priceUSD: number, seats: number, length: number): SimilarityFacts => ({
  id,
  bodyType,
  priceUSD,
  specs: { seats, dimensions: { length } },
});

const THIS = car(1, 'suv', 60_000, 6, 5000);
const ids = (cars: SimilarityFacts[]) => cars.map((c) => c.id);

describe('sizeAndPriceDistance', () => {
  it('adds the price and length differences as shares of this car’s', () => {
    // 6,000 / 60,000 = 0.1; 250 / 5,000 = 0.05
    expect(sizeAndPriceDistance(THIS, car(2, 'suv', 66_000, 6, 4750))).toBeCloseTo(0.15, 10);
    expect(sizeAndPriceDistance(THIS, THIS)).toBe(0);
  });

  it('weighs price alone when a length is unknown', () => {
    expect(sizeAndPriceDistance(THIS, { id: 2, bodyType: 'suv', priceUSD: 54_000, specs: {} })).toBeCloseTo(0.1, 10);
  });
});

describe('bySimilarityTo', () => {
  it('puts the same seats first, then the same body, then the nearest in size and price, then the lower id', () => {
    const cars = [
      car(2, 'suv', 60_000, 5, 5000), // five seats: after every six-seater, however close
      car(3, 'sedan', 61_000, 6, 5000), // six seats, another body
      car(4, 'suv', 75_000, 6, 5200), // 0.25 + 0.04
      car(5, 'suv', 66_000, 6, 5080), // 0.1 + 0.016
      car(7, 'suv', 54_000, 6, 5080), // the same distance as 5: lower id first
      car(6, 'suv', 60_000, 5, 4000), // five seats, farther than 2
    ];
    expect(ids([...cars].sort(bySimilarityTo(THIS)))).toEqual([5, 7, 4, 3, 2, 6]);
  });
});
