// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getCars } from '../../../content/index.js';
import { pickFeatured, toCarSummary } from '../../../src/lib/car-summary.js';

const cars = getCars();

describe('toCarSummary', () => {
  it('keeps what a card needs, with the first (exterior) image and search words', () => {
    const summary = toCarSummary(
      cars.find((c) => c.name === 'Zeekr 001 YOU')!,
      { usdRate: 3, brandAliases: ['зикр'] },
    );
    expect(summary).toMatchObject({ slug: 'zeekr-001-you', manufacturer: 'Zeekr', powertrain: 'electric', bodyType: 'shooting-brake' });
    expect(summary.image).toMatch(/exterior-1\.(svg|jpe?g|png|webp|avif)$/);
    expect(summary.searchText).toContain('зикр');
    expect(summary.priceBYN).toBe(summary.priceUSD * 3);
    expect(summary).not.toHaveProperty('description');
  });
});

describe('pickFeatured', () => {
  it('gives 8 in-stock cars across brands and model families, by id', () => {
    const featured = pickFeatured(cars, 8);
    expect(featured).toHaveLength(8);
    expect(featured.every((car) => car.inStock)).toBe(true);
    expect(new Set(featured.map((car) => car.manufacturer)).size).toBe(4);
    expect(new Set(featured.map((car) => `${car.manufacturer}/${car.model}`)).size).toBe(8);
    expect(featured.map((car) => car.id)).toEqual([...featured.map((car) => car.id)].sort((a, b) => a - b));
  });

  it('is empty without cars', () => {
    expect(pickFeatured([], 8)).toEqual([]);
  });
});
