import { css } from 'styled-components';

/** A link in the header bar with an icon and maybe text: one line, a 44 px target, the text colour until hovered. */
export const barLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;
