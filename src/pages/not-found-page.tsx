import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { phone } from '../../content/company-core.js';
import ruNotFound from '../../locales/ru/not-found.json';
import enNotFound from '../../locales/en/not-found.json';
import { Seo } from '../components/layout/seo.js';
import { useLang } from '../components/layout/use-lang.js';
import { Button, ButtonLink } from '../components/ui/button.js';
import { Container } from '../components/ui/container.js';
import { ArrowLeftIcon } from '../components/ui/icons.js';
import { telHref } from '../lib/contact-links.js';
import { usePageStrings } from '../i18n/page-strings.js';
import { parseLocalizedPath, paths } from '../lib/paths.js';

const SUGGESTIONS = ['checkUrl', 'goBack', 'home', 'catalog', 'support'] as const;

// This page is drawn in the browser for any unknown URL (no page data), so its
// strings come with its code, in both languages.
const STRINGS = { ru: ruNotFound, en: enNotFound };

/** Spec 001 Not-found page, served with status 404 for any unknown path. */
export function Component() {
  const lang = useLang();
  usePageStrings({ 'not-found': STRINGS[lang] });
  const { t } = useTranslation('not-found');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const goBack = () => {
    // A visitor who landed here directly has nothing to go back to on this site.
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.home(lang));
  };

  return (
    <Wrapper aria-labelledby="not-found-title">
      <Seo title={t('seoTitle')} description={t('seoDescription')} path={parseLocalizedPath(pathname).path} noindex />
      <Container>
        <Code aria-hidden="true">{t('code')}</Code>
        <h1 id="not-found-title">{t('title')}</h1>
        <Message>{t('message')}</Message>
        <Buttons>
          <ButtonLink to={paths.home(lang)}>{t('home')}</ButtonLink>
          <ButtonLink to={paths.catalog(lang)} $variant="secondary">
            {t('catalog')}
          </ButtonLink>
          <ButtonLink to={paths.contact(lang)} $variant="secondary">
            {t('contact')}
          </ButtonLink>
          <Button type="button" $variant="ghost" onClick={goBack}>
            <ArrowLeftIcon size={18} />
            {t('back')}
          </Button>
        </Buttons>
        <Suggestions>
          <h2>{t('suggestionsTitle')}</h2>
          <ul>
            {SUGGESTIONS.map((key) => (
              <li key={key}>{t(`suggestions.${key}`)}</li>
            ))}
          </ul>
        </Suggestions>
        <Help>
          {t('help')} <a href={telHref(phone.display)}>{phone.display}</a>
        </Help>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 18vw, 8rem);
  font-weight: 900;
  line-height: 1;
  color: ${({ theme }) => theme.color.primary};
`;

const Message = styled.p`
  max-width: 60ch;
  margin: 0 auto;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xl} 0;
`;

const Suggestions = styled.div`
  display: inline-block;
  text-align: left;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Help = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
`;
