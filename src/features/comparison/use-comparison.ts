import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStoredValue } from '../../components/hooks/use-stored-value.js';
import { useUrlQuery } from '../../components/hooks/use-url-query.js';
import {
  ADD_PARAM,
  addCompared,
  CARS_PARAM,
  COMPARISON_STORAGE_KEY,
  comparedSlugsParam,
  MAX_COMPARISON,
  parseComparedSlugs,
  parseStoredComparison,
  toggleCompared,
} from '../../lib/comparison.js';

const NONE: string[] = [];
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((slug, i) => slug === b[i]);

/**
 * The comparison page's cars (docs/decisions/pages-information.md#comparison): the URL's `?cars=` is the truth, so a
 * comparison can be shared; the last one is kept in localStorage, so the page opened
 * from the menu shows it again and a 'Compare' link (`?add=slug`) adds to it.
 */
export function useComparison(knownSlugs: readonly string[]) {
  const known = useMemo(() => new Set(knownSlugs), [knownSlugs]);
  const { params, hydrated, update } = useUrlQuery();
  const [stored, store] = useStoredValue(COMPARISON_STORAGE_KEY, parseStoredComparison, NONE);
  const [refused, setRefused] = useState<string | null>(null);
  const slugs = useMemo(() => parseComparedSlugs(params.get(CARS_PARAM), known), [params, known]);

  useEffect(() => {
    if (!hydrated) return;
    const add = params.get(ADD_PARAM);
    const hasCars = params.has(CARS_PARAM);
    if (add === null && hasCars) {
      // A shared or restored comparison becomes the stored one.
      if (!same(slugs, stored)) store(() => slugs);
      return;
    }
    const base = hasCars ? slugs : parseComparedSlugs(comparedSlugsParam(stored), known);
    const result = add !== null && known.has(add) ? addCompared(base, add) : { slugs: base, refused: false };
    setRefused(result.refused ? add : null);
    if (add === null && result.slugs.length === 0) return;
    update({ [CARS_PARAM]: comparedSlugsParam(result.slugs) || null, [ADD_PARAM]: null }, { replace: true });
    store(() => result.slugs);
  }, [hydrated, params, slugs, stored, known, store, update]);

  const set = useCallback(
    (next: string[]) => {
      setRefused(null);
      store(() => next);
      update({ [CARS_PARAM]: comparedSlugsParam(next) || null });
    },
    [store, update],
  );

  return {
    slugs,
    /**
     * The cars shown are the ones this visit settles on: the URL's, or the stored ones once
     * the URL has them. Until then the page may still grow above what follows it.
     */
    settled:
      hydrated && !params.has(ADD_PARAM) && (params.has(CARS_PARAM) || parseComparedSlugs(comparedSlugsParam(stored), known).length === 0),
    /** The car a 'Compare' link asked for when the comparison was already full. */
    refused,
    toggle: useCallback((slug: string) => set(toggleCompared(slugs, slug, MAX_COMPARISON)), [set, slugs]),
    remove: useCallback((slug: string) => set(slugs.filter((other) => other !== slug)), [set, slugs]),
    clear: useCallback(() => set([]), [set]),
  };
}
