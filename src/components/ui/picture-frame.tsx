import { styled } from 'styled-components';
import type { Theme } from '../../styles/theme.js';

interface PictureFrameProps {
  /** Width / height, e.g. `'4 / 3'`. */
  $ratio?: string;
  $tone?: 'surface' | 'calmSurface' | 'video';
  /** Rounded corners, which then clip what is inside. */
  $radius?: keyof Theme['radius'];
}

/**
 * A box of a fixed shape that a picture, a drawing, a map or a player fills: the shape is
 * kept before anything loads, so nothing below moves, and a coloured ground shows meanwhile.
 */
export const PictureFrame = styled.span<PictureFrameProps>`
  position: relative;
  display: block;
  ${({ $ratio = '3 / 2', $tone = 'surface', $radius, theme }) => `
    aspect-ratio: ${$ratio};
    background: ${theme.color[$tone]};
    ${$radius ? `overflow: hidden; border-radius: ${theme.radius[$radius]};` : ''}
  `}
  > img,
  > iframe {
    display: block;
    width: 100%;
    height: 100%;
  }
  > img {
    object-fit: cover;
  }
  > iframe {
    border: 0;
  }
`;

/** What stands in the frame instead of the picture (not loaded yet, or failed): centred, in a column. */
export const PictureFrameFill = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
`;
