/**
 * What a car's own page shows of it, in one language: built at build time from the
 * content (src/app/build/page-data.ts), so the page receives one language's text.
 */
import type { BodyType, Car, CarFigure, CarSource, CarSpecs, Manufacturer } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import { usdToByn } from './format.js';
import { toPicture, type Picture } from './pictures.js';

export interface CarDetail {
  id: number;
  slug: string;
  name: string;
  manufacturer: Manufacturer;
  model: string;
  trim: string;
  /** Why the name may differ from what a buyer expects, if it does. */
  nameNote: string | null;
  year: number;
  bodyType: BodyType;
  inStock: boolean;
  priceUSD: number;
  priceBYN: number;
  color: { name: string; hex: string };
  description: string;
  features: string[];
  /** The 8 views, drawings or photos, as the page serves them. */
  pictures: Picture[];
  video: string;
  /** The figures that have a source; a figure left out is listed in `unsourced`. */
  specs: CarSpecs;
  unsourced: CarFigure[];
  sources: Omit<CarSource, 'note'>[];
}

export function toCarDetail(car: Car, lang: Lang, usdRate: number): CarDetail {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    manufacturer: car.manufacturer,
    model: car.model,
    trim: car.trim,
    nameNote: car.nameNote?.[lang] ?? null,
    year: car.year,
    bodyType: car.bodyType,
    inStock: car.inStock,
    priceUSD: car.priceUSD,
    priceBYN: usdToByn(car.priceUSD, usdRate),
    color: { name: car.color[lang], hex: car.color.hex },
    description: car.description[lang],
    features: car.features[lang],
    pictures: car.images.map(toPicture),
    video: car.video,
    specs: car.specs,
    unsourced: car.unsourced.map((entry) => entry.figure),
    // The notes are for whoever checks the data next, not for the page.
    sources: car.sources.map(({ note: _note, ...source }) => source),
  };
}
