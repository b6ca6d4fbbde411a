import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarCard } from '../../../components/car/car-card.js';
import { CarGrid } from '../../../components/car/car-grid.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import type { BrandModel } from '../lib/brand-content.js';

/**
 * docs/decisions/pages-brands.md#brand-page: 'Available Models', the catalogue's cards of this maker, each with its
 * description (two lines) and a "Learn more" button to its page; for a brand the dealer does not sell, similar
 * cars of other makers after a line that says so.
 */
export function BrandModels({ cars, label, intro }: { cars: BrandModel[]; label: string; intro?: string }) {
  const { saved, toggle } = useSavedCars();
  const { t } = useTranslation('brand');
  if (cars.length === 0) return <p>{t('models.none')}</p>;
  return (
    <>
      {intro && <p>{intro}</p>}
      <CarGrid aria-label={label}>
        {cars.map((car) => (
          <li key={car.id}>
            <CarCard
              car={car}
              saved={saved.has(car.id)}
              onToggleSave={toggle}
              description={<Description>{car.description}</Description>}
              detailsLabel={{ text: t('models.learnMore'), name: t('models.learnMoreAbout', { name: car.name }) }}
            />
          </li>
        ))}
      </CarGrid>
    </>
  );
}

/** Two lines at most, in the card's description area; the whole text stays in the page for a screen reader. */
const Description = styled.p`
  grid-area: d;
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
