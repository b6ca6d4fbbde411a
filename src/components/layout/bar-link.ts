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

/**
 * An entry of the desktop bar's navigation (a link, or the brands menu's button): the active one coloured and
 * underlined. A little smaller than the body text, so that the one-row header fits the page's width (theme.ts, `nav`).
 */
export const topItem = css<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.4375rem;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ $active, theme }) => ($active ? theme.color.primary : theme.color.text)};
  text-decoration: ${({ $active }) => ($active ? 'underline' : 'none')};
  text-decoration-thickness: 2px;
  text-underline-offset: 6px;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;
