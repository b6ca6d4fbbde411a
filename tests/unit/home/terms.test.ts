import { describe, expect, it } from 'vitest';
import { homeTermValues, type HomeTerms } from '../../../src/features/home/lib/terms.js';

/** Fixture terms (the dealer's own are content's, never pinned). */
const TERMS: HomeTerms = { minRatePercent: 3.25, maxMonths: 96, battery: { years: 10, km: 200_000 }, vehicle: { years: 1, km: 25_000 } };
const years = (count: number) => `${count} y`;

describe('homeTermValues: the home page text states the content’s terms', () => {
  it('writes each in the page’s language', () => {
    expect(homeTermValues(TERMS, 'ru', years)).toEqual({
      minRate: '3,25',
      maxMonths: 96,
      batteryYears: '10 y',
      batteryKm: '200\u00a0000',
      vehicleYears: '1 y',
      vehicleKm: '25\u00a0000',
    });
    expect(homeTermValues(TERMS, 'en', years)).toMatchObject({ minRate: '3.25', batteryKm: '200,000', vehicleKm: '25,000' });
  });

  it('keeps a whole rate whole', () => {
    expect(homeTermValues({ ...TERMS, minRatePercent: 4 }, 'ru', years).minRate).toBe('4');
  });
});
