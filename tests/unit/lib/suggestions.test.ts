import { describe, expect, it } from 'vitest';
import { type SuggestionCandidate, suggestedCars } from '../../../src/lib/suggestions.js';

const THIS: SuggestionCandidate = { id: 1, manufacturer: 'Zeekr', model: '001', bodyType: 'shooting-brake', priceUSD: 60_000 };

const CARS: SuggestionCandidate[] = [
  THIS,
  { id: 2, manufacturer: 'Zeekr', model: '001', bodyType: 'shooting-brake', priceUSD: 60_500 }, // another trim: never
  { id: 3, manufacturer: 'Zeekr', model: '007', bodyType: 'shooting-brake', priceUSD: 62_000 },
  { id: 4, manufacturer: 'Zeekr', model: '007', bodyType: 'shooting-brake', priceUSD: 61_000 },
  { id: 5, manufacturer: 'Xiaomi', model: 'SU7', bodyType: 'shooting-brake', priceUSD: 70_000 },
  { id: 6, manufacturer: 'Avatr', model: '11', bodyType: 'suv', priceUSD: 60_000 },
  { id: 7, manufacturer: 'Lixiang', model: 'L9', bodyType: 'shooting-brake', priceUSD: 90_000 },
];

const ids = (cars: readonly SuggestionCandidate[]) => cars.map((c) => c.id);

describe('suggestedCars', () => {
  it('never suggests the same model family', () => {
    const suggested = suggestedCars(THIS, CARS, 10);
    expect(ids(suggested)).not.toContain(1);
    expect(ids(suggested)).not.toContain(2);
  });

  it('suggests one car per family, the closest in price', () => {
    // Zeekr 007: 4 is 1,000 away, 3 is 2,000 away
    const suggested = suggestedCars(THIS, CARS, 10);
    expect(ids(suggested)).toContain(4);
    expect(ids(suggested)).not.toContain(3);
  });

  it('puts the same body type first, then the closest price', () => {
    // same body: 4 (1,000), 5 (10,000), 7 (30,000); then 6 (suv, 0 away)
    expect(ids(suggestedCars(THIS, CARS, 10))).toEqual([4, 5, 7, 6]);
  });

  it('suggests three by default', () => {
    expect(ids(suggestedCars(THIS, CARS))).toEqual([4, 5, 7]);
  });
});
