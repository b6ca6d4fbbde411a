import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { Lang } from '../../shared/lang.js';
import { Seo } from '../components/layout/seo.js';
import { Button, ButtonLink } from '../components/ui/button.js';
import { Container } from '../components/ui/container.js';
import { parseLocalizedPath, paths } from '../lib/paths.js';
import { useLang } from '../components/layout/use-lang.js';
import { isStaleBuildError, mayReload, noteReload } from '../lib/stale-build.js';
import type { RootData } from './define-page.js';
import { Providers } from './providers.js';

/**
 * After a redeploy an open tab asks for code or route data that no longer exist (vite-react-ssg
 * upstream issue 93). The router has already moved to the page asked for, so a reload loads that
 * page from the new deploy; once per address (src/lib/stale-build.ts). `always`: whatever the
 * error (without the root's data). Says whether it reloads, so that the error screen does not
 * flash up meanwhile.
 */
function useReloadOnStaleBuild(error: unknown, always?: boolean): boolean {
  const stale = always || isStaleBuildError(error);
  // Decided at the first render: once the reload is noted, a render again must not take it for a second one.
  const [reload] = useState(() => stale && typeof window !== 'undefined' && mayReload(sessionStorage, location.href));
  useEffect(() => {
    if (reload) {
      noteReload(sessionStorage, location.href);
      location.reload();
    } else if (stale) console.error(error);
  }, [reload, stale, error]);
  return reload;
}

/** The rendering-crash fallback (docs/decisions/pages-shell.md#errors), in the page's language. */
export function ErrorScreen() {
  const lang = useLang();
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (useReloadOnStaleBuild(error)) return null;

  return (
    <Wrapper>
      <Seo title={t('error.seoTitle')} description={t('error.message')} path={parseLocalizedPath(location.pathname).path} noindex />
      <Container>
        <Panel role="alert">
          <h1>{t('error.title')}</h1>
          <p>{t('error.message')}</p>
          <Actions>
            <Button
              type="button"
              onClick={() => navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true })}
            >
              {t('error.tryAgain')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
            <ButtonLink to={paths.home(lang)} $variant="ghost" reloadDocument>
              {t('error.home')}
            </ButtonLink>
          </Actions>
        </Panel>
      </Container>
    </Wrapper>
  );
}

/**
 * When the language root itself fails, the fallback stands alone with its providers.
 * Without the root's data (its strings) nothing can be said in the visitor's language:
 * that happens only when a navigation's data could not be fetched (a redeploy, the
 * network), and a fresh load of the page, whose HTML carries its data, is the cure.
 */
export function RootErrorScreen({ lang }: { lang: Lang }) {
  const data = useRouteLoaderData(`${lang}-root`) as RootData | undefined;
  const error = useRouteError();
  // Without the root's data only a fresh load can help, whatever the error.
  if (useReloadOnStaleBuild(error, !data) || !data) return null;
  return (
    <Providers lang={lang} shell={data.shell} strings={data.strings}>
      <ErrorScreen />
    </Providers>
  );
}

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
`;

const Panel = styled.div`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
