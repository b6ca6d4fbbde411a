import { css, styled } from 'styled-components';
import type { Theme } from '../../styles/theme.js';

/** Chips in a row that wraps, as a list: links to cars, messengers, a filter's choices, tags. */
export const ChipList = styled.ul<{ $gap?: keyof Theme['space'] }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $gap = 'sm', theme }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The chip's shape, for links, buttons and labels alike: an outlined pill, 44 px tall to touch. */
export const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  text-decoration: none;
`;

/** A chip that is a link (`as={Link}` for one inside the site). */
export const Chip = styled.a`
  ${chip}
`;
