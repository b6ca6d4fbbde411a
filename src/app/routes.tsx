/**
 * The router's routes, made from the page table: two language trees from one
 * definition, Russian at `/` and English at `/en` (DECISIONS 1), and the not-found
 * document outside them.
 *
 * Route data is computed only while pre-rendering: the `import.meta.env.SSR` branches
 * keep the build modules (content, zod, the locale files) out of the browser bundle.
 * In the browser, vite-react-ssg reads each route's data from the page's HTML and, on
 * navigation, from the JSON files it wrote for every pre-rendered path.
 */
import type { ComponentType } from 'react';
import type { ShouldRevalidateFunction } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { LANGS, type Lang } from '../i18n/lang.js';
import { localizePath, ROUTES } from '../lib/paths.js';
import { LanguageRoot } from './language-root.js';
import { NotFoundFrame, PageFrame, type PageComponent } from './page-frame.js';
import { NOT_FOUND, PAGE_ROUTES, pageEntry, type PageName } from './page-routes.js';
import { ErrorScreen, RootErrorScreen } from './route-error.js';

const PAGE_MODULES = import.meta.glob<{ default: ComponentType<{ data: never }> }>('../pages/*.tsx');

const buildLoaders = () => import('./build/load.js');

type Frame = ComponentType<{ page: PageComponent }>;

/** A page file, loaded on demand and put in its frame (strings, head, the case of a path without data). */
function lazyPage(page: string, Frame: Frame = PageFrame): NonNullable<RouteRecord['lazy']> {
  const load = PAGE_MODULES[`../pages/${page}.tsx`];
  if (!load) throw new Error(`page table: src/pages/${page}.tsx does not exist`);
  return async () => {
    const { default: Page } = await load();
    return { Component: () => <Frame page={Page as PageComponent} /> };
  };
}

/** Pages carry build-time data only, so a query change (catalogue filters) never reloads it: only a new path does. */
const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

function pageRoute(lang: Lang, name: PageName): RouteRecord {
  const { page, route } = PAGE_ROUTES[name];
  const pattern = ROUTES[route];
  const common = {
    id: `${lang}-${name}`,
    lazy: lazyPage(page),
    entry: pageEntry(page),
    shouldRevalidate: revalidateOnNewPath,
    ...(import.meta.env.SSR && {
      loader: async ({ params }: { params: Record<string, string | undefined> }) =>
        (await buildLoaders()).loadPage(name, { lang, params: params as Record<string, string> }),
    }),
  };
  // Paths are relative to the language root: '/cars/:slug' → 'cars/:slug'.
  return pattern === '/' ? { ...common, index: true } : { ...common, path: pattern.slice(1) };
}

function languageTree(lang: Lang): RouteRecord {
  return {
    id: `${lang}-root`,
    path: localizePath(lang, '/'),
    Component: () => <LanguageRoot lang={lang} />,
    errorElement: <RootErrorScreen lang={lang} />,
    // The shell's facts and strings are the same on every page of a language.
    shouldRevalidate: () => false,
    ...(import.meta.env.SSR && { loader: async () => (await buildLoaders()).loadRoot(lang) }),
    children: [
      {
        id: `${lang}-pages`,
        // A crash in a page shows the fallback inside the header and footer.
        errorElement: <ErrorScreen />,
        children: (Object.keys(PAGE_ROUTES) as PageName[]).map((name) => pageRoute(lang, name)),
      },
    ],
  };
}

/** Any path no page answers: the bilingual not-found page. */
export const notFoundRoute: RouteRecord = {
  id: 'not-found',
  path: '*',
  lazy: lazyPage(NOT_FOUND.page, NotFoundFrame),
  entry: pageEntry(NOT_FOUND.page),
  ...(import.meta.env.SSR && { loader: async () => (await buildLoaders()).loadNotFound() }),
};

export const routes: RouteRecord[] = [...LANGS.map(languageTree), notFoundRoute];

/** Read by vite-react-ssg at build time (main.tsx): every page of both languages and the not-found document. */
export async function prerenderPaths(): Promise<string[]> {
  return (await buildLoaders()).prerenderPaths();
}
