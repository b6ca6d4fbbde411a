import { styled } from 'styled-components';
import { CardGrid } from './card-grid.js';

export interface Tile {
  title: string;
  text: string;
}

/** Short points side by side: benefits, expertise, advantages, services. */
export function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <Grid $columns={{ md: 2, nav: Math.min(tiles.length, 4) }}>
      {tiles.map((tile) => (
        <li key={tile.title}>
          <h3>{tile.title}</h3>
          <p>{tile.text}</p>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.space.xl};
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
