import { styled } from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'neutral';

/** A small label on a picture or beside a title: stock (green/red), brand. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ $tone, theme }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.heroFrom)};
`;

/** The stock badge of spec 000 §4: in stock in green, pre-order in red. */
export const stockTone = (inStock: boolean): BadgeTone => (inStock ? 'success' : 'danger');
