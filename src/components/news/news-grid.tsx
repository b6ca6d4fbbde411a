import { styled } from 'styled-components';
import { media } from '../../styles/theme.js';

/** Cards in one column on a phone, two on a tablet, three on a desktop. */
export const NewsGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
