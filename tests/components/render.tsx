import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../src/app/providers.js';
import type { Lang } from '../../src/i18n/lang.js';
import { registerCommon } from '../../src/i18n/index.js';
import ruCommon from '../../locales/ru/common.json';
import enCommon from '../../locales/en/common.json';

registerCommon('ru', ruCommon);
registerCommon('en', enCommon);

/** The v7 behaviours the site runs with (vite-react-ssg opts in), which also silences the warnings. */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

/** Renders UI inside the site's providers and a data router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  { lang = 'ru', path = lang === 'ru' ? '/' : '/en' }: { lang?: Lang; path?: string } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: <Providers lang={lang}>{ui}</Providers> }], {
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
