/**
 * 'You might also like' on a car page (docs/decisions/pages-catalogue-and-car.md#car-page: up to 3 other cars). Alternatives
 * rather than the same car in another trim: one car per model family, other families
 * only, the same body type first, then the closest in price.
 */
export interface SuggestionCandidate {
  id: number;
  manufacturer: string;
  model: string;
  bodyType: string;
  priceUSD: number;
}

export const MAX_SUGGESTIONS = 3;

export function suggestedCars<T extends SuggestionCandidate>(car: SuggestionCandidate, cars: readonly T[], limit = MAX_SUGGESTIONS): T[] {
  const family = (c: SuggestionCandidate) => `${c.manufacturer} ${c.model}`;
  const ranked = cars
    .filter((other) => family(other) !== family(car))
    .sort(
      (a, b) =>
        Number(b.bodyType === car.bodyType) - Number(a.bodyType === car.bodyType) ||
        Math.abs(a.priceUSD - car.priceUSD) - Math.abs(b.priceUSD - car.priceUSD) ||
        a.id - b.id,
    );
  const picked: T[] = [];
  for (const other of ranked) {
    if (picked.length >= limit) break;
    if (!picked.some((p) => family(p) === family(other))) picked.push(other);
  }
  return picked;
}
