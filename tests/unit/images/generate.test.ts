import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BodyType, CarInput } from '../../../content/schema.js';
import { drawBrandLogo, drawCarExterior, drawCarInterior, drawPlaceholder } from '../../../scripts/images/draw-car.js';
import { generateImages, summary } from '../../../scripts/images/generate.js';

const VIEWS = ['exterior-1', 'exterior-2', 'exterior-3', 'exterior-4', 'interior-1', 'interior-2', 'interior-3', 'interior-4'];

function makeCar(
  id: number,
  slug: string,
  name: string,
  bodyType: BodyType,
  hex: string,
  ext: (view: string) => string = () => 'svg',
): CarInput {
  return {
    id,
    name,
    manufacturer: 'Zeekr',
    model: '001',
    trim: 'YOU',
    year: 2025,
    bodyType,
    color: { ru: 'Цвет', en: 'Colour', hex },
    inStock: true,
    priceUSD: 50_000,
    description: { ru: 'Описание', en: 'Description' },
    features: { ru: ['a', 'b', 'c', 'd'], en: ['a', 'b', 'c', 'd'] },
    video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    images: VIEWS.map((view) => `/images/cars/${slug}/${view}.${ext(view)}`),
    specs: {
      type: 'electric',
      range: 600,
      rangeCycle: 'CLTC',
      battery: 100,
      power: 544,
      acceleration: 3.8,
      topSpeed: 240,
      driveType: 'AWD',
      seats: 5,
      weight: 2400,
      groundClearanceMin: 150,
      groundClearanceMax: 150,
      electricMotors: 2,
      maxChargePowerDC: 200,
      dimensions: { length: 4970, width: 1999, height: 1560, wheelbase: 3005 },
    },
  };
}

const cars = [
  makeCar(1, 'zeekr-001-you', 'Zeekr 001 YOU', 'shooting-brake', '#3a7d44'),
  makeCar(2, 'lixiang-l9-max', 'Lixiang L9 Max', 'suv', '#2f5d8a'),
  makeCar(3, 'xiaomi-su7-max', 'Xiaomi SU7 Max', 'sedan', '#c8102e'),
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
    expect(result.skipped).toEqual([]);
    expect(result.missing).toEqual([]);
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

  it('keeps a real photo (non-svg path) untouched and draws the rest', () => {
    const car = makeCar(4, 'avatr-12', 'Avatr 12', 'liftback', '#f2f2f0', (view) => (view === 'exterior-1' ? 'jpg' : 'svg'));
    const photo = join(publicDir, 'images/cars/avatr-12/exterior-1.jpg');
    mkdirSync(join(publicDir, 'images/cars/avatr-12'), { recursive: true });
    writeFileSync(photo, 'real photo bytes');

    const result = generateImages(publicDir, [car]);
    expect(result.skipped).toEqual(['/images/cars/avatr-12/exterior-1.jpg']);
    expect(result.missing).toEqual([]);
    expect(result.written.filter((p) => p.startsWith('/images/cars/'))).toHaveLength(7);
    expect(readFileSync(photo, 'utf8')).toBe('real photo bytes');
    expect(existsSync(join(publicDir, 'images/cars/avatr-12/exterior-1.svg'))).toBe(false);
    expect(summary(result)).toMatch(/13 SVG files written, 1 skipped/);
  });

  it('reports a real photo path whose file is missing', () => {
    const car = makeCar(5, 'zeekr-7x', 'Zeekr 7X', 'suv', '#222222', (view) => (view === 'interior-2' ? 'webp' : 'svg'));
    const result = generateImages(publicDir, [car]);
    expect(result.missing).toEqual(['/images/cars/zeekr-7x/interior-2.webp']);
    expect(result.written.filter((p) => p.startsWith('/images/cars/'))).toHaveLength(7);
    expect(summary(result)).toMatch(/1 missing/);
  });

  it('keeps a real brand logo instead of drawing one', () => {
    mkdirSync(join(publicDir, 'images/brands'), { recursive: true });
    writeFileSync(join(publicDir, 'images/brands/xiaomi.png'), 'png');
    const result = generateImages(publicDir, []);
    expect(result.skipped).toEqual(['/images/brands/xiaomi.png']);
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

  it('refuses an image path that escapes public/', () => {
    const car = makeCar(6, 'x', 'X', 'suv', '#222222');
    car.images[0] = '/../../etc/evil.svg';
    expect(() => generateImages(publicDir, [car])).toThrow(/outside public/);
  });
});
