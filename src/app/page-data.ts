/**
 * The data each page is pre-rendered with. Runs at build time only (see
 * `buildTimeLoader` in routes.tsx): the browser receives the result as JSON in
 * the page's HTML, never the content files or the validator.
 */
import { loadCars } from '../../content/cars/index.js';
import { BRAND_SEARCH_ALIASES } from '../../content/search-aliases.js';
import { catalogFacets } from '../features/catalog/lib/catalog-query.js';
import { pickFeatured, toCarSummary, type CarSummary } from '../lib/car-summary.js';
import type { Lang } from '../i18n/lang.js';
import type { PageStrings } from '../i18n/page-strings.js';
import ruCatalog from '../../locales/ru/catalog.json';
import enCatalog from '../../locales/en/catalog.json';
import ruHome from '../../locales/ru/home.json';
import enHome from '../../locales/en/home.json';
import ruEnquiry from '../../locales/ru/enquiry.json';
import enEnquiry from '../../locales/en/enquiry.json';

/**
 * A page's own translations travel with its data, in its language only: they are
 * part of the pre-rendered HTML rather than of every visitor's JavaScript.
 */
const STRINGS = {
  catalog: { ru: ruCatalog, en: enCatalog },
  home: { ru: ruHome, en: enHome },
  enquiry: { ru: ruEnquiry, en: enEnquiry },
} as const;

/** Spec 000 §9: 8 featured cars on the home page. */
export const FEATURED_COUNT = 8;

let summaries: CarSummary[] | undefined;
function carSummaries(): CarSummary[] {
  summaries ??= loadCars().map((car) => toCarSummary(car, BRAND_SEARCH_ALIASES[car.manufacturer]));
  return summaries;
}

export function homeData(lang: Lang) {
  const strings: PageStrings = { home: STRINGS.home[lang], enquiry: STRINGS.enquiry[lang] };
  return { featured: pickFeatured(carSummaries(), FEATURED_COUNT), strings };
}
export type HomeData = ReturnType<typeof homeData>;

export function catalogData(lang: Lang) {
  const cars = carSummaries();
  const strings: PageStrings = { catalog: STRINGS.catalog[lang] };
  return { cars, facets: catalogFacets(cars), strings };
}
export type CatalogData = ReturnType<typeof catalogData>;
