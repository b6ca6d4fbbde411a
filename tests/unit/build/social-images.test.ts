/**
 * The social images as the build draws them (scripts/build/social-images.ts): from the content's
 * cards, in the project's font, with a dealer's photo taking the drawing's place by itself.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carImages } from '../../../content/cars.js';
import { getArticlesIn, getCars, getCompany, type Car } from '../../../content/index.js';
import { PUBLIC_DIR } from '../../../content/files.js';
import { carCard, socialCards } from '../../../src/app/build/social-cards.js';
import { pageData } from '../../../src/app/page-table.js';
import { formatByn } from '../../../src/lib/format.js';
import { loadFonts, measureLetters, writeSocialImages } from '../../../scripts/build/social-images.js';
import { drawCarImage } from '../../../scripts/images/generate.js';
import { CAR_VIEWS } from '../../../shared/picture-views.js';
import { LANGS } from '../../../shared/lang.js';
import {
  SOCIAL_CAR_VIEW,
  SOCIAL_IMAGE,
  SOCIAL_IMAGE_MAX_BYTES,
  cardStrings,
  sceneProblems,
  socialScene,
  type Measure,
} from '../../../src/lib/social-image.js';

const fonts = loadFonts();
const cards = socialCards();
let measure: Measure;
beforeAll(async () => {
  measure = await measureLetters(fonts, [...cards.flatMap((card) => cardStrings(card.text)), 'Zeekr 007 GT RWD Smart Driving']);
});

describe('the content’s cards', () => {
  it('are one per car and per article in each language, and one site card per language', () => {
    for (const lang of LANGS) {
      const of = (kind: string) => cards.filter((card) => card.lang === lang && card.text.kind === kind).map((card) => card.path);
      expect(of('car')).toEqual(getCars().map((car) => `/og/cars/${car.slug}.${lang}.jpg`));
      expect(of('article')).toEqual(getArticlesIn(lang).map((article) => `/og/news/${article.slug}.${lang}.jpg`));
      expect(of('site')).toEqual([`/og/site.${lang}.jpg`]);
    }
    expect(new Set(cards.map((card) => card.path)).size).toBe(cards.length);
  });

  it('give a car’s price as its page does: its BYN price, formatted for the language', () => {
    for (const lang of LANGS) {
      for (const car of getCars()) {
        const { text, alt } = carCard(car, lang);
        const page = pageData('car', lang, { slug: car.slug }).car;
        expect(text).toMatchObject({ kind: 'car', name: page.name, price: formatByn(page.priceBYN, lang) });
        expect(alt).toContain(formatByn(page.priceBYN, lang));
      }
    }
    // Written out once without the site's formatter: the USD price at the company's rate, rounded to a rouble, its
    // thousands grouped as each language groups them (the live price and rate are the staff's to change).
    const car = getCars()[0]!;
    const byn = String(Math.round(car.priceUSD * getCompany().usdToByn));
    const grouped = (separator: string) => byn.replace(/\B(?=(\d{3})+$)/g, separator);
    expect(carCard(car, 'ru').text).toMatchObject({ price: `${grouped('\u00a0')}\u00a0BYN` });
    expect(carCard(car, 'en').text).toMatchObject({ price: `${grouped(',')}\u00a0BYN` });
  });

  it('lay out, in the real font, with nothing off the image and nothing on top of anything else', () => {
    const problems = cards.flatMap((card) =>
      sceneProblems(socialScene(card.text, measure, { drawing: true }), measure).map((problem) => `${card.path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('measureLetters', () => {
  it('never gives a line narrower than satori sets it (kerning only narrows it, by at most 3 %)', async () => {
    for (const [text, size, weight] of [
      ['Zeekr 007 GT RWD Smart Driving', 64, 700],
      ['Электромобиль с генератором', 50, 700],
      ['191\u00a0700\u00a0BYN', 40, 700],
    ] as const) {
      let laidOut = 0;
      const style = { display: 'flex', fontFamily: 'Inter-latin, Inter-latin-ext, Inter-cyrillic', fontSize: size, fontWeight: weight };
      const line = { type: 'div', props: { style: { display: 'flex', whiteSpace: 'pre' }, children: text } };
      await satori({ type: 'div', props: { style, children: [line] } } as never, {
        width: 2000,
        fonts,
        onNodeDetected: (node) => {
          if (node.textContent === text) laidOut = node.width;
        },
      });
      expect(laidOut, text).toBeGreaterThan(0);
      expect(measure(text, size, weight)).toBeGreaterThanOrEqual(laidOut - 0.5);
      expect(measure(text, size, weight)).toBeLessThanOrEqual(laidOut * 1.03);
    }
  });

  it('fails the build on a letter the font does not have, rather than drawing a box', async () => {
    await expect(measureLetters(fonts, ['Zeekr 极氪'])).rejects.toThrow(/no letters for "极氪"/);
  });
});

describe('a car’s image', () => {
  let root: string;
  const car = getCars()[0]!;
  /** The car's card as the build makes it from this public folder, whose pictures content/cars.ts finds. */
  const cardOf = (photos?: Car['photos']) => carCard({ ...car, photos, images: carImages({ ...car, photos }, publicDir()) }, 'ru');
  const publicDir = () => join(root, 'public');
  const outDir = () => join(root, 'dist');
  const carDir = `images/cars/${car.slug}`;

  beforeEach(() => {
    // Only what the image reads: the logo and the car's pictures (its drawings, as the build draws them beside public/'s files).
    root = mkdtempSync(join(tmpdir(), 'social-images-'));
    mkdirSync(join(publicDir(), carDir), { recursive: true });
    copyFileSync(join(PUBLIC_DIR, 'favicon.svg'), join(publicDir(), 'favicon.svg'));
    CAR_VIEWS.forEach((view, index) => writeFileSync(join(publicDir(), carDir, `${view}.svg`), drawCarImage(car, index)));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The colour at the middle of the picture's frame. */
  async function pictureColour(photos?: Car['photos']): Promise<number[]> {
    const card = cardOf(photos);
    const [written] = await writeSocialImages([card], outDir(), publicDir());
    const { picture } = socialScene(card.text, measure, { drawing: true });
    const { data } = await sharp(join(outDir(), written!.path))
      .extract({ left: picture.x + picture.width / 2, top: picture.y + picture.height / 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return [...data];
  }
  const magenta = [214, 0, 110];
  const distance = (a: number[], b: number[]) => Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));

  it('is a 1200×630 JPEG under the size limit, at the path its page names', async () => {
    const [written] = await writeSocialImages([cardOf()], outDir(), publicDir());
    expect(written!.path).toBe(`/og/cars/${car.slug}.ru.jpg`);
    expect(written!.bytes).toBeLessThanOrEqual(SOCIAL_IMAGE_MAX_BYTES);
    expect(await sharp(join(outDir(), written!.path)).metadata()).toMatchObject({
      format: 'jpeg',
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    });
  });

  it('shows the dealer’s photo once one is dropped beside the drawing, with no code change', async () => {
    expect(distance(await pictureColour(), magenta), 'the drawing').toBeGreaterThan(100);
    // A camera photo, 4:3 and larger than the frame, of one flat colour.
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: magenta[0]!, g: magenta[1]!, b: magenta[2]! } } })
      .jpeg()
      .toFile(join(publicDir(), carDir, `${SOCIAL_CAR_VIEW}.jpg`));
    expect(distance(await pictureColour(), magenta), 'the photo').toBeLessThan(12);
  });

  it('shows a photo uploaded in the editor for that view', async () => {
    const uploaded = '/images/uploads/cars/showroom-photo.jpg';
    mkdirSync(join(publicDir(), 'images/uploads/cars'), { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: magenta[0]!, g: magenta[1]!, b: magenta[2]! } } })
      .jpeg()
      .toFile(join(publicDir(), uploaded));
    expect(distance(await pictureColour({ [SOCIAL_CAR_VIEW]: uploaded }), magenta), 'the uploaded photo').toBeLessThan(12);
  });
});
