/**
 * The site's drawings, each from the content (drawn, never committed: the build writes them into
 * dist/ and the dev server serves them, scripts/build/drawings.ts):
 *   - each car's views that have no photo (4 exterior views, then 4 interior views, named as
 *     content/schema.ts CAR_IMAGE_NAMES), at /images/cars/<slug>/<view>.svg; drawn from the car's
 *     silhouette, dimensions, seats, colour and maker, with no text in them;
 *   - /images/brands/<slug>.svg for each brand file (content/brands/<slug>.yaml) without a real logo;
 *   - /images/hero-lineup.svg, the home page's three cars (hero.ts);
 *   - /images/placeholder-car.svg.
 * A file at the same place in public/ wins (content/pictures.ts): a photo dropped there, an uploaded
 * one (content/cars.ts), or a hand-made SVG is never drawn over.
 *
 * Deterministic: the same content gives identical files, byte for byte.
 * `npm run images [folder]` writes them into a folder to look at (screenshots/drawings/ unless given),
 * never into public/: nobody needs to run it for the site.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBrandFiles, type BrandEntry } from '../../content/brands.js';
import { CARS_DIR, readCars } from '../../content/cars.js';
import { PROJECT_ROOT, PUBLIC_DIR } from '../../content/files.js';
import { pictureOrDrawing } from '../../content/pictures.js';
import { isDrawing } from '../../shared/picture-views.js';
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

/** A car as its pages show it: what its drawings take, and its 8 pictures' site paths (content/cars.ts carImages). */
export type PicturedCar = DrawnCar & { images: readonly string[] };

/** What the site's drawings are drawn from. */
export interface DrawingSources {
  cars: readonly PicturedCar[];
  logos: readonly BrandLogo[];
}

/** The drawings by site path, each drawn when called. */
export type Drawings = ReadonlyMap<string, () => string>;

/**
 * The drawings the site shows that `publicDir` does not hold: every picture of a car that is a
 * drawing (a view with no photo), every brand's logo without a real one, the hero line-up and the
 * placeholder. The paths are the ones the pages name (content/cars.ts, content/index.ts).
 */
export function siteDrawings({ cars, logos }: DrawingSources, publicDir: string = PUBLIC_DIR): Drawings {
  const drawings = new Map<string, () => string>();
  const add = (sitePath: string, draw: () => string) => {
    if (isDrawing(sitePath) && !existsSync(path.join(publicDir, sitePath))) drawings.set(sitePath, draw);
  };
  for (const car of cars) car.images.forEach((picture, index) => add(picture, () => drawCarImage(car, index)));
  for (const logo of logos) add(pictureOrDrawing(`/images/brands/${logo.slug}`, publicDir), () => drawBrandLogo(logo.label));
  if (cars.length > 0) add(HERO_PATH, () => drawHeroLineup(cars));
  add(PLACEHOLDER_PATH, drawPlaceholder);
  return drawings;
}

/** The drawings of the content files as they are now: every car file with its pictures, every brand file's logo. */
export function contentDrawings(publicDir: string = PUBLIC_DIR): Drawings {
  return siteDrawings({ cars: readCars(CARS_DIR, publicDir), logos: brandLogos() }, publicDir);
}

/** Draws each drawing into `dir` at its site path; returns the site paths written. */
export function writeDrawings(drawings: Drawings, dir: string): string[] {
  for (const [sitePath, draw] of drawings) {
    const file = path.join(dir, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, draw());
  }
  return [...drawings.keys()];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? path.join(PROJECT_ROOT, 'screenshots', 'drawings'));
  const written = writeDrawings(contentDrawings(), dir);
  console.log(`images: ${written.length} drawings written into ${path.relative(process.cwd(), dir) || '.'}/`);
}
