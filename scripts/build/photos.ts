/**
 * Real car photos, served at the size they are shown: for every photo in
 * public/images/cars/ (one dropped beside a drawing, content/pictures.ts), the build
 * writes it cropped to 3:2 as WebP at each of PHOTO_WIDTHS into dist/, where the pages'
 * srcset points (src/lib/pictures.ts). Drawings need nothing: one SVG suits every screen.
 * The variants are build output, never committed; the dealer only drops the photo.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { PHOTO_EXTENSIONS, PHOTO_WIDTHS, PICTURE_SIZE, photoVariantPath } from '../../src/lib/pictures.js';

const CARS_FOLDER = join('images', 'cars');

/** Site paths of the car photos under `publicDir`. */
export function carPhotos(publicDir: string): string[] {
  const root = join(publicDir, CARS_FOLDER);
  let files: string[];
  try {
    files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .filter((file) => (PHOTO_EXTENSIONS as readonly string[]).includes(file.slice(file.lastIndexOf('.')).toLowerCase()))
    .filter((file) => !/-\d+w\.webp$/.test(file))
    .map((file) => `/${relative(publicDir, join(root, file)).split(sep).join('/')}`)
    .sort();
}

/** Writes every width of every car photo into `outDir`; returns the site paths written. */
export async function writePhotoVariants(publicDir: string, outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const photo of carPhotos(publicDir)) {
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
