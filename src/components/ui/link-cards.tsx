import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { CardGrid } from './card-grid.js';

export interface LinkCard {
  href: string;
  title: string;
  text: string;
}

/** Cards each leading to a page, the whole card clickable: the hub, the guides index, related pages. */
export function LinkCards({ cards, action }: { cards: LinkCard[]; action: string }) {
  return (
    <Cards>
      {cards.map((card) => (
        <li key={card.href}>
          <h3>
            <Link to={card.href}>{card.title}</Link>
          </h3>
          <p>{card.text}</p>
          <span aria-hidden="true">{action} →</span>
        </li>
      ))}
    </Cards>
  );
}

const Cards = styled(CardGrid).attrs({ $columns: { md: 2, nav: 3 } })`
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  /* The whole card is the link's target. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  span {
    margin-top: auto;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;
