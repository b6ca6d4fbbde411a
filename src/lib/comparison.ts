/**
 * Comparing cars side by side (spec 000 specs comparison): the rows, which way is
 * better in each, the best value per row, and the similar cars compared by default.
 */
import type { CarSpecs, Manufacturer } from '../../content/schema.js';
import { MAX_COMPARED, SIMILAR_RANGE_KM } from './comparison-limits.js';

export { MAX_COMPARED, SIMILAR_RANGE_KM };

/** What the comparison needs of a car; built at build time (src/app/build/page-data.ts). */
export interface ComparedCar {
  id: number;
  slug: string;
  name: string;
  manufacturer: Manufacturer;
  year: number;
  priceUSD: number;
  priceBYN: number;
  specs: CarSpecs;
}

export type Better = 'max' | 'min';
export type CompareGroup = 'main' | 'detailed' | 'dimensions' | 'info';

export type CompareRowId =
  | 'price'
  | 'range'
  | 'battery'
  | 'power'
  | 'acceleration'
  | 'topSpeed'
  | 'driveType'
  | 'seats'
  | 'electricMotors'
  | 'weight'
  | 'groundClearance'
  | 'length'
  | 'width'
  | 'height'
  | 'wheelbase'
  | 'year'
  | 'manufacturer'
  | 'powertrain';

export interface CompareRow {
  id: CompareRowId;
  group: CompareGroup;
  /** Spec 000: which end of the row is best; none for words. */
  better?: Better;
}

export const COMPARE_ROWS: readonly CompareRow[] = [
  { id: 'price', group: 'main', better: 'min' },
  { id: 'range', group: 'main', better: 'max' },
  { id: 'battery', group: 'main', better: 'max' },
  { id: 'power', group: 'main', better: 'max' },
  { id: 'acceleration', group: 'main', better: 'min' },
  { id: 'topSpeed', group: 'main', better: 'max' },
  { id: 'driveType', group: 'main' },
  { id: 'seats', group: 'main', better: 'max' },
  { id: 'electricMotors', group: 'detailed', better: 'max' },
  { id: 'weight', group: 'detailed', better: 'min' },
  { id: 'groundClearance', group: 'detailed', better: 'max' },
  { id: 'length', group: 'dimensions', better: 'max' },
  { id: 'width', group: 'dimensions', better: 'max' },
  { id: 'height', group: 'dimensions', better: 'min' },
  { id: 'wheelbase', group: 'dimensions', better: 'max' },
  { id: 'year', group: 'info', better: 'max' },
  { id: 'manufacturer', group: 'info' },
  { id: 'powertrain', group: 'info' },
];

export type RowValue = number | string | null;

/** A row's value for a car: a number where the row compares, words otherwise, null when not sourced. */
export function rowValue(car: ComparedCar, row: CompareRowId): RowValue {
  const { specs } = car;
  switch (row) {
    case 'price':
      return car.priceUSD;
    case 'range':
    case 'battery':
    case 'power':
    case 'acceleration':
    case 'topSpeed':
    case 'seats':
    case 'electricMotors':
    case 'weight':
      return specs[row] ?? null;
    case 'driveType':
      return specs.driveType ?? null;
    case 'groundClearance':
      return specs.groundClearanceMax ?? specs.groundClearanceMin ?? null;
    case 'length':
    case 'width':
    case 'height':
    case 'wheelbase':
      return specs.dimensions?.[row] ?? null;
    case 'year':
      return car.year;
    case 'manufacturer':
      return car.manufacturer;
    case 'powertrain':
      return specs.type;
  }
}

/**
 * The columns holding the row's best value (all of them on a tie), ignoring missing
 * values; none when fewer than two cars have a value or all are equal, as nothing
 * then stands out.
 */
export function bestColumns(values: readonly RowValue[], better: Better | undefined): Set<number> {
  if (!better) return new Set();
  const numbers = values
    .map((value, index) => ({ value, index }))
    .filter((entry): entry is { value: number; index: number } => typeof entry.value === 'number');
  if (numbers.length < 2) return new Set();
  const best = better === 'max' ? Math.max(...numbers.map((n) => n.value)) : Math.min(...numbers.map((n) => n.value));
  const winners = numbers.filter((n) => n.value === best);
  if (winners.length === numbers.length) return new Set();
  return new Set(winners.map((n) => n.index));
}

/**
 * Spec 000: with nothing chosen, up to 3 similar cars: the same manufacturer, or a range
 * within 200 km of this car's. Ranges are compared as rated only on the same cycle.
 * Closest in price first, then by id, so the choice is stable.
 */
export function similarCars(car: ComparedCar, others: readonly ComparedCar[], limit = MAX_COMPARED): ComparedCar[] {
  const closeRange = (other: ComparedCar) =>
    car.specs.range !== undefined &&
    other.specs.range !== undefined &&
    car.specs.rangeCycle === other.specs.rangeCycle &&
    Math.abs(car.specs.range - other.specs.range) <= SIMILAR_RANGE_KM;
  return others
    .filter((other) => other.id !== car.id && (other.manufacturer === car.manufacturer || closeRange(other)))
    .sort((a, b) => Math.abs(a.priceUSD - car.priceUSD) - Math.abs(b.priceUSD - car.priceUSD) || a.id - b.id)
    .slice(0, limit);
}

/** Spec 000: toggling a car in the chosen list, refused past the maximum. */
export function toggleCompared(chosen: readonly number[], id: number, max = MAX_COMPARED): number[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return chosen.length >= max ? [...chosen] : [...chosen, id];
}
