import { Suspense, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { lazyWhenIdle } from '../hooks/lazy-when-idle.js';
import { Header } from './header.js';
import { HydrationMark } from './hydration-mark.js';
import { ScrollManager } from './scroll-manager.js';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.js';

// Below the fold on every page: hydrated once the page is idle.
const Footer = lazyWhenIdle(() => import('./footer.js').then((m) => ({ default: m.Footer })));
// Shown only while the next page loads (nothing to pre-render): its code loads once the page is idle.
const NavigationProgress = lazyWhenIdle(() => import('./navigation-progress.js').then((m) => ({ default: m.NavigationProgress })));
// Shown only after scrolling (nothing to pre-render): its code loads once the page is idle.
const BackToTop = lazyWhenIdle(() => import('./back-to-top.js').then((m) => ({ default: m.BackToTop })));

/** Header, main content and footer of every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
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

/** The page's column: header, main (which takes the room left) and footer. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;
