import { Fragment, Suspense, type ReactElement, type ReactNode } from 'react';
import { lazyWhenIdle } from '../hooks/lazy-when-idle.js';
import { styled } from 'styled-components';
import { Header } from './header.js';
import { HydrationMark } from './hydration-mark.js';
import { ScrollManager } from './scroll-manager.js';
import { Main, Page } from './site-layout.js';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.js';

/*
 * The not-found document's layout, apart from site-layout.tsx so that no other page's first load
 * carries it. Footer and back to top load when the page is idle, as on every page. No navigation
 * progress bar: that document's router never navigates (its links load documents:
 * features/not-found/hooks/use-document-links.ts).
 */
const Footer = lazyWhenIdle(() => import('./footer.js').then((m) => ({ default: m.Footer })));
const BackToTop = lazyWhenIdle(() => import('./back-to-top.js').then((m) => ({ default: m.BackToTop })));

/** What of the shell speaks one language, for `SharedSiteLayout`: made by `languageShell`. */
export interface LanguageShell {
  key: string;
  skipLink: ReactElement;
  header: ReactElement;
  footer: ReactElement;
  backToTop: ReactElement;
}

/**
 * One language's skip link, header, footer and back-to-top button, each put in that language
 * by `wrap` (its providers, and whatever shows it only in that language). Make them once (a
 * `useMemo`): the footer's code loads when the page is idle, and until then it must get the
 * same element on every render (lazy-when-idle.ts).
 */
export function languageShell(key: string, wrap: (part: ReactNode) => ReactElement): LanguageShell {
  return {
    key,
    skipLink: wrap(<SkipLink />),
    header: wrap(<Header part />),
    footer: wrap(
      <Suspense fallback={null}>
        <Footer part />
      </Suspense>,
    ),
    backToTop: wrap(
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>,
    ),
  };
}

/**
 * The layout of a document that holds the shell in several languages at once (the not-found
 * document: docs/decisions/pages-shell.md#not-found): still one header, one main and one
 * footer, each holding every language's share, so that its landmarks and ids are the page's
 * own, once. `children` is the main content, in every language too.
 */
export function SharedSiteLayout({ languages, children }: { languages: readonly LanguageShell[]; children: ReactNode }) {
  const each = (part: Exclude<keyof LanguageShell, 'key'>) => languages.map((shell) => <Fragment key={shell.key}>{shell[part]}</Fragment>);
  return (
    <Page>
      {each('skipLink')}
      <HeaderFrame>{each('header')}</HeaderFrame>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <footer>{each('footer')}</footer>
      {each('backToTop')}
      <ScrollManager />
      <HydrationMark />
    </Page>
  );
}

/** The one `<header>` around each language's (`Header part`): it sticks, as the header's bar does; the bar inside each paints. */
const HeaderFrame = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
`;
