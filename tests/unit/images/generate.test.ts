import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BodyType } from '../../../content/schema.js';
import { drawBrandLogo, drawCarExterior, drawCarInterior, drawPlaceholder } from '../../../scripts/images/draw-car.js';
import { generateImages, summary } from '../../../scripts/images/generate.js';

function makeCar(slug: string, name: string, bodyType: BodyType, hex: string) {
  return { slug, name, bodyType, color: { ru: 'Цвет', en: 'Colour', hex } };
}

const cars = [
  makeCar('zeekr-001-you', 'Zeekr 001 YOU', 'shooting-brake', '#3a7d44'),
  makeCar('lixiang-l9-ultra', 'Lixiang L9 Ultra', 'suv', '#2f5d8a'),
  makeCar('xiaomi-su7-max', 'Xiaomi SU7 Max', 'sedan', '#c8102e'),
];

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
  it('writes 8 drawings per car, 5 brand logos and the placeholder', () => {
    const result = generateImages(publicDir, cars);
    expect(result.written).toHaveLength(3 * 8 + 5 + 1);
    expect(result.kept).toEqual([]);
    expect(listFiles(publicDir)).toHaveLength(30);

    const read = (sitePath: string): string => readFileSync(join(publicDir, sitePath), 'utf8');
    const car = cars[0]!;
    expect(read('/images/cars/zeekr-001-you/exterior-1.svg')).toBe(
      drawCarExterior({ bodyType: 'shooting-brake', colorHex: '#3a7d44', name: car.name, view: 1 }),
    );
    expect(read('/images/cars/zeekr-001-you/exterior-4.svg')).toBe(
      drawCarExterior({ bodyType: 'shooting-brake', colorHex: '#3a7d44', name: car.name, view: 4 }),
    );
    expect(read('/images/cars/zeekr-001-you/interior-1.svg')).toBe(drawCarInterior({ colorHex: '#3a7d44', name: car.name, view: 1 }));
    expect(read('/images/cars/zeekr-001-you/interior-4.svg')).toBe(drawCarInterior({ colorHex: '#3a7d44', name: car.name, view: 4 }));
    for (const slug of ['avatr', 'lixiang', 'xiaomi', 'zeekr', 'nio']) {
      expect(existsSync(join(publicDir, 'images/brands', `${slug}.svg`))).toBe(true);
    }
    expect(read('/images/brands/nio.svg')).toBe(drawBrandLogo('NIO'));
    expect(read('/images/placeholder-car.svg')).toBe(drawPlaceholder());
    for (const file of listFiles(publicDir)) {
      expect(statSync(file).size, relative(publicDir, file)).toBeLessThan(6 * 1024);
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
    const car = makeCar('avatr-12', 'Avatr 12', 'liftback', '#f2f2f0');
    const photo = join(publicDir, 'images/cars/avatr-12/exterior-1.jpg');
    mkdirSync(join(publicDir, 'images/cars/avatr-12'), { recursive: true });
    writeFileSync(photo, 'real photo bytes');

    const result = generateImages(publicDir, [car]);
    expect(result.kept).toEqual(['/images/cars/avatr-12/exterior-1']);
    expect(result.written.filter((p) => p.startsWith('/images/cars/'))).toHaveLength(7);
    expect(readFileSync(photo, 'utf8')).toBe('real photo bytes');
    expect(existsSync(join(publicDir, 'images/cars/avatr-12/exterior-1.svg'))).toBe(false);
    expect(summary(result)).toMatch(/13 SVG files written, 1 real photos kept/);
  });

  it('keeps a real brand logo instead of drawing one', () => {
    mkdirSync(join(publicDir, 'images/brands'), { recursive: true });
    writeFileSync(join(publicDir, 'images/brands/xiaomi.png'), 'png');
    const result = generateImages(publicDir, []);
    expect(result.kept).toEqual(['/images/brands/xiaomi']);
    expect(existsSync(join(publicDir, 'images/brands/xiaomi.svg'))).toBe(false);
    expect(result.written.sort()).toEqual(
      [
        '/images/brands/avatr.svg',
        '/images/brands/lixiang.svg',
        '/images/brands/nio.svg',
        '/images/brands/zeekr.svg',
        '/images/placeholder-car.svg',
      ].sort(),
    );
  });
});
