import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { scrollToId } from '../../../components/hooks/scroll.js';
import { ButtonAnchor } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import type { HomeAnchor } from '../../../lib/paths.js';

/** Spec 000 Home section 1: title, subtitle, description, and two buttons that scroll smoothly. */
export function Hero() {
  const { t } = useTranslation('home');
  const jump = (anchor: HomeAnchor) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToId(anchor)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${anchor}`);
    }
  };
  return (
    <Section id="home" aria-labelledby="hero-title">
      <Container>
        <Eyebrow>{t('hero.subtitle')}</Eyebrow>
        <Title id="hero-title">{t('hero.title')}</Title>
        <Description>{t('hero.description')}</Description>
        <Buttons>
          <ButtonAnchor href="#our-vehicles" onClick={jump('our-vehicles')}>
            {t('hero.catalogButton')}
          </ButtonAnchor>
          <ButtonAnchor href="#contacts" $variant="onDark" onClick={jump('contacts')}>
            {t('hero.specialistButton')}
          </ButtonAnchor>
        </Buttons>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  background:
    radial-gradient(ellipse at 80% 20%, ${({ theme }) => theme.color.heroGlow}, transparent 55%),
    linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  color: ${({ theme }) => theme.color.onHero};
  padding: clamp(4rem, 12vw, 8rem) 0;
`;

const Eyebrow = styled.p`
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.onHeroMuted};
`;

const Title = styled.h1`
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSize.hero};
  font-weight: 800;
`;

const Description = styled.p`
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.onHeroMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;
