/**
 * Writes the drawings into public/:
 *   - each car's 8 pictures in public/images/cars/<slug>/ (4 exterior views, then 4 interior
 *     views, named as content/schema.ts CAR_IMAGE_NAMES), unless a real photo of that name is there;
 *     drawn from the car's silhouette, dimensions, seats, colour and brand, with no text in them;
 *   - public/images/brands/<slug>.svg for each brand file (content/brands/<slug>.yaml), unless a real logo is there;
 *   - public/images/hero-lineup.svg, the home page's three cars (hero.ts);
 *   - public/images/placeholder-car.svg.
 * A real photo beside a drawing wins (content/pictures.ts), so the dealer's photos are never overwritten.
 *
 * Deterministic: running it twice gives identical files.
 * Usage: npm run images
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBrandFiles, type BrandEntry } from '../../content/brands.js';
import { carImageFolder, readCarEntries } from '../../content/cars.js';
import { PUBLIC_DIR } from '../../content/files.js';
import { hasPhoto } from '../../content/pictures.js';
import { CAR_IMAGE_NAMES } from '../../content/schema.js';
import { drawBrandLogo, drawPlaceholder } from './draw-car.js';
import { drawCarExterior, type View } from './exterior.js';
import type { CarShapeInput } from './geometry.js';
import { HERO_PICTURE } from '../../src/lib/pictures.js';
import { drawHeroLineup } from './hero.js';
import { drawCarInterior } from './interior.js';

/** A brand's logo to draw: where it goes, and the name it shows. */
export interface BrandLogo {
  slug: string;
  label: string;
}

/** Every brand file gets a logo, labelled as the catalogue names the maker (else by its English name: NIO). */
export function brandLogos(brands: readonly Pick<BrandEntry, 'slug' | 'catalogueName' | 'name'>[] = readBrandFiles()): BrandLogo[] {
  return brands.map((brand) => ({ slug: brand.slug, label: brand.catalogueName ?? brand.name.en }));
}
export const PLACEHOLDER_PATH = '/images/placeholder-car.svg';
/** The home hero's picture, where the page looks for it (src/lib/pictures.ts). */
export const HERO_PATH = HERO_PICTURE.src;

export interface GenerateResult {
  /** Site paths of the SVG files written. */
  written: string[];
  /** Site paths (without extension) whose real photo or logo was kept. */
  kept: string[];
}

/** What the drawings take from a car. */
export type DrawnCar = CarShapeInput & { slug: string };

/** The drawing for picture number `index` (0-based) of a car: 0-3 exterior views, 4-7 interior views. */
export function drawCarImage(car: CarShapeInput, index: number): string {
  const view = ((index % 4) + 1) as View;
  return index < 4 ? drawCarExterior(car, view) : drawCarInterior(car, view);
}

/** One car per model family (manufacturer and model), the first of each in the order given. */
export function modelFamilies<T extends { manufacturer: string; model: string }>(cars: readonly T[]): T[] {
  const seen = new Set<string>();
  return cars.filter((car) => {
    const key = `${car.manufacturer} ${car.model}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function write(publicDir: string, sitePath: string, svg: string, result: GenerateResult): void {
  const file = path.join(publicDir, sitePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  result.written.push(sitePath);
}

export function generateImages(publicDir: string, cars: readonly DrawnCar[], logos: readonly BrandLogo[] = brandLogos()): GenerateResult {
  const result: GenerateResult = { written: [], kept: [] };
  for (const car of cars) {
    CAR_IMAGE_NAMES.forEach((name, index) => {
      const base = `${carImageFolder(car.slug)}/${name}`;
      if (hasPhoto(base, publicDir)) result.kept.push(base);
      else write(publicDir, `${base}.svg`, drawCarImage(car, index), result);
    });
  }
  for (const logo of logos) {
    const base = `/images/brands/${logo.slug}`;
    if (hasPhoto(base, publicDir)) result.kept.push(base);
    else write(publicDir, `${base}.svg`, drawBrandLogo(logo.label), result);
  }
  if (cars.length > 0) write(publicDir, HERO_PATH, drawHeroLineup(cars), result);
  write(publicDir, PLACEHOLDER_PATH, drawPlaceholder(), result);
  return result;
}

export function summary(result: GenerateResult): string {
  return `images: ${result.written.length} SVG files written, ${result.kept.length} real photos kept`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(summary(generateImages(PUBLIC_DIR, readCarEntries())));
}
