/** The brand list of the footer and brand pages, derived from the car data (spec 000 §3). */
import { brandSlug } from './slug.js';

export interface BrandSummary {
  name: string;
  slug: string;
  carsCount: number;
  logoUrl: string;
}

export function brandLogoUrl(name: string): string {
  return `/images/brands/${brandSlug(name)}.svg`;
}

/**
 * One entry per manufacturer present in the cars, sorted alphabetically, with its car
 * count; `logoFor` may swap the drawn logo for a real one at build time.
 */
export function deriveBrands(
  cars: ReadonlyArray<{ manufacturer: string }>,
  logoFor: (name: string) => string = brandLogoUrl,
): BrandSummary[] {
  const counts = new Map<string, number>();
  for (const car of cars) counts.set(car.manufacturer, (counts.get(car.manufacturer) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, carsCount]) => ({ name, slug: brandSlug(name), carsCount, logoUrl: logoFor(name) }));
}
