import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterUrlChange, afterWrite, NOTHING_PENDING, shownQuery } from '../../lib/pending-query.js';
import { useHydrated } from './use-hydrated.js';

export interface QueryWrite {
  /** Replace the current history entry (typing, sliding, corrections) instead of adding one. */
  replace?: boolean;
}

/**
 * A page's state in its URL query (docs/decisions/pages-catalogue-and-car.md#17), so a view can be shared and survives
 * reload and the back button. Until hydration the query reads as empty, as in the
 * pre-rendered HTML. The router commits URL changes in a transition, so the query asked
 * for is returned at once, and stays until the URL has caught up with the last one written
 * (lib/pending-query.ts: a keystroke typed meanwhile is not lost).
 */
export function useUrlQuery() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.toString();
  const [pending, setPending] = useState(NOTHING_PENDING);
  useEffect(() => setPending((current) => afterUrlChange(current, urlQuery)), [urlQuery]);
  const query = hydrated ? shownQuery(pending, urlQuery) : '';
  const params = useMemo(() => new URLSearchParams(query), [query]);

  const write = useCallback(
    (next: URLSearchParams, { replace = false }: QueryWrite = {}) => {
      const written = next.toString();
      setPending((current) => afterWrite(current, written));
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
