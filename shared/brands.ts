/** The catalogue's makers as pages list them, derived from the car data (docs/decisions/content-sourcing.md#car-data): the brand list, the car choices' groups. */
import { brandSlug } from './slug.js';

export interface BrandSummary {
  name: string;
  slug: string;
  carsCount: number;
  /** Site path of the logo: a real one if the dealer added it, else the drawing. */
  logoUrl: string;
}

/** The cars grouped by maker, each maker once, alphabetical: the brand list's order, and the car choices' groups. */
export function byMaker<T extends { manufacturer: string }>(cars: readonly T[]): [maker: string, cars: T[]][] {
  const groups = new Map<string, T[]>();
  for (const car of cars) groups.set(car.manufacturer, [...(groups.get(car.manufacturer) ?? []), car]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en'));
}

/** One entry per manufacturer present in the cars, alphabetical, with its car count and logo. */
export function deriveBrands(cars: ReadonlyArray<{ manufacturer: string }>, logoFor: (name: string) => string): BrandSummary[] {
  return byMaker(cars).map(([name, made]) => ({ name, slug: brandSlug(name), carsCount: made.length, logoUrl: logoFor(name) }));
}

/** A maker's name at a later mention: its first-mention name without the part in brackets (docs/decisions/content-sourcing.md#30: «Li Auto (Lixiang)», then Li Auto). */
export function laterMention(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '');
}
