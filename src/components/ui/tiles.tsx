import { styled } from 'styled-components';
import { media } from '../../styles/theme.js';

export interface Tile {
  title: string;
  text: string;
}

/** Short points side by side: benefits, expertise, advantages, services. */
export function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <Grid $count={tiles.length}>
      {tiles.map((tile) => (
        <li key={tile.title}>
          <h3>{tile.title}</h3>
          <p>{tile.text}</p>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('nav')} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 4)}, 1fr);
  }
  li {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 3px solid ${({ theme }) => theme.color.primary};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
