/**
 * Real photos replace the project's drawings without touching code or content: a
 * photo with the same name beside a drawing (`exterior-1.jpg` next to `exterior-1.svg`)
 * is used instead of it when the site builds. The one rule for car pictures and logos.
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

/** Whether a real photo stands in for the drawing `base`. */
export function hasPhoto(base: string, publicDir: string = PUBLIC_DIR): boolean {
  return !isDrawing(findPicture(base, publicDir) ?? DRAWING_EXTENSION);
}
