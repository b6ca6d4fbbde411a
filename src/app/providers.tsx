import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { getI18n } from '../i18n/index.js';
import type { Lang } from '../i18n/lang.js';
import { LangContext } from '../components/layout/use-lang.js';
import { GlobalStyle } from '../styles/global-style.js';
import { theme } from '../styles/theme.js';

/** Language, translations, theme and global styles for one language tree. */
export function Providers({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <LangContext.Provider value={lang}>
      <I18nextProvider i18n={getI18n(lang)}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </LangContext.Provider>
  );
}
