import { styled } from 'styled-components';
import { CardGrid } from '../ui/card-grid.js';

/** Cards in one column on a phone, two on a tablet, three on a desktop. */
export const NewsGrid = styled(CardGrid).attrs({ $columns: { sm: 2, lg: 3 } })``;
