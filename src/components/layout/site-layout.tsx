import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { ScrollManager } from './scroll-manager';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

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
      <Footer />
      <BackToTop />
      <ScrollManager />
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
  &:focus { outline: none; }
`;
