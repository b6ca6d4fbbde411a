import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
// The provider of vite-react-ssg's own copy (declared at the same version in package.json), for <Head>.
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadStrings } from '../../locales/index.js';
import { loadRoot } from '../../src/app/build/load.js';
import { Providers } from '../../src/app/providers.js';
import type { Lang } from '../../shared/lang.js';
import type { Namespace } from '../../src/i18n/namespaces.js';
import type { Shell } from '../../src/lib/shell.js';

/** The v7 behaviours the site runs with (vite-react-ssg opts in), which also silences the warnings. */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

/** What the language root gives every page: the shell facts and strings, plus a page's own namespaces; `shell` replaces parts of the real shell. */
export function rootProps(lang: Lang, namespaces: readonly Namespace[] = [], shell: Partial<Shell> = {}) {
  const root = loadRoot(lang);
  return { lang, shell: { ...root.shell, ...shell }, strings: { ...root.strings, ...loadStrings(lang, namespaces) } };
}

/** Renders UI inside the site's providers (built from the real content and strings) and a data router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  {
    lang = 'ru',
    path = lang === 'ru' ? '/' : '/en',
    strings = [],
    shell,
  }: { lang?: Lang; path?: string; strings?: readonly Namespace[]; shell?: Partial<Shell> } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: <Providers {...rootProps(lang, strings, shell)}>{ui}</Providers> }], {
    initialEntries: [path],
    future: ROUTER_FUTURE,
  });
  const result = render(
    <HelmetProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </HelmetProvider>,
  );
  return { ...result, router };
}
