/**
 * One route definition, two language trees: Russian at `/`, English at `/en`
 * (DECISIONS 1). A page joins the site by adding one entry to PAGE_ROUTES; it is
 * then pre-rendered in both languages.
 */
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import type * as PageData from './page-data.js';
import { LANGS, type Lang } from '../i18n/lang.js';
import { localizePath, parseLocalizedPath, routePaths } from '../lib/paths.js';
import { ErrorScreen, RootErrorScreen } from './route-error.js';
import { fetchStaticLoaderData } from './static-data.js';

type PageDataModule = typeof PageData;

type PagePick = (data: PageDataModule) => (lang: Lang) => unknown;

/**
 * Page data is computed only while pre-rendering (the `import.meta.env.SSR` branch
 * keeps the content modules out of the client bundle). In the browser
 * vite-react-ssg reads it from the page's HTML and, on navigation, from its JSON
 * files; the client branch here does the same where vite-react-ssg does not (after
 * the 404 page, which is rendered afresh).
 */
function pageLoader(routeId: string, pick: PagePick): LoaderFunction {
  if (import.meta.env.SSR) {
    return async ({ request }) => pick(await import('./page-data.js'))(parseLocalizedPath(new URL(request.url).pathname).lang);
  }
  return ({ request }) => fetchStaticLoaderData(request, routeId);
}

/**
 * Pages carry build-time data only, so a query change (catalogue filters) never
 * reloads it: only a new path does.
 */
const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

interface PageRoute {
  /** Names the route (with the language) and its data in the static JSON files. */
  name: string;
  /** Path relative to the language root; `undefined` for the index page. */
  path?: string;
  lazy: NonNullable<RouteRecord['lazy']>;
  /** Entry file, so vite-react-ssg links the page's CSS and preloads its chunk. */
  entry: string;
  /** Build-time data for the page, from src/app/page-data.ts. */
  data?: PagePick;
  /** For dynamic routes: the concrete language-neutral paths to pre-render, e.g. `/cars/zeekr-001`. */
  staticPaths?: () => string[] | Promise<string[]>;
}

const PAGE_ROUTES: PageRoute[] = [
  { name: 'home', lazy: () => import('../pages/home-page.js'), entry: 'src/pages/home-page.tsx', data: (d) => d.homeData },
  {
    name: 'catalog',
    path: 'catalog',
    lazy: () => import('../pages/catalog-page.js'),
    entry: 'src/pages/catalog-page.tsx',
    data: (d) => d.catalogData,
  },
  { name: 'not-found', path: '*', lazy: () => import('../pages/not-found-page.js'), entry: 'src/pages/not-found-page.tsx' },
];

/** Each language's root module brings that language's shell strings, and only those. */
const LANGUAGE_ROOTS = {
  ru: { lazy: () => import('./roots/ru.js'), entry: 'src/app/roots/ru.tsx' },
  en: { lazy: () => import('./roots/en.js'), entry: 'src/app/roots/en.tsx' },
} satisfies Record<Lang, { lazy: PageRoute['lazy']; entry: string }>;

function languageTree(lang: Lang): RouteRecord {
  const root = localizePath(lang, '/');
  return {
    id: `${lang}-root`,
    path: root,
    ...LANGUAGE_ROOTS[lang],
    errorElement: <RootErrorScreen lang={lang} />,
    shouldRevalidate: revalidateOnNewPath,
    children: [
      {
        id: `${lang}-pages`,
        // A crash in a page shows the fallback inside the header and footer.
        errorElement: <ErrorScreen />,
        shouldRevalidate: revalidateOnNewPath,
        children: PAGE_ROUTES.map(({ name, path, lazy, entry, data }) => {
          const id = `${lang}-${name}`;
          const common = { id, lazy, entry, shouldRevalidate: revalidateOnNewPath, ...(data && { loader: pageLoader(id, data) }) };
          return path === undefined ? { ...common, index: true as const } : { ...common, path };
        }),
      },
    ],
  };
}

export const routes: RouteRecord[] = LANGS.map(languageTree);

/**
 * Every path written to dist/, in both languages: the static pages, the concrete
 * paths of dynamic pages, and the 404 page (served by the host for unknown paths).
 * Computed here rather than by vite-react-ssg, whose path walk drops the `/en`
 * prefix below a pathless route.
 */
export async function prerenderPaths(): Promise<string[]> {
  const neutral: string[] = [];
  for (const route of PAGE_ROUTES) {
    if (route.path === undefined) neutral.push('/');
    else if (route.staticPaths) neutral.push(...(await route.staticPaths()));
    else if (!/[:*]/.test(route.path)) neutral.push(`/${route.path}`);
  }
  neutral.push(routePaths.notFound);
  return LANGS.flatMap((lang) => neutral.map((path) => localizePath(lang, path)));
}
