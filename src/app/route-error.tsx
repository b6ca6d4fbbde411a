import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { Lang } from '../../shared/lang.js';
import { Seo } from '../components/layout/seo.js';
import { Button, ButtonLink } from '../components/ui/button.js';
import { Container } from '../components/ui/container.js';
import { parseLocalizedPath, paths } from '../lib/paths.js';
import { useLang } from '../components/layout/use-lang.js';
import type { RootData } from './define-page.js';
import { Providers } from './providers.js';

const RELOADED_KEY = 'route-error-reloaded';

/**
 * After a redeploy an open tab may ask for code that no longer exists (vite-react-ssg
 * upstream issue 93). A full reload fetches the new build; once per URL, so a real
 * outage does not loop.
 */
function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** A full reload of the page, once per URL, so a real outage does not loop. */
function reloadOnce(error: unknown) {
  const url = window.location.href;
  if (window.sessionStorage.getItem(RELOADED_KEY) === url) {
    console.error(error);
    return;
  }
  window.sessionStorage.setItem(RELOADED_KEY, url);
  window.location.reload();
}

function useReloadOnStaleBuild(error: unknown) {
  useEffect(() => {
    if (isStaleBuildError(error)) reloadOnce(error);
  }, [error]);
}

/** The rendering-crash fallback (docs/decisions/pages-shell.md#errors), in the page's language. */
export function ErrorScreen() {
  const lang = useLang();
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useReloadOnStaleBuild(error);

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
  useEffect(() => {
    if (!data) reloadOnce(error);
  }, [data, error]);
  if (!data) return null;
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
