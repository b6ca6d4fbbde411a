/**
 * Build time only: the projections several pages share, from the content query module
 * (content/index.ts). Each page's own data is in its folder (src/pages/<name>/data.ts);
 * the browser receives the results as JSON in the page's HTML and, on navigation, in
 * dist/static-loader-data/, never the content files or the validator.
 */
import type { TFunction } from 'i18next';
import {
  carPicture,
  getBrandPages,
  getBrands,
  getCar,
  getCars,
  getCompany,
  getExampleFacts,
  getMakers,
  getOffers,
  getRunningCosts,
  getServices,
  getSearchTerms,
  getSiteUrl,
} from '../../../content/index.js';
import type { Article, GuideEntry } from '../../../content/index.js';
import type { ExampleFact } from '../../../content/company.js';
import { fillPlaceholders } from '../../../content/legal.js';
import { loadStrings } from '../../../locales/index.js';
import type { Car, ClaimId, Company } from '../../../content/schema.js';
import type { FeedLink } from '../../components/layout/seo.js';
import type { GuideSummary } from '../../features/guides/lib/guide-content.js';
import type { Namespace } from '../../i18n/namespaces.js';
import type { Lang } from '../../../shared/lang.js';
import { liveOffers, minskDate } from '../../lib/calculators/offers.js';
import { formatNumber, formatPercent } from '../../lib/format.js';
import { createI18n } from '../../i18n/index.js';
import { warrantyFigures } from '../../features/services/lib/figures.js';
import { toCarMoney } from '../../lib/car-money.js';
import { toCarSummary, toComparedCar, type CarSummary, type ComparedCar } from '../../lib/car-model.js';
import type { ArticleImage, ArticleSummary } from '../../lib/news.js';
import { newsFeedPath, paths } from '../../lib/paths.js';
import { toPicture } from '../../lib/pictures.js';
import {
  absoluteUrl,
  makerWords,
  shellCompany,
  type BrandPageLink,
  type CatalogueWords,
  type MakerLists,
  type Shell,
  type ShellExampleFact,
} from '../../lib/shell.js';
import { laterMention } from '../../../shared/brands.js';
import { LANGS } from '../../../shared/lang.js';
import { autoDealerJsonLd, serviceJsonLd } from '../../lib/structured-data.js';

/** Read once per build (pages pre-render concurrently), so the build year is the same on every page. */
export const BUILD_YEAR = new Date().getFullYear();
/** The build's date in Minsk: offers past it are left out of the pages (the browser checks again). */
export const BUILD_DATE = minskDate(new Date());

/** The shell of every page of a language: company facts, brands with their counts, the words copy uses for the catalogue, site URL. */
export function shell(lang: Lang): Shell {
  return {
    lang,
    siteUrl: getSiteUrl(),
    buildYear: BUILD_YEAR,
    company: shellCompany(siteCompany(), lang),
    brandPages: brandPageLinks(lang),
    words: catalogueWords(lang),
    exampleFacts: exampleFactLabels(getExampleFacts(), lang),
  };
}

/**
 * Facts still examples, each named in the language (none in production: then no names are sent). A
 * comparison without its basis is not on any page (lib/shell.ts shownComparison), so the footer's note
 * does not name it either: a visitor would look for it in vain. The build's refusal and the staff
 * editor's checklist still list it.
 */
export function exampleFactLabels(facts: readonly ExampleFact[], lang: Lang, company: Company = getCompany()): ShellExampleFact[] {
  if (facts.length === 0) return [];
  const { labels } = loadStrings(lang, ['example-facts'])['example-facts']!;
  const claims = company.facts as Record<string, { basis?: unknown }>;
  return facts.filter((fact) => fact.kind !== 'comparison' || claims[fact.id]?.basis).map(({ id }) => ({ id, label: labels[id] }));
}

/** Every brand page in one language, alphabetical by name, with its number of catalogue cars (the header's brands menu). */
export function brandPageLinks(lang: Lang): BrandPageLink[] {
  const counts = new Map(getBrands().map((brand) => [brand.name, brand.carsCount]));
  return getBrandPages()
    .map((brand) => ({
      slug: brand.slug,
      name: brand.name[lang],
      carsCount: brand.catalogueName === undefined ? 0 : (counts.get(brand.catalogueName) ?? 0),
      logoUrl: brand.logoUrl,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** What the copy says about the catalogue in one language: its makers, in the catalogue's order. */
export function catalogueWords(lang: Lang): CatalogueWords {
  return makerWords(lang, makerLists(lang));
}

/** The catalogue's makers in one language, in the catalogue's order, as lists of names. */
export function makerLists(lang: Lang): MakerLists {
  const makers = getMakers();
  return {
    makers: makers.map((brand) => brand.catalogueName),
    makerNames: makers.map((brand) => brand.name[lang]),
    makerShortNames: makers.map((brand) => laterMention(brand.name[lang])),
  };
}

/**
 * Fills the makers into a content text in its language: `{makerNames}` as the copy names them
 * («Li Auto (Lixiang), Xiaomi, Zeekr и Avatr», docs/decisions/content-sourcing.md#30), `{makers}` as
 * the catalogue does («Lixiang, Xiaomi, Zeekr и Avatr»), and the company's claims a text may name
 * (`{inspectionPoints}`, `{foundedYear}` …, from content/company.yaml's facts, so a text never repeats
 * a figure) and the dealer's terms (`{batteryWarranty}`, `{minRate}` …, see termWords); `file` names it in errors.
 */
export function fillMakers(text: string, lang: Lang, file: string): string {
  const { makers, makerNames } = catalogueWords(lang);
  return fillPlaceholders(text, { makers, makerNames, ...claimWords(lang), ...termWords(lang) }, file);
}

/**
 * The warranty and loan terms a content text may name, as the pages write them: `{batteryWarranty}` and
 * `{vehicleWarranty}` («8 лет или 160 000 км», content/services.yaml), `{minRate}` («2,9 %») and
 * `{maxMonths}` (content/running-costs.yaml), so a staff change to a term reaches every text.
 */
function termWords(lang: Lang): Record<string, string> {
  const t = servicesT(lang);
  const { leasing } = getRunningCosts();
  const figures = warrantyFigures(getServices().warranty, lang, {
    years: (count) => t('services:years', { count }),
    km: (value) => t('services:km', { value }),
  });
  return {
    batteryWarranty: t('services:term', { years: figures.batteryYears, km: figures.batteryKm }),
    vehicleWarranty: t('services:term', { years: figures.vehicleYears, km: figures.vehicleKm }),
    minRate: formatPercent(leasing.minRatePercent, lang, 2),
    maxMonths: String(leasing.maxMonths),
  };
}

const servicesTs = new Map<Lang, ReturnType<typeof createI18n>['t']>();
/** The services namespace's strings (years, kilometres, a term), read at build time only. */
function servicesT(lang: Lang) {
  let t = servicesTs.get(lang);
  if (!t) {
    t = createI18n(lang, loadStrings(lang, ['services'])).t;
    servicesTs.set(lang, t);
  }
  return t;
}

/** The claims a content text may name as `{name}`, written as the pages write them. */
function claimWords(lang: Lang): Partial<Record<ClaimId, string>> {
  const { facts } = getCompany();
  return {
    foundedYear: String(facts.foundedYear.value),
    yearsOfExperience: String(facts.yearsOfExperience.value),
    customers: formatNumber(facts.customers.value, lang),
    brands: String(facts.brands.value),
    locations: String(facts.locations.value),
    inspectionPoints: String(facts.inspectionPoints.value),
    certification: facts.certification.value,
  };
}

/** The claims a content text names (its `{placeholders}` that are claims), for the note on those still examples. */
export function claimsNamedIn(...texts: readonly string[]): ClaimId[] {
  const named = new Set(texts.flatMap((text) => [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1]!)));
  return (Object.keys(getCompany().facts) as ClaimId[]).filter((id) => named.has(id));
}

/** The company facts as pages show them: the blurb's makers and claims filled in. */
function siteCompany(): Company {
  const company = getCompany();
  const blurb = Object.fromEntries(LANGS.map((lang) => [lang, fillMakers(company.blurb[lang], lang, 'content/company.yaml')]));
  return { ...company, blurb: blurb as Company['blurb'] };
}

let summaries: CarSummary[] | undefined;
/** Every car as a card, the catalogue and the search show it. */
export function carSummaries(): CarSummary[] {
  const { usdToByn } = getCompany();
  summaries ??= getCars().map((car) => toCarSummary(car, { usdRate: usdToByn, searchTerms: getSearchTerms(car) }));
  return summaries;
}

export function carBySlug(slug: string): Car {
  const car = getCar(slug);
  if (!car) throw new Error(`page data: no car with the slug "${slug}"`);
  return car;
}

let compared: ComparedCar[] | undefined;
/** Every car, as the specs comparison needs it. */
export function comparedCars(): ComparedCar[] {
  const { usdToByn } = getCompany();
  compared ??= getCars().map((car) => toComparedCar(car, usdToByn));
  return compared;
}

/** The dealer in full: the home page's schema.org data; every other page names it by its id (src/lib/structured-data.ts). */
export function dealerJsonLd(lang: Lang) {
  return autoDealerJsonLd(siteCompany(), lang, absoluteUrl(getSiteUrl(), paths.home(lang)), getSiteUrl());
}

/** A page's address on the production origin (content/company.yaml `siteUrl`). */
export const siteAddress = (path: string) => absoluteUrl(getSiteUrl(), path);

/** A service page's schema.org Service: offered by the dealer, in its city, at the page's address. */
export function dealerServiceJsonLd(lang: Lang, service: { name: string; description: string; type: string; path: string }) {
  const { path, ...text } = service;
  return serviceJsonLd({ ...text, url: siteAddress(path), areaServed: getCompany().address.city[lang] }, getSiteUrl());
}

/**
 * A page's keywords: the comma-separated list its strings give, then words from its own data
 * (a car's make, model and body), each once.
 */
export function pageKeywords(list: string, ...fromData: readonly string[]): string[] {
  const words = [...fromData, ...list.split(',')].map((word) => word.trim()).filter(Boolean);
  return words.filter((word, index) => words.findIndex((other) => other.toLowerCase() === word.toLowerCase()) === index);
}

function articleImage(article: Article): ArticleImage {
  const path = carPicture(article.image.car, article.image.view);
  if (!path) throw new Error(`page data: no picture for the article ${article.slug}`);
  const picture = toPicture(path, article.image.view);
  return { src: picture.src, srcSet: picture.srcSet, alt: article.image.alt, drawing: picture.drawing };
}

/** An article as a card: the news list, the home teaser and Read also. */
export function articleSummary(article: Article): ArticleSummary {
  const { slug, category, title, description, date } = article;
  return { slug, category, title, description, date, image: articleImage(article) };
}

/** The news feed of a language, as the news pages' heads offer it and as the feed names itself (scripts/build/news-feed.ts). */
export function newsFeedLink(lang: Lang, t: TFunction<readonly Namespace[]>): FeedLink {
  return { title: t('news:feed.title', { company: getCompany().name[lang] }), path: newsFeedPath(lang) };
}

export function guideSummary(guide: GuideEntry, lang: Lang): GuideSummary {
  return { slug: guide.slug, title: guide.title[lang], description: guide.description[lang] };
}

/**
 * The money side the car page, the charging guide and the calculators share: tariffs, prices, leasing terms; with the
 * offers live on the build's day for the car page and the comparison.
 */
export function toolMoney(lang: Lang, { withOffers = false } = {}) {
  const { usdToByn } = getCompany();
  return toCarMoney({
    offers: withOffers ? liveOffers(getOffers(), BUILD_DATE) : [],
    runningCosts: getRunningCosts(),
    typicalRatePercent: getServices().financing.example.ratePercent,
    usdToByn,
    lang,
    date: BUILD_DATE,
  });
}
