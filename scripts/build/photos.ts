/**
 * Real car photos, served at the size they are shown: for every photo in
 * public/images/cars/ (one dropped beside a drawing, content/pictures.ts), the build
 * writes it cropped to 3:2 as WebP at each of PHOTO_WIDTHS into dist/, where the pages'
 * srcset points (src/lib/pictures.ts). Drawings need nothing: one SVG suits every screen.
 * The variants are build output, never committed; the dealer only drops the photo.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { findPicture } from '../../content/pictures.js';
import { CAR_VIEWS, isDrawing } from '../../shared/picture-views.js';
import { PHOTO_WIDTHS, PICTURE_SIZE, photoVariantPath } from '../../src/lib/pictures.js';

/** Site paths of the car photos under `publicDir`: the views the pages show as photos, found by the same rule. */
export function carPhotos(publicDir: string): string[] {
  let slugs: string[];
  try {
    slugs = readdirSync(join(publicDir, 'images', 'cars')).sort();
  } catch {
    return [];
  }
  return slugs.flatMap((slug) =>
    CAR_VIEWS.map((view) => findPicture(`/images/cars/${slug}/${view}`, publicDir)).filter(
      (path): path is string => path !== null && !isDrawing(path),
    ),
  );
}

/**
 * Writes every width of each photo into `outDir`; returns the site paths written. The build passes
 * the photos its cars show (dropped ones and those uploaded in the editor, content/cars.ts).
 */
export async function writePhotoVariants(
  publicDir: string,
  outDir: string,
  photos: readonly string[] = carPhotos(publicDir),
): Promise<string[]> {
  const written: string[] = [];
  for (const photo of new Set(photos)) {
    const source = sharp(join(publicDir, photo)).rotate(); // honour the camera's orientation tag
    for (const width of PHOTO_WIDTHS) {
      const target = photoVariantPath(photo, width);
      const file = join(outDir, target);
      mkdirSync(dirname(file), { recursive: true });
      const height = Math.round((width * PICTURE_SIZE.height) / PICTURE_SIZE.width);
      await source
        .clone()
        .resize(width, height, { fit: 'cover', position: 'attention', withoutEnlargement: false })
        .webp({ quality: 78 })
        .toFile(file);
      written.push(target);
    }
  }
  return written;
}
