import { styled } from 'styled-components';
import { CardGrid as GridBase } from '../../../components/ui/card-grid.js';

export interface Card {
  id: string;
  title: string;
  /** A short line above the title: a term, a price, a label such as «от 2,9 %». */
  highlight?: string;
  /** Under the title, e.g. a duration. */
  meta?: string;
  description?: string;
  features?: string[];
}

/** Cards of an offer: financing options, warranty coverage, maintenance services. */
export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid $columns={{ md: 2, nav: columns }}>
      {cards.map((card) => (
        <li key={card.id}>
          {card.highlight && <Highlight>{card.highlight}</Highlight>}
          <h3>{card.title}</h3>
          {card.meta && <Meta>{card.meta}</Meta>}
          {card.description && <p>{card.description}</p>}
          {card.features && (
            <ul>
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled(GridBase)`
  margin-top: ${({ theme }) => theme.space.xl};
  > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.color.success};
    font-weight: 700;
  }
`;

const Highlight = styled.span`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.calmSurface};
  color: ${({ theme }) => theme.color.calm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
`;
