import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from './container.js';

/** A dark band with a heading, a line of text and buttons: the page's call to action. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Band aria-labelledby={`${id}-title`}>
      <Container>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{text}</p>
        <Actions>{children}</Actions>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  --focus-ring: ${({ theme }) => theme.color.focusOnDark};
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
