import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useLang } from '../components/layout/use-lang.js';
import { useShell } from '../components/layout/use-shell.js';
import { Seo } from '../components/layout/seo.js';
import { useRootStrings } from './providers.js';
import { createI18n } from '../i18n/index.js';
import { parseLocalizedPath } from '../lib/paths.js';
import type { LoadedPage } from './define-page.js';
import type { NotFoundData } from '../pages/not-found/data.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page types its own data (PageData<'car'> …)
export type PageComponent = ComponentType<{ data: any }>;

/**
 * A path the build did not pre-render has no route data (a link to a car that does not
 * exist, say): the document is loaded afresh, and the host answers with its 404 page.
 */
function ReloadDocument() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}

/** The page's strings on top of the shell's, in a new i18next instance (nothing is added to a shared one). */
function PageStrings({ strings, children }: { strings: LoadedPage['strings']; children: ReactNode }) {
  const lang = useLang();
  const root = useRootStrings();
  const { words } = useShell();
  const i18n = useMemo(() => createI18n(lang, { ...root, ...strings }, words), [lang, root, strings, words]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Every page of the language trees: its strings, its head (title, description, links), and its data as props. */
export function PageFrame({ page: Page }: { page: PageComponent }) {
  const loaded = useLoaderData() as LoadedPage | null;
  const { pathname } = useLocation();
  if (!loaded) return <ReloadDocument />;
  return (
    <PageStrings strings={loaded.strings}>
      <Seo {...loaded.head} path={parseLocalizedPath(pathname).path} />
      <Page data={loaded.data} />
    </PageStrings>
  );
}

/** The not-found document frames itself: it stands outside the language trees and holds both (src/pages/not-found/page.tsx). */
export function NotFoundFrame({ page: Page }: { page: PageComponent }) {
  const loaded = useLoaderData() as NotFoundData | null;
  if (!loaded) return <ReloadDocument />;
  return <Page data={loaded} />;
}
