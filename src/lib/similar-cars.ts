/**
 * How alike two cars are to a buyer (issue 23, docs/decisions/pages-catalogue-and-car.md#similar): the
 * same number of seats first (a family that needs six seats is shown six-seaters before any five-seater),
 * then the same body, then the nearest in size and price together: the price difference as a share of
 * this car's price plus the length difference as a share of its length. Ties by id. Both the car page's
 * suggestions and its comparison's default cars are ranked by it; each keeps its own rule for which cars
 * may be ranked at all.
 */
export interface SimilarityFacts {
  id: number;
  bodyType: string;
  priceUSD: number;
  specs: { seats?: number | undefined; dimensions?: { length: number } | undefined };
}

/** The nearness in size and price of `other` to `car`: 0 for the same, 0.1 for 10 % apart in one of them. */
export function sizeAndPriceDistance(car: SimilarityFacts, other: SimilarityFacts): number {
  const price = Math.abs(other.priceUSD - car.priceUSD) / car.priceUSD;
  const carLength = car.specs.dimensions?.length;
  const otherLength = other.specs.dimensions?.length;
  const size = carLength && otherLength ? Math.abs(otherLength - carLength) / carLength : 0;
  return price + size;
}

/** A comparator putting the cars most like `car` first. */
export function bySimilarityTo(car: SimilarityFacts): (a: SimilarityFacts, b: SimilarityFacts) => number {
  const sameSeats = (other: SimilarityFacts) => Number(other.specs.seats === car.specs.seats);
  const sameBody = (other: SimilarityFacts) => Number(other.bodyType === car.bodyType);
  return (a, b) =>
    sameSeats(b) - sameSeats(a) || sameBody(b) - sameBody(a) || sizeAndPriceDistance(car, a) - sizeAndPriceDistance(car, b) || a.id - b.id;
}
