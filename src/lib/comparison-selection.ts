/**
 * The cars chosen for comparison, apart from the comparison's code (lib/comparison.ts) so
 * that the catalogue's compare tray can keep them without loading the figures: the
 * stored selection and the comparison page's `cars` parameter.
 */
import { MAX_COMPARED } from './comparison-limits.js';

/** The query parameter holding the comparison page's cars: `?cars=slug-a,slug-b`. */
export const CARS_PARAM = 'cars';
/** The `cars` parameter's value for a selection; empty when nothing is chosen. */
export function comparedSlugsParam(slugs: readonly string[]): string {
  return slugs.join(',');
}

/** The last comparison, kept in localStorage so a 'Compare' link adds to it. */
export const COMPARISON_STORAGE_KEY = 'ev-dealer:comparison';

/** The stored comparison: a JSON list of slugs; anything else reads as empty. */
export function parseStoredComparison(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === 'string') : [];
  } catch {
    return [];
  }
}

/** docs/decisions/pages-catalogue-and-car.md#comparison, docs/decisions/pages-information.md#comparison: toggling a car in the chosen list; one past the maximum is ignored. */
export function toggleCompared<Id>(chosen: readonly Id[], id: Id, max = MAX_COMPARED): Id[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return chosen.length >= max ? [...chosen] : [...chosen, id];
}
