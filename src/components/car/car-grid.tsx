import { styled } from 'styled-components';

/** Responsive grid of car cards in id or sort order (no snake layout: DECISIONS 16). */
export const CarGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 270px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
  &[hidden],
  > li[hidden] {
    display: none;
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;
