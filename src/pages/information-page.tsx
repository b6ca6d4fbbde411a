import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLang } from '../components/layout/use-lang.js';
import { ButtonLink } from '../components/ui/button.js';
import { Container } from '../components/ui/container.js';
import { PageHero } from '../components/ui/page-hero.js';
import { Section, SectionIntro, SectionTitle } from '../components/ui/section.js';
import { paths } from '../lib/paths.js';
import { media } from '../styles/theme.js';

/** The hub's cards, in the spec's order (spec 001 Information hub). */
const TOOLS = ['comparison', 'rangeConditions', 'chargingGuide', 'guides', 'calculator'] as const;

/** Spec 001 Information hub: cards to the comparison, range, charging, guides and calculators, and a link to contact. */
export default function InformationPage() {
  const lang = useLang();
  const { t } = useTranslation('information');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('hero.title') }]}
        title={t('hero.title')}
        text={t('hero.text')}
      />
      <Section aria-labelledby="tools-title">
        <Container>
          <SectionTitle id="tools-title">{t('tools.title')}</SectionTitle>
          <Cards>
            {TOOLS.map((tool) => (
              <li key={tool}>
                <h3>
                  <Link to={paths[tool](lang)}>{t(`tools.items.${tool}.title`)}</Link>
                </h3>
                <p>{t(`tools.items.${tool}.text`)}</p>
                <span aria-hidden="true">{t('tools.open')} →</span>
              </li>
            ))}
          </Cards>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="information-contact-title">
        <Container>
          <SectionTitle id="information-contact-title">{t('contact.title')}</SectionTitle>
          <SectionIntro>{t('contact.text')}</SectionIntro>
          <ButtonLink to={paths.contact(lang)}>{t('contact.button')}</ButtonLink>
        </Container>
      </Section>
    </>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('nav')} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  /* The whole card is the link's target. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  span {
    margin-top: auto;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;
