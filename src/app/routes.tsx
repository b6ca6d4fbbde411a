/**
 * One route definition, two language trees: Russian at `/`, English at `/en`
 * (DECISIONS 1). A page joins the site by adding one entry to PAGE_ROUTES; it is
 * then pre-rendered in both languages.
 */
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import type * as PageData from './page-data';
import { LANGS, type Lang } from '../i18n/lang';
import { localizePath, parseLocalizedPath, routePaths } from '../lib/paths';
import { ErrorScreen, RootErrorScreen } from './route-error';

type PageDataModule = typeof PageData;

/**
 * A loader that runs only while pre-rendering. In the browser vite-react-ssg reads
 * the same data from the page's HTML (and from JSON files on client navigation), and
 * the `import.meta.env.SSR` branch drops the content modules from the client bundle.
 */
function buildTimeLoader(pick: (data: PageDataModule) => (lang: Lang) => unknown): LoaderFunction | undefined {
  return import.meta.env.SSR
    ? async ({ request }) => pick(await import('./page-data'))(parseLocalizedPath(new URL(request.url).pathname).lang)
    : undefined;
}

/**
 * Pages carry build-time data only, so a query change (catalogue filters) never
 * reloads it: only a new path does.
 */
const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

interface PageRoute {
  /** Path relative to the language root; `undefined` for the index page. */
  path?: string;
  lazy: NonNullable<RouteRecord['lazy']>;
  /** Entry file, so vite-react-ssg links the page's CSS and preloads its chunk. */
  entry: string;
  loader?: LoaderFunction;
  /** For dynamic routes: the concrete language-neutral paths to pre-render, e.g. `/cars/zeekr-001`. */
  staticPaths?: () => string[] | Promise<string[]>;
}

const PAGE_ROUTES: PageRoute[] = [
  { lazy: () => import('../pages/home-page'), entry: 'src/pages/home-page.tsx', loader: buildTimeLoader((d) => d.homeData) },
  {
    path: 'catalog',
    lazy: () => import('../pages/catalog-page'),
    entry: 'src/pages/catalog-page.tsx',
    loader: buildTimeLoader((d) => d.catalogData),
  },
  { path: '*', lazy: () => import('../pages/not-found-page'), entry: 'src/pages/not-found-page.tsx' },
];

/** Each language's root module brings that language's shell strings, and only those. */
const LANGUAGE_ROOTS = {
  ru: { lazy: () => import('./roots/ru'), entry: 'src/app/roots/ru.tsx' },
  en: { lazy: () => import('./roots/en'), entry: 'src/app/roots/en.tsx' },
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
        children: PAGE_ROUTES.map(({ path, lazy, entry, loader }) =>
          path === undefined
            ? { index: true as const, lazy, entry, loader, shouldRevalidate: revalidateOnNewPath }
            : { path, lazy, entry, loader, shouldRevalidate: revalidateOnNewPath },
        ),
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
