import { describe, expect, it } from 'vitest';
import { durationParts, priceParts, warrantyFigures } from '../../../src/features/services/lib/figures.js';

describe('service figures as the pages write them', () => {
  it('give a duration under an hour in minutes, and longer ones in hours with a decimal comma in Russian', () => {
    expect(durationParts(45, 'ru')).toEqual({ unit: 'minutes', value: '45' });
    expect(durationParts(30, 'en')).toEqual({ unit: 'minutes', value: '30' });
    expect(durationParts(120, 'ru')).toEqual({ unit: 'hours', value: '2' });
    expect(durationParts(90, 'ru')).toEqual({ unit: 'hours', value: '1,5' });
    expect(durationParts(90, 'en')).toEqual({ unit: 'hours', value: '1.5' });
  });

  it('give a price "from" in BYN, and free at 0', () => {
    expect(priceParts(150, 'ru')).toEqual({ key: 'priceFrom', price: '150\u00a0BYN' });
    expect(priceParts(0, 'en')).toEqual({ key: 'free' });
  });
});

describe('warrantyFigures', () => {
  const words = { years: (count: number) => `${count} y`, km: (value: string) => `${value} km` };

  it('names each term given by its cover, its kilometres grouped as the language writes them', () => {
    expect(warrantyFigures({ battery: { years: 8, km: 160_000 } }, 'ru', words)).toEqual({
      batteryYears: '8 y',
      batteryKm: '160\u00a0000 km',
    });
    expect(warrantyFigures({ vehicle: { years: 5, km: 100_000 } }, 'en', words)).toEqual({ vehicleYears: '5 y', vehicleKm: '100,000 km' });
  });
});
