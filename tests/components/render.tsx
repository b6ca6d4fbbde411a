import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../src/app/providers';
import type { Lang } from '../../src/i18n/lang';
import { registerCommon } from '../../src/i18n';
import ruCommon from '../../locales/ru/common.json';
import enCommon from '../../locales/en/common.json';

registerCommon('ru', ruCommon);
registerCommon('en', enCommon);

/** Renders UI inside the site's providers and a data router at `path`. */
export function renderWithProviders(ui: ReactNode, { lang = 'ru', path = lang === 'ru' ? '/' : '/en' }: { lang?: Lang; path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Providers lang={lang}>{ui}</Providers> }], { initialEntries: [path] });
  const result = render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return { ...result, router };
}
