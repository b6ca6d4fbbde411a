/**
 * Real photos replace the project's drawings without touching code or content: a photo
 * named as the drawing would be (`public/images/cars/<slug>/exterior-1.jpg` for
 * `exterior-1.svg`) is used instead of it when the site builds. The one rule for car
 * pictures and logos. A picture with no file in public/ is a drawing the build draws from
 * the content (scripts/build/drawings.ts): nothing is drawn or committed by hand.
 * How a found picture is served (sizes, formats) is src/lib/pictures.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DRAWING_EXTENSION, PHOTO_EXTENSIONS, isDrawing } from '../shared/picture-views.js';
import { PUBLIC_DIR } from './files.js';

export { DRAWING_EXTENSION, PHOTO_EXTENSIONS };

/** The site path of the picture `base` (a site path without extension): a photo if there is one, else the drawing, else null. */
export function findPicture(base: string, publicDir: string = PUBLIC_DIR): string | null {
  return [...PHOTO_EXTENSIONS, DRAWING_EXTENSION].map((ext) => `${base}${ext}`).find((path) => existsSync(join(publicDir, path))) ?? null;
}

/** The site path of the picture `base`: a file in public/ (a photo first), else the drawing the build draws at `base`.svg. */
export function pictureOrDrawing(base: string, publicDir: string = PUBLIC_DIR): string {
  return findPicture(base, publicDir) ?? `${base}${DRAWING_EXTENSION}`;
}

/** Whether a real photo stands in for the drawing `base`. */
export function hasPhoto(base: string, publicDir: string = PUBLIC_DIR): boolean {
  return !isDrawing(findPicture(base, publicDir) ?? DRAWING_EXTENSION);
}
