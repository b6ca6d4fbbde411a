import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carImages } from '../../../content/cars.js';
import { carPhotos, writePhotoVariants } from '../../../scripts/build/photos.js';
import { CAR_VIEWS } from '../../../shared/picture-views.js';
import { PHOTO_WIDTHS, toPicture } from '../../../src/lib/pictures.js';

let root: string;
const publicDir = () => join(root, 'public');
const outDir = () => join(root, 'dist');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'photos-'));
  mkdirSync(join(publicDir(), 'images/cars/zeekr-x-rwd'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('car photos are served at the size they are shown', () => {
  it('writes a dropped photo, cropped to 3:2, as WebP at every width the srcset names', async () => {
    // A 4:3 camera photo beside its drawing.
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toFile(join(publicDir(), 'images/cars/zeekr-x-rwd/exterior-2.jpg'));
    expect(carPhotos(publicDir())).toEqual(['/images/cars/zeekr-x-rwd/exterior-2.jpg']);

    const written = await writePhotoVariants(publicDir(), outDir());
    const picture = toPicture('/images/cars/zeekr-x-rwd/exterior-2.jpg');
    const advertised = picture.srcSet!.split(', ').map((entry) => entry.split(' ')[0]);
    expect(written).toEqual(advertised);
    expect(written).toContain(picture.src);

    for (const [index, width] of PHOTO_WIDTHS.entries()) {
      const meta = await sharp(join(outDir(), written[index]!)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 2) / 3));
    }
  });

  it('serves a photo uploaded in the editor in its view, and refuses one whose file is missing', async () => {
    const car = { name: 'Zeekr X RWD', slug: 'zeekr-x-rwd', photos: { 'exterior-2': '/images/uploads/cars/showroom.jpg' } } as const;
    for (const view of CAR_VIEWS) writeFileSync(join(publicDir(), `images/cars/zeekr-x-rwd/${view}.svg`), '<svg/>');
    // The message names the field and the missing file (and the car's file or name before them).
    expect(() => carImages(car, publicDir())).toThrow(/photos\.exterior-2: no file public\/images\/uploads\/cars\/showroom\.jpg/);

    mkdirSync(join(publicDir(), 'images/uploads/cars'), { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toFile(join(publicDir(), 'images/uploads/cars/showroom.jpg'));
    const images = carImages(car, publicDir());
    expect(images[1]).toBe('/images/uploads/cars/showroom.jpg');
    expect(images.filter((path) => path.endsWith('.svg'))).toHaveLength(CAR_VIEWS.length - 1);
    // Named as uploaded, the photo still shows its view.
    expect(toPicture(images[1]!, CAR_VIEWS[1]).view).toBe('exterior-2');
    expect(await writePhotoVariants(publicDir(), outDir(), [images[1]!])).toEqual(
      PHOTO_WIDTHS.map((width) => `/images/uploads/cars/showroom-${width}w.webp`),
    );
  });

  it('leaves drawings alone', async () => {
    expect(carPhotos(publicDir())).toEqual([]);
    expect(await writePhotoVariants(publicDir(), outDir())).toEqual([]);
  });
});
