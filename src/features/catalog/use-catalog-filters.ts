import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../components/hooks/use-hydrated.js';
import {
  clearFilters,
  DEFAULT_FILTERS,
  parseCatalogQuery,
  toCatalogQuery,
  type CatalogFacets,
  type CatalogFilters,
} from './lib/catalog-query.js';

export type FilterChange = Partial<CatalogFilters>;

/**
 * The catalogue state, read from and written to the URL query. Discrete choices
 * push a history entry (so Back walks through them); typing and sliding replace
 * the current one. Until hydration the defaults apply, as in the pre-rendered HTML.
 *
 * The router commits URL changes in a transition, so the state asked for is shown
 * at once (`pending`) and handed back to the URL when it arrives.
 */
export function useCatalogFilters(facets: CatalogFacets) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.toString();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [urlQuery]);
  const query = pending ?? urlQuery;

  const filters = useMemo(
    () => (hydrated ? parseCatalogQuery(new URLSearchParams(query), facets) : DEFAULT_FILTERS),
    [hydrated, query, facets],
  );

  const go = useCallback(
    (next: CatalogFilters, replace: boolean) => {
      const nextQuery = toCatalogQuery(next).replace(/^\?/, '');
      setPending(nextQuery);
      setSearchParams(new URLSearchParams(nextQuery), { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const update = useCallback(
    (change: FilterChange, { replace = false }: { replace?: boolean } = {}) => go({ ...filters, ...change }, replace),
    [filters, go],
  );
  const clear = useCallback(() => go(clearFilters(filters), false), [filters, go]);

  return { filters, update, clear };
}
