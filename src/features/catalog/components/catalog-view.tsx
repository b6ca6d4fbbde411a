import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarCard } from '../../../components/car/car-card.js';
import { CarGrid } from '../../../components/car/car-grid.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import { Button } from '../../../components/ui/button.js';
import type { CarSummary } from '../../../lib/car-summary.js';
import { filterCars, hasActiveFilters, sortCars, type CatalogFacets } from '../lib/catalog-query.js';
import { useCatalogFilters } from '../use-catalog-filters.js';
import { FilterBar } from './filter-bar.js';

/**
 * Filters, result count and the grid; filtering happens in the browser, on data
 * already in the page. Every card stays mounted and a filter only hides or shows
 * it, so a change costs a few attribute flips rather than re-creating cards.
 */
export function CatalogView({ cars, facets }: { cars: CarSummary[]; facets: CatalogFacets }) {
  const { t } = useTranslation('catalog');
  const { filters, update, clear } = useCatalogFilters(facets);
  const { saved, toggle } = useSavedCars();
  const ordered = useMemo(() => sortCars(cars, filters.sort), [cars, filters.sort]);
  const visible = useMemo(() => new Set(filterCars(cars, filters, saved).map((car) => car.id)), [cars, filters, saved]);
  const canClear = hasActiveFilters(filters);

  return (
    <>
      <FilterBar filters={filters} facets={facets} onChange={update} onClear={clear} canClear={canClear} />
      <Count role="status" aria-live="polite" data-testid="result-count">
        {t('results', { count: visible.size })}
      </Count>
      <CarGrid aria-label={t('resultsList')} hidden={visible.size === 0}>
        {ordered.map((car, index) => (
          <li key={car.id} hidden={!visible.has(car.id)}>
            <CarCard car={car} saved={saved.has(car.id)} onToggleSave={toggle} eagerImage={index < 2} headingLevel="h2" />
          </li>
        ))}
      </CarGrid>
      {visible.size === 0 && (
        <Empty>
          <h2>{t('empty.title')}</h2>
          <p>{filters.saved && saved.size === 0 ? t('empty.savedHint') : t('empty.hint')}</p>
          <Button type="button" onClick={clear}>
            {t('filters.clear')}
          </Button>
        </Empty>
      )}
    </>
  );
}

const Count = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
