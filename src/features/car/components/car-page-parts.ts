/** Building blocks the car page's parts share, so its sections sit alike. */
import { styled } from 'styled-components';
import { media } from '../../../styles/theme.js';

/** The heading's enquiry and call: once they have scrolled away under the header, a phone's action bar comes up. */
export const CAR_ACTIONS_ID = 'car-actions';

/** A section of the car page below its heading part. */
export const CarBlock = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  @media print {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

/** Small print: price notes, source introductions. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * The car page's body: its spacing, and the size of its section headings. Below the last
 * section, room for a phone's action bar (car-action-bar.tsx), so it never covers the end of the page.
 */
export const CarPageBody = styled.div`
  padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.section};
  ${media.down('lg')} {
    padding-bottom: calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space.xl} + env(safe-area-inset-bottom));
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  @media print {
    padding: 0;
  }
`;
