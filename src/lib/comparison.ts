/**
 * Comparing cars side by side (spec 000 specs comparison): the rows, which way is
 * better in each, the best value per row, and the similar cars compared by default.
 */
import type { CarSpecs, Manufacturer } from '../../content/schema.js';
import { MAX_COMPARED, MAX_COMPARISON, SIMILAR_RANGE_KM } from './comparison-limits.js';
import { wltpEstimate } from './ev/range.js';

export { MAX_COMPARED, MAX_COMPARISON, SIMILAR_RANGE_KM };

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
 * The number a row's best value is judged by: the value itself, except ranges, which
 * are first put on one cycle (our WLTP estimate of a CLTC figure, lib/ev/range.ts), as
 * a CLTC figure is not better than a lower WLTP one just by being larger.
 */
export function comparableValue(car: ComparedCar, row: CompareRowId): RowValue {
  const value = rowValue(car, row);
  if (row === 'range' && typeof value === 'number' && car.specs.rangeCycle) return wltpEstimate(value, car.specs.rangeCycle);
  return value;
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

/** Spec 000 and 001: toggling a car in the chosen list; one past the maximum is ignored. */
export function toggleCompared<Id>(chosen: readonly Id[], id: Id, max = MAX_COMPARED): Id[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return chosen.length >= max ? [...chosen] : [...chosen, id];
}

/**
 * Spec 001 §9: on the comparison page only these rows mark a best value: higher is better
 * for range, battery and power, lower for acceleration, price and weight.
 */
export const COMPARISON_PAGE_BETTER: Partial<Record<CompareRowId, Better>> = {
  range: 'max',
  battery: 'max',
  power: 'max',
  acceleration: 'min',
  price: 'min',
  weight: 'min',
};

/** The comparison page's rows: the car page's, with spec 001's best-value rules. */
export const COMPARISON_PAGE_ROWS: readonly CompareRow[] = COMPARE_ROWS.map(({ id, group }) => ({
  id,
  group,
  better: COMPARISON_PAGE_BETTER[id],
}));

/** False when every car shows the same value (a missing value counts as one): the rows 'differences only' hides. */
export function valuesDiffer(values: readonly RowValue[]): boolean {
  return new Set(values).size > 1;
}

/** The query parameter holding the comparison page's cars: `?cars=slug-a,slug-b`. */
export const CARS_PARAM = 'cars';
/** The query parameter a 'Compare' link sends (lib/paths.ts compareCarHref): the car to add to the stored comparison. */
export { COMPARE_ADD_PARAM as ADD_PARAM } from './paths.js';

/**
 * The cars of a `cars` parameter: known slugs only, each once, in order, at most `max`
 * (a shared link cannot hold more than the page can show).
 */
export function parseComparedSlugs(param: string | null, known: ReadonlySet<string>, max = MAX_COMPARISON): string[] {
  if (!param) return [];
  const slugs: string[] = [];
  for (const part of param.split(',')) {
    const slug = part.trim();
    if (known.has(slug) && !slugs.includes(slug) && slugs.length < max) slugs.push(slug);
  }
  return slugs;
}

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

export type AddResult = { slugs: string[]; refused: boolean };

/** A 'Compare' link's car added to a selection: kept as is when already there, refused past the maximum. */
export function addCompared(slugs: readonly string[], slug: string, max = MAX_COMPARISON): AddResult {
  if (slugs.includes(slug)) return { slugs: [...slugs], refused: false };
  if (slugs.length >= max) return { slugs: [...slugs], refused: true };
  return { slugs: [...slugs, slug], refused: false };
}
