import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carImages } from '../../../content/cars.js';
import { findPicture, hasPhoto } from '../../../content/pictures.js';
import { CAR_IMAGE_NAMES } from '../../../content/schema.js';

let publicDir: string;
const put = (sitePath: string) => {
  mkdirSync(join(publicDir, sitePath, '..'), { recursive: true });
  writeFileSync(join(publicDir, sitePath), 'x');
};
beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'pictures-'));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

describe('pictures: a real photo beside a drawing replaces it', () => {
  it('uses a same-named photo dropped beside a drawing', () => {
    put('/images/cars/x/exterior-1.svg');
    put('/images/cars/x/exterior-1.jpg');
    expect(findPicture('/images/cars/x/exterior-1', publicDir)).toBe('/images/cars/x/exterior-1.jpg');
    expect(hasPhoto('/images/cars/x/exterior-1', publicDir)).toBe(true);
  });

  it('prefers the lighter modern formats when several photos exist', () => {
    put('/images/cars/x/exterior-2.png');
    put('/images/cars/x/exterior-2.webp');
    expect(findPicture('/images/cars/x/exterior-2', publicDir)).toBe('/images/cars/x/exterior-2.webp');
  });

  it('keeps the drawing when there is no photo, and finds nothing when there is neither', () => {
    put('/images/cars/x/interior-1.svg');
    expect(findPicture('/images/cars/x/interior-1', publicDir)).toBe('/images/cars/x/interior-1.svg');
    expect(hasPhoto('/images/cars/x/interior-1', publicDir)).toBe(false);
    expect(findPicture('/images/cars/x/interior-2', publicDir)).toBeNull();
  });
});

describe('a car finds its 8 pictures by its slug', () => {
  const car = { name: 'Zeekr 001 YOU', slug: 'zeekr-001-you' };

  it('lists them exterior first, photos preferred', () => {
    for (const name of CAR_IMAGE_NAMES) put(`/images/cars/zeekr-001-you/${name}.svg`);
    put('/images/cars/zeekr-001-you/interior-2.avif');
    const images = carImages(car, publicDir);
    expect(images).toHaveLength(8);
    expect(images[0]).toBe('/images/cars/zeekr-001-you/exterior-1.svg');
    expect(images[5]).toBe('/images/cars/zeekr-001-you/interior-2.avif');
  });

  it('needs no picture folder: each view is then the drawing the build draws', () => {
    expect(carImages(car, publicDir)).toEqual(CAR_IMAGE_NAMES.map((name) => `/images/cars/zeekr-001-you/${name}.svg`));
  });

  it('takes a photo per view, and the drawing for a view without one', () => {
    put('/images/cars/zeekr-001-you/exterior-2.jpg');
    const images = carImages(car, publicDir);
    expect(images[1]).toBe('/images/cars/zeekr-001-you/exterior-2.jpg');
    expect(images[7]).toBe('/images/cars/zeekr-001-you/interior-4.svg');
  });

  it('refuses a photo uploaded for a view whose file is missing, naming the field and the file', () => {
    const uploaded = { ...car, photos: { 'exterior-2': '/images/uploads/cars/gone.jpg' } };
    expect(() => carImages(uploaded, publicDir)).toThrow(/photos\.exterior-2: no file public\/images\/uploads\/cars\/gone\.jpg/);
  });
});
