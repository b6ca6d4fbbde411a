/** Building blocks the car page's parts share, so its sections sit alike. */
import { styled } from 'styled-components';

/** A section of the car page below its heading part. */
export const CarBlock = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
`;

/** Small print: price notes, source introductions. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The car page's body: its spacing, and the size of its section headings. */
export const CarPageBody = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.section};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
