/**
 * Build time only: what each page is pre-rendered with, from the content query module
 * (content/index.ts) and the locale files. The page table (../page-table.ts) names
 * these functions; the browser receives their results as JSON in the page's HTML and,
 * on navigation, in dist/static-loader-data/, never the content files or the validator.
 */
import {
  getBrands,
  getCar,
  getCars,
  getCompany,
  getExampleFacts,
  getOffers,
  getRunningCosts,
  getSearchTerms,
  getSiteUrl,
} from '../../../content/index.js';
import type { Car } from '../../../content/schema.js';
import type { Lang } from '../../i18n/lang.js';
import { catalogFacets } from '../../features/catalog/lib/catalog-query.js';
import { pickFeatured, toCarSummary, type CarSummary } from '../../lib/car-summary.js';
import { toCarDetail, type CarDetail } from '../../lib/car-detail.js';
import { usdToByn as usdToBynOf } from '../../lib/format.js';
import { liveOffers, minskDate } from '../../lib/calculators/offers.js';
import { toCarMoney } from '../../lib/car-money.js';
import type { ComparedCar } from '../../lib/comparison.js';
import { suggestedCars } from '../../lib/suggestions.js';
import { paths } from '../../lib/paths.js';
import { heroCars } from '../../lib/pictures.js';
import { absoluteUrl, shellCompany, type Shell } from '../../lib/shell.js';
import { autoDealerJsonLd, carJsonLd as carJsonLdOf } from '../../lib/structured-data.js';

/** Spec 000 §9: 8 featured cars on the home page. */
export const FEATURED_COUNT = 8;

/** Read once per build (pages pre-render concurrently), so the build year is the same on every page. */
const BUILD_YEAR = new Date().getFullYear();
/** The build's date in Minsk: offers past it are left out of the pages (the browser checks again). */
const BUILD_DATE = minskDate(new Date());

let summaries: CarSummary[] | undefined;
function carSummaries(): CarSummary[] {
  const { usdToByn } = getCompany();
  summaries ??= getCars().map((car) => toCarSummary(car, { usdRate: usdToByn, searchTerms: getSearchTerms(car) }));
  return summaries;
}

export function shell(lang: Lang): Shell {
  return {
    lang,
    siteUrl: getSiteUrl(),
    buildYear: BUILD_YEAR,
    company: shellCompany(getCompany(), lang),
    brands: getBrands(),
    hasExampleFacts: getExampleFacts().length > 0,
  };
}

export function homePage() {
  return {
    featured: pickFeatured(carSummaries(), FEATURED_COUNT),
    /** The families the hero picture shows, named as the catalogue names them, for its alt text. */
    heroModels: heroCars(carSummaries()).map((car) => `${car.manufacturer} ${car.model}`),
  };
}

export function catalogPage() {
  const cars = carSummaries();
  return { cars, facets: catalogFacets(cars, getBrands()) };
}

export function carParams(): { slug: string }[] {
  return getCars().map((car) => ({ slug: car.slug }));
}

function carBySlug(slug: string): Car {
  const car = getCar(slug);
  if (!car) throw new Error(`page data: no car with the slug "${slug}"`);
  return car;
}

let compared: ComparedCar[] | undefined;
/** Every car, as the specs comparison needs it. */
function comparedCars(): ComparedCar[] {
  const { usdToByn } = getCompany();
  compared ??= getCars().map((car) => ({
    id: car.id,
    slug: car.slug,
    name: car.name,
    manufacturer: car.manufacturer,
    year: car.year,
    priceUSD: car.priceUSD,
    priceBYN: usdToBynOf(car.priceUSD, usdToByn),
    specs: car.specs,
  }));
  return compared;
}

export function carPage(lang: Lang, slug: string) {
  const car = carBySlug(slug);
  const { usdToByn } = getCompany();
  return {
    car: toCarDetail(car, lang, usdToByn),
    compared: comparedCars(),
    suggestions: suggestedCars(
      car,
      carSummaries().filter((other) => other.id !== car.id),
    ),
    money: toCarMoney({ offers: liveOffers(getOffers(), BUILD_DATE), runningCosts: getRunningCosts(), usdToByn, lang, date: BUILD_DATE }),
  };
}

export function dealerJsonLd(lang: Lang): object {
  return autoDealerJsonLd(getCompany(), lang, absoluteUrl(getSiteUrl(), paths.home(lang)), getSiteUrl());
}

export function carJsonLd(car: CarDetail, lang: Lang): object {
  return carJsonLdOf(car, absoluteUrl(getSiteUrl(), paths.car(lang, car.slug)), getSiteUrl());
}
