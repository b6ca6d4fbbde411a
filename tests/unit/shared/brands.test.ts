import { describe, expect, it } from 'vitest';
import { deriveBrands } from '../../../shared/brands.js';

describe('deriveBrands', () => {
  it('lists each manufacturer once, alphabetically, with its car count and logo', () => {
    const cars = [{ manufacturer: 'Zeekr' }, { manufacturer: 'Avatr' }, { manufacturer: 'Zeekr' }, { manufacturer: 'Lixiang' }];
    expect(deriveBrands(cars, (name) => `/images/brands/${name.toLowerCase()}.svg`)).toEqual([
      { name: 'Avatr', slug: 'avatr', carsCount: 1, logoUrl: '/images/brands/avatr.svg' },
      { name: 'Lixiang', slug: 'lixiang', carsCount: 1, logoUrl: '/images/brands/lixiang.svg' },
      { name: 'Zeekr', slug: 'zeekr', carsCount: 2, logoUrl: '/images/brands/zeekr.svg' },
    ]);
  });

  it('is empty without cars', () => {
    expect(deriveBrands([], () => '')).toEqual([]);
  });
});
