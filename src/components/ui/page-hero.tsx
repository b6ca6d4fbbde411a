import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { scrollToId } from '../hooks/scroll.js';
import { Breadcrumbs, type Crumb } from './breadcrumbs.js';
import { ButtonAnchor } from './button.js';
import { Container } from './container.js';

interface PageHeroProps {
  crumbs: Crumb[];
  title: string;
  text: string;
  /** The spec's hero button: it scrolls to a section of the same page. */
  action?: { label: string; targetId: string };
  /** Below the text: figures, a stats row. */
  children?: ReactNode;
}

/** The dark band that opens an inner page (news, about, contact...): breadcrumbs, heading, a line of text, one button. */
export function PageHero({ crumbs, title, text, action, children }: PageHeroProps) {
  return (
    <Band>
      <Container>
        <Breadcrumbs items={crumbs} onDark />
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
        {action && (
          <ButtonAnchor
            href={`#${action.targetId}`}
            $variant="onDark"
            onClick={(event) => {
              if (scrollToId(action.targetId)) event.preventDefault();
            }}
          >
            {action.label}
          </ButtonAnchor>
        )}
      </Container>
    </Band>
  );
}

const Band = styled.div`
  --focus-ring: ${({ theme }) => theme.color.focusOnDark};
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.onHero};
  background:
    radial-gradient(ellipse at 80% 20%, ${({ theme }) => theme.color.heroGlow}, transparent 55%),
    linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  h1 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: clamp(1.75rem, 3vw + 1rem, 2.75rem);
    line-height: 1.15;
  }
  p {
    max-width: 65ch;
    margin-bottom: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.onHeroMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
