/**
 * The page table: every page of the site. A page is its component file
 * (src/pages/<page>.tsx, loaded lazily) and the route it answers (src/lib/paths.ts),
 * both in page-routes.ts, the one part the browser needs; and here, under the same name,
 * its own translation namespaces, its build-time data as a function of `{ lang, params }`,
 * the parameters to pre-render for a route that has them, and its title and description.
 *
 * From these come the router's routes and the entries vite-react-ssg needs (routes.tsx),
 * the pages pre-rendered in both languages, the preloads kept in the HTML
 * (scripts/build/finish-html.ts), the link check and the tests' page lists. Adding a page
 * is one entry in page-routes.ts, one here and one file in src/pages/.
 *
 * Plain TypeScript without React, so build scripts and tests can read it. The data and
 * head functions run at build time only: `build` is src/app/build/page-data.ts.
 */
import type { TFunction } from 'i18next';
import type * as BuildData from './build/page-data.js';
import { LANGS, type Lang } from '../i18n/lang.js';
import type { Namespace, Strings } from '../i18n/namespaces.js';
import type { Shell } from '../lib/shell.js';
import { fillPattern, localizePath, paramNames, ROUTES, type RouteName } from '../lib/paths.js';
import { formatByn, formatPercent, formatUsd } from '../lib/format.js';
import { NOT_FOUND, PAGE_ROUTES, pageEntry, type PageName } from './page-routes.js';

export { NOT_FOUND, pageEntry, type PageName };

export type Build = typeof BuildData;

export interface PageContext {
  lang: Lang;
  /** The route's parameters, e.g. `{ slug: 'zeekr-001-you' }`. */
  params: Record<string, string>;
}

/** What search engines and link previews read (components/layout/seo.tsx renders it). */
export interface PageHead {
  title: string;
  description: string;
  /** Site path of a PNG or JPEG preview image. */
  image?: string;
  /** schema.org data for this page. */
  jsonLd?: object;
}

/** What page-table.ts says of a page; its file and route are in page-routes.ts. */
export interface PageBuild<Data = unknown> {
  /** The page's own translation namespaces; `common` and `enquiry` come with every page. */
  strings: readonly Namespace[];
  /** For a route with parameters: each set of parameters to pre-render. */
  staticParams?: (build: Build) => Record<string, string>[];
  /** What the page shows, computed at build time; only this reaches the browser. */
  data: (build: Build, context: PageContext) => Data;
  head: (context: PageContext & { build: Build; data: Data; t: TFunction<readonly Namespace[]> }) => PageHead;
}

/** A page: its file and route (page-routes.ts), and what the build makes of it. */
export type PageDefinition<Data = unknown> = PageBuild<Data> & {
  /** The component file in src/pages/, without extension; its default export renders `{ data }`. */
  page: string;
  /** The route it answers, a pattern of src/lib/paths.ts ROUTES. */
  route: RouteName;
};

const definePage = <Data>(name: PageName, build: PageBuild<Data>): PageDefinition<Data> => ({ ...PAGE_ROUTES[name], ...build });

export const PAGES = {
  home: definePage('home', {
    strings: ['home'],
    data: (build, { lang }) => build.homePage(lang),
    head: ({ t, build, lang }) => ({
      title: t('home:seo.title'),
      description: t('home:seo.description'),
      jsonLd: build.dealerJsonLd(lang),
    }),
  }),
  catalog: definePage('catalog', {
    strings: ['catalog'],
    data: (build) => build.catalogPage(),
    head: ({ t }) => ({ title: t('catalog:seo.title'), description: t('catalog:seo.description') }),
  }),
  car: definePage('car', {
    strings: ['car'],
    staticParams: (build) => build.carParams(),
    data: (build, { lang, params }) => build.carPage(lang, params.slug!),
    head: ({ t, lang, build, data: { car } }) => ({
      title: t('car:seo.title', { name: car.name, price: formatByn(car.priceBYN, lang) }),
      description: t('car:seo.description', {
        name: car.name,
        year: car.year,
        priceByn: formatByn(car.priceBYN, lang),
        priceUsd: formatUsd(car.priceUSD, lang),
      }),
      jsonLd: build.carJsonLd(car, lang),
    }),
  }),
  news: definePage('news', {
    strings: ['news'],
    data: (build, { lang }) => build.newsPage(lang),
    head: ({ t }) => ({ title: t('news:seo.title'), description: t('news:seo.description') }),
  }),
  newsArticle: definePage('newsArticle', {
    strings: ['news'],
    staticParams: (build) => build.newsArticleParams(),
    data: (build, { lang, params }) => build.newsArticlePage(lang, params.category!, params.slug!),
    head: ({ lang, build, data: { article } }) => ({
      title: article.title,
      description: article.description,
      image: article.image.drawing ? undefined : article.image.src,
      jsonLd: build.articleJsonLd(lang, article),
    }),
  }),
  about: definePage('about', {
    strings: ['about'],
    data: (build, { lang }) => build.aboutPage(lang),
    head: ({ t, build, lang, data }) => ({
      title: t('about:seo.title', { foundedYear: data.facts.foundedYear }),
      description: t('about:seo.description', { inspection: data.facts.inspectionPoints }),
      jsonLd: build.dealerJsonLd(lang),
    }),
  }),
  contact: definePage('contact', {
    strings: ['contact'],
    data: (build, { lang }) => build.contactPage(lang),
    head: ({ t, build, lang }) => ({
      title: t('contact:seo.title'),
      description: t('contact:seo.description'),
      jsonLd: build.dealerJsonLd(lang),
    }),
  }),
  financing: definePage('financing', {
    strings: ['services', 'financing'],
    data: (build) => build.financingPage(),
    head: ({ t, lang, data }) => ({
      title: t('financing:seo.title', { rate: formatPercent(data.minRatePercent, lang), months: data.maxMonths }),
      description: t('financing:seo.description', { rate: formatPercent(data.minRatePercent, lang), months: data.maxMonths }),
    }),
  }),
  warranty: definePage('warranty', {
    strings: ['services', 'warranty'],
    data: (build) => build.warrantyPage(),
    head: ({ t }) => ({ title: t('warranty:seo.title'), description: t('warranty:seo.description') }),
  }),
  maintenance: definePage('maintenance', {
    strings: ['services', 'maintenance'],
    data: (build) => build.maintenancePage(),
    head: ({ t }) => ({ title: t('maintenance:seo.title'), description: t('maintenance:seo.description') }),
  }),
  brand: definePage('brand', {
    strings: ['brand'],
    staticParams: (build) => build.brandParams(),
    data: (build, { lang, params }) => build.brandPage(lang, params.slug!),
    head: ({ t, data }) => ({
      title: t('brand:seo.title', { name: data.name }),
      description: data.description,
    }),
  }),
  information: definePage('information', {
    strings: ['information'],
    data: () => ({}),
    head: ({ t }) => ({ title: t('information:seo.title'), description: t('information:seo.description') }),
  }),
  comparison: definePage('comparison', {
    strings: ['comparison', 'car'],
    data: (build) => build.comparisonPage(),
    head: ({ t }) => ({ title: t('comparison:seo.title'), description: t('comparison:seo.description') }),
  }),
  rangeConditions: definePage('rangeConditions', {
    strings: ['range-conditions', 'car'],
    data: (build) => build.rangeConditionsPage(),
    head: ({ t }) => ({ title: t('range-conditions:seo.title'), description: t('range-conditions:seo.description') }),
  }),
  chargingGuide: definePage('chargingGuide', {
    strings: ['charging-guide', 'car'],
    data: (build, { lang }) => build.chargingGuidePage(lang),
    head: ({ t }) => ({ title: t('charging-guide:seo.title'), description: t('charging-guide:seo.description') }),
  }),
  calculator: definePage('calculator', {
    strings: ['calculator', 'car'],
    data: (build, { lang }) => build.calculatorPage(lang),
    head: ({ t }) => ({ title: t('calculator:seo.title'), description: t('calculator:seo.description') }),
  }),
  guides: definePage('guides', {
    strings: ['guides'],
    data: (build, { lang }) => build.guidesPage(lang),
    head: ({ t }) => ({ title: t('guides:index.seoTitle'), description: t('guides:index.seoDescription') }),
  }),
  guide: definePage('guide', {
    strings: ['guides'],
    staticParams: (build) => build.guideParams(),
    data: (build, { lang, params }) => build.guidePage(lang, params.slug!),
    head: ({ data }) => ({ title: data.title, description: data.description }),
  }),
  privacy: definePage('privacy', {
    strings: [],
    data: (build, { lang }) => build.privacyPage(lang),
    head: ({ data }) => ({ title: data.title, description: data.description }),
  }),
  // Every page of page-routes.ts, and only those: a missing or an extra entry does not compile.
} satisfies Record<PageName, { page: string }>;

export type PageData<N extends PageName> = ReturnType<(typeof PAGES)[N]['data']>;

/** Site paths of the page's pre-rendered instances in one language. */
export function pagePaths(name: PageName, lang: Lang, build: Build): string[] {
  const definition = PAGES[name] as PageDefinition<unknown>;
  const pattern = ROUTES[definition.route];
  const names = paramNames(pattern);
  if (names.length === 0) return [localizePath(lang, pattern)];
  if (!definition.staticParams) throw new Error(`page table: ${name} has route parameters but no staticParams`);
  return definition.staticParams(build).map((params) =>
    localizePath(
      lang,
      fillPattern(
        pattern,
        names.map((param) => params[param] ?? ''),
      ),
    ),
  );
}

export interface SitePage {
  name: PageName;
  lang: Lang;
  path: string;
}

/** Every page pre-rendered in both languages, the not-found document aside. */
export function sitePages(build: Build): SitePage[] {
  return LANGS.flatMap((lang) =>
    (Object.keys(PAGES) as PageName[]).flatMap((name) => pagePaths(name, lang, build).map((path) => ({ name, lang, path }))),
  );
}

/** The routes of src/lib/paths.ts that have a page. */
export const BUILT_ROUTES: ReadonlySet<RouteName> = new Set(Object.values(PAGES).map((page) => page.route));

/** The language root's route data: the shell facts and strings every page of the language needs. */
export interface RootData {
  shell: Shell;
  strings: Strings;
}

/** A page's route data: its head, its own strings and what its data function returned. */
export interface LoadedPage<Data = unknown> {
  head: PageHead;
  strings: Strings;
  data: Data;
}

/** The not-found document's route data: both languages, and the phone to call. */
export interface NotFoundData {
  head: PageHead;
  strings: Record<Lang, Strings>;
  siteName: Record<Lang, string>;
  phone: string;
}
