import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCarEntries, readCars } from '../../../content/cars.js';
import { PUBLIC_DIR } from '../../../content/files.js';
import { pictureOrDrawing } from '../../../content/pictures.js';
import { drawBrandLogo, drawPlaceholder } from '../../../scripts/images/draw-car.js';
import { drawCarExterior } from '../../../scripts/images/exterior.js';
import {
  brandLogos,
  contentDrawings,
  drawCarImage,
  modelFamilies,
  siteDrawings,
  writeDrawings,
  type DrawnCar,
  type PicturedCar,
} from '../../../scripts/images/generate.js';
import { drawHeroLineup } from '../../../scripts/images/hero.js';
import { drawCarInterior } from '../../../scripts/images/interior.js';
import { CAR_VIEWS } from '../../../shared/picture-views.js';
import { HERO_PICTURE } from '../../../src/lib/pictures.js';
import { L9, SU7, Z001 } from './samples.js';

/** A car as content/cars.ts gives it when public/ has none of its pictures: every view a drawing. */
const pictured = (car: DrawnCar, images = CAR_VIEWS.map((view) => `/images/cars/${car.slug}/${view}.svg`)): PicturedCar => ({
  ...car,
  images,
});
const cars = [Z001, L9, SU7].map((car) => pictured(car));
/** One logo per brand file (docs/decisions/pages-brands.md#14): as many as the brands. */
const logos = brandLogos();
const LOGOS = logos.map(({ slug }) => `/images/brands/${slug}.svg`);

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}

let publicDir: string;
let outDir: string;
const put = (sitePath: string) => {
  mkdirSync(join(publicDir, sitePath, '..'), { recursive: true });
  writeFileSync(join(publicDir, sitePath), 'x');
};
beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'images-public-'));
  outDir = mkdtempSync(join(tmpdir(), 'images-out-'));
});
afterEach(() => {
  rmSync(publicDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe("the site's drawings", () => {
  it('are 8 per car, a logo per brand, the hero line-up and the placeholder, written where the pages name them', () => {
    const written = writeDrawings(siteDrawings({ cars, logos }, publicDir), outDir);
    expect(written).toHaveLength(3 * 8 + LOGOS.length + 2);
    expect(listFiles(outDir)).toHaveLength(written.length);
    expect(listFiles(publicDir)).toEqual([]);

    const read = (sitePath: string): string => readFileSync(join(outDir, sitePath), 'utf8');
    expect(read('/images/cars/zeekr-001/exterior-1.svg')).toBe(drawCarExterior(Z001, 1));
    expect(read('/images/cars/zeekr-001/exterior-4.svg')).toBe(drawCarExterior(Z001, 4));
    expect(read('/images/cars/zeekr-001/interior-1.svg')).toBe(drawCarInterior(Z001, 1));
    expect(read('/images/cars/zeekr-001/interior-4.svg')).toBe(drawCarInterior(Z001, 4));
    expect(LOGOS).toEqual(
      expect.arrayContaining(['avatr', 'lixiang', 'xiaomi', 'zeekr', 'nio'].map((slug) => `/images/brands/${slug}.svg`)),
    );
    for (const logo of LOGOS) expect(existsSync(join(outDir, logo)), logo).toBe(true);
    expect(read('/images/brands/nio.svg')).toBe(drawBrandLogo('NIO'));
    expect(read('/images/hero-lineup.svg')).toBe(drawHeroLineup(cars));
    expect(read('/images/placeholder-car.svg')).toBe(drawPlaceholder());
    for (const file of listFiles(outDir)) {
      const limit = file.endsWith('hero-lineup.svg') ? 30 * 1024 : 12 * 1024;
      expect(statSync(file).size, relative(outDir, file)).toBeLessThan(limit);
    }
  });

  it('are deterministic: drawn twice, identical files', () => {
    const first = siteDrawings({ cars, logos }, publicDir);
    const second = siteDrawings({ cars, logos }, publicDir);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [path, draw] of second) expect(draw(), path).toBe(first.get(path)!());
  });

  it("follow each car's own fields: another colour, silhouette or size is another drawing", () => {
    const [drawing] = siteDrawings({ cars: [pictured(SU7)], logos: [] }, publicDir).values();
    const recoloured = { ...SU7, color: { hex: '#D6006E' } };
    const [other] = siteDrawings({ cars: [pictured(recoloured)], logos: [] }, publicDir).values();
    expect(other!()).not.toBe(drawing!());
    expect(other!()).toBe(drawCarImage(recoloured, 0));
  });

  it('leave out a view whose photo is dropped in public/ or uploaded in the editor', () => {
    const images = CAR_VIEWS.map((view) => `/images/cars/xiaomi-su7/${view}.svg`);
    images[0] = '/images/cars/xiaomi-su7/exterior-1.jpg';
    images[5] = '/images/uploads/cars/showroom.jpg';
    const drawings = siteDrawings({ cars: [pictured(SU7, images)], logos: [] }, publicDir);
    const carDrawings = [...drawings.keys()].filter((path) => path.startsWith('/images/cars/'));
    expect(carDrawings).toEqual(images.filter((path) => path.endsWith('.svg')));
    expect(carDrawings).toHaveLength(6);
  });

  it('never draw over a file public/ has: a hand-made SVG of a view, a real logo', () => {
    put('/images/cars/zeekr-001/exterior-3.svg');
    put('/images/brands/xiaomi.png');
    const drawings = siteDrawings({ cars, logos }, publicDir);
    expect(drawings.has('/images/cars/zeekr-001/exterior-3.svg')).toBe(false);
    expect(drawings.has('/images/cars/zeekr-001/exterior-2.svg')).toBe(true);
    expect(drawings.has('/images/brands/xiaomi.svg')).toBe(false);
    expect(drawings.has('/images/brands/nio.svg')).toBe(true);
  });

  it("of the content files are each car's views without a photo and each brand's logo, as the pages name them", () => {
    // Which, not what: tests/content/cars.test.ts compares what they draw.
    const drawings = contentDrawings();
    const pictures = [...readCars().flatMap((car) => car.images), ...logos.map(({ slug }) => pictureOrDrawing(`/images/brands/${slug}`))];
    for (const picture of pictures) expect(drawings.has(picture) !== existsSync(join(PUBLIC_DIR, picture)), picture).toBe(true);
    expect(drawings.has(HERO_PICTURE.src)).toBe(true);
  });
});

describe('drawCarImage', () => {
  it('gives pictures 0-3 the exterior views and 4-7 the interior views', () => {
    expect(drawCarImage(L9, 0)).toBe(drawCarExterior(L9, 1));
    expect(drawCarImage(L9, 3)).toBe(drawCarExterior(L9, 4));
    expect(drawCarImage(L9, 4)).toBe(drawCarInterior(L9, 1));
    expect(drawCarImage(L9, 7)).toBe(drawCarInterior(L9, 4));
  });
});

describe('modelFamilies', () => {
  it('keeps the first car of each manufacturer and model, in order', () => {
    const a = { manufacturer: 'Zeekr', model: '007', id: 1 };
    const b = { manufacturer: 'Zeekr', model: '007 GT', id: 2 };
    const c = { manufacturer: 'Zeekr', model: '007', id: 3 };
    const d = { manufacturer: 'Avatr', model: '07', id: 4 };
    expect(modelFamilies([a, b, c, d])).toEqual([a, b, d]);
  });

  it('finds the model families of the catalogue, one car each', () => {
    const entries = readCarEntries();
    const families = modelFamilies(entries);
    expect(families.map((car) => `${car.manufacturer} ${car.model}`)).toEqual([
      ...new Set(entries.map((car) => `${car.manufacturer} ${car.model}`)),
    ]);
  });

  it('gives every car of one family the same silhouette', () => {
    const all = readCarEntries();
    for (const family of modelFamilies(all)) {
      const same = all.filter((car) => car.manufacturer === family.manufacturer && car.model === family.model);
      expect(new Set(same.map((car) => car.silhouette)), `${family.manufacturer} ${family.model}`).toEqual(new Set([family.silhouette]));
    }
  });
});
