import { useCallback } from 'react';
import { parseSavedIds, SAVED_CARS_KEY, toggleSavedId } from '../../lib/saved-cars.js';
import { useStoredValue } from './use-stored-value.js';

const EMPTY: ReadonlySet<number> = new Set();
const parseSavedSet = (raw: string | null): ReadonlySet<number> => new Set(parseSavedIds(raw));
const toList = (set: ReadonlySet<number>) => [...set];

/**
 * Saved cars, shared by every card, both languages and other tabs. Empty while
 * pre-rendering and hydrating; the stored list appears right after.
 */
export function useSavedCars() {
  const [saved, write] = useStoredValue(SAVED_CARS_KEY, parseSavedSet, EMPTY, toList);
  const toggle = useCallback((id: number) => write((current) => new Set(toggleSavedId([...current], id))), [write]);
  return { saved, toggle };
}
