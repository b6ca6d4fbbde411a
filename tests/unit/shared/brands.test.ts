import { describe, expect, it } from 'vitest';
import { byMaker, deriveBrands, laterMention } from '../../../shared/brands.js';

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

describe('byMaker', () => {
  it('groups the cars by maker, alphabetically, keeping their order within a maker', () => {
    const cars = [
      { id: 1, manufacturer: 'Zeekr' },
      { id: 2, manufacturer: 'Avatr' },
      { id: 3, manufacturer: 'Zeekr' },
    ];
    expect(byMaker(cars)).toEqual([
      ['Avatr', [cars[1]]],
      ['Zeekr', [cars[0], cars[2]]],
    ]);
  });
});

describe('laterMention', () => {
  it('drops the part in brackets of a first-mention name, and leaves other names alone', () => {
    expect(laterMention('Li Auto (Lixiang)')).toBe('Li Auto');
    expect(laterMention('Zeekr')).toBe('Zeekr');
  });
});
