// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carInputs } from '../../content/cars/all.js';
import { findCarBySlug, loadCars, parseCars } from '../../content/cars/index.js';
import { carSchema } from '../../content/schema.js';
import { carSlug } from '../../src/lib/slug.js';
import { deriveBrands } from '../../src/lib/brands.js';
import { readFileSync } from 'node:fs';
import { drawBrandLogo } from '../../scripts/images/draw-car.js';
import { drawCarImage } from '../../scripts/images/generate.js';

const cars = loadCars();
const publicDir = join(__dirname, '../../public');

/** Spec 000 §3: the manufacturers and their models. */
const LINEUP: Record<string, RegExp[]> = {
  Lixiang: ['L6 Max', 'L6 Pro', 'L7 Max', 'L7 Pro', 'L8 Max', 'L8 Pro', 'L9 Max', 'L9 Pro'].map((m) => new RegExp(`^Lixiang ${m}$`)),
  Xiaomi: ['YU7 Standard', 'YU7 Pro', 'YU7 Max', 'SU7 Standard', 'SU7 Pro', 'SU7 Max', 'SU7 Ultra'].map((m) => new RegExp(`^Xiaomi ${m}$`)),
  Avatr: ['06 REEV', '06 EV', '07 REEV', '07 EV', '11 REEV', '11 EV'].map((m) => new RegExp(`^Avatr ${m}$`)),
};

describe('the 40 cars (spec 000 §3)', () => {
  it('are ids 1 to 40, each once', () => {
    expect(cars.map((car) => car.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('every file passes the schema', () => {
    for (const input of carInputs) expect(carSchema.safeParse(input).success, `car ${input.id}`).toBe(true);
  });

  it('are the models listed for Lixiang, Xiaomi and Avatr, with Zeekr 7X, X, 001 and 007 for the rest', () => {
    for (const [brand, models] of Object.entries(LINEUP)) {
      const names = cars.filter((car) => car.manufacturer === brand).map((car) => car.name);
      expect(names, brand).toHaveLength(models.length);
      for (const model of models)
        expect(
          names.some((name) => model.test(name)),
          `${brand} ${model}`,
        ).toBe(true);
    }
    const zeekr = cars.filter((car) => car.manufacturer === 'Zeekr');
    expect(zeekr).toHaveLength(19);
    for (const car of zeekr) expect(car.name).toMatch(/^Zeekr (7X|X|001|007|007 GT) /);
    for (const family of ['7X', 'X', '001', '007'])
      expect(
        zeekr.some((car) => car.model.startsWith(family)),
        family,
      ).toBe(true);
  });

  it('cost 40,000 to 100,000 USD, the SU7 Ultra being the 100,000 top', () => {
    const prices = cars.map((car) => car.priceUSD);
    expect(Math.min(...prices)).toBe(40_000);
    expect(Math.max(...prices)).toBe(100_000);
    const ultra = cars.find((car) => car.name === 'Xiaomi SU7 Ultra');
    expect(ultra?.priceUSD).toBe(100_000);
    expect(cars.filter((car) => car.priceUSD === 100_000)).toHaveLength(1);
  });

  it('are in stock except ids 1, 3 and 6', () => {
    expect(cars.filter((car) => !car.inStock).map((car) => car.id)).toEqual([1, 3, 6]);
  });

  it('have their text in both languages, with 4 features each', () => {
    for (const car of cars) {
      expect(car.description.ru, car.name).toMatch(/[а-яё]/i);
      expect(car.description.en, car.name).toMatch(/^[\x20-\x7E\u2013\u2014\u2019\u00B0]+$/);
      expect(car.features.ru).toHaveLength(4);
      expect(car.features.en).toHaveLength(4);
      expect(car.color.ru).toMatch(/[а-яё]/i);
    }
  });

  it('have 8 images each, exterior first, then interior, all present in public/', () => {
    for (const car of cars) {
      expect(car.images).toHaveLength(8);
      expect(
        car.images.slice(0, 4).every((path) => /exterior/.test(path)),
        car.name,
      ).toBe(true);
      expect(
        car.images.slice(4).every((path) => /interior/.test(path)),
        car.name,
      ).toBe(true);
      for (const path of car.images) expect(existsSync(join(publicDir, path)), path).toBe(true);
    }
  });

  it('the committed drawings are what the image script draws today (run npm run images after changing it)', () => {
    carInputs.forEach((input) => {
      input.images.forEach((path, index) => {
        if (path.endsWith('.svg')) expect(readFileSync(join(publicDir, path), 'utf8'), path).toBe(drawCarImage(input, index));
      });
    });
    for (const brand of ['Avatr', 'Lixiang', 'Xiaomi', 'Zeekr', 'NIO']) {
      expect(readFileSync(join(publicDir, `images/brands/${brand.toLowerCase()}.svg`), 'utf8')).toBe(drawBrandLogo(brand));
    }
  });

  it('say which test cycle their range comes from, and hybrids give their electric range', () => {
    for (const car of cars) {
      expect(['CLTC', 'WLTP']).toContain(car.specs.rangeCycle);
      if (car.specs.type === 'hybrid') expect(car.specs.electricRange).toBeLessThan(car.specs.range);
    }
    expect(cars.filter((car) => car.manufacturer === 'Lixiang').every((car) => car.specs.type === 'hybrid')).toBe(true);
  });

  it('have powertrain and body type (DECISIONS 18)', () => {
    expect(new Set(cars.map((car) => car.specs.type))).toEqual(new Set(['electric', 'hybrid']));
    expect(cars.filter((car) => car.bodyType === 'suv').length).toBeGreaterThan(0);
    expect(cars.find((car) => car.name.startsWith('Xiaomi SU7'))?.bodyType).toBe('sedan');
  });

  it('have unique slugs equal to the slug rule', () => {
    const slugs = cars.map((car) => car.slug);
    expect(new Set(slugs).size).toBe(40);
    for (const car of cars) expect(car.slug).toBe(carSlug(car.name, car.id));
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('are found by the computed slug, case-insensitively, and by car-{id}', () => {
    const car = cars[15]!;
    expect(findCarBySlug(cars, car.slug)?.id).toBe(car.id);
    expect(findCarBySlug(cars, car.slug.toUpperCase())?.id).toBe(car.id);
    expect(findCarBySlug(cars, `car-${car.id}`)?.id).toBe(car.id);
    expect(findCarBySlug(cars, 'no-such-car')).toBeUndefined();
  });

  it('a car whose name leaves no slug gets car-{id}', () => {
    const [first] = parseCars([{ ...carInputs[0]!, name: 'Ё' }]);
    expect(first?.slug).toBe('car-1');
  });

  it('a broken car file fails with the field at fault', () => {
    expect(() => parseCars([{ ...carInputs[0]!, priceUSD: 39_999 }])).toThrow(/priceUSD/);
  });

  it('give the footer its brand list: alphabetical, counted, each with a logo file', () => {
    const brands = deriveBrands(cars);
    expect(brands.map((brand) => [brand.name, brand.carsCount])).toEqual([
      ['Avatr', 6],
      ['Lixiang', 8],
      ['Xiaomi', 7],
      ['Zeekr', 19],
    ]);
    for (const brand of brands) expect(existsSync(join(publicDir, brand.logoUrl)), brand.logoUrl).toBe(true);
    expect(existsSync(join(publicDir, '/images/brands/nio.svg'))).toBe(true);
  });
});
