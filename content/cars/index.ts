/**
 * The catalogue: every car file parsed by the schema (a bad file fails the build
 * with the field at fault) and given its slug by the spec 000 §5 rule.
 * Build-time and test code only: the browser gets what each page needs.
 */
import { carSchema, type Car } from '../schema.js';
import { carSlug } from '../../src/lib/slug.js';
import { preferPhoto, publicFileExists } from '../photos.js';
import { carInputs } from './all.js';

/** `exists` decides which listed drawings have a real photo beside them (see content/photos.ts). */
export function parseCars(inputs: readonly unknown[], exists: (sitePath: string) => boolean = () => false): Car[] {
  const cars = inputs.map((input, index) => {
    const result = carSchema.safeParse(input);
    if (!result.success) {
      const where = (input as { id?: unknown; name?: unknown } | null)?.name ?? `#${index}`;
      const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new Error(`content/cars: invalid car ${String(where)}: ${details}`);
    }
    const images = result.data.images.map((path) => preferPhoto(path, exists));
    return { ...result.data, images, slug: carSlug(result.data.name, result.data.id) };
  });
  const seen = new Map<string, number>();
  for (const car of cars) {
    const other = seen.get(car.slug);
    if (other !== undefined) throw new Error(`content/cars: cars ${other} and ${car.id} share the slug "${car.slug}"`);
    seen.set(car.slug, car.id);
  }
  return cars.sort((a, b) => a.id - b.id);
}

let cache: Car[] | undefined;

/** All cars, by id. */
export function loadCars(): Car[] {
  cache ??= parseCars(carInputs, publicFileExists());
  return cache;
}

/** Lookup by slug matches the slug computed from the name (spec 000 §5), then the `car-{id}` fallback. */
export function findCarBySlug(cars: readonly Car[], slug: string): Car | undefined {
  const wanted = slug.toLowerCase();
  return cars.find((car) => car.slug === wanted || carSlug(car.name, car.id) === wanted || `car-${car.id}` === wanted);
}
