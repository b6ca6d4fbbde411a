import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from './use-hydrated.js';

export interface QueryWrite {
  /** Replace the current history entry (typing, sliding, corrections) instead of adding one. */
  replace?: boolean;
}

/**
 * A page's state in its URL query (docs/decisions/pages-catalogue-and-car.md#17), so a view can be shared and survives
 * reload and the back button. Until hydration the query reads as empty, as in the
 * pre-rendered HTML. The router commits URL changes in a transition, so the query asked
 * for is returned at once and handed back to the URL when it arrives.
 */
export function useUrlQuery() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.toString();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [urlQuery]);
  const query = hydrated ? (pending ?? urlQuery) : '';
  const params = useMemo(() => new URLSearchParams(query), [query]);

  const write = useCallback(
    (next: URLSearchParams, { replace = false }: QueryWrite = {}) => {
      setPending(next.toString());
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  /** Sets some parameters (null or '' removes one) and keeps the others. */
  const update = useCallback(
    (changes: Record<string, string | null>, options?: QueryWrite) => {
      const next = new URLSearchParams(query);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      write(next, options);
    },
    [query, write],
  );

  return { params, hydrated, write, update };
}
