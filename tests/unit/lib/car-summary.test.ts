// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getCars, getSearchTerms } from '../../../content/index.js';
import { pickFeatured, toCarSummary } from '../../../src/lib/car-summary.js';

const cars = getCars();

describe('toCarSummary', () => {
  it('keeps what a card needs, with the first (exterior) image and search words', () => {
    const summary = toCarSummary(
      cars.find((c) => c.name === 'Zeekr 001 YOU')!,
      { usdRate: 3, searchTerms: ['зикр'] },
    );
    expect(summary).toMatchObject({ slug: 'zeekr-001-you', manufacturer: 'Zeekr', powertrain: 'electric', bodyType: 'shooting-brake' });
    expect(summary.picture.view).toBe('exterior-1');
    expect(summary.searchText).toContain('зикр');
    expect(summary.priceBYN).toBe(summary.priceUSD * 3);
    expect(summary).not.toHaveProperty('description');
  });

  it('bakes the name and the search terms into normalised search words', () => {
    const car = cars.find((c) => c.name === 'Zeekr 007 GT AWD')!;
    const { searchText } = toCarSummary(car, { usdRate: 3, searchTerms: getSearchTerms(car) });
    expect(searchText.split(' ')).toEqual(
      expect.arrayContaining(['zeekr', '007', 'gt', 'awd', 'зикр', 'универсалы', 'шутингбрейк', 'брейки', 'электромобили', 'evs']),
    );
    expect(searchText).not.toMatch(/[A-ZЁ-]|кроссовер|гибрид|hybrid/);
  });
});

describe('pickFeatured', () => {
  it('gives 8 in-stock cars across brands and model families, by id', () => {
    const featured = pickFeatured(cars, 8);
    expect(featured).toHaveLength(8);
    expect(featured.every((car) => car.inStock)).toBe(true);
    // Every maker with a car in stock, as long as there are no more makers than places.
    const makers = new Set(cars.filter((car) => car.inStock).map((car) => car.manufacturer)).size;
    expect(new Set(featured.map((car) => car.manufacturer)).size).toBe(Math.min(makers, 8));
    expect(new Set(featured.map((car) => `${car.manufacturer}/${car.model}`)).size).toBe(8);
    expect(featured.map((car) => car.id)).toEqual([...featured.map((car) => car.id)].sort((a, b) => a - b));
  });

  it('is empty without cars', () => {
    expect(pickFeatured([], 8)).toEqual([]);
  });
});
