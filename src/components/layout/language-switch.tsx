import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { LANGS, type Lang } from '../../../shared/lang.js';
import { paths, switchLanguagePath } from '../../lib/paths.js';
import { useHydrated } from '../hooks/use-hydrated.js';
import { useMissingPage } from './missing-page.js';
import { useLang } from './use-lang.js';

/**
 * RU | EN. Each goes to the same page in its language, keeping the query string
 * and hash (docs/decisions/urls-and-languages.md#2). Plain links, so the switch works before JavaScript runs.
 * On the not-found document, whose HTML cannot know its path, each leads home until hydration.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const missingPage = useMissingPage();
  const hydrated = useHydrated();
  const target = (l: Lang) => (missingPage && !hydrated ? paths.home(l) : { pathname: switchLanguagePath(pathname, l), search, hash });
  return (
    <Group role="group" aria-label={t('header.language')} className={className}>
      {LANGS.map((l) => (
        <LangLink
          key={l}
          to={target(l)}
          hrefLang={l}
          lang={l}
          aria-label={t(`language.${l}`)}
          aria-current={l === lang ? 'true' : undefined}
          $active={l === lang}
        >
          {t(`language.short.${l}`)}
        </LangLink>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: 2px;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const LangLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  text-decoration: none;
  color: ${({ $active, theme }) => ($active ? theme.color.onPrimary : theme.color.text)};
  background: ${({ $active, theme }) => ($active ? theme.color.primary : 'transparent')};
  &:hover {
    color: ${({ $active, theme }) => ($active ? theme.color.onPrimary : theme.color.primary)};
  }
`;
