import { styled } from 'styled-components';
import { CardGrid } from '../ui/card-grid.js';

/** Responsive grid of car cards in id or sort order (no snake layout: docs/decisions/pages-catalogue-and-car.md#16). */
export const CarGrid = styled(CardGrid).attrs({ $min: 270 })`
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
