import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createI18n, type Strings } from '../i18n/index.js';
import type { Lang } from '../../shared/lang.js';
import { LangContext } from '../components/layout/use-lang.js';
import { ShellContext } from '../components/layout/use-shell.js';
import type { Shell } from '../lib/shell.js';
import { GlobalStyle } from '../styles/global-style.js';
import { theme } from '../styles/theme.js';

const RootStringsContext = createContext<Strings>({});

/** The shell's strings (`common`, `enquiry`), which each page adds its own to. */
export function useRootStrings(): Strings {
  return useContext(RootStringsContext);
}

/** Theme and global styles, for every document (the not-found document included). */
export function StyleProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** Language, shell facts, translations, theme and global styles for one language tree. */
export function Providers({ lang, shell, strings, children }: { lang: Lang; shell: Shell; strings: Strings; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(lang, strings, shell.words), [lang, strings, shell.words]);
  return (
    <LanguageProviders lang={lang} shell={shell} strings={strings} i18n={i18n}>
      <StyleProviders>{children}</StyleProviders>
    </LanguageProviders>
  );
}

/**
 * Language, shell facts and translations (`i18n`, made from `strings` by `createI18n`) for one
 * language's share of a document, under `StyleProviders` given once above: the not-found
 * document holds each language's header, page and footer apart, inside one shell.
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
