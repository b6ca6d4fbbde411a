/** The visitor's saved cars as stored in localStorage: a JSON list of car ids. */

export const SAVED_CARS_KEY = 'ev-dealer:saved-cars';

export function parseSavedIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0))];
  } catch {
    return [];
  }
}

export function toggleSavedId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id];
}
