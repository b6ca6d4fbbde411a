import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { ButtonLink } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { contactFormHref, paths } from '../../../lib/paths.js';

/** Spec 000 About: the call to action; its main button reaches the contact page's form. */
export function AboutCta() {
  const { t } = useTranslation('about');
  const lang = useLang();
  return (
    <Band aria-labelledby="about-cta-title">
      <Container>
        <h2 id="about-cta-title">{t('cta.title')}</h2>
        <p>{t('cta.text')}</p>
        <Actions>
          <ButtonLink to={contactFormHref(lang)}>{t('cta.contact')}</ButtonLink>
          <ButtonLink to={paths.catalog(lang)} $variant="onDark">
            {t('cta.catalog')}
          </ButtonLink>
        </Actions>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
  color: ${({ theme }) => theme.color.onHero};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    max-width: 65ch;
    color: ${({ theme }) => theme.color.onHeroMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;
