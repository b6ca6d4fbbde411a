/**
 * A car as the pages receive it: one base built from the content at build time
 * (src/app/build/site-data.ts), and the projections the pages need derived from it,
 * so each field is defined and computed in one place. What a page gets is JSON in its
 * HTML, so each projection carries only what its pages show: a card never receives
 * the descriptions, a car page receives one language.
 */
import type { BodyType, Car, CarFigure, CarSource, CarSpecs, Manufacturer } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import { CAR_VIEWS } from '../../shared/picture-views.js';
import { dcTimesOf, type DcTimes } from '../../shared/charging-model.js';
import { winterRange } from './ev/range.js';
import { usdToByn } from './format.js';
import { toPicture, type Picture } from './pictures.js';
import { buildSearchText } from './search.js';
import { titleIn } from './sources.js';

/** What every projection of a car starts from. */
export interface CarBase {
  id: number;
  slug: string;
  name: string;
  manufacturer: Manufacturer;
  model: string;
  year: number;
  bodyType: BodyType;
  inStock: boolean;
  priceUSD: number;
  /** At the company's rate (docs/decisions/company-facts.md#7), rounded to a whole rouble. */
  priceBYN: number;
}

/** The one place a car's BYN price is worked out. */
export function toCarBase(car: Car, usdRate: number): CarBase {
  const { id, slug, name, manufacturer, model, year, bodyType, inStock, priceUSD } = car;
  return { id, slug, name, manufacturer, model, year, bodyType, inStock, priceUSD, priceBYN: usdToByn(priceUSD, usdRate) };
}

/**
 * The figures a summary carries: what the cards show (lib/card-figures.ts reads the
 * ranges from `range` and `electricRange`, with their cycle), and what the catalogue
 * filters and sorts on (powertrain, seats, drive, range, power).
 */
const SUMMARY_SPECS = ['type', 'range', 'electricRange', 'rangeCycle', 'battery', 'power', 'acceleration', 'seats', 'driveType'] as const;
export type SummarySpecs = Pick<CarSpecs, (typeof SUMMARY_SPECS)[number]>;

/** What a car card, the catalogue and the search need of a car. A figure nobody could source is absent. */
export interface CarSummary extends CarBase {
  specs: SummarySpecs;
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
    ...toCarBase(car, usdRate),
    specs: pickDefined(car.specs, SUMMARY_SPECS),
    picture: toPicture(car.images[0]!, CAR_VIEWS[0]),
    // The model year too: «zeekr 7x 2025» (walk 15) finds the 2025 cars.
    searchText: buildSearchText([car.name, car.manufacturer, car.model, car.trim, String(car.year), ...searchTerms]),
  };
}

/** What a car's own page shows of it, in one language. */
export interface CarDetail extends CarBase {
  trim: string;
  /** Why the name may differ from what a buyer expects, if it does. */
  nameNote: string | null;
  color: { name: string; hex: string };
  description: string;
  features: string[];
  /** The 8 views, drawings or photos, as the page serves them. */
  pictures: Picture[];
  /** One chosen YouTube video (watch, short, embed or youtu.be link), or null: then the page has no video block. */
  video: string | null;
  /** The figures that have a source; a figure left out is listed in `unsourced`. */
  specs: CarSpecs;
  /** The DC charging times the page states, from the one charging model (DECISIONS 41). */
  dcTimes: DcTimes;
  /** The range on the battery in a Minsk winter, km (lib/ev/range.ts winterRange); absent without a rated range. */
  winterRange?: number;
  unsourced: CarFigure[];
  /** As the buyer sees them: without the checker's note or the dataset copy kept as provenance. */
  sources: Omit<CarSource, 'note' | 'dataset' | 'titleEn' | 'titleRu'>[];
}

export function toCarDetail(car: Car, lang: Lang, usdRate: number): CarDetail {
  return {
    ...toCarBase(car, usdRate),
    trim: car.trim,
    nameNote: car.nameNote?.[lang] ?? null,
    color: { name: car.color[lang], hex: car.color.hex },
    description: car.description[lang],
    features: car.features[lang],
    pictures: car.images.map((path, index) => toPicture(path, CAR_VIEWS[index])),
    video: car.video ?? null,
    specs: car.specs,
    dcTimes: dcTimesOf(car.specs),
    unsourced: car.unsourced.map((entry) => entry.figure),
    // The notes are for whoever checks the data next, not for the page.
    sources: car.sources.map((entry) => {
      const { note: _note, dataset: _dataset, titleEn: _en, titleRu: _ru, ...source } = entry;
      return { ...source, title: titleIn(entry, lang) };
    }),
  };
}

const COMPARED_FIELDS = [
  'id',
  'slug',
  'name',
  'manufacturer',
  'bodyType',
  'year',
  'priceUSD',
  'priceBYN',
  'specs',
  'dcTimes',
  'winterRange',
] as const;

/**
 * A car as the comparison and the tools that choose among every car need it (the car
 * page's comparison, the comparison page, range by conditions, charging guide, calculators):
 * the detail's figures without its text, the same in both languages.
 */
export type ComparedCar = Pick<CarDetail, (typeof COMPARED_FIELDS)[number]>;

export function toComparedCar(car: Car, usdRate: number): ComparedCar {
  return pickDefined(
    { ...toCarBase(car, usdRate), specs: car.specs, dcTimes: dcTimesOf(car.specs), winterRange: winterRange(car.specs) ?? undefined },
    COMPARED_FIELDS,
  );
}

/** The named fields of an object, leaving out those it does not have (JSON drops them anyway). */
function pickDefined<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

/**
 * The home page's featured cars (docs/decisions/pages-home-about-contact.md#home: 8): in-stock cars taken in turn from
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
