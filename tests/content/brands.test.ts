/** The brand pages' facts (docs/decisions/pages-brands.md#facts, #14, docs/decisions/content-sourcing.md#30). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readBrands } from '../../content/brands.js';
import { getBrandPages, getCars } from '../../content/index.js';
import { pageData } from '../../src/app/page-table.js';
import { brandSlug } from '../../shared/slug.js';
import { catalogueWords, makerLists } from '../../src/app/build/site-data.js';

const brands = getBrandPages();
/** The brands docs/decisions/pages-brands.md#brand-page describes (docs/decisions/pages-brands.md#14), whose facts are pinned here. */
const SPEC_BRANDS = ['avatr', 'lixiang', 'nio', 'xiaomi', 'zeekr'];
const bySlug = Object.fromEntries(brands.map((brand) => [brand.slug, brand]));

describe('the brands', () => {
  it('are the makers of the catalogue and the brands with no car (NIO at launch), each with a logo and a timeline', () => {
    const makers = [...new Set(getCars().map((car) => car.manufacturer))].map(brandSlug);
    // A brand with no car: a maker the catalogue does not sell (no catalogueName), or one whose cars staff have not added yet.
    const withoutCars = brands
      .filter((brand) => !getCars().some((car) => car.manufacturer === brand.catalogueName))
      .map((brand) => brand.slug);
    for (const slug of withoutCars) expect(makers, slug).not.toContain(slug);
    expect(brands.map((brand) => brand.slug).sort()).toEqual([...makers, ...withoutCars].sort());
    // docs/decisions/pages-brands.md#brand-page's brands; a maker added to the catalogue adds its own.
    expect(brands.map((brand) => brand.slug)).toEqual(expect.arrayContaining(SPEC_BRANDS));
    for (const brand of brands) {
      expect(brand.logoUrl).toMatch(new RegExp(`^/images/brands/${brand.slug}\\.(svg|png)$`));
      expect(brand.timeline.length).toBeGreaterThanOrEqual(3);
      expect(brand.sources.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('were founded when and where docs/decisions/pages-brands.md#facts says (Avatr: its true year and city)', () => {
    const facts = Object.fromEntries(brands.map((brand) => [brand.slug, [brand.foundedYear, brand.headquarters.en]]));
    expect(facts).toMatchObject({
      lixiang: [2015, 'Beijing'],
      xiaomi: [2010, 'Beijing'],
      zeekr: [2021, 'Ningbo'],
      nio: [2014, 'Shanghai'],
      avatr: [2018, 'Chongqing'],
    });
  });

  it('name Li Auto as docs/decisions/content-sourcing.md#30 asks, and give it alone the mission, lineup, achievements and conclusions', () => {
    expect(bySlug.lixiang!.name).toEqual({ ru: 'Li Auto (Lixiang)', en: 'Li Auto' });
    for (const brand of brands.filter(({ slug }) => SPEC_BRANDS.includes(slug))) {
      const own = [brand.mission, brand.lineup, brand.achievements, brand.conclusions].every((part) => part !== undefined);
      expect(own, brand.slug).toBe(brand.slug === 'lixiang');
    }
  });

  it('list on their page exactly the catalogue cars of their maker', () => {
    const cars = getCars();
    for (const brand of brands) {
      const expected = cars.filter((car) => car.manufacturer === brand.catalogueName).map((car) => car.slug);
      expect(pageData('brand', 'ru', { slug: brand.slug }).models.map((car) => car.slug)).toEqual(expected);
    }
    for (const brand of brands) {
      const models = pageData('brand', 'en', { slug: brand.slug }).models;
      // A brand with no car (NIO) lists none; a maker with cars in the catalogue lists at least one.
      expect(models.length > 0, brand.slug).toBe(cars.some((car) => car.manufacturer === brand.catalogueName));
    }
  });
});

describe("the copy's list of makers", () => {
  it('names every maker of the catalogue once, in the order of their first car, as its brand file names it', () => {
    const cars = getCars();
    const firstCar = (maker: string) => cars.find((car) => car.manufacturer === maker)!.id;
    for (const lang of ['ru', 'en'] as const) {
      const words = makerLists(lang);
      expect([...words.makers].sort()).toEqual([...new Set(cars.map((car) => car.manufacturer))].sort());
      expect(words.makers.map(firstCar)).toEqual(words.makers.map(firstCar).sort((a, b) => a - b));
      const named = words.makers.map((maker) => brands.find((brand) => brand.catalogueName === maker)!.name[lang]);
      expect(words.makerNames).toEqual(named);
    }
    expect(makerLists('ru').makerShortNames).toContain('Li Auto');
    expect(catalogueWords('ru').makerShortNames).toContain('Li Auto');
  });
});

describe('a brand file', () => {
  let dir: string;
  const valid = {
    name: { ru: 'Zeekr', en: 'Zeekr' },
    catalogueName: 'Zeekr',
    foundedYear: 2021,
    founder: { ru: 'Geely', en: 'Geely' },
    headquarters: { ru: 'Нинбо', en: 'Ningbo' },
    specialty: { ru: 'Электромобили', en: 'Electric cars' },
    description: { ru: 'Описание.', en: 'Description.' },
    timeline: [2021, 2022, 2023].map((year) => ({ year, title: { ru: 'Т', en: 'T' }, description: { ru: 'О', en: 'D' } })),
    sources: [{ title: 'T', publisher: 'P', url: 'https://example.org/', checked: '2026-11-24' }],
  };
  const write = (name: string, brand: object) => writeFileSync(join(dir, name), stringify(brand));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'brands-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read with its slug from the file name', () => {
    write('zeekr.yaml', valid);
    expect(readBrands(['Zeekr'], dir).map((brand) => brand.slug)).toEqual(['zeekr']);
  });

  it('fails the build, naming the file, when a field is missing or the timeline is out of order', () => {
    write('zeekr.yaml', { ...valid, headquarters: undefined });
    expect(() => readBrands(['Zeekr'], dir)).toThrow(/content\/brands\/zeekr\.yaml|zeekr\.yaml: headquarters/);
    write('zeekr.yaml', { ...valid, timeline: [...valid.timeline].reverse() });
    expect(() => readBrands(['Zeekr'], dir)).toThrow(/zeekr\.yaml: the timeline is not in year order/);
  });

  it('fails when a maker of the catalogue has no file', () => {
    write('zeekr.yaml', valid);
    expect(() => readBrands(['Zeekr', 'Xiaomi'], dir)).toThrow(/no file for Xiaomi \(xiaomi\.yaml\)/);
  });

  it('takes a brand whose cars are not added yet: staff add the brand first', () => {
    write('zeekr.yaml', valid);
    expect(readBrands([], dir).map((brand) => brand.slug)).toEqual(['zeekr']);
  });
});
