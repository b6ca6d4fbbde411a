/** The brand list of the footer, the catalogue filter and the brand pages, derived from the car data (spec 000 §3). */
import { brandSlug } from './slug.js';

export interface BrandSummary {
  name: string;
  slug: string;
  carsCount: number;
  /** Site path of the logo: a real one if the dealer added it, else the drawing. */
  logoUrl: string;
}

/** One entry per manufacturer present in the cars, alphabetical, with its car count and logo. */
export function deriveBrands(cars: ReadonlyArray<{ manufacturer: string }>, logoFor: (name: string) => string): BrandSummary[] {
  const counts = new Map<string, number>();
  for (const car of cars) counts.set(car.manufacturer, (counts.get(car.manufacturer) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, carsCount]) => ({ name, slug: brandSlug(name), carsCount, logoUrl: logoFor(name) }));
}
