import { styled } from 'styled-components';
import { media } from '../../styles/theme.js';
import type { Tile } from './tiles.js';

/** A numbered process: apply for a loan, make a warranty claim, book a service. */
/** `vertical`: one under another at every width (a long list, a narrow column). */
export function Steps({ steps, vertical = false }: { steps: Tile[]; vertical?: boolean }) {
  return (
    <List $count={vertical ? 1 : steps.length}>
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

const List = styled.ol<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.up('lg')} {
    grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
  }
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

const Number = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 700;
`;
