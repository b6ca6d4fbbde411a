import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarCard } from '../../../components/car/car-card.js';
import { CarGrid } from '../../../components/car/car-grid.js';
import { whenIdle } from '../../../components/hooks/lazy-when-idle.js';
import { focusId, scrollToId } from '../../../components/hooks/scroll.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Button } from '../../../components/ui/button.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { CATALOG_RESULTS_ID } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';
import {
  applyNeeds,
  countChoices,
  filterCars,
  hasActiveFilters,
  sortCars,
  toCatalogQuery,
  type CatalogFacets,
} from '../lib/catalog-query.js';
import type { AbsentMaker } from '../lib/narrowing.js';
import { useCatalogFilters } from '../use-catalog-filters.js';
import { useCompareTray } from '../use-compare-tray.js';
import { useReturnToCard } from '../use-return-to-card.js';
import { EMPTY_QUERY, loadSearch, useCatalogSearch } from '../use-catalog-search.js';
import { FilterBar } from './filter-bar.js';

// The chips and the empty result's way out: only when something narrows the list, so not in the first load.
const loadNarrowing = () => import('./narrowing.js');
const ActiveFilters = lazy(() => loadNarrowing().then((module) => ({ default: module.ActiveFilters })));
const DidYouMean = lazy(() => loadNarrowing().then((module) => ({ default: module.DidYouMean })));
const EmptyResult = lazy(() => loadNarrowing().then((module) => ({ default: module.EmptyResult })));
// The compare tray: once a first car is chosen.
const CompareTray = lazy(() => import('./compare-tray.js').then((module) => ({ default: module.CompareTray })));

/** On a phone the list shows this many cards at first, and this many more per "Show more". */
export const PHONE_PAGE_SIZE = 12;

/**
 * Filters, result count and the grid; filtering happens in the browser, on data
 * already in the page. Every card stays mounted and a filter only hides or shows
 * it, so a change costs a few attribute flips rather than re-creating cards. All 40
 * cards are in the pre-rendered HTML; on a phone those past the first page are
 * hidden by CSS until "Show more".
 */
export function CatalogView({
  cars,
  facets,
  absentMakers,
}: {
  cars: CarSummary[];
  facets: CatalogFacets;
  /** Makers with a brand page but no car here (NIO), for the empty result. */
  absentMakers: readonly AbsentMaker[];
}) {
  const { t } = useTranslation('catalog');
  const countId = CATALOG_RESULTS_ID;
  const { filters, update, clear } = useCatalogFilters(facets);
  const { saved, toggle } = useSavedCars();
  const tray = useCompareTray();
  const carsBySlug = useMemo(() => new Map(cars.map((car) => [car.slug, car])), [cars]);
  const trayCars = tray.slugs.flatMap((slug) => carsBySlug.get(slug) ?? []);
  const ordered = useMemo(() => sortCars(cars, filters.sort), [cars, filters.sort]);
  const query = useCatalogSearch(filters.q, cars, useShell().company.usdToByn);
  // While a query waits for the search's code (a link with ?q=), the cards and counts shown stay as they
  // were; on a first render with no earlier results (a client-side visit with ?q=), the other filters apply.
  const lastQuery = useRef(EMPTY_QUERY);
  if (query) lastQuery.current = query;
  const search = query ?? lastQuery.current;
  // Needs typed as words («6 мест», «полный привод», «до 80 000 $») act as the filters they mean.
  const effective = useMemo(() => applyNeeds(filters, search.needs), [filters, search.needs]);
  const { visible, counts } = useMemo(
    () => ({
      visible: new Set(filterCars(cars, effective, saved, search.matches).map((car) => car.id)),
      counts: countChoices(cars, effective, facets, saved, search.matches),
    }),
    [cars, facets, effective, saved, search],
  );
  useEffect(() => whenIdle(() => void Promise.all([loadSearch(), loadNarrowing()])), []);
  const canClear = hasActiveFilters(filters);
  const narrowing = { facets, filters, effective, search, onChange: update };
  // A control that goes once it has done its work ("Clear filters", disabled then; the empty
  // result's way out; "did you mean") leaves the focus on the count of what is now found, rather
  // than letting it drop to the page's start.
  const toCount =
    <A extends unknown[]>(act: (...args: A) => void) =>
    (...args: A) => {
      focusId(countId);
      act(...args);
    };

  // How many cards a phone shows, for this set of results: a new search or filter starts again from the first page.
  const resultsKey = toCatalogQuery(filters);
  const [shown, setShown] = useState({ resultsKey, limit: PHONE_PAGE_SIZE });
  const limit = shown.resultsKey === resultsKey ? shown.limit : PHONE_PAGE_SIZE;

  // After "Show more", focus goes to the first card it revealed, so keyboard and screen-reader users continue there.
  const gridRef = useRef<HTMLUListElement>(null);
  useReturnToCard(gridRef, { limit, resultsKey }, setShown);
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
        onClear={toCount(clear)}
        canClear={canClear}
        resultCount={visible.size}
        onShowResults={() => scrollToId(countId)}
      />
      {(canClear || search.phrases.length > 0) && (
        <Suspense fallback={null}>
          <ActiveFilters {...narrowing} countId={countId} />
        </Suspense>
      )}
      <Count id={countId} role="status" aria-live="polite" data-testid="result-count">
        {t('results', { count: visible.size })}
      </Count>
      {search.correction && (
        <Suspense fallback={null}>
          <DidYouMean correction={search.correction} onPick={toCount((q: string) => update({ q }, { replace: true }))} />
        </Suspense>
      )}
      <Results ref={gridRef} aria-label={t('resultsList')} hidden={visible.size === 0}>
        {ordered.map((car, index) => {
          const inResults = visible.has(car.id);
          const carRank = inResults ? rank++ : -1;
          return (
            <li
              key={car.id}
              data-slug={car.slug}
              hidden={!inResults}
              data-rank={inResults ? carRank : undefined}
              data-beyond={inResults && carRank >= limit ? '' : undefined}
            >
              <CarCard
                car={car}
                saved={saved.has(car.id)}
                onToggleSave={toggle}
                eagerImage={index < 2}
                headingLevel="h2"
                compared={tray.slugs.includes(car.slug)}
                compareFull={tray.full}
                onToggleCompare={tray.toggle}
              />
            </li>
          );
        })}
      </Results>
      {visible.size > limit && (
        <More>
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
        </More>
      )}
      {visible.size === 0 && (
        <Suspense fallback={null}>
          <EmptyResult
            {...narrowing}
            onChange={toCount(update)}
            cars={cars}
            savedIds={saved}
            absentMakers={absentMakers}
            onClear={toCount(clear)}
          />
        </Suspense>
      )}
      {trayCars.length > 0 && (
        <Suspense fallback={null}>
          <CompareTray cars={trayCars} onRemove={tray.toggle} onClear={tray.clear} />
        </Suspense>
      )}
    </>
  );
}

/** A link's landing place (CATALOG_RESULTS_ID): it stops a little above, so the chips of the filters set stay in sight. */
const Count = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  scroll-margin-top: 4.5rem;
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;

/*
 * Without JavaScript "Show more" cannot work, so every card shows and the button goes: a media
 * query rather than a <noscript> style, which HTML allows only in the head.
 */
const WITHOUT_SCRIPTS = '@media (scripting: none)';

const Results = styled(CarGrid)`
  ${media.down('md')} {
    > li[data-beyond] {
      display: none;
    }
  }
  ${WITHOUT_SCRIPTS} {
    > li[data-beyond] {
      display: flex;
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
  ${WITHOUT_SCRIPTS} {
    display: none;
  }
`;
