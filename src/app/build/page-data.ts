/**
 * Build time only: what each page is pre-rendered with, from the content query module
 * (content/index.ts) and the locale files. The page table (../page-table.ts) names
 * these functions; the browser receives their results as JSON in the page's HTML and,
 * on navigation, in dist/static-loader-data/, never the content files or the validator.
 */
import {
  getAbout,
  getArticlesIn,
  getBrandPages,
  getGuides,
  getBrands,
  getCar,
  getCars,
  getCompany,
  getExampleFacts,
  getLegalPage,
  getOffers,
  getRunningCosts,
  getSearchTerms,
  getServices,
  getSiteUrl,
} from '../../../content/index.js';
import type { Article, GuideEntry } from '../../../content/index.js';
import type { Car, GUIDE_TARIFFS, GuideBlock } from '../../../content/schema.js';
import type { GuideSection, GuideSummary, PriceRow } from '../../features/guides/lib/guide-content.js';
import type { Lang } from '../../i18n/lang.js';
import { catalogFacets } from '../../features/catalog/lib/catalog-query.js';
import {
  pickFeatured,
  toCarDetail,
  toCarSummary,
  toComparedCar,
  type CarDetail,
  type CarSummary,
  type ComparedCar,
} from '../../lib/car-model.js';
import { liveOffers, minskDate } from '../../lib/calculators/offers.js';
import { toCarMoney } from '../../lib/car-money.js';
import { suggestedCars } from '../../lib/suggestions.js';
import { paths } from '../../lib/paths.js';
import { heroCars, toPicture } from '../../lib/pictures.js';
import { findPicture } from '../../../content/pictures.js';
import { HOME_TEASER_COUNT, newestFirst, readingMinutes, relatedArticles, type ArticleImage, type ArticleSummary } from '../../lib/news.js';
import { absoluteUrl, shellCompany, type Shell } from '../../lib/shell.js';
import { articleJsonLd as articleJsonLdOf, autoDealerJsonLd, carJsonLd as carJsonLdOf } from '../../lib/structured-data.js';

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

export function homePage(lang: Lang) {
  return {
    /** Section 5: the newest articles. */
    news: newestFirst(getArticlesIn(lang)).slice(0, HOME_TEASER_COUNT).map(articleSummary),
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
  compared ??= getCars().map((car) => toComparedCar(car, usdToByn));
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

function articleImage(article: Article): ArticleImage {
  const path = findPicture(`/images/cars/${article.image.car}/${article.image.view}`);
  if (!path) throw new Error(`page data: no picture for the article ${article.slug}`);
  const picture = toPicture(path);
  return { src: picture.src, srcSet: picture.srcSet, alt: article.image.alt, drawing: picture.drawing };
}

function articleSummary(article: Article): ArticleSummary {
  const { slug, category, title, description, date } = article;
  return { slug, category, title, description, date, image: articleImage(article) };
}

export function newsPage(lang: Lang) {
  return { articles: newestFirst(getArticlesIn(lang)).map(articleSummary) };
}

/** One entry per article: its category and slug are the same in both languages (content/news.ts checks). */
export function newsArticleParams(): { category: string; slug: string }[] {
  return getArticlesIn('ru').map(({ category, slug }) => ({ category, slug }));
}

export function newsArticlePage(lang: Lang, category: string, slug: string) {
  const articles = getArticlesIn(lang);
  const article = articles.find((candidate) => candidate.slug === slug && candidate.category === category);
  if (!article) throw new Error(`page data: no ${lang} article ${category}/${slug}`);
  const { keySpecs, belarus, faq, conclusion, sources, html } = article;
  return {
    article: {
      ...articleSummary(article),
      html,
      keySpecs,
      belarus,
      faq,
      conclusion,
      sources,
      minutes: readingMinutes(article.words),
      cars: article.cars.map((carSlug) => {
        const car = carBySlug(carSlug);
        return { slug: car.slug, name: car.name };
      }),
    },
    related: relatedArticles(articles, article).map(articleSummary),
  };
}

export function articleJsonLd(lang: Lang, article: ArticleSummary): object {
  const url = absoluteUrl(getSiteUrl(), paths.newsArticle(lang, article.category, article.slug));
  const { title, description, date } = article;
  return articleJsonLdOf(
    { title, description, date, url, lang, imageUrl: absoluteUrl(getSiteUrl(), article.image.src) },
    getCompany(),
    getSiteUrl(),
  );
}

export function aboutPage(lang: Lang) {
  const about = getAbout();
  const pick = <T extends { ru: unknown; en: unknown }>(text: T) => text[lang] as T['ru'];
  return {
    /** For the page's title; the page itself reads every company fact from the shell. */
    facts: { foundedYear: getCompany().facts.foundedYear, inspectionPoints: getCompany().facts.inspectionPoints },
    timeline: about.story.timeline.map((entry) => ({ year: entry.year, title: pick(entry.title), description: pick(entry.description) })),
    mission: { title: pick(about.mission.title), text: pick(about.mission.text) },
    values: about.values.map((value) => ({ id: value.id, title: pick(value.title), text: pick(value.text) })),
    comparison: about.whyChoose.rows.map((row) => ({
      feature: pick(row.feature),
      dealer: pick(row.dealer),
      selfImport: pick(row.selfImport),
    })),
    team: about.team.members.map((member) => ({
      id: member.id,
      name: pick(member.name),
      position: pick(member.position),
      specialization: pick(member.specialization),
      experienceYears: member.experienceYears,
      description: pick(member.description),
      achievements: pick(member.achievements),
    })),
    testimonials: about.testimonials.items.map((item) => {
      const car = carBySlug(item.car);
      return {
        id: item.id,
        name: pick(item.name),
        location: pick(item.location),
        rating: item.rating,
        text: pick(item.text),
        car: { slug: car.slug, name: car.name },
      };
    }),
    /** Placeholders the dealer replaces: the page says so outside production. */
    examples: { story: about.story.isExample, team: about.team.isExample, testimonials: about.testimonials.isExample },
  };
}

/** The contact page's own facts: the way to the showroom. Phone, e-mail, address and hours come with the shell. */
export function contactPage(lang: Lang) {
  const { directions } = getCompany();
  return {
    directions: {
      byCar: directions.byCar[lang],
      byTransport: directions.byTransport[lang],
      parking: directions.parking[lang],
      landmarks: directions.landmarks[lang],
    },
    /** Written for the example address: the page says so outside production. */
    directionsAreExample: directions.isExample,
  };
}

/** The financing page's figures: the loan terms the car page's calculator uses too, and the dealer's others. */
export function financingPage() {
  const { leasing } = getRunningCosts();
  const { financing } = getServices();
  return { minRatePercent: leasing.minRatePercent, maxMonths: leasing.maxMonths, ...financing };
}

export function warrantyPage() {
  return getServices().warranty;
}

/** The maintenance page's services with their prices: two of them are the running costs' service prices. */
export function maintenancePage() {
  const { service } = getRunningCosts();
  const { maintenance } = getServices();
  const shared = { batteryCheck: service.batteryCheckPrice, preventive: service.visitPrice } as const;
  return {
    services: maintenance.services.map((item) => ({
      id: item.id,
      durationMinutes: item.durationMinutes,
      priceByn: item.priceByn ?? shared[item.id as keyof typeof shared],
    })),
    scheduleMonths: maintenance.scheduleMonths,
    intervalKm: maintenance.intervalKm,
  };
}

export function brandParams(): { slug: string }[] {
  return getBrandPages().map((brand) => ({ slug: brand.slug }));
}

/** Spec 001 Brand page: the brand's facts in one language and the catalogue's cars of that maker. */
export function brandPage(lang: Lang, slug: string) {
  const brand = getBrandPages().find((entry) => entry.slug === slug);
  if (!brand) throw new Error(`brand page: no brand ${slug}`);
  const pick = (text: { ru: string; en: string }) => text[lang];
  // Spec 001: the models whose manufacturer matches the brand, ignoring case.
  const maker = brand.catalogueName?.toLowerCase();
  return {
    slug: brand.slug,
    name: pick(brand.name),
    logoUrl: brand.logoUrl,
    foundedYear: brand.foundedYear,
    founder: pick(brand.founder),
    headquarters: pick(brand.headquarters),
    specialty: pick(brand.specialty),
    description: pick(brand.description),
    timeline: brand.timeline.map((entry) => ({ year: entry.year, title: pick(entry.title), description: pick(entry.description) })),
    mission: brand.mission && { quote: pick(brand.mission.quote), source: pick(brand.mission.source) },
    lineup: brand.lineup && {
      text: pick(brand.lineup.text),
      models: brand.lineup.models.map((model) => ({ name: model.name, text: pick(model.text) })),
    },
    achievements: brand.achievements?.map(pick),
    conclusions: brand.conclusions && pick(brand.conclusions),
    sources: brand.sources,
    models: maker ? carSummaries().filter((car) => car.manufacturer.toLowerCase() === maker) : [],
  };
}

export function guideParams(): { slug: string }[] {
  return getGuides().map((guide) => ({ slug: guide.slug }));
}

function guideSummary(guide: GuideEntry, lang: Lang): GuideSummary {
  return { slug: guide.slug, title: guide.title[lang], description: guide.description[lang] };
}

/** The price a guide's table row names, from running-costs.yaml: the one place each tariff is written. */
function tariffRow(tariff: (typeof GUIDE_TARIFFS)[number], where: string): PriceRow {
  const { publicCharging, homeElectricity } = getRunningCosts();
  switch (tariff) {
    case 'publicAc':
      return { where, byn: publicCharging.ac, per: 'kwh' };
    case 'publicDc':
      return { where, byn: publicCharging.dc, per: 'kwh' };
    case 'idleFee':
      return { where, byn: publicCharging.idleFeePerMinute, per: 'minute', afterMinutes: publicCharging.idleFreeMinutes };
    case 'homeSingle':
      return { where, byn: homeElectricity.single, per: 'kwh' };
    case 'homeNight':
      return { where, byn: homeElectricity.night, per: 'kwh' };
  }
}

function guideSection(block: GuideBlock, lang: Lang): GuideSection {
  const base = { id: block.id, title: block.title[lang] };
  const item = (entry: { title: { ru: string; en: string }; text: { ru: string; en: string } }) => ({
    title: entry.title[lang],
    text: entry.text[lang],
  });
  switch (block.kind) {
    case 'text':
      return { ...base, kind: 'text', paragraphs: block.paragraphs[lang] };
    case 'cards':
      return { ...base, kind: 'cards', intro: block.intro?.[lang], items: block.items.map(item) };
    case 'steps':
      return { ...base, kind: 'steps', items: block.items.map(item) };
    case 'scenarios':
      return {
        ...base,
        kind: 'scenarios',
        items: block.items.map((entry) => ({ situation: entry.situation[lang], solution: entry.solution[lang] })),
      };
    case 'warning':
      return { ...base, kind: 'warning', text: block.text[lang] };
    case 'prices':
      return {
        ...base,
        kind: 'prices',
        asOf: block.asOf,
        validFrom: getRunningCosts().publicCharging.validFrom,
        note: block.note[lang],
        rows: block.rows.map((row) => tariffRow(row.tariff, row.where[lang])),
      };
  }
}

/** An owner's guide in one language, and the other guides to read next. */
export function guidePage(lang: Lang, slug: string) {
  const guide = getGuides().find((entry) => entry.slug === slug);
  if (!guide) throw new Error(`guide page: no guide ${slug}`);
  return {
    ...guideSummary(guide, lang),
    summary: guide.summary[lang],
    updated: guide.updated,
    sections: guide.blocks.map((block) => guideSection(block, lang)),
    sources: guide.sources,
    others: getGuides()
      .filter((entry) => entry !== guide)
      .map((entry) => guideSummary(entry, lang)),
  };
}

/** The guides index (DECISIONS 13): every guide. */
export function guidesPage(lang: Lang) {
  return { guides: getGuides().map((guide) => guideSummary(guide, lang)) };
}

/** Spec 001 comparison page: every car as the comparison table needs it, with its side view for the choice grid. */
export function comparisonPage() {
  const pictures = new Map(carSummaries().map((car) => [car.id, car.picture]));
  return { cars: comparedCars().map((car) => ({ ...car, picture: pictures.get(car.id)! })) };
}

/** Spec 001 range conditions: the cars to choose from; the figures are worked out in the browser, as on the car page. */
export function rangeConditionsPage() {
  return { cars: comparedCars() };
}

/** The money side the charging guide and the calculators share with the car page: tariffs, prices, leasing terms. */
function toolMoney(lang: Lang) {
  const { usdToByn } = getCompany();
  return toCarMoney({ offers: [], runningCosts: getRunningCosts(), usdToByn, lang, date: BUILD_DATE });
}

/** Spec 001 charging guide: the cars to choose from and the tariffs the costs use. */
export function chargingGuidePage(lang: Lang) {
  return { cars: comparedCars(), money: toolMoney(lang) };
}

/** DECISIONS 13 calculators page: the car page's three calculators for any car. */
export function calculatorPage(lang: Lang) {
  return { cars: comparedCars(), money: toolMoney(lang) };
}

export function privacyPage(lang: Lang) {
  return getLegalPage('privacy', lang);
}
