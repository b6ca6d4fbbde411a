import { useEffect, useMemo, useState } from 'react';
import type * as Search from '../../lib/search.js';
import type { SearchMatcher } from './lib/catalog-query.js';

type SearchModule = typeof Search;

let loaded: SearchModule | undefined;
let loading: Promise<SearchModule> | undefined;

/**
 * The search (lib/search.ts: spellings, keyboard layouts, transliteration) is not part of
 * the catalogue's first load: it is fetched when the page is idle, when the search box is
 * focused, or at once when the URL already holds a query.
 */
export function loadSearch(): Promise<SearchModule> {
  loading ??= import('../../lib/search.js').then((module) => (loaded = module));
  return loading;
}

/** The test of an empty query. */
export const matchEverything: SearchMatcher = () => true;

/** The text test for `query`; null for the moment a query waits for the search's code. */
export function useSearchMatcher(query: string): SearchMatcher | null {
  const [search, setSearch] = useState(loaded);
  const needed = query.trim() !== '';
  useEffect(() => {
    if (needed && !search) void loadSearch().then(setSearch);
  }, [needed, search]);
  return useMemo(() => (!needed ? matchEverything : search ? search.compileSearch(query) : null), [needed, search, query]);
}
