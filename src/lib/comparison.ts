/**
 * Comparing cars side by side (docs/decisions/pages-catalogue-and-car.md#comparison, docs/decisions/pages-information.md#comparison): the
 * rows and which of them mark a best value, the best value per row, the rows 'differences
 * only' keeps, the similar cars compared by default, and the chosen cars in the URL and
 * storage. Each row's figure (its value, text and better end) is lib/car-figures.ts's.
 */
import { FIGURES, type Better, type FigureDefinition, type FigureId, type FigureValue } from './car-figures.js';
import type { ComparedCar } from './car-model.js';
import { bySimilarityTo } from './similar-cars.js';
import { MAX_COMPARED, MAX_COMPARISON, SIMILAR_RANGE_KM } from './comparison-limits.js';

export { MAX_COMPARED, MAX_COMPARISON, SIMILAR_RANGE_KM };
export { CARS_PARAM, comparedSlugsParam, COMPARISON_STORAGE_KEY, parseStoredComparison, toggleCompared } from './comparison-selection.js';

export type CompareGroup = 'main' | 'detailed' | 'dimensions' | 'info';

/** The comparison's rows in their groups; what each row is, and which end is best, is the figure registry's. */
const ROWS = [
  { id: 'price', group: 'main' },
  { id: 'priceUsd', group: 'main' },
  { id: 'range', group: 'main' },
  { id: 'winterRange', group: 'main' },
  { id: 'totalRange', group: 'main' },
  { id: 'battery', group: 'main' },
  { id: 'power', group: 'main' },
  { id: 'acceleration', group: 'main' },
  { id: 'topSpeed', group: 'main' },
  { id: 'driveType', group: 'main' },
  { id: 'seats', group: 'main' },
  // The maker's time over its own window, as the car page states it (walk 16: the one window alone read as a second,
  // different figure), then every car on 10 → 80 % for judging.
  { id: 'dcChargeTime', group: 'main' },
  { id: 'dcTo80', group: 'main' },
  { id: 'maxChargePowerDC', group: 'detailed' },
  { id: 'fuelTank', group: 'detailed' },
  { id: 'fuelConsumption', group: 'detailed' },
  { id: 'electricMotors', group: 'detailed' },
  { id: 'weight', group: 'detailed' },
  { id: 'groundClearanceMax', group: 'detailed' },
  { id: 'length', group: 'dimensions' },
  { id: 'width', group: 'dimensions' },
  { id: 'height', group: 'dimensions' },
  { id: 'wheelbase', group: 'dimensions' },
  { id: 'year', group: 'info' },
  { id: 'manufacturer', group: 'info' },
  { id: 'powertrain', group: 'info' },
] as const satisfies readonly { id: FigureId; group: CompareGroup }[];

export type CompareRowId = (typeof ROWS)[number]['id'];

export interface CompareRow {
  id: CompareRowId;
  group: CompareGroup;
  /** Which end of the row is marked best; none where no end is plainly better for a buyer. */
  better?: Better;
}

/**
 * docs/decisions/constants.md#comparison: the car page's and the comparison page's rows; a row marks its
 * best value where its figure has an end a buyer plainly prefers (price, ranges, battery, power,
 * acceleration, charging), and nowhere else: no sizes, weight, seats or top speed.
 */
export const COMPARE_ROWS: readonly CompareRow[] = ROWS.map(({ id, group }) => {
  const figure: FigureDefinition = FIGURES[id];
  return figure.better ? { id, group, better: figure.better } : { id, group };
});

/**
 * The columns holding the row's best value (all of them on a tie), ignoring missing
 * values; none when fewer than two cars have a value or all are equal, as nothing
 * then stands out.
 */
export function bestColumns(values: readonly (FigureValue | null)[], better: Better | undefined): Set<number> {
  if (!better) return new Set();
  const numbers = values
    .map((value, index) => ({ value, index }))
    .filter((entry): entry is { value: number; index: number } => typeof entry.value === 'number');
  if (numbers.length < 2) return new Set();
  const best = better === 'higher' ? Math.max(...numbers.map((n) => n.value)) : Math.min(...numbers.map((n) => n.value));
  const winners = numbers.filter((n) => n.value === best);
  if (winners.length === numbers.length) return new Set();
  return new Set(winners.map((n) => n.index));
}

/**
 * docs/decisions/pages-catalogue-and-car.md#comparison: with nothing chosen, up to 3 similar cars: the same manufacturer, or a range
 * within 200 km of this car's. Ranges are compared as rated only on the same cycle. The
 * most alike first (lib/similar-cars.ts: the same seats, then body, then size and price), then by id,
 * so the choice is stable: a six-seater is compared with six-seaters first.
 */
export function similarCars(car: ComparedCar, others: readonly ComparedCar[], limit = MAX_COMPARED): ComparedCar[] {
  const closeRange = (other: ComparedCar) =>
    car.specs.range !== undefined &&
    other.specs.range !== undefined &&
    car.specs.rangeCycle === other.specs.rangeCycle &&
    Math.abs(car.specs.range - other.specs.range) <= SIMILAR_RANGE_KM;
  return others
    .filter((other) => other.id !== car.id && (other.manufacturer === car.manufacturer || closeRange(other)))
    .sort(bySimilarityTo(car))
    .slice(0, limit);
}

/** False when every car shows the same value (a missing value counts as one): the rows 'differences only' hides. */
export function valuesDiffer(values: readonly (FigureValue | null)[]): boolean {
  return new Set(values).size > 1;
}

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

export type AddResult = { slugs: string[]; refused: boolean };

/** A 'Compare' link's car added to a selection: kept as is when already there, refused past the maximum. */
export function addCompared(slugs: readonly string[], slug: string, max = MAX_COMPARISON): AddResult {
  if (slugs.includes(slug)) return { slugs: [...slugs], refused: false };
  if (slugs.length >= max) return { slugs: [...slugs], refused: true };
  return { slugs: [...slugs, slug], refused: false };
}
