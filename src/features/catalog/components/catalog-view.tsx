import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarCard } from '../../../components/car/car-card.js';
import { CarGrid } from '../../../components/car/car-grid.js';
import { whenIdle } from '../../../components/hooks/lazy-when-idle.js';
import { scrollToId } from '../../../components/hooks/scroll.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import { Button } from '../../../components/ui/button.js';
import { Chip, ChipList } from '../../../components/ui/chip-list.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { formatByn } from '../../../lib/format.js';
import { paths } from '../../../lib/paths.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { media } from '../../../styles/theme.js';
import {
  applyNeeds,
  clearedFilter,
  countChoices,
  filterCars,
  hasActiveFilters,
  isFilterActive,
  loosenOne,
  sortCars,
  toCatalogQuery,
  withoutPhrase,
  type CatalogFacets,
  type FilterKey,
  type Loosenable,
} from '../lib/catalog-query.js';
import { useCatalogFilters } from '../use-catalog-filters.js';
import { EMPTY_QUERY, loadSearch, useCatalogSearch } from '../use-catalog-search.js';
import { ActiveFilters, useFilterLabel } from './active-filters.js';
import { FilterBar } from './filter-bar.js';

/** The chips of what narrows the list: every filter but the search text, which is in its box. */
const FILTER_KEYS_SHOWN: FilterKey[] = ['type', 'body', 'brand', 'seats', 'drive', 'range', 'price', 'stock', 'saved'];
/** An empty result offers this many of the nearest cars. */
const NEAREST_SHOWN = 4;

/** On a phone the list shows this many cards at first, and this many more per "Show more". */
export const PHONE_PAGE_SIZE = 12;

/*
 * Without JavaScript "Show more" cannot work, so every card shows and the button goes.
 * Plain attribute selectors: this style is outside React and styled-components.
 */
const NO_SCRIPT_STYLE = '<style>[data-beyond]{display:flex!important}[data-show-more]{display:none!important}</style>';

/**
 * Filters, result count and the grid; filtering happens in the browser, on data
 * already in the page. Every card stays mounted and a filter only hides or shows
 * it, so a change costs a few attribute flips rather than re-creating cards. All 40
 * cards are in the pre-rendered HTML; on a phone those past the first page are
 * hidden by CSS until "Show more".
 */
export function CatalogView({ cars, facets }: { cars: CarSummary[]; facets: CatalogFacets }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const id = useId();
  const countId = `${id}-count`;
  const { filters, update, clear } = useCatalogFilters(facets);
  const { saved, toggle } = useSavedCars();
  const ordered = useMemo(() => sortCars(cars, filters.sort), [cars, filters.sort]);
  const query = useCatalogSearch(filters.q, cars);
  // While a query waits for the search's code (a link with ?q=), the cards and counts shown stay as they
  // were; on a first render with no earlier results (a client-side visit with ?q=), the other filters apply.
  const lastQuery = useRef(EMPTY_QUERY);
  if (query) lastQuery.current = query;
  const search = query ?? lastQuery.current;
  // Needs typed as words («6 мест», «полный привод») act as the filters they mean.
  const effective = useMemo(() => applyNeeds(filters, search.needs), [filters, search.needs]);
  const { visible, counts, wayOut } = useMemo(() => {
    const found = filterCars(cars, effective, saved, search.matches);
    return {
      visible: new Set(found.map((car) => car.id)),
      counts: countChoices(cars, effective, facets, saved, search.matches),
      wayOut: found.length === 0 ? loosenOne(cars, effective, saved, search.matches, search.text !== '') : null,
    };
  }, [cars, facets, effective, saved, search]);
  useEffect(() => whenIdle(() => void loadSearch()), []);
  const filterLabel = useFilterLabel(facets);
  const chosen = FILTER_KEYS_SHOWN.filter((key) => isFilterActive(filters, key)).map((key) => ({
    key,
    label: filterLabel(key, filters),
    clear: () => update(clearedFilter(filters, key)),
  }));
  const needs = search.phrases.map((phrase) => ({
    phrase,
    label: filterLabel(phrase.need, effective),
    clear: () => update({ q: withoutPhrase(filters.q, phrase.phrase) }),
  }));
  const canClear = hasActiveFilters(filters);
  const loosen = (key: Loosenable) => {
    if (key === 'search') update({ q: search.phrases.map((phrase) => phrase.phrase).join(' ') });
    else {
      const need = search.phrases.find((phrase) => phrase.need === key);
      update(
        need && isFilterActive(effective, key) && !isFilterActive(filters, key)
          ? { q: withoutPhrase(filters.q, need.phrase) }
          : clearedFilter(filters, key),
      );
    }
  };

  // How many cards a phone shows, for this set of results: a new search or filter starts again from the first page.
  const resultsKey = toCatalogQuery(filters);
  const [shown, setShown] = useState({ resultsKey, limit: PHONE_PAGE_SIZE });
  const limit = shown.resultsKey === resultsKey ? shown.limit : PHONE_PAGE_SIZE;

  // After "Show more", focus goes to the first card it revealed, so keyboard and screen-reader users continue there.
  const gridRef = useRef<HTMLUListElement>(null);
  const focusRank = useRef<number | null>(null);
  useEffect(() => {
    if (focusRank.current === null) return;
    gridRef.current?.querySelector<HTMLElement>(`li[data-rank="${focusRank.current}"] h2 a`)?.focus();
    focusRank.current = null;
  }, [limit]);

  let rank = 0;
  return (
    <>
      <FilterBar
        filters={filters}
        facets={facets}
        counts={counts}
        onChange={update}
        onClear={clear}
        canClear={canClear}
        resultCount={visible.size}
        onShowResults={() => scrollToId(countId)}
      />
      <ActiveFilters chosen={chosen} needs={needs} />
      <Count id={countId} role="status" aria-live="polite" data-testid="result-count">
        {t('results', { count: visible.size })}
      </Count>
      {search.correction && (
        <DidYouMean>
          {t('search.didYouMean')}{' '}
          <button type="button" onClick={() => update({ q: search.correction! }, { replace: true })}>
            {search.correction}
          </button>
        </DidYouMean>
      )}
      <Results ref={gridRef} aria-label={t('resultsList')} hidden={visible.size === 0}>
        {ordered.map((car, index) => {
          const inResults = visible.has(car.id);
          const carRank = inResults ? rank++ : -1;
          return (
            <li
              key={car.id}
              hidden={!inResults}
              data-rank={inResults ? carRank : undefined}
              data-beyond={inResults && carRank >= limit ? '' : undefined}
            >
              <CarCard car={car} saved={saved.has(car.id)} onToggleSave={toggle} eagerImage={index < 2} headingLevel="h2" />
            </li>
          );
        })}
      </Results>
      {visible.size > limit && (
        <More data-show-more="">
          <p>{t('shownOf', { shown: limit, total: visible.size })}</p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              focusRank.current = limit;
              setShown({ resultsKey, limit: limit + PHONE_PAGE_SIZE });
            }}
          >
            {t('showMore')}
          </Button>
          <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
        </More>
      )}
      {visible.size === 0 && (
        <Empty>
          <h2>{t('empty.title')}</h2>
          <p>{filters.saved && saved.size === 0 ? t('empty.savedHint') : t('empty.hint')}</p>
          {wayOut ? (
            <>
              <Button type="button" onClick={() => loosen(wayOut.loosen)}>
                {t('empty.loosen', { label: filterLabel(wayOut.loosen, effective), count: wayOut.cars.length })}
              </Button>
              <h3>{t('empty.nearest')}</h3>
              <ChipList $gap="sm" aria-label={t('empty.nearest')}>
                {sortCars(wayOut.cars, filters.sort)
                  .slice(0, NEAREST_SHOWN)
                  .map((car) => (
                    <li key={car.id}>
                      <Chip as={Link} to={paths.car(lang, car.slug)}>
                        {car.name} · {formatByn(car.priceBYN, lang)}
                      </Chip>
                    </li>
                  ))}
              </ChipList>
            </>
          ) : (
            <Button type="button" onClick={clear}>
              {t('filters.clear')}
            </Button>
          )}
        </Empty>
      )}
    </>
  );
}

const Count = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;

const Results = styled(CarGrid)`
  ${media.down('md')} {
    > li[data-beyond] {
      display: none;
    }
  }
`;

/** Phones only: from the tablet width up every result shows. */
const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${media.up('md')} {
    display: none;
  }
`;

const DidYouMean = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
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
