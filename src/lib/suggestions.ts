/**
 * 'You might also like' on a car page (docs/decisions/pages-catalogue-and-car.md#similar: up to 3 other
 * cars): the cars most like this one to a buyer (lib/similar-cars.ts: the same seats, then body, then
 * size and price), with some variety: at most one other trim of this car's own model (the nearest)
 * and at most two cars of any other model. A six-seat L8 Pro suggests the L8 Max, L9 Pro and L9 Ultra.
 */
import { bySimilarityTo, type SimilarityFacts } from './similar-cars.js';

export interface SuggestionCandidate extends SimilarityFacts {
  manufacturer: string;
  model: string;
}

export const MAX_SUGGESTIONS = 3;
/** Other trims of the car's own model suggested at most. */
export const MAX_OWN_MODEL = 1;
/** Cars of any other one model suggested at most. */
export const MAX_PER_MODEL = 2;

export function suggestedCars<T extends SuggestionCandidate>(car: SuggestionCandidate, cars: readonly T[], limit = MAX_SUGGESTIONS): T[] {
  const family = (c: SuggestionCandidate) => `${c.manufacturer} ${c.model}`;
  const ranked = cars.filter((other) => other.id !== car.id).sort(bySimilarityTo(car));
  const picked: T[] = [];
  for (const other of ranked) {
    if (picked.length >= limit) break;
    const cap = family(other) === family(car) ? MAX_OWN_MODEL : MAX_PER_MODEL;
    if (picked.filter((p) => family(p) === family(other)).length < cap) picked.push(other);
  }
  return picked;
}
