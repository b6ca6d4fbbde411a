import { styled } from 'styled-components';
import { media, type Theme } from '../../styles/theme.js';

type Breakpoint = keyof Theme['breakpoint'];

/** Narrowest first, so a wider screen's rule comes later and wins. */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'nav'] as const;
// A breakpoint added to the theme and not to the list above fails the type check.
const _everyBreakpoint: [Exclude<Breakpoint, (typeof BREAKPOINTS)[number]>] extends [never] ? true : never = true;

export interface CardGridProps {
  /** Columns from each width up (`base`: below the first); one column where none is given. */
  $columns?: Partial<Record<'base' | Breakpoint, number>>;
  /** Instead: as many columns as fit, none narrower than this many px (nor than the grid). */
  $min?: number;
  $gap?: keyof Theme['space'];
}

const columns = (count = 0) => (count ? `grid-template-columns: repeat(${count}, minmax(0, 1fr));` : '');

/**
 * Cards side by side, as a list: one column on a phone, more as the screen allows. The
 * cards' own look stays with them; a grid that needs a margin or other tag extends it
 * (`styled(CardGrid)`, `as="ol"`).
 */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $gap = 'lg', $min, $columns = {}, theme }) => `
    gap: ${theme.space[$gap]};
    ${$min ? `grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$min}px), 1fr));` : columns($columns.base)}
    ${BREAKPOINTS.map((bp) => ($columns[bp] ? `${media.up(bp)} { ${columns($columns[bp])} }` : '')).join('')}
  `}
`;
