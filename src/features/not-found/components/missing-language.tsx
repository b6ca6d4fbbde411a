import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Lang } from '../../../../shared/lang.js';

/**
 * One language's whole document (shell and page) inside the not-found document, which holds
 * both: shown only when <html> has its language, which the head's script sets from the
 * path before anything paints (../lib/missing.ts). Outside any theme, so no tokens here.
 */
export function MissingLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <Part lang={lang} $lang={lang}>
      {children}
    </Part>
  );
}

const Part = styled.div<{ $lang: Lang }>`
  html:not([lang='${({ $lang }) => $lang}']) & {
    display: none;
  }
`;
