/**
 * The home page's shortcuts into the catalogue by what a buyer needs
 * (docs/decisions/pages-home-about-contact.md#needs): six seats, the longest range, a budget,
 * all-wheel drive, hybrids, in stock. Each need of content/needs.yaml is a catalogue filter
 * or sort; here is which cars it finds, the catalogue query it links to, and which needs are
 * worth offering, decided from the cars at build time (src/pages/home/data.ts).
 */
import type { CarSpecs, Need } from '../../content/schema.js';

export type { Need };

/** What a need reads of a car: the facts the catalogue's filters and sort read. */
export interface NeedCar {
  priceUSD: number;
  inStock: boolean;
  specs: Pick<CarSpecs, 'type' | 'seats' | 'driveType' | 'range'>;
}

/** Whether a car meets the need (for the range sort: whether it has a range to sort by). */
export function meetsNeed(need: Need, car: NeedCar): boolean {
  switch (need.kind) {
    case 'seats':
      return (car.specs.seats ?? 0) >= need.min;
    case 'range':
      return car.specs.range !== undefined;
    case 'budget':
      return car.priceUSD <= need.maxUSD;
    case 'drive':
      return car.specs.driveType === need.drive;
    case 'powertrain':
      return car.specs.type === need.powertrain;
    case 'stock':
      return car.inStock;
  }
}

/**
 * The catalogue's URL query for a need, as features/catalog/lib/catalog-query.ts reads it:
 * `seats` (the fewest seats), `sort=range`, `max` (USD), `drive` (awd, rwd, fwd), `type`, `stock=1`.
 */
export function needQuery(need: Need): Record<string, string> {
  switch (need.kind) {
    case 'seats':
      return { seats: String(need.min) };
    case 'range':
      return { sort: 'range' };
    case 'budget':
      return { max: String(need.maxUSD) };
    case 'drive':
      return { drive: need.drive.toLowerCase() };
    case 'powertrain':
      return { type: need.powertrain };
    case 'stock':
      return { stock: '1' };
  }
}

/** A need as the home page offers it: its link's query and, for a filter, how many cars it leaves. */
export interface OfferedNeed {
  need: Need;
  /** Unique among the needs, for keys and tests: `seats-6`, `budget-60000`, `stock`. */
  key: string;
  query: Record<string, string>;
  /** The cars the filter leaves; null for the range, which sorts every car rather than leaving some. */
  count: number | null;
}

export function needKey(need: Need): string {
  const value = Object.values(needQuery(need))[0]!;
  return need.kind === 'stock' || need.kind === 'range' ? need.kind : `${need.kind}-${value}`;
}

/**
 * The needs worth offering, in their order: a filter that leaves some cars but not all of them
 * (a budget also needs a car under it, or the catalogue's price bounds would drop it), and the
 * range sort when at least two cars have a range to compare.
 */
export function offeredNeeds(needs: readonly Need[], cars: readonly NeedCar[]): OfferedNeed[] {
  return needs.flatMap((need): OfferedNeed[] => {
    const count = cars.filter((car) => meetsNeed(need, car)).length;
    const entry = { need, key: needKey(need), query: needQuery(need) };
    if (need.kind === 'range') return count >= 2 ? [{ ...entry, count: null }] : [];
    const narrows = count > 0 && count < cars.length;
    const underBudget = need.kind !== 'budget' || cars.some((car) => car.priceUSD < need.maxUSD);
    return narrows && underBudget ? [{ ...entry, count }] : [];
  });
}
