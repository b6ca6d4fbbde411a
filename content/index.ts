/**
 * The one way into content/: cars, brands, company facts, offers and running costs
 * (later articles), read from the content files. Pages get what they show through their
 * build-time data (each page's data.ts, src/app/build/site-data.ts); the browser never imports this module,
 * the content files or the validator. The relay function reads the company facts here
 * at run time (vercel.json ships content/company.yaml with it).
 */
import { deriveBrands, type BrandSummary } from '../shared/brands.js';
import { brandSlug } from '../shared/slug.js';
import { CARS_DIR, readCars } from './cars.js';
import { PUBLIC_DIR } from './files.js';
import { exampleFacts, forgetCompany, readCompany, siteUrl, type BuildEnv, type ExampleFact } from './company.js';

/** The public origin for an environment (the relay reads SITE_URL per request). */
export { siteUrl as siteUrlOf } from './company.js';
import { readAbout } from './about.js';
import { makersOf, readBrandFiles, readBrands, type BrandEntry } from './brands.js';
import { readGuides, type GuideEntry } from './guides.js';
import { readNeeds, readOffers, readRunningCosts, readServices } from './money.js';
import { readLegalPage, type LegalPage, type LegalPageName } from './legal.js';
import { readArticles, type Article } from './news.js';
import { CAR_VIEWS, isCarView, type CarView } from '../shared/picture-views.js';
import { pictureOrDrawing } from './pictures.js';
import type { About, Car, Company, Need, Offer, RunningCosts, Services } from './schema.js';
import type { Lang } from '../shared/lang.js';
import { problem } from './problems.js';
import { BODY_TYPE_SEARCH_TERMS, POWERTRAIN_SEARCH_TERMS, type SearchWords } from './search-terms.js';

export type { About, Car, Company, Need, Offer, RunningCosts, Services } from './schema.js';
export type { Article } from './news.js';
export type { BrandEntry } from './brands.js';
export type { GuideEntry } from './guides.js';
export type { LegalPage } from './legal.js';

let brandFiles: BrandEntry[] | undefined;
let cars: Car[] | undefined;
let company: Company | undefined;
let offers: Offer[] | undefined;
let runningCosts: RunningCosts | undefined;
let services: Services | undefined;
let needs: Need[] | undefined;
let brandPages: BrandEntry[] | undefined;
let guides: GuideEntry[] | undefined;
let articles: Article[] | undefined;
let about: About | undefined;

/**
 * Forgets everything read, so the next call reads the files as they are now: the staff editor
 * checks each change against the repository's files (src/editor/site-files/check-entry.ts).
 */
export function forgetContent(): void {
  brandFiles = cars = company = offers = runningCosts = services = needs = brandPages = guides = articles = about = undefined;
  forgetCompany();
}

function getBrandFiles(): BrandEntry[] {
  brandFiles ??= readBrandFiles();
  return brandFiles;
}

/** Every car, by id; each made by a maker of content/brands/. */
export function getCars(): Car[] {
  cars ??= readCars(CARS_DIR, PUBLIC_DIR, makersOf(getBrandFiles()));
  return cars;
}

/** The site path of a car's picture of one view, as its pages show it (content/cars.ts), or null when there is no such car. */
export function carPicture(slug: string, view: CarView): string | null {
  return getCar(slug)?.images[CAR_VIEWS.indexOf(view)] ?? null;
}

/** The car whose slug this is, if any. */
export function getCar(slug: string): Car | undefined {
  return getCars().find((car) => car.slug === slug);
}

export function getCompany(): Company {
  company ??= readCompany();
  return company;
}

/** Every offer, expired ones included: pages decide what is live (docs/decisions/content-sourcing.md#19). */
export function getOffers(): Offer[] {
  offers ??= readOffers();
  return offers;
}

export function getRunningCosts(): RunningCosts {
  runningCosts ??= readRunningCosts();
  return runningCosts;
}

/** The financing, warranty and maintenance pages' terms (content/services.yaml). */
export function getServices(): Services {
  services ??= readServices();
  return services;
}

/** The home page's shortcuts into the catalogue by need (content/needs.yaml), in their order; the page offers those with cars. */
export function getNeeds(): Need[] {
  needs ??= readNeeds();
  return needs;
}

/** Every news article in both languages, checked against the catalogue (content/news.ts). */
export function getArticles(): Article[] {
  articles ??= readArticles({
    carSlugs: new Set(getCars().map((car) => car.slug)),
    cars: getCars(),
    hasPicture: (car, view) => isCarView(view) && carPicture(car, view) !== null,
  });
  return articles;
}

/** The articles of one language. */
export function getArticlesIn(lang: Lang): Article[] {
  return getArticles().filter((article) => article.lang === lang);
}

export function getAbout(): About {
  about ??= readAbout();
  return about;
}

/** A legal page in one language, the operator's facts filled in from the company facts. */
export function getLegalPage(name: LegalPageName, lang: Lang): LegalPage {
  const company = getCompany();
  return readLegalPage(name, lang, {
    legalName: company.legal.name[lang],
    unp: company.legal.unp,
    legalAddress: company.legal.address[lang],
    email: company.email.address,
    phone: company.phone.display,
    siteUrl: getSiteUrl(),
  });
}

/** The owner's guides (content/guides/), in the index's order. */
export function getGuides(): GuideEntry[] {
  guides ??= readGuides();
  return guides;
}

/**
 * The brand pages' facts (content/brands/), each with its logo: the catalogue's makers and NIO (docs/decisions/pages-brands.md#14).
 * A brand without a logo in public/images/brands/ gets one drawn by the build (scripts/build/drawings.ts).
 */
export function getBrandPages(): (BrandEntry & { logoUrl: string })[] {
  brandPages ??= readBrands(getCars().map((car) => car.manufacturer));
  return brandPages.map((brand) => {
    return { ...brand, logoUrl: pictureOrDrawing(`/images/brands/${brand.slug}`) };
  });
}

/** The brands of the catalogue: alphabetical, with their car counts and logos. */
export function getBrands(): BrandSummary[] {
  return deriveBrands(getCars(), (name) => pictureOrDrawing(`/images/brands/${brandSlug(name)}`));
}

/**
 * The catalogue's makers in the order the catalogue first lists them (by their first car's
 * id), each with its brand file: the order the copy names them in («Lixiang, Xiaomi, Zeekr и Avatr»).
 */
export function getMakers(): (BrandEntry & { catalogueName: string })[] {
  const brands = getBrandFiles();
  return [...new Set(getCars().map((car) => car.manufacturer))].map((maker) => {
    const brand = brands.find((entry) => entry.catalogueName === maker);
    if (!brand)
      throw problem(`content/brands/${brandSlug(maker)}.yaml`, 'brand.missing', `no file for ${maker} (${brandSlug(maker)}.yaml)`, {
        params: { maker },
      });
    return { ...brand, catalogueName: maker };
  });
}

/** Each maker's other spellings buyers search by (its brand file's searchTerms), by catalogue name. */
export function getBrandSearchTerms(): Record<string, SearchWords> {
  return Object.fromEntries(getMakers().map((brand) => [brand.catalogueName, brand.searchTerms ?? { ru: [], en: [] }]));
}

/**
 * The words buyers search a car by besides its name, in both languages: its brand's
 * other spellings, its body type and its powertrain ("зикр", "кроссовер", "гибрид").
 */
export function getSearchTerms(car: Car): readonly string[] {
  const brand = getBrandSearchTerms()[car.manufacturer];
  if (!brand)
    throw problem(
      `content/brands/${brandSlug(car.manufacturer)}.yaml`,
      'brand.missing',
      `${car.name} is made by ${car.manufacturer}, which has no brand file`,
      {
        params: { maker: car.manufacturer },
      },
    );
  return [brand, BODY_TYPE_SEARCH_TERMS[car.bodyType], POWERTRAIN_SEARCH_TERMS[car.specs.type]].flatMap(({ ru, en }) => [...ru, ...en]);
}

/** The build's environment, as far as content cares: production or not, and the public origin. */
export const buildEnv: BuildEnv = { VERCEL_ENV: process.env.VERCEL_ENV, SITE_URL: process.env.SITE_URL };

export function getSiteUrl(): string {
  return siteUrl(getCompany(), buildEnv);
}

/** Example facts to point out on the site (the footer names them); none in production, whose build refuses them. */
export function getExampleFacts(): ExampleFact[] {
  return buildEnv.VERCEL_ENV === 'production' ? [] : exampleFacts(getCompany(), buildEnv, getAbout());
}
