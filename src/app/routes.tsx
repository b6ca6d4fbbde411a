/**
 * The router's routes, made from the page folders (src/lib/routes.gen.ts): two language trees from one
 * definition, Russian at `/` and English at `/en` (docs/decisions/urls-and-languages.md#1), and the not-found
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
import { LANGS, type Lang } from '../../shared/lang.js';
import { localizePath, type RouteName } from '../lib/paths.js';
import { PAGE_FOLDERS, ROUTES } from '../lib/routes.gen.js';
import { LanguageRoot } from './language-root.js';
import { NotFoundFrame, PageFrame, type PageComponent } from './page-frame.js';
import { ErrorScreen, RootErrorScreen } from './route-error.js';
import { routeDataReady } from './route-data.js';

// Each page folder's component, loaded on demand (its data.ts never reaches the browser).
const PAGE_MODULES = import.meta.glob<{ default: ComponentType<{ data: never }> }>('../pages/*/page.tsx');
/** The not-found page's folder: it has no route.ts, as it answers every unknown path. */
const NOT_FOUND_FOLDER = 'not-found';

/** vite-react-ssg's entry of a page: it links the page's CSS and preloads its chunk (kept by scripts/build/finish-html.ts). */
const pageEntry = (folder: string) => `src/pages/${folder}/page.tsx`;

const buildLoaders = () => import('./build/load.js');

type Frame = ComponentType<{ page: PageComponent }>;

/** A page's component, loaded on demand and put in its frame (strings, head, the case of a path without data). */
function lazyPage(folder: string, Frame: Frame = PageFrame): NonNullable<RouteRecord['lazy']> {
  const load = PAGE_MODULES[`../pages/${folder}/page.tsx`];
  if (!load) throw new Error(`page table: src/pages/${folder}/page.tsx does not exist`);
  return async () => {
    const [{ default: Page }] = await Promise.all([load(), routeDataReady()]);
    return { Component: () => <Frame page={Page as PageComponent} /> };
  };
}

/** Pages carry build-time data only, so a query change (catalogue filters) never reloads it: only a new path does. */
const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

function pageRoute(lang: Lang, name: RouteName): RouteRecord {
  const folder = PAGE_FOLDERS[name];
  const pattern = ROUTES[name];
  const common = {
    id: `${lang}-${name}`,
    lazy: lazyPage(folder),
    entry: pageEntry(folder),
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
        children: (Object.keys(ROUTES) as RouteName[]).map((name) => pageRoute(lang, name)),
      },
    ],
  };
}

/** Any path no page answers: the not-found page, one document holding both languages (src/pages/not-found/page.tsx). */
export const notFoundRoute: RouteRecord = {
  id: 'not-found',
  path: '*',
  lazy: lazyPage(NOT_FOUND_FOLDER, NotFoundFrame),
  entry: pageEntry(NOT_FOUND_FOLDER),
  ...(import.meta.env.SSR && { loader: async () => (await buildLoaders()).loadNotFound() }),
};

export const routes: RouteRecord[] = [...LANGS.map(languageTree), notFoundRoute];

/** Read by vite-react-ssg at build time (main.tsx): every page of both languages and the not-found document. */
export async function prerenderPaths(): Promise<string[]> {
  return (await buildLoaders()).prerenderPaths();
}
