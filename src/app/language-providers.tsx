import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '../../shared/lang.js';
import { LangContext } from '../components/layout/use-lang.js';
import { ShellContext } from '../components/layout/use-shell.js';
import type { Strings } from '../i18n/index.js';
import type { Shell } from '../lib/shell.js';
import { RootStringsContext } from './providers.js';

/**
 * What `Providers` gives a language tree, without the theme: language, shell facts and
 * translations (`i18n`, made from `strings` by `createI18n`) for one language's share of the
 * not-found document, under `StyleProviders` given once above. That document holds each
 * language's header, page and footer apart, inside one shell. Apart from providers.tsx, so
 * that no other page's first load carries it.
 */
export function LanguageProviders({
  lang,
  shell,
  strings,
  i18n,
  children,
}: {
  lang: Lang;
  shell: Shell;
  strings: Strings;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <LangContext.Provider value={lang}>
      <ShellContext.Provider value={shell}>
        <RootStringsContext.Provider value={strings}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </RootStringsContext.Provider>
      </ShellContext.Provider>
    </LangContext.Provider>
  );
}
