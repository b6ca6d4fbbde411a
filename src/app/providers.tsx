import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createI18n, type Strings } from '../i18n/index.js';
import type { Lang } from '../../shared/lang.js';
import { LangContext } from '../components/layout/use-lang.js';
import { ShellContext } from '../components/layout/use-shell.js';
import type { Shell } from '../lib/shell.js';
import { GlobalStyle } from '../styles/global-style.js';
import { theme } from '../styles/theme.js';

/** The shell's strings of the language tree (read by `useRootStrings`; also given by language-providers.tsx). */
export const RootStringsContext = createContext<Strings>({});

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

/** Language, shell facts, translations, theme and global styles for one language tree (language-providers.tsx: the same without the theme). */
export function Providers({ lang, shell, strings, children }: { lang: Lang; shell: Shell; strings: Strings; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(lang, strings, shell.words), [lang, strings, shell.words]);
  return (
    <LangContext.Provider value={lang}>
      <ShellContext.Provider value={shell}>
        <RootStringsContext.Provider value={strings}>
          <I18nextProvider i18n={i18n}>
            <StyleProviders>{children}</StyleProviders>
          </I18nextProvider>
        </RootStringsContext.Provider>
      </ShellContext.Provider>
    </LangContext.Provider>
  );
}
