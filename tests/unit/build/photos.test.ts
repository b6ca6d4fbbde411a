import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carPhotos, writePhotoVariants } from '../../../scripts/build/photos.js';
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

  it('leaves drawings alone', async () => {
    expect(carPhotos(publicDir())).toEqual([]);
    expect(await writePhotoVariants(publicDir(), outDir())).toEqual([]);
  });
});
