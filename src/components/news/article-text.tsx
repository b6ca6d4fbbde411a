import { styled } from 'styled-components';

/**
 * Text rendered from Markdown at build time (an article, the privacy policy). In an
 * article the first paragraph is the lead; `$lead={false}` for a legal text.
 */
export const ArticleText = styled.div<{ $lead?: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.7;
  > p:first-child {
    ${({ $lead = true, theme }) => ($lead ? `font-size: ${theme.fontSize.xl}; font-weight: 600; line-height: 1.5;` : '')}
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;
