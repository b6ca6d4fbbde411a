import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Lang } from '../../../../shared/lang.js';

/**
 * One language's part of the not-found document, which holds both: shown only when <html>
 * has its language, which the head's script sets from the path before anything paints
 * (../lib/missing.ts). `inline` for a part inside a line (the heading's text). Outside any
 * theme, so no tokens here.
 */
export function MissingLanguage({ lang, inline = false, children }: { lang: Lang; inline?: boolean; children: ReactNode }) {
  return (
    <Part as={inline ? 'span' : undefined} lang={lang} $lang={lang}>
      {children}
    </Part>
  );
}

const Part = styled.div<{ $lang: Lang }>`
  html:not([lang='${({ $lang }) => $lang}']) & {
    display: none;
  }
`;
