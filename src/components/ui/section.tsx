import { styled } from 'styled-components';

/** A page section with the site's vertical rhythm; `$tone="muted"` gives it the grey band. */
export const Section = styled.section<{ $tone?: 'plain' | 'muted' }>`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ $tone = 'plain', theme }) => ($tone === 'muted' ? theme.color.surface : theme.color.background)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 800;
`;

export const SectionIntro = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
