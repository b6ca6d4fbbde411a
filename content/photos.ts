/**
 * Real photos replace the project's drawings without touching code or content:
 * a photo with the same name beside a drawing (`exterior-1.jpg` next to
 * `exterior-1.svg`) is used instead of it when the site builds.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site's public/ folder, whose files are served at the site root. */
export const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

export const PHOTO_EXTENSIONS = ['.avif', '.webp', '.jpg', '.jpeg', '.png'] as const;

/** The site path to use for an image: a same-named photo if one exists, else the path itself. */
export function preferPhoto(sitePath: string, exists: (sitePath: string) => boolean): string {
  if (!sitePath.endsWith('.svg')) return sitePath;
  const base = sitePath.slice(0, -'.svg'.length);
  return PHOTO_EXTENSIONS.map((ext) => `${base}${ext}`).find(exists) ?? sitePath;
}

/** `exists` for files under public/. */
export function publicFileExists(publicDir: string = PUBLIC_DIR): (sitePath: string) => boolean {
  return (sitePath) => existsSync(join(publicDir, sitePath));
}
