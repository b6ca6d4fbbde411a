import { styled } from 'styled-components';
import { CardGrid } from './card-grid.js';
import type { Tile } from './tiles.js';
import { IconFrame } from './icon-frame.js';

/** A numbered process: apply for a loan, make a warranty claim, book a service. */
/** `vertical`: one under another at every width (a long list, a narrow column). */
export function Steps({ steps, vertical = false }: { steps: Tile[]; vertical?: boolean }) {
  return (
    <List as="ol" $columns={{ lg: vertical ? 1 : steps.length }}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Number aria-hidden="true">{index + 1}</Number>
          <div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

const List = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
  }
  h3 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Number = styled(IconFrame).attrs({ $size: 40, $radius: 'pill' })`
  flex: none;
  font-weight: 700;
`;
