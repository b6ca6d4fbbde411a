import { describe, expect, it } from 'vitest';
import { brandSlug, carSlug } from '../../../shared/slug.js';

describe('carSlug (docs/decisions/urls-and-languages.md#slugs)', () => {
  it('lowercases, trims and turns whitespace into hyphens', () => {
    expect(carSlug('  Zeekr 001 YOU ', 1)).toBe('zeekr-001-you');
  });

  it('removes non-word characters other than the hyphen', () => {
    expect(carSlug('Xiaomi SU7 (Max)!', 2)).toBe('xiaomi-su7-max');
    expect(carSlug('Avatr 11 — EV', 3)).toBe('avatr-11-ev');
  });

  it('collapses repeated hyphens and trims edge hyphens', () => {
    expect(carSlug('--Lixiang   L9 -- Max--', 4)).toBe('lixiang-l9-max');
  });

  it('keeps underscores, which are word characters', () => {
    expect(carSlug('Zeekr_X', 5)).toBe('zeekr_x');
  });

  it('falls back to car-{id} when fewer than 2 characters remain', () => {
    expect(carSlug('Х', 7)).toBe('car-7');
    expect(carSlug('Электро', 8)).toBe('car-8');
    expect(carSlug('A', 9)).toBe('car-9');
    expect(carSlug('', 10)).toBe('car-10');
  });

  it('keeps a 2-character result', () => {
    expect(carSlug('X1', 11)).toBe('x1');
  });
});

describe('brandSlug (docs/decisions/urls-and-languages.md#slugs)', () => {
  it('lowercases and turns non-alphanumerics into hyphens', () => {
    expect(brandSlug('Lixiang')).toBe('lixiang');
    expect(brandSlug('Li Auto')).toBe('li-auto');
    expect(brandSlug('NIO')).toBe('nio');
  });
});
