import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCarEntries } from '../../../content/cars.js';
import { drawBrandLogo, drawPlaceholder } from '../../../scripts/images/draw-car.js';
import { drawCarExterior } from '../../../scripts/images/exterior.js';
import { brandLogos, drawCarImage, generateImages, modelFamilies, summary } from '../../../scripts/images/generate.js';
import { drawHeroLineup } from '../../../scripts/images/hero.js';
import { drawCarInterior } from '../../../scripts/images/interior.js';
import { L9, SU7, Z001 } from './samples.js';

const cars = [Z001, L9, SU7];
/** One logo per brand file (docs/decisions/pages-brands.md#14): as many as the brands. */
const LOGOS = brandLogos().map(({ slug }) => `/images/brands/${slug}.svg`);

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'images-'));
});
afterEach(() => {
  rmSync(publicDir, { recursive: true, force: true });
});

describe('generateImages', () => {
  it('writes 8 drawings per car, a logo per brand, the hero line-up and the placeholder', () => {
    const result = generateImages(publicDir, cars);
    expect(result.written).toHaveLength(3 * 8 + LOGOS.length + 2);
    expect(result.kept).toEqual([]);
    expect(listFiles(publicDir)).toHaveLength(3 * 8 + LOGOS.length + 2);

    const read = (sitePath: string): string => readFileSync(join(publicDir, sitePath), 'utf8');
    expect(read('/images/cars/zeekr-001/exterior-1.svg')).toBe(drawCarExterior(Z001, 1));
    expect(read('/images/cars/zeekr-001/exterior-4.svg')).toBe(drawCarExterior(Z001, 4));
    expect(read('/images/cars/zeekr-001/interior-1.svg')).toBe(drawCarInterior(Z001, 1));
    expect(read('/images/cars/zeekr-001/interior-4.svg')).toBe(drawCarInterior(Z001, 4));
    expect(LOGOS).toEqual(
      expect.arrayContaining(['avatr', 'lixiang', 'xiaomi', 'zeekr', 'nio'].map((slug) => `/images/brands/${slug}.svg`)),
    );
    for (const logo of LOGOS) expect(existsSync(join(publicDir, logo)), logo).toBe(true);
    expect(read('/images/brands/nio.svg')).toBe(drawBrandLogo('NIO'));
    expect(read('/images/hero-lineup.svg')).toBe(drawHeroLineup(cars));
    expect(read('/images/placeholder-car.svg')).toBe(drawPlaceholder());
    for (const file of listFiles(publicDir)) {
      const limit = file.endsWith('hero-lineup.svg') ? 30 * 1024 : 12 * 1024;
      expect(statSync(file).size, relative(publicDir, file)).toBeLessThan(limit);
    }
  });

  it('is deterministic: a second run writes identical files', () => {
    generateImages(publicDir, cars);
    const first = new Map(listFiles(publicDir).map((file) => [file, readFileSync(file, 'utf8')]));
    generateImages(publicDir, cars);
    const second = listFiles(publicDir);
    expect(second.sort()).toEqual([...first.keys()].sort());
    for (const file of second) expect(readFileSync(file, 'utf8')).toBe(first.get(file));
  });

  it('keeps a real photo dropped beside a drawing and draws the rest', () => {
    const car = { ...SU7, slug: 'xiaomi-su7-max' };
    const photo = join(publicDir, 'images/cars/xiaomi-su7-max/exterior-1.jpg');
    mkdirSync(join(publicDir, 'images/cars/xiaomi-su7-max'), { recursive: true });
    writeFileSync(photo, 'real photo bytes');

    const result = generateImages(publicDir, [car]);
    expect(result.kept).toEqual(['/images/cars/xiaomi-su7-max/exterior-1']);
    expect(result.written.filter((p) => p.startsWith('/images/cars/'))).toHaveLength(7);
    expect(readFileSync(photo, 'utf8')).toBe('real photo bytes');
    expect(existsSync(join(publicDir, 'images/cars/xiaomi-su7-max/exterior-1.svg'))).toBe(false);
    expect(summary(result)).toMatch(new RegExp(`${7 + LOGOS.length + 2} SVG files written, 1 real photos kept`));
  });

  it('keeps a real brand logo instead of drawing one', () => {
    mkdirSync(join(publicDir, 'images/brands'), { recursive: true });
    writeFileSync(join(publicDir, 'images/brands/xiaomi.png'), 'png');
    const result = generateImages(publicDir, []);
    expect(result.kept).toEqual(['/images/brands/xiaomi']);
    expect(existsSync(join(publicDir, 'images/brands/xiaomi.svg'))).toBe(false);
    expect(result.written.sort()).toEqual(
      [...LOGOS.filter((logo) => logo !== '/images/brands/xiaomi.svg'), '/images/placeholder-car.svg'].sort(),
    );
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
