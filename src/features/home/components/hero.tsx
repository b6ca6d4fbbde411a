import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { HIGH_FETCH_PRIORITY } from '../../../components/ui/fetch-priority.js';
import { scrollToId } from '../../../components/hooks/scroll.js';
import { ButtonAnchor } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import type { HomeAnchor } from '../../../lib/paths.js';
import { HERO_PICTURE } from '../../../lib/pictures.js';
import { media } from '../../../styles/theme.js';
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';
import { useShell } from '../../../components/layout/use-shell.js';

/**
 * docs/decisions/pages-home-about-contact.md#home: title, subtitle, description, and two buttons that scroll smoothly.
 * The comparison with the German big three is a claim (docs/decisions/company-facts.md#38): shown with its
 * basis, or not at all.
 */
export function Hero({ models }: { models: readonly string[] }) {
  const { t } = useTranslation('home');
  const comparison = useShell().company.facts.germanBigThree;
  const named = models.length > 1 ? `${models.slice(0, -1).join(', ')} ${t('hero.and')} ${models.at(-1)}` : (models[0] ?? '');
  const jump = (anchor: HomeAnchor) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToId(anchor)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${anchor}`);
    }
  };
  return (
    <Section id="home" aria-labelledby="hero-title">
      <Layout>
        <Text>
          <Eyebrow>{t('hero.subtitle')}</Eyebrow>
          <Title id="hero-title">{t('hero.title')}</Title>
          <Description>
            {t('hero.description')}
            {comparison && (
              <>
                {' '}
                {t('hero.comparison')}
                <Basis>{t('basis', { basis: comparison.basis })}</Basis>
              </>
            )}
          </Description>
          {comparison && <HeroNote ids={['germanBigThree']} />}
          <Buttons>
            <ButtonAnchor href="#our-vehicles" onClick={jump('our-vehicles')}>
              {t('hero.catalogButton')}
            </ButtonAnchor>
            <ButtonAnchor href="#contacts" $variant="onDark" onClick={jump('contacts')}>
              {t('hero.specialistButton')}
            </ButtonAnchor>
          </Buttons>
        </Text>
        <Lineup>
          <img
            src={HERO_PICTURE.src}
            width={HERO_PICTURE.width}
            height={HERO_PICTURE.height}
            alt={t('hero.imageAlt', { models: named })}
            decoding="async"
            {...HIGH_FETCH_PRIORITY}
          />
          <LineupNote>{t('hero.imageNote')}</LineupNote>
        </Lineup>
      </Layout>
    </Section>
  );
}

const Section = styled.section`
  --focus-ring: ${({ theme }) => theme.color.focusOnDark};
  background:
    radial-gradient(ellipse at 80% 20%, ${({ theme }) => theme.color.heroGlow}, transparent 55%),
    linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  color: ${({ theme }) => theme.color.onHero};
  padding: clamp(2rem, 8vw, 8rem) 0;
`;

/** Text then the cars on a phone; side by side from the large breakpoint. */
const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }
`;

const Text = styled.div`
  min-width: 0;
`;

const Lineup = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const LineupNote = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.onHeroMuted};
  text-align: right;
`;

/** The makers: on a phone the brand chips right under the hero name them. */
const Eyebrow = styled.p`
  display: none;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.onHeroMuted};
  ${media.up('sm')} {
    display: block;
  }
`;

const Title = styled.h1`
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSize.hero};
  font-weight: 800;
`;

/** On a phone the hero is the title, the buttons and the cars: the needs and the cars follow within two screens. */
const Description = styled.p`
  display: none;
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.onHeroMuted};
  ${media.up('sm')} {
    display: block;
  }
`;

/** What was compared with what, and when: under the claim, in smaller type. */
const Basis = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** With the description it shows: not on a phone. */
const HeroNote = styled(ExampleFactsNote)`
  display: none;
  ${media.up('sm')} {
    display: block;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;
