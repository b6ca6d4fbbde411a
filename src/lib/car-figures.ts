/**
 * The one registry of a car's figures: for each, its name, unit, which end is better,
 * how it is read from a car and how it is written in a language. The key specs, the
 * detailed specs, the sources list, the cards, the comparison's rows, its best-value
 * marks and its 'differences only' switch all read this table; each view below only
 * chooses figures and their order. The four a card shows are defined in lib/card-figures.ts,
 * so that the catalogue loads only those. A figure without a source has no value (the page
 * says "not confirmed" or "N/A"), never a guess (docs/decisions/content-sourcing.md#31).
 */
import type { CarFigure, CarSpecs, Powertrain } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import { CARD_FIGURE_DEFINITIONS } from './card-figures.js';
import { wltpEstimate } from './ev/range-cycle.js';
import { formatByn, formatUsd } from './format.js';
import {
  readNumber,
  spec,
  writeFigure,
  type FigureCar,
  type FigureDefinition,
  type FigureName,
  type FigureText,
  type FigureValue,
  type FigureWords,
} from './figure-text.js';

export type { Better, FigureCar, FigureDefinition, FigureName, FigureText, FigureValue, FigureWords, Unit } from './figure-text.js';
export { CARD_DIGITS, CARD_FIGURES, CARD_OPTIONAL_FIGURES, type CardFigure } from './card-figures.js';

const NBSP = '\u00a0';

/** The fastest DC charge a page states for a car (worked out at build time); null when not confirmed. */
const fastestDc = (car: FigureCar) => car.dcTimes?.fastest ?? null;

const size =
  (key: 'length' | 'width' | 'height' | 'wheelbase') =>
  (car: FigureCar): number | null =>
    car.specs.dimensions?.[key] ?? null;

/** Every figure of the content (CAR_FIGURES) is here, named; the others are figures made from them, or the car's own facts. */
type Registry = { [K in CarFigure]: FigureDefinition & { label: FigureName } } & Record<string, FigureDefinition>;

export const FIGURES = {
  ...CARD_FIGURE_DEFINITIONS,
  electricRange: {
    label: 'electricRange',
    unit: 'km',
    better: 'higher',
    cycle: true,
    only: 'hybrid',
    read: spec('electricRange'),
  },
  topSpeed: { label: 'topSpeed', unit: 'kmh', read: spec('topSpeed') },
  driveType: { label: 'driveType', read: spec('driveType'), write: ({ car, words }) => words.driveType(car.specs.driveType!) },
  seats: { label: 'seats', plain: true, read: spec('seats') },
  weight: { label: 'weight', unit: 'kg', read: spec('weight') },
  groundClearanceMin: { label: 'groundClearance', unit: 'mm', read: spec('groundClearanceMin') },
  /** The highest setting; without air suspension (or a sourced highest) the one clearance given. */
  groundClearanceMax: {
    label: 'groundClearance',
    unit: 'mm',
    read: (car) => car.specs.groundClearanceMax ?? car.specs.groundClearanceMin ?? null,
  },
  electricMotors: { label: 'electricMotors', plain: true, read: spec('electricMotors') },
  maxChargePowerDC: { label: 'maxChargePowerDC', unit: 'kw', better: 'higher', read: spec('maxChargePowerDC') },
  /**
   * The fastest DC charge as every page states it (lib/ev/charging.ts, DECISIONS 41): the maker's time over its
   * window where published, else the model's from 10 to 80 %, marked as an estimate; null when not confirmed.
   */
  dcChargeTime: {
    label: 'dcChargeTime',
    unit: 'minutes',
    read: (car) => fastestDc(car)?.minutes ?? null,
    write: ({ car, words, measure }) => {
      const time = fastestDc(car)!;
      const window = words.units.chargeWindow.replace('{from}', String(time.from)).replace('{to}', String(time.to));
      return time.basis === 'maker'
        ? `${window}: ${measure(time.minutes)}`
        : `${window}: ≈${NBSP}${measure(time.minutes)} (${words.units.estimate})`;
    },
  },
  /** From 10 to 80 % for every car, so that the comparison judges charging on one window. */
  dcTo80: {
    label: 'dcTo80',
    unit: 'minutes',
    better: 'lower',
    read: (car) => car.dcTimes?.to80?.minutes ?? null,
    // The model's estimate says so; a maker's time over this window is written as it is.
    write: ({ car, words, measure }) => {
      const time = car.dcTimes!.to80!;
      return time.basis === 'maker' ? measure(time.minutes) : `≈${NBSP}${measure(time.minutes)} (${words.units.estimate})`;
    },
  },
  /** The range on the battery at −15 °C in Minsk, the range tool's winter figure (a compared car's, worked out at build time). */
  winterRange: { unit: 'km', better: 'higher', read: (car) => car.winterRange ?? null },
  /** A range-extender hybrid's fuel tank, in litres. */
  fuelTank: { label: 'fuelTank', unit: 'litres', digits: 1, only: 'hybrid', read: spec('fuelTank') },
  /**
   * The generator's fuel use: litres per 100 km with the battery at its minimum charge, with
   * its test cycle where a source gives it. Not judged best: the cars' figures are not all on one cycle.
   */
  fuelConsumption: {
    label: 'fuelConsumption',
    unit: 'litresPer100km',
    digits: 2,
    fuelCycle: true,
    only: 'hybrid',
    read: spec('fuelConsumption'),
  },
  /** Length × width × height, one line; the wheelbase is its own. */
  dimensions: {
    label: 'dimensions',
    unit: 'mm',
    read: (car) =>
      car.specs.dimensions ? `${car.specs.dimensions.length}×${car.specs.dimensions.width}×${car.specs.dimensions.height}` : null,
    write: ({ car, number, measure }) => {
      const { length, width, height } = car.specs.dimensions!;
      return `${number(length)} × ${number(width)} × ${measure(height)}`;
    },
  },

  /** Both clearances as one figure: a span with air suspension. */
  groundClearance: {
    label: 'groundClearance',
    unit: 'mm',
    read: (car) => car.specs.groundClearanceMax ?? car.specs.groundClearanceMin ?? null,
    write: ({ car, words, number, measure }) => {
      const { groundClearanceMin: min, groundClearanceMax: max } = car.specs;
      if (min !== undefined && max !== undefined && min !== max) return `${number(min)}–${measure(max)}`;
      // A lowest with the highest listed as unconfirmed (an air suspension's normal height, in every car file that
      // has one): said, so that a buyer does not compare it with a steel-sprung car's one figure.
      if (min !== undefined && max === undefined && car.unsourced?.includes('groundClearanceMax'))
        return `${measure(min)} (${words.units.clearanceNormal})`;
      return measure((min ?? max)!);
    },
  },
  length: { unit: 'mm', read: size('length') },
  width: { unit: 'mm', read: size('width') },
  height: { unit: 'mm', read: size('height') },
  wheelbase: { label: 'wheelbase', unit: 'mm', read: size('wheelbase') },

  // The car's own facts, which the comparison sets beside its figures.
  /** Compared in USD, the price the rate is applied to; shown in BYN. */
  price: { better: 'lower', read: (car) => car.priceUSD, write: ({ car, lang }) => formatByn(car.priceBYN, lang) },
  /** The same price in dollars, as buyers here reckon (issue 40); the BYN row marks the cheapest. */
  priceUsd: { read: (car) => car.priceUSD, write: ({ car, lang }) => formatUsd(car.priceUSD, lang) },
  year: { plain: true, read: (car) => car.year },
  manufacturer: { read: (car) => car.manufacturer },
  powertrain: { read: (car) => car.specs.type, write: ({ car, words }) => words.powertrain(car.specs.type) },
} as const satisfies Registry;

export type FigureId = keyof typeof FIGURES;
/** A figure with a name in a car's list of figures: the content's figures and those made from them, not the car's facts. */
export type ListedFigure = { [K in FigureId]: (typeof FIGURES)[K] extends { label: FigureName } ? K : never }[FigureId];

/** A figure's value for a car; null when it has no source. */
export function figureValue(car: FigureCar, id: FigureId): FigureValue | null {
  return FIGURES[id].read(car);
}

/** A figure that is a number (a size, a count, a price), or null when it has no source. */
export function figureNumber(car: FigureCar, id: FigureId): number | null {
  return readNumber(FIGURES[id], car);
}

/**
 * The value a figure's best is judged by: the figure itself, except ranges, which are put
 * on one cycle first: a CLTC figure is brought to our WLTP estimate (lib/ev/range-cycle.ts),
 * as it is not better than a lower WLTP one just by being larger.
 */
export function comparableValue(car: FigureCar, id: FigureId): FigureValue | null {
  const figure: FigureDefinition = FIGURES[id];
  const value = figure.read(car);
  return typeof value === 'number' && figure.cycle && car.specs.rangeCycle ? wltpEstimate(value, car.specs.rangeCycle) : value;
}

/**
 * A figure written in the page's language, or null when it has no source. `maxDigits`
 * caps its decimals where a figure is read at a glance (cards).
 */
export function figureText(
  car: FigureCar,
  id: FigureId,
  lang: Lang,
  words: FigureWords,
  options?: { maxDigits?: number },
): FigureText | null {
  return writeFigure(FIGURES[id], car, lang, words, options);
}

// The views: which figures each place lists, in its order.

/** docs/decisions/pages-catalogue-and-car.md#car-page: the key specs grid. */
export const KEY_FIGURES = ['range', 'power', 'acceleration', 'battery', 'driveType', 'seats'] as const satisfies readonly ListedFigure[];

/** The key specs of a car: a hybrid's total with petrol follows its electric range (docs/decisions/content-sourcing.md#37). */
export function keyFigures(specs: Pick<CarSpecs, 'type'>): ListedFigure[] {
  return specs.type === 'hybrid' ? KEY_FIGURES.flatMap((id) => (id === 'range' ? ['range', 'totalRange'] : [id])) : [...KEY_FIGURES];
}

/** A listed figure's name on a car's page: a hybrid's `range` is its electric range, and says so. */
export function figureLabel(id: ListedFigure, powertrain: Powertrain): FigureName {
  return id === 'range' && powertrain === 'hybrid' ? 'electricRange' : FIGURES[id].label;
}

/** What a source's figure is called on the car's page: a hybrid's content `range` is the total with petrol. */
export function sourceFigureLabel(figure: CarFigure, powertrain: Powertrain): FigureName {
  return figure === 'range' && powertrain === 'hybrid' ? 'totalRange' : FIGURES[figure].label;
}

const DETAIL_FIGURES = [
  'range',
  'totalRange',
  'battery',
  'power',
  'acceleration',
  'topSpeed',
  'driveType',
  'electricMotors',
  'seats',
  'weight',
  'groundClearance',
  'maxChargePowerDC',
  'dcChargeTime',
  'fuelTank',
  'fuelConsumption',
  'dimensions',
  'wheelbase',
] as const satisfies readonly ListedFigure[];

/** Whether a car's powertrain has the figure at all: a fuel tank is a hybrid's, not an electric car's (not "unknown"). */
export function figureApplies(id: keyof typeof FIGURES, specs: Pick<CarSpecs, 'type'>): boolean {
  const { only }: FigureDefinition = FIGURES[id];
  return only === undefined || only === specs.type;
}

/** The car page's detailed specs: every figure its powertrain has. */
export function detailFigures(specs: Pick<CarSpecs, 'type'>): ListedFigure[] {
  return DETAIL_FIGURES.filter((id) => figureApplies(id, specs));
}
