/**
 * Writes the placeholder artwork into public/:
 *   - every car's 8 `images` paths (4 exterior views, then 4 interior views) that end in .svg;
 *     any other extension is a real photo the dealer put there and is left alone;
 *   - public/images/brands/<brand-slug>.svg for each manufacturer and NIO, unless a real
 *     .png/.webp/.jpg logo with that basename is present;
 *   - public/images/placeholder-car.svg.
 *
 * Deterministic: running it twice gives identical files.
 * Usage: npx tsx scripts/images/generate.ts   (exits 1 if a referenced real photo is missing)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MANUFACTURERS, type CarInput } from '../../content/schema.js';
import { brandSlug } from '../../src/lib/slug.js';
import { drawBrandLogo, drawCarExterior, drawCarInterior, drawPlaceholder, type View } from './draw-car.js';

/** Brands that get a logo: the manufacturers we sell, plus NIO. */
export const LOGO_BRANDS: readonly string[] = [...MANUFACTURERS, 'NIO'];
export const PLACEHOLDER_PATH = '/images/placeholder-car.svg';
/** Extensions of a real logo that takes precedence over a generated one. */
const REAL_LOGO_EXTENSIONS = ['.png', '.webp', '.jpg', '.jpeg', '.avif'];

export interface GenerateResult {
  /** Site paths of the SVG files written. */
  written: string[];
  /** Site paths of real photos/logos that were kept as they are. */
  skipped: string[];
  /** Site paths that name a real photo (not .svg) whose file does not exist. */
  missing: string[];
}

/** Absolute file for a site path like /images/x.svg, refusing anything outside publicDir. */
function fileFor(publicDir: string, sitePath: string): string {
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${sitePath.startsWith('/') ? '' : '/'}${sitePath}`);
  if (!file.startsWith(root + path.sep)) throw new Error(`image path outside public/: ${sitePath}`);
  return file;
}

function write(publicDir: string, sitePath: string, svg: string, result: GenerateResult): void {
  const file = fileFor(publicDir, sitePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  result.written.push(sitePath);
}

/** The drawing for image number `index` (0-based) of a car: 0-3 exterior views, 4-7 interior views. */
export function drawCarImage(car: CarInput, index: number): string {
  const view = ((index % 4) + 1) as View;
  const base = { colorHex: car.color.hex, name: car.name, view };
  return index % 8 < 4 ? drawCarExterior({ ...base, bodyType: car.bodyType ?? 'suv' }) : drawCarInterior(base);
}

export function generateImages(publicDir: string, cars: readonly CarInput[]): GenerateResult {
  const result: GenerateResult = { written: [], skipped: [], missing: [] };

  for (const car of cars) {
    car.images.forEach((sitePath, index) => {
      if (path.extname(sitePath).toLowerCase() === '.svg') {
        write(publicDir, sitePath, drawCarImage(car, index), result);
      } else if (existsSync(fileFor(publicDir, sitePath))) {
        result.skipped.push(sitePath);
      } else {
        result.missing.push(sitePath);
      }
    });
  }

  for (const brand of LOGO_BRANDS) {
    const base = `/images/brands/${brandSlug(brand)}`;
    const real = REAL_LOGO_EXTENSIONS.map((ext) => base + ext).find((p) => existsSync(fileFor(publicDir, p)));
    if (real) result.skipped.push(real);
    else write(publicDir, `${base}.svg`, drawBrandLogo(brand), result);
  }

  write(publicDir, PLACEHOLDER_PATH, drawPlaceholder(), result);
  return result;
}

export function summary(result: GenerateResult): string {
  return (
    `images: ${result.written.length} SVG files written, ${result.skipped.length} skipped (real photos kept)` +
    (result.missing.length ? `, ${result.missing.length} missing` : '')
  );
}

async function main(): Promise<void> {
  const { carInputs } = await import('../../content/cars/all.js');
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
  const result = generateImages(publicDir, carInputs);
  for (const sitePath of result.missing) {
    console.warn(`warning: ${sitePath} is a real photo path but public${sitePath} does not exist`);
  }
  console.log(summary(result));
  if (result.missing.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
