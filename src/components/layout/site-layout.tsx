import { Fragment, Suspense, type ReactElement, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { lazyWhenIdle } from '../hooks/lazy-when-idle.js';
import { Header, HeaderFrame } from './header.js';
import { HydrationMark } from './hydration-mark.js';
import { NavigationProgress } from './navigation-progress.js';
import { ScrollManager } from './scroll-manager.js';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.js';

// Below the fold on every page: hydrated once the page is idle.
const Footer = lazyWhenIdle(() => import('./footer.js').then((m) => ({ default: m.Footer })));
// Shown only after scrolling (nothing to pre-render): its code loads once the page is idle.
const BackToTop = lazyWhenIdle(() => import('./back-to-top.js').then((m) => ({ default: m.BackToTop })));

/** Header, main content and footer of every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <NavigationProgress />
      <Header />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>
      <ScrollManager />
      <HydrationMark />
    </Page>
  );
}

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
      <NavigationProgress />
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

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;
