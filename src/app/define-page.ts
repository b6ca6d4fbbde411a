/**
 * What a page is. A page is one folder of src/pages/ (scripts/build/page-index.ts finds them):
 * - `route.ts`: the route it answers, `export const pattern = '/cars/:slug';`;
 * - `page.tsx`: its component, whose default export renders `{ data }`;
 * - `data.ts`: build time only, `export default definePage({ … })`: its own translation
 *   namespaces, the parameters to pre-render (a route with parameters), the data it shows
 *   and its head. The browser receives the data and the head as JSON in the page's HTML,
 *   never this file (lint forbids importing it from browser code, types aside).
 *
 * Types and one identity function: browser code imports only the types.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '../../shared/lang.js';
import type { Namespace, Strings } from '../i18n/namespaces.js';
import type { Shell } from '../lib/shell.js';
import type { WebPageType } from '../lib/structured-data.js';
import type { FeedLink } from '../components/layout/seo.js';
import type { HeadImage } from '../lib/social-image.js';

export interface PageContext {
  lang: Lang;
  /** The route's parameters, e.g. `{ slug: 'zeekr-001-you' }`. */
  params: Record<string, string>;
}

/** What search engines and link previews read (components/layout/seo.tsx renders it). */
export interface PageHead {
  title: string;
  description: string;
  /** The preview image; a page that names none gets its language's site image (build/load.ts). */
  image?: HeadImage;
  /** A news article: link previews call it one (`og:type` article) and date it. */
  article?: { publishedTime: string };
  /** What a search engine may match the page by, in its language, from its own data (the spec's `keywords`). */
  keywords: readonly string[];
  /** The kind of page schema.org names (src/lib/structured-data.ts webPageJsonLd); a plain WebPage if not given. */
  pageType?: WebPageType;
  /** The page is about the dealer (about, contact): its WebPage names the dealer as its subject. */
  aboutDealer?: boolean;
  /**
   * schema.org data of the page's subject (a car, an article, a brand, a service). The WebPage node
   * comes with every page (components/layout/seo.tsx), the BreadcrumbList and FAQPage with the
   * breadcrumbs and questions the page shows.
   */
  jsonLd?: readonly object[];
  /** Feeds that follow this page's kind of content, offered to feed readers in the head. */
  feeds?: FeedLink[];
}

/** A page's build: its data.ts. */
export interface PageBuild<Data = unknown> {
  /** The page's own translation namespaces; `common` and `enquiry` come with every page. */
  strings: readonly Namespace[];
  /** For a route with parameters: each set of parameters to pre-render. */
  staticParams?: () => Record<string, string>[];
  /** What the page shows, computed at build time; only this reaches the browser. */
  data: (context: PageContext) => Data;
  head: (context: PageContext & { data: Data; t: TFunction<readonly Namespace[]> }) => PageHead;
}

/** A page's data.ts default export; the identity, so the data's type is inferred from `data`. */
export function definePage<Data>(page: PageBuild<Data>): PageBuild<Data> {
  return page;
}

/** The props of a page component, from its data.ts: `({ data }: PageProps<typeof page>)`. */
export interface PageProps<Page> {
  data: Page extends PageBuild<infer Data> ? Data : never;
}

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
