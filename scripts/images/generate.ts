/**
 * Writes the placeholder artwork into public/:
 *   - each car's 8 pictures in public/images/cars/<slug>/ (4 exterior views, then 4 interior
 *     views, named as content/schema.ts CAR_IMAGE_NAMES), unless a real photo of that name is there;
 *   - public/images/brands/<brand-slug>.svg for each manufacturer and NIO, unless a real logo is there;
 *   - public/images/placeholder-car.svg.
 * A real photo beside a drawing wins (content/pictures.ts), so the dealer's photos are never overwritten.
 *
 * Deterministic: running it twice gives identical files.
 * Usage: npm run images
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { carImageFolder, readCarEntries } from '../../content/cars.js';
import { PUBLIC_DIR } from '../../content/files.js';
import { hasPhoto } from '../../content/pictures.js';
import { CAR_IMAGE_NAMES, MANUFACTURERS, type CarData } from '../../content/schema.js';
import { brandSlug } from '../../src/lib/slug.js';
import { drawBrandLogo, drawCarExterior, drawCarInterior, drawPlaceholder, type View } from './draw-car.js';

/** Brands that get a logo: the manufacturers we sell, plus NIO. */
export const LOGO_BRANDS: readonly string[] = [...MANUFACTURERS, 'NIO'];
export const PLACEHOLDER_PATH = '/images/placeholder-car.svg';

export interface GenerateResult {
  /** Site paths of the SVG files written. */
  written: string[];
  /** Site paths (without extension) whose real photo or logo was kept. */
  kept: string[];
}

type DrawnCar = Pick<CarData, 'name' | 'color' | 'bodyType'> & { slug: string };

/** The drawing for picture number `index` (0-based) of a car: 0-3 exterior views, 4-7 interior views. */
export function drawCarImage(car: Pick<CarData, 'name' | 'color' | 'bodyType'>, index: number): string {
  const view = ((index % 4) + 1) as View;
  const base = { colorHex: car.color.hex, name: car.name, view };
  return index < 4 ? drawCarExterior({ ...base, bodyType: car.bodyType }) : drawCarInterior(base);
}

function write(publicDir: string, sitePath: string, svg: string, result: GenerateResult): void {
  const file = path.join(publicDir, sitePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  result.written.push(sitePath);
}

export function generateImages(publicDir: string, cars: readonly DrawnCar[]): GenerateResult {
  const result: GenerateResult = { written: [], kept: [] };
  for (const car of cars) {
    CAR_IMAGE_NAMES.forEach((name, index) => {
      const base = `${carImageFolder(car.slug)}/${name}`;
      if (hasPhoto(base, publicDir)) result.kept.push(base);
      else write(publicDir, `${base}.svg`, drawCarImage(car, index), result);
    });
  }
  for (const brand of LOGO_BRANDS) {
    const base = `/images/brands/${brandSlug(brand)}`;
    if (hasPhoto(base, publicDir)) result.kept.push(base);
    else write(publicDir, `${base}.svg`, drawBrandLogo(brand), result);
  }
  write(publicDir, PLACEHOLDER_PATH, drawPlaceholder(), result);
  return result;
}

export function summary(result: GenerateResult): string {
  return `images: ${result.written.length} SVG files written, ${result.kept.length} real photos kept`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(summary(generateImages(PUBLIC_DIR, readCarEntries())));
}
