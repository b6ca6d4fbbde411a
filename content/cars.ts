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
import { carCopies } from './car-copies.js';
import { chargingTextProblems } from './charging-texts.js';
import { problem, schemaProblem } from './problems.js';
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
      if (!existsSync(join(publicDir, uploaded)))
        throw problem(`content/cars/${car.slug}.yaml`, 'car.photo-missing', `photos.${name}: no file public${uploaded}`, {
          path: ['photos', name],
          params: { file: uploaded },
        });
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
  if (!result.success) throw schemaProblem(`content/cars/${file}`, result.error);
  const { manufacturer } = result.data;
  if (!makers.includes(manufacturer))
    throw problem(
      `content/cars/${file}`,
      'car.unknown-maker',
      `manufacturer: ${manufacturer} is not a maker of content/brands/ (${makers.join(', ')}); ` +
        `fix the name, or add content/brands/${brandSlug(manufacturer)}.yaml with catalogueName: ${manufacturer}`,
      { path: ['manufacturer'], params: { maker: manufacturer, makers: makers.join(', ') } },
    );
  return { ...result.data, slug: carSlug(result.data.name, result.data.id) };
}

/** Every car file in the folder, by id; a file is named by its car's slug, and ids are unique. */
export function readCarEntries(dir: string = CARS_DIR, makers: readonly string[] = brandFileMakers()): CarEntry[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.yaml'));
  const entries = files.map((file) => ({ file, car: parseCar(parse(readFileSync(join(dir, file), 'utf8')), file, makers) }));
  for (const { file, car } of entries) {
    if (file === `${car.slug}.yaml`) continue;
    // A copy of a car keeps its name until it is renamed: the two would share one page address.
    const namesake = entries.find((other) => other.file === `${car.slug}.yaml`);
    if (namesake)
      throw problem(
        `content/cars/${file}`,
        'car.name-taken',
        `"${car.name}" is the name of content/cars/${namesake.file} too: each car has a name of its own`,
        {
          path: ['name'],
          params: { car: car.name },
        },
      );
    throw problem(`content/cars/${file}`, 'car.file-name', `the file of "${car.name}" must be named ${car.slug}.yaml`, {
      path: ['name'],
      params: { car: car.name, expected: `${car.slug}.yaml` },
    });
  }
  const cars = entries.map(({ car }) => car);
  const ids = new Map<number, CarEntry>();
  for (const car of cars) {
    const other = ids.get(car.id);
    if (other)
      throw problem(`content/cars/${car.slug}.yaml`, 'car.id-taken', `"${other.name}" and "${car.name}" share the id ${car.id}`, {
        path: ['id'],
        params: { other: other.name, id: car.id },
      });
    ids.set(car.id, car);
  }
  const [copy] = carCopies(cars);
  if (copy)
    throw problem(
      `content/cars/${copy.car.slug}.yaml`,
      `car.copied-${copy.kind}`,
      `${copy.path.join('.')}: "${copy.car.name}" keeps the ${copy.kind === 'description' ? 'description' : `${copy.kind} figures`} of "${copy.other.name}" (content/car-copies.ts)`,
      { path: copy.path, params: { other: copy.other.name } },
    );
  for (const car of cars) {
    const [wrong] = chargingTextProblems(car);
    if (!wrong) continue;
    const { from, to, minutes } = wrong.statement;
    const stated = minutes.min === minutes.max ? `${minutes.min}` : `${minutes.min}-${minutes.max}`;
    throw problem(
      `content/cars/${car.slug}.yaml`,
      wrong.expected === null ? 'car.charging-time-unconfirmed' : 'car.charging-time',
      `${wrong.path.join('.')}: states ${from}-${to} % in ${stated} min, but ${wrong.expected === null ? 'no DC charging time or peak is confirmed for this car' : `the charging model gives ${wrong.expected} min (the maker's time where published; content/charging-texts.ts)`}`,
      { path: wrong.path, params: { from, to, stated, expected: wrong.expected ?? '' } },
    );
  }
  return cars.sort((a, b) => a.id - b.id);
}

/** Every car with its pictures; a photo uploaded for a view whose file is missing fails, naming the file and the field. */
export function readCars(dir: string = CARS_DIR, publicDir: string = PUBLIC_DIR, makers: readonly string[] = brandFileMakers()): Car[] {
  return readCarEntries(dir, makers).map((car) => ({ ...car, images: carImages(car, publicDir) }));
}
