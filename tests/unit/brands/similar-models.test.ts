/** NIO's page (no cars in the catalogue): an honest title and similar cars of other makers, from the catalogue's data. */
import { describe, expect, it } from 'vitest';
import { getBrandPages, getCar, getCars } from '../../../content/index.js';
import { loadPage } from '../../../src/app/build/load.js';
import { LANGS } from '../../../shared/lang.js';
import { SIMILAR_COUNT } from '../../../src/pages/brand/data.js';

const nio = getBrandPages().find((brand) => brand.slug === 'nio')!;

describe("a brand page without the brand's cars", () => {
  for (const lang of LANGS) {
    const page = loadPage('brand', { lang, params: { slug: 'nio' } });
    const data = page.data as { models: unknown[]; similar: { slug: string; manufacturer: string; model: string; description: string }[] };

    it(`(${lang}) shows a few cars of the kind NIO is known for, one per model family, by other makers`, () => {
      const like = nio.similar!;
      const candidates = getCars().filter((car) => car.bodyType === like.bodyType && car.specs.type === like.powertrain && car.inStock);
      expect(data.models).toEqual([]);
      expect(data.similar).toHaveLength(Math.min(SIMILAR_COUNT, new Set(candidates.map((car) => `${car.manufacturer} ${car.model}`)).size));
      for (const car of data.similar) {
        const full = getCar(car.slug)!;
        expect([full.bodyType, full.specs.type], car.slug).toEqual([like.bodyType, like.powertrain]);
        expect(car.description).toBe(full.description[lang]);
      }
      expect(new Set(data.similar.map((car) => `${car.manufacturer} ${car.model}`)).size).toBe(data.similar.length);
      // Of more than one maker, where the cars in stock allow it.
      const makers = new Set(candidates.map((car) => car.manufacturer)).size;
      expect(new Set(data.similar.map((car) => car.manufacturer)).size).toBeGreaterThanOrEqual(Math.min(2, makers));
    });

    it(`(${lang}) has a title that promises no NIO in stock`, () => {
      expect(page.head.title).toBe(
        lang === 'ru'
          ? 'NIO: история марки и похожие электромобили в Минске | ЭлектроМоторс'
          : "NIO: the brand's story, and similar electric cars in Minsk | ElectroMotors",
      );
    });
  }

  it('leaves a brand with cars as it was: its own models, no similar ones', () => {
    const zeekr = loadPage('brand', { lang: 'en', params: { slug: 'zeekr' } });
    expect((zeekr.data as { similar: unknown[] }).similar).toEqual([]);
    expect(zeekr.head.title).toBe("Zeekr: the brand's story and its models in Minsk | ElectroMotors");
  });
});
