import { styled } from 'styled-components';
import { OpeningHours } from '../layout/opening-hours.js';

/**
 * Opening hours as two aligned columns, days and times ("Пн–Пт  9:00–18:00"), for a page's
 * contact block. Apart from the footer's OpeningHours so the pages that show it alone load it.
 */
export const HoursTable = styled(OpeningHours)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 400;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
  dt {
    min-width: 4.5em;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 400;
  }
  dd {
    margin: 0;
    font-size: inherit;
    font-weight: inherit;
  }
`;
