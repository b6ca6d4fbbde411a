/**
 * What a car card and the catalogue need of a car: a small, serialisable slice
 * built at build time (page data), so the browser never receives the full car
 * files with both languages' descriptions. A figure nobody could source is null.
 */
import type { BodyType, Car, Manufacturer, Powertrain, RangeCycle } from '../../content/schema.js';
import { usdToByn } from './format.js';
import { toPicture, type Picture } from './pictures.js';
import { buildSearchText } from './search.js';

export interface CarSummary {
  id: number;
  slug: string;
  name: string;
  manufacturer: Manufacturer;
  model: string;
  year: number;
  bodyType: BodyType;
  powertrain: Powertrain;
  inStock: boolean;
  priceUSD: number;
  priceBYN: number;
  range: number | null;
  rangeCycle: RangeCycle | null;
  battery: number | null;
  power: number | null;
  acceleration: number | null;
  /** The side view, which shows the car's shape and size best. */
  picture: Picture;
  /** The words the search matches (lib/search.ts): name, brand, model, trim and searchTerms, made at build time. */
  searchText: string;
}

/**
 * `searchTerms`: the other words the car is searched by (content's getSearchTerms:
 * brand spellings, body type, powertrain), baked in here so no word list ships to the browser.
 */
export function toCarSummary(car: Car, { usdRate, searchTerms }: { usdRate: number; searchTerms: readonly string[] }): CarSummary {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    manufacturer: car.manufacturer,
    model: car.model,
    year: car.year,
    bodyType: car.bodyType,
    powertrain: car.specs.type,
    inStock: car.inStock,
    priceUSD: car.priceUSD,
    priceBYN: usdToByn(car.priceUSD, usdRate),
    range: car.specs.range ?? null,
    rangeCycle: car.specs.rangeCycle ?? null,
    battery: car.specs.battery ?? null,
    power: car.specs.power ?? null,
    acceleration: car.specs.acceleration ?? null,
    picture: toPicture(car.images[0]!),
    searchText: buildSearchText([car.name, car.manufacturer, car.model, car.trim, ...searchTerms]),
  };
}

/**
 * The home page's featured cars (spec 000: 8): in-stock cars taken in turn from
 * each brand, one per model family, so the selection shows the range; then by id.
 */
export function pickFeatured<T extends { id: number; manufacturer: string; model: string; inStock: boolean }>(
  cars: readonly T[],
  count = 8,
): T[] {
  const byBrand = new Map<string, T[]>();
  const seenFamilies = new Set<string>();
  for (const car of [...cars].sort((a, b) => a.id - b.id)) {
    const family = `${car.manufacturer}/${car.model}`;
    if (!car.inStock || seenFamilies.has(family)) continue;
    seenFamilies.add(family);
    byBrand.set(car.manufacturer, [...(byBrand.get(car.manufacturer) ?? []), car]);
  }
  const queues = [...byBrand.keys()].sort().map((brand) => byBrand.get(brand)!);
  const picked: T[] = [];
  while (picked.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < count) picked.push(next);
    }
  }
  return picked.sort((a, b) => a.id - b.id);
}
