import { styled } from 'styled-components';
import type { Theme } from '../../styles/theme.js';

type Colour = keyof Theme['color'];

/** Ground and icon colour of each tone. */
const TONES = {
  primary: ['primary', 'onPrimary'],
  calm: ['calmSurface', 'primary'],
  media: ['mediaCaption', 'onMedia'],
} as const satisfies Record<string, readonly [Colour, Colour]>;

interface IconFrameProps {
  /** Width and height in px; without it the icon gets a small padding around it. */
  $size?: number;
  /** `pill` for a disc. */
  $radius?: keyof Theme['radius'];
  $tone?: keyof typeof TONES;
}

/** A coloured tile or disc with an icon (or a figure) centred in it; not a control: a button draws its own. */
export const IconFrame = styled.span<IconFrameProps>`
  display: inline-grid;
  place-items: center;
  ${({ $size, $radius = 'md', $tone = 'primary', theme }) => `
    ${$size === undefined ? `padding: ${theme.space.sm};` : `width: ${$size}px; height: ${$size}px;`}
    border-radius: ${theme.radius[$radius]};
    background: ${theme.color[TONES[$tone][0]]};
    color: ${theme.color[TONES[$tone][1]]};
  `}
`;
