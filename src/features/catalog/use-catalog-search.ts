import { useEffect, useMemo, useState } from 'react';
import type { CarSummary } from '../../lib/car-model.js';
import type * as Search from '../../lib/search.js';
import type { CompiledQuery } from '../../lib/search.js';

type SearchModule = typeof Search;

let loaded: SearchModule | undefined;
let loading: Promise<SearchModule> | undefined;

/**
 * The search (lib/search.ts: spellings, keyboard layouts, needs, typos) is not part of
 * the catalogue's first load: it is fetched when the page is idle, when the search box is
 * focused, or at once when the URL already holds a query.
 */
export function loadSearch(): Promise<SearchModule> {
  loading ??= import('../../lib/search.js').then((module) => (loaded = module));
  return loading;
}

/** An empty query: every car, no needs, nothing to correct. */
export const EMPTY_QUERY: CompiledQuery = { matches: () => true, needs: {}, phrases: [], text: '', correction: null };

/**
 * The catalogue's query, read against its cars' vocabulary, a price in roubles at the dealer's rate (`usdToByn`); null
 * for the moment a query waits for the search's code.
 */
export function useCatalogSearch(query: string, cars: readonly CarSummary[], usdToByn: number): CompiledQuery | null {
  const [search, setSearch] = useState(loaded);
  const needed = query.trim() !== '';
  useEffect(() => {
    if (needed && !search) void loadSearch().then(setSearch);
  }, [needed, search]);
  const vocabulary = useMemo(() => search?.searchVocabulary(cars.map((car) => car.searchText)), [search, cars]);
  return useMemo(
    () => (!needed ? EMPTY_QUERY : search && vocabulary ? search.compileQuery(query, vocabulary, usdToByn) : null),
    [needed, search, vocabulary, query, usdToByn],
  );
}
