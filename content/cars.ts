/**
 * The cars: one YAML file per car in content/cars/, named by the car's slug, checked
 * by the zod schema when the site builds (a bad file fails the build with the field at
 * fault); its manufacturer is one of the makers of content/brands/. The 8 pictures are found by convention in public/images/cars/<slug>/;
 * a view with no file there is drawn by the build from the car's fields (scripts/build/drawings.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { brandSlug, carSlug } from '../shared/slug.js';
import { makersOf, readBrandFiles } from './brands.js';
import { CONTENT_DIR, PUBLIC_DIR } from './files.js';
import type { CarView } from '../shared/picture-views.js';
import { pictureOrDrawing } from './pictures.js';
import { CAR_IMAGE_NAMES, carSchema, type Car, type CarData } from './schema.js';

export const CARS_DIR = join(CONTENT_DIR, 'cars');

/** Site path of the folder holding a car's pictures. */
export function carImageFolder(slug: string): string {
  return `/images/cars/${slug}`;
}

/**
 * The car's 8 pictures, 4 exterior views then 4 interior views, in CAR_VIEWS order: a photo
 * uploaded in the editor (`photos`), else a photo dropped in public/images/cars/<slug>/, else the
 * drawing, which the build draws (no picture folder is needed). Fails only on what the build cannot
 * draw: an uploaded photo whose file is missing.
 */
export function carImages(
  car: { name: string; slug: string; photos?: Partial<Record<CarView, string>> },
  publicDir: string = PUBLIC_DIR,
): string[] {
  const folder = carImageFolder(car.slug);
  return CAR_IMAGE_NAMES.map((name) => {
    const uploaded = car.photos?.[name];
    if (uploaded) {
      if (!existsSync(join(publicDir, uploaded))) throw new Error(`content/cars: "${car.name}" photos.${name}: no file public${uploaded}`);
      return uploaded;
    }
    return pictureOrDrawing(`${folder}/${name}`, publicDir);
  });
}

/** A car file's data with its slug, before its pictures are looked up. */
export type CarEntry = CarData & { slug: string };

/** The makers a car may name: the catalogue names of the brand files. */
const brandFileMakers = (): string[] => makersOf(readBrandFiles());

/** Parses one car file's data; `file` names it in errors. */
export function parseCar(input: unknown, file: string, makers: readonly string[] = brandFileMakers()): CarEntry {
  const result = carSchema.safeParse(input);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
    throw new Error(`content/cars/${file}: ${details}`);
  }
  const { manufacturer } = result.data;
  if (!makers.includes(manufacturer))
    throw new Error(
      `content/cars/${file}: manufacturer: ${manufacturer} is not a maker of content/brands/ (${makers.join(', ')}); ` +
        `fix the name, or add content/brands/${brandSlug(manufacturer)}.yaml with catalogueName: ${manufacturer}`,
    );
  return { ...result.data, slug: carSlug(result.data.name, result.data.id) };
}

/** Every car file in the folder, by id; a file is named by its car's slug, and ids are unique. */
export function readCarEntries(dir: string = CARS_DIR, makers: readonly string[] = brandFileMakers()): CarEntry[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.yaml'));
  const cars = files.map((file) => {
    const car = parseCar(parse(readFileSync(join(dir, file), 'utf8')), file, makers);
    if (file !== `${car.slug}.yaml`) throw new Error(`content/cars/${file}: the file of "${car.name}" must be named ${car.slug}.yaml`);
    return car;
  });
  const ids = new Map<number, string>();
  for (const car of cars) {
    const other = ids.get(car.id);
    if (other) throw new Error(`content/cars: "${other}" and "${car.name}" share the id ${car.id}`);
    ids.set(car.id, car.name);
  }
  return cars.sort((a, b) => a.id - b.id);
}

/** Every car with its pictures; a photo uploaded for a view whose file is missing fails, naming the file and the field. */
export function readCars(dir: string = CARS_DIR, publicDir: string = PUBLIC_DIR, makers: readonly string[] = brandFileMakers()): Car[] {
  return readCarEntries(dir, makers).map((car) => ({ ...car, images: carImages(car, publicDir) }));
}
