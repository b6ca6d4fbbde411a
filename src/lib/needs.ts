/**
 * The home page's shortcuts into the catalogue by what a buyer needs
 * (docs/decisions/pages-home-about-contact.md#needs): six seats, a long range, a budget,
 * all-wheel drive, hybrids, in stock. Each need of content/needs.yaml is a catalogue filter;
 * here is which cars it finds, the catalogue query it links to, and which needs are
 * worth offering, decided from the cars at build time (src/pages/home/data.ts).
 */
import type { CarSpecs, Need } from '../../content/schema.js';
import { batteryRange } from './card-figures.js';

export type { Need };

/** What a need reads of a car: the facts the catalogue's filters read. */
export interface NeedCar {
  priceUSD: number;
  inStock: boolean;
  specs: Pick<CarSpecs, 'type' | 'seats' | 'driveType' | 'range' | 'electricRange'>;
}

/** Whether a car meets the need (the range: on the battery, a hybrid's electric range, as the catalogue's filter reads it). */
export function meetsNeed(need: Need, car: NeedCar): boolean {
  switch (need.kind) {
    case 'seats':
      return (car.specs.seats ?? 0) >= need.min;
    case 'range':
      return (batteryRange(car.specs) ?? 0) >= need.minKm;
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
 * `seats` (the fewest seats), `range` (km, with the longest first), `max` (USD), `drive` (awd, rwd, fwd),
 * `type`, `stock=1`.
 */
export function needQuery(need: Need): Record<string, string> {
  switch (need.kind) {
    case 'seats':
      return { seats: String(need.min) };
    case 'range':
      return { range: String(need.minKm), sort: 'range' };
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

/** A need as the home page offers it: its link's query and how many cars it leaves. */
export interface OfferedNeed {
  need: Need;
  /** Unique among the needs, for keys and tests: `seats-6`, `budget-60000`, `stock`. */
  key: string;
  query: Record<string, string>;
  /** The cars the filter leaves. */
  count: number;
}

export function needKey(need: Need): string {
  const value = Object.values(needQuery(need))[0]!;
  return need.kind === 'stock' ? need.kind : `${need.kind}-${value}`;
}

/**
 * The needs worth offering, in their order: a filter that leaves some cars but not all of them
 * (a budget also needs a car under it, or the catalogue's price bounds would drop it). A range
 * that some cars reach and others do not is one of the catalogue's "from N km" choices.
 */
export function offeredNeeds(needs: readonly Need[], cars: readonly NeedCar[]): OfferedNeed[] {
  return needs.flatMap((need): OfferedNeed[] => {
    const count = cars.filter((car) => meetsNeed(need, car)).length;
    const entry = { need, key: needKey(need), query: needQuery(need) };
    const narrows = count > 0 && count < cars.length;
    const underBudget = need.kind !== 'budget' || cars.some((car) => car.priceUSD < need.maxUSD);
    return narrows && underBudget ? [{ ...entry, count }] : [];
  });
}
