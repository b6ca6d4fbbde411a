import { describe, expect, it } from 'vitest';
import { winterRange } from '../../../src/lib/ev/range.js';
import { getCars, getSearchTerms } from '../../../content/index.js';
import { pickFeatured, toCarBase, toCarDetail, toCarSummary, toComparedCar } from '../../../src/lib/car-model.js';
import { dcTimesOf } from '../../../shared/charging-model.js';

const cars = getCars();
const zeekr = cars.find((c) => c.name === 'Zeekr 001 YOU')!;

describe('toCarSummary', () => {
  it('keeps what a card needs, with the first (exterior) image and search words', () => {
    const summary = toCarSummary(zeekr, { usdRate: 3, searchTerms: ['зикр'] });
    expect(summary).toMatchObject({
      slug: 'zeekr-001-you',
      manufacturer: 'Zeekr',
      bodyType: 'shooting-brake',
      specs: { type: 'electric' },
    });
    expect(summary.picture.view).toBe('exterior-1');
    expect(summary.searchText).toContain('зикр');
    expect(summary.priceBYN).toBe(summary.priceUSD * 3);
    expect(summary).not.toHaveProperty('description');
  });

  it("carries only the cards' figures and what the catalogue filters on, and none that has no source", () => {
    for (const car of cars) {
      const { specs } = toCarSummary(car, { usdRate: 3, searchTerms: [] });
      const carried = (
        ['type', 'range', 'electricRange', 'rangeCycle', 'battery', 'power', 'acceleration', 'seats', 'driveType'] as const
      ).filter((key) => car.specs[key] !== undefined);
      expect(specs, car.name).toEqual(Object.fromEntries(carried.map((key) => [key, car.specs[key]])));
    }
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

describe('one base for every projection', () => {
  it('works out the BYN price once, at the rate, rounded to a rouble', () => {
    expect(toCarBase({ ...zeekr, priceUSD: 33_333.33 }, 3).priceBYN).toBe(100_000);
    expect(toCarBase({ ...zeekr, priceUSD: 63_900 }, 3)).toMatchObject({ priceUSD: 63_900, priceBYN: 191_700 });
    // The car file's price as staff left it, at any rate.
    expect(toCarBase(zeekr, 3.2)).toMatchObject({ priceUSD: zeekr.priceUSD, priceBYN: Math.round(zeekr.priceUSD * 3.2) });
  });

  it('gives the summary, the detail and the compared car the same base fields', () => {
    const base = toCarBase(zeekr, 3);
    expect(toCarSummary(zeekr, { usdRate: 3, searchTerms: [] })).toMatchObject(base);
    expect(toCarDetail(zeekr, 'en', 3)).toMatchObject(base);
    // The body stays: the comparison's similar cars are ranked by it (lib/similar-cars.ts).
    const { model: _model, inStock: _stock, ...compared } = base;
    // The DC times and the winter range are worked out here, at build time, so the comparison ships no charging or range model.
    expect(toComparedCar(zeekr, 3)).toEqual({
      ...compared,
      specs: zeekr.specs,
      dcTimes: dcTimesOf(zeekr.specs),
      winterRange: winterRange(zeekr.specs),
    });
  });
});

describe('toCarDetail', () => {
  it('names each source in the page’s language where it has that title (an English gloss read oddly on Russian pages)', () => {
    const withRu = cars.flatMap((car) => car.sources.filter((source) => source.titleRu).map((source) => ({ car, source })));
    expect(withRu.length).toBeGreaterThan(0);
    for (const { car, source } of withRu) {
      const shown = (lang: 'ru' | 'en') => toCarDetail(car, lang, 3).sources.find((entry) => entry.url === source.url)!.title;
      expect(shown('ru'), car.name).toBe(source.titleRu);
      expect(shown('en'), car.name).toBe(source.titleEn ?? source.title);
    }
  });

  it("keeps one language's text, every figure and the sources without their notes", () => {
    const ru = toCarDetail(zeekr, 'ru', 3);
    const en = toCarDetail(zeekr, 'en', 3);
    expect(ru.description).toBe(zeekr.description.ru);
    expect(en.description).toBe(zeekr.description.en);
    expect(en.features).toEqual(zeekr.features.en);
    expect(en.color).toEqual({ name: zeekr.color.en, hex: zeekr.color.hex });
    expect(en.specs).toEqual(zeekr.specs);
    expect(en.pictures).toHaveLength(8);
    expect(en.sources).toHaveLength(zeekr.sources.length);
    for (const source of en.sources) expect(source).not.toHaveProperty('note');
    expect(en.unsourced).toEqual(zeekr.unsourced.map((entry) => entry.figure));
  });
});

describe('pickFeatured', () => {
  it('gives 8 in-stock cars across brands and model families, by id', () => {
    const featured = pickFeatured(cars, 8);
    // One a model family: 8 while the cars in stock are of 8 families or more (the stock is the staff's).
    const families = new Set(cars.filter((car) => car.inStock).map((car) => `${car.manufacturer}/${car.model}`)).size;
    expect(featured).toHaveLength(Math.min(8, families));
    expect(featured.every((car) => car.inStock)).toBe(true);
    // Every maker with a car in stock, as long as there are no more makers than places.
    const makers = new Set(cars.filter((car) => car.inStock).map((car) => car.manufacturer)).size;
    expect(new Set(featured.map((car) => car.manufacturer)).size).toBe(Math.min(makers, 8));
    expect(new Set(featured.map((car) => `${car.manufacturer}/${car.model}`)).size).toBe(featured.length);
    expect(featured.map((car) => car.id)).toEqual([...featured.map((car) => car.id)].sort((a, b) => a - b));
  });

  it('is empty without cars', () => {
    expect(pickFeatured([], 8)).toEqual([]);
  });
});
