import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../components/hooks/use-hydrated';
import { clearFilters, DEFAULT_FILTERS, parseCatalogQuery, toCatalogQuery, type CatalogFacets, type CatalogFilters } from './lib/catalog-query';

export type FilterChange = Partial<CatalogFilters>;

/**
 * The catalogue state, read from and written to the URL query. Discrete choices
 * push a history entry (so Back walks through them); typing and sliding replace
 * the current one. Until hydration the defaults apply, as in the pre-rendered HTML.
 */
export function useCatalogFilters(facets: CatalogFacets) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(
    () => (hydrated ? parseCatalogQuery(new URLSearchParams(query), facets) : DEFAULT_FILTERS),
    [hydrated, query, facets],
  );

  const update = useCallback(
    (change: FilterChange, { replace = false }: { replace?: boolean } = {}) => {
      const next = { ...filters, ...change };
      setSearchParams(new URLSearchParams(toCatalogQuery(next)), { replace, preventScrollReset: true });
    },
    [filters, setSearchParams],
  );

  const clear = useCallback(() => {
    setSearchParams(new URLSearchParams(toCatalogQuery(clearFilters(filters))), { preventScrollReset: true });
  }, [filters, setSearchParams]);

  return { filters, update, clear, hydrated };
}
