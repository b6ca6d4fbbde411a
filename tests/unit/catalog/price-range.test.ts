import { describe, expect, it } from 'vitest';
import { priceSlider, sliderToUsd } from '../../../src/features/catalog/lib/price-range.js';

describe('price slider', () => {
  it('runs in BYN at the company rate, in steps of 1,000 USD', () => {
    expect(priceSlider({ min: 40_000, max: 100_000 }, 3)).toEqual({ min: 120_000, max: 300_000, step: 3000 });
  });

  it('hands the URL whole USD values', () => {
    expect(sliderToUsd(135_000, 3)).toBe(45_000);
    expect(sliderToUsd(136_400, 3)).toBe(45_000);
    expect(sliderToUsd(120_000, 3)).toBe(40_000);
  });
});
