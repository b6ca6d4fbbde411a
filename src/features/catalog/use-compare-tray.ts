import { useCallback } from 'react';
import { useStoredValue } from '../../components/hooks/use-stored-value.js';
import { MAX_COMPARISON } from '../../lib/comparison-limits.js';
import { COMPARISON_STORAGE_KEY, parseStoredComparison, toggleCompared } from '../../lib/comparison-selection.js';

const NONE: string[] = [];

/**
 * The cars chosen in the catalogue for comparison: the comparison page's stored selection
 * (so the tray and the comparison agree, and a choice survives a reload), at most
 * MAX_COMPARISON (docs/decisions/pages-information.md#comparison).
 */
export function useCompareTray() {
  const [slugs, store] = useStoredValue(COMPARISON_STORAGE_KEY, parseStoredComparison, NONE);
  const toggle = useCallback((slug: string) => store((chosen) => toggleCompared(chosen, slug, MAX_COMPARISON)), [store]);
  const clear = useCallback(() => store(() => NONE), [store]);
  return { slugs, toggle, clear, full: slugs.length >= MAX_COMPARISON };
}
