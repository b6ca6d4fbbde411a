import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarCard } from '../../../components/car/car-card.js';
import { CarGrid } from '../../../components/car/car-grid.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { ButtonLink } from '../../../components/ui/button.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { paths } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';
import { CarBlock } from './car-page-parts.js';

/** docs/decisions/pages-catalogue-and-car.md#car-page: up to 3 other cars and View all vehicles. */
export default function CarSuggestions({ cars }: { cars: CarSummary[] }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const { saved, toggle } = useSavedCars();
  return (
    <CarBlock aria-labelledby="also-like" data-print="hide">
      <h2 id="also-like">{t('alsoLike')}</h2>
      <Cards>
        {cars.map((other) => (
          <li key={other.id}>
            <CarCard car={other} saved={saved.has(other.id)} onToggleSave={toggle} />
          </li>
        ))}
      </Cards>
      <AllLink to={paths.catalog(lang)} $variant="secondary">
        {t('viewAll')}
      </AllLink>
    </CarBlock>
  );
}

/** Below 768 px one row that scrolls sideways, the next card peeking in, rather than three screens of cards. */
const Cards = styled(CarGrid)`
  ${media.down('md')} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: min(85%, 320px);
    gap: ${({ theme }) => theme.space.md};
    margin: 0 -${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding: 0 ${({ theme }) => theme.space.md};
    > li {
      scroll-snap-align: start;
    }
  }
`;

const AllLink = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space.lg};
`;
