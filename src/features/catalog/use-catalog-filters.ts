import { useCallback, useMemo, useRef } from 'react';
import { useUrlQuery } from '../../components/hooks/use-url-query.js';
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
 */
export function useCatalogFilters(facets: CatalogFacets) {
  const { params, hydrated, write } = useUrlQuery();

  const filters = useMemo(() => (hydrated ? parseCatalogQuery(params, facets) : DEFAULT_FILTERS), [hydrated, params, facets]);

  const go = useCallback(
    (next: CatalogFilters, replace: boolean) => write(new URLSearchParams(toCatalogQuery(next)), { replace }),
    [write],
  );

  // The same function from render to render, applied to the filters of the latest render: the
  // filter bar's selects need not render again for a keystroke that leaves their counts alone.
  const latest = useRef(filters);
  latest.current = filters;
  const update = useCallback(
    (change: FilterChange, { replace = false }: { replace?: boolean } = {}) => go({ ...latest.current, ...change }, replace),
    [go],
  );
  const clear = useCallback(() => go(clearFilters(filters), false), [filters, go]);

  return { filters, update, clear };
}
