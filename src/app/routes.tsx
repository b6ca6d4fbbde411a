/**
 * One route definition, two language trees: Russian at `/`, English at `/en`
 * (DECISIONS 1). A page joins the site by adding one entry to PAGE_ROUTES; it is
 * then pre-rendered in both languages.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { LANGS, type Lang } from '../i18n/lang';
import { localizePath, routePaths } from '../lib/paths';
import { LanguageRoot } from './language-root';
import { ErrorScreen, RootErrorScreen } from './route-error';

interface PageRoute {
  /** Path relative to the language root; `undefined` for the index page. */
  path?: string;
  lazy: NonNullable<RouteRecord['lazy']>;
  /** Entry file, so vite-react-ssg links the page's CSS and preloads its chunk. */
  entry: string;
  /** For dynamic routes: the concrete language-neutral paths to pre-render, e.g. `/cars/zeekr-001`. */
  staticPaths?: () => string[] | Promise<string[]>;
}

const PAGE_ROUTES: PageRoute[] = [
  { lazy: () => import('../pages/home-page'), entry: 'src/pages/home-page.tsx' },
  { path: '*', lazy: () => import('../pages/not-found-page'), entry: 'src/pages/not-found-page.tsx' },
];

function languageTree(lang: Lang): RouteRecord {
  const root = localizePath(lang, '/');
  return {
    id: `${lang}-root`,
    path: root,
    element: <LanguageRoot lang={lang} />,
    errorElement: <RootErrorScreen lang={lang} />,
    entry: 'src/app/language-root.tsx',
    children: [
      {
        id: `${lang}-pages`,
        // A crash in a page shows the fallback inside the header and footer.
        errorElement: <ErrorScreen />,
        children: PAGE_ROUTES.map(({ path, lazy, entry }) =>
          path === undefined ? { index: true as const, lazy, entry } : { path, lazy, entry },
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
