import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { scrollToId } from '../../../components/hooks/scroll.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { ButtonAnchor } from '../../../components/ui/button.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { ChipList } from '../../../components/ui/chip-list.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { paths } from '../../../lib/paths.js';
import type { HomeTermValues } from '../lib/terms.js';

const CARDS = [
  { key: 'financing', href: paths.financing },
  { key: 'warranty', href: paths.warranty },
  { key: 'maintenance', href: paths.maintenance },
] as const;

/** docs/decisions/pages-home-about-contact.md#home: the five promises. */
const PROMISES = ['zeroDown', 'term', 'battery', 'vehicle', 'roadside'] as const;

/** docs/decisions/pages-home-about-contact.md#home: three service cards, the promises, and a call to action to the contacts. */
export function ServicesSection({ terms }: { terms: HomeTermValues }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <Section id="services" aria-labelledby="services-title">
      <Container>
        <SectionTitle id="services-title">{t('services.title')}</SectionTitle>
        <SectionIntro>{t('services.intro')}</SectionIntro>
        <Cards>
          {CARDS.map((card) => (
            <li key={card.key}>
              <Card>
                <h3>{t(`services.cards.${card.key}.title`)}</h3>
                <p>{t(`services.cards.${card.key}.text`, terms)}</p>
                <Link to={card.href(lang)}>{t(`services.cards.${card.key}.link`)}</Link>
              </Card>
            </li>
          ))}
        </Cards>
        <Promises aria-labelledby="promises-title">
          <h3 id="promises-title">{t('services.promisesTitle')}</h3>
          <ChipList>
            {PROMISES.map((key) => (
              <li key={key}>{t(`services.promises.${key}`, terms)}</li>
            ))}
          </ChipList>
        </Promises>
        <Cta>
          <div>
            <h3>{t('services.ctaTitle')}</h3>
            <p>{t('services.ctaText')}</p>
          </div>
          <ButtonAnchor
            href="#contacts"
            onClick={(event) => {
              if (scrollToId('contacts')) event.preventDefault();
            }}
          >
            {t('services.ctaButton')}
          </ButtonAnchor>
        </Cta>
      </Container>
    </Section>
  );
}

const Cards = styled(CardGrid).attrs({ $columns: { md: 3 } })`
  margin: ${({ theme }) => theme.space.xl} 0;
  > li {
    display: flex;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    font-weight: 600;
  }
`;

const Promises = styled.section`
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 600;
  }
  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.color.success};
  }
`;

const Cta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  color: ${({ theme }) => theme.color.onHero};
  --focus-ring: ${({ theme }) => theme.color.focusOnDark};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.onHeroMuted};
  }
`;
