/**
 * The one registry of a car's figures: for each, its name, unit, which end is better,
 * how it is read from a car and how it is written in a language. The key specs, the
 * detailed specs, the sources list, the cards, the comparison's rows, its best-value
 * marks and its 'differences only' switch all read this table; each view below only
 * chooses figures and their order. A figure without a source has no value (the page
 * says "not confirmed" or "N/A"), never a guess (docs/decisions/content-sourcing.md#31).
 */
import type { CarFigure, CarSpecs, DriveType, Manufacturer, Powertrain, RangeCycle } from '../../content/schema.js';
import type carStrings from '../../locales/ru/car.json';
import type { Lang } from '../../shared/lang.js';
import { wltpEstimate } from './ev/range-cycle.js';
import { formatByn, formatDecimal } from './format.js';

/** What the registry reads a figure from: a car summary, detail or compared car all have it. */
export interface FigureCar {
  priceUSD: number;
  priceBYN: number;
  year: number;
  manufacturer: Manufacturer;
  specs: CarSpecs;
}

/** A figure's name in a car's list of figures (key and detailed specs, sources): a key of the car namespace's `figures`. */
export type FigureName = keyof (typeof carStrings)['figures'];
/** A key of the car namespace's `units`. */
export type Unit = keyof (typeof carStrings)['units'];
export type Better = 'higher' | 'lower';
export type FigureValue = number | string;

/** The words a figure is written with, in the page's language. */
export interface FigureWords {
  units: Readonly<Record<Unit, string>>;
  driveType: (drive: DriveType) => string;
  powertrain: (powertrain: Powertrain) => string;
}

interface Writer {
  car: FigureCar;
  lang: Lang;
  words: FigureWords;
  /** A number as the figure writes it (its decimals, grouped digits). */
  number: (value: number) => string;
  /** A number with the figure's unit. */
  measure: (value: number) => string;
}

export interface FigureDefinition {
  /** Its name in a list of figures. The comparison names its rows `compare.rows.<id>`, cards `car.<id>` (common). */
  label?: FigureName;
  unit?: Unit;
  /** Which end is best (docs/decisions/pages-catalogue-and-car.md#comparison, docs/decisions/constants.md#comparison); none for words and sizes that are neither. */
  better?: Better;
  /** At most this many decimals (none by default). */
  digits?: number;
  /** Written as is, without digit grouping: a year, a count of seats. */
  plain?: true;
  /** Only cars of this powertrain have it (the content refuses it on the others). */
  only?: Powertrain;
  /** A range: measured on a test cycle, which the page names beside it. */
  cycle?: true;
  /** The figure of a car: a number, a word (a drive type, a make), or null when nobody could source it. */
  read: (car: FigureCar) => FigureValue | null;
  /** The number a best value is judged by, when it is not the figure as read. */
  judge?: (value: number, car: FigureCar) => number;
  /** Its text when that is more than the number and unit: a word in the page's language, a span, a price. */
  write?: (writer: Writer) => string;
}

type ScalarSpec = { [K in keyof CarSpecs]-?: NonNullable<CarSpecs[K]> extends FigureValue ? K : never }[keyof CarSpecs];

const spec =
  <K extends ScalarSpec>(key: K) =>
  (car: FigureCar): NonNullable<CarSpecs[K]> | null =>
    car.specs[key] ?? null;

const size =
  (key: 'length' | 'width' | 'height' | 'wheelbase') =>
  (car: FigureCar): number | null =>
    car.specs.dimensions?.[key] ?? null;

/**
 * Ranges are judged on one cycle: a CLTC figure is first brought to our WLTP estimate
 * (lib/ev/range-cycle.ts), as it is not better than a lower WLTP one just by being larger.
 */
const onOneCycle = (value: number, car: FigureCar) => (car.specs.rangeCycle ? wltpEstimate(value, car.specs.rangeCycle) : value);

/** Every figure of the content (CAR_FIGURES) is here, named; the others are figures made from them, or the car's own facts. */
type Registry = { [K in CarFigure]: FigureDefinition & { label: FigureName } } & Record<string, FigureDefinition>;

export const FIGURES = {
  range: { label: 'range', unit: 'km', better: 'higher', cycle: true, read: spec('range'), judge: onOneCycle },
  electricRange: {
    label: 'electricRange',
    unit: 'km',
    better: 'higher',
    cycle: true,
    only: 'hybrid',
    read: spec('electricRange'),
    judge: onOneCycle,
  },
  battery: { label: 'battery', unit: 'kwh', better: 'higher', digits: 2, read: spec('battery') },
  power: { label: 'power', unit: 'hp', better: 'higher', read: spec('power') },
  acceleration: { label: 'acceleration', unit: 'seconds', better: 'lower', digits: 2, read: spec('acceleration') },
  topSpeed: { label: 'topSpeed', unit: 'kmh', better: 'higher', read: spec('topSpeed') },
  driveType: { label: 'driveType', read: spec('driveType'), write: ({ car, words }) => words.driveType(car.specs.driveType!) },
  seats: { label: 'seats', better: 'higher', plain: true, read: spec('seats') },
  weight: { label: 'weight', unit: 'kg', better: 'lower', read: spec('weight') },
  groundClearanceMin: { label: 'groundClearance', unit: 'mm', better: 'higher', read: spec('groundClearanceMin') },
  /** The highest setting; without air suspension (or a sourced highest) the one clearance given. */
  groundClearanceMax: {
    label: 'groundClearance',
    unit: 'mm',
    better: 'higher',
    read: (car) => car.specs.groundClearanceMax ?? car.specs.groundClearanceMin ?? null,
  },
  electricMotors: { label: 'electricMotors', better: 'higher', plain: true, read: spec('electricMotors') },
  maxChargePowerDC: { label: 'maxChargePowerDC', unit: 'kw', better: 'higher', read: spec('maxChargePowerDC') },
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
    better: 'higher',
    read: (car) => car.specs.groundClearanceMax ?? car.specs.groundClearanceMin ?? null,
    write: ({ car, number, measure }) => {
      const { groundClearanceMin: min, groundClearanceMax: max } = car.specs;
      return min !== undefined && max !== undefined && min !== max ? `${number(min)}–${measure(max)}` : measure((min ?? max)!);
    },
  },
  length: { unit: 'mm', better: 'higher', read: size('length') },
  width: { unit: 'mm', better: 'higher', read: size('width') },
  height: { unit: 'mm', better: 'lower', read: size('height') },
  wheelbase: { label: 'wheelbase', unit: 'mm', better: 'higher', read: size('wheelbase') },

  // The car's own facts, which the comparison sets beside its figures.
  /** Compared in USD, the price the rate is applied to; shown in BYN. */
  price: { better: 'lower', read: (car) => car.priceUSD, write: ({ car, lang }) => formatByn(car.priceBYN, lang) },
  year: { better: 'higher', plain: true, read: (car) => car.year },
  manufacturer: { read: (car) => car.manufacturer },
  powertrain: { read: (car) => car.specs.type, write: ({ car, words }) => words.powertrain(car.specs.type) },
} as const satisfies Registry;

export type FigureId = keyof typeof FIGURES;
/** A figure with a name in a car's list of figures: the content's figures and those made from them, not the car's facts. */
export type ListedFigure = { [K in FigureId]: (typeof FIGURES)[K] extends { label: FigureName } ? K : never }[FigureId];

const NBSP = '\u00a0';

/** A figure's value for a car; null when it has no source. */
export function figureValue(car: FigureCar, id: FigureId): FigureValue | null {
  return FIGURES[id].read(car);
}

/** A figure that is a number (a size, a count, a price), or null when it has no source. */
export function figureNumber(car: FigureCar, id: FigureId): number | null {
  const value = FIGURES[id].read(car);
  return typeof value === 'number' ? value : null;
}

/** The value a figure's best is judged by: the figure itself, except ranges, put on one cycle. */
export function comparableValue(car: FigureCar, id: FigureId): FigureValue | null {
  const figure: FigureDefinition = FIGURES[id];
  const value = figure.read(car);
  return typeof value === 'number' && figure.judge ? figure.judge(value, car) : value;
}

export interface FigureText {
  value: string;
  /** The test cycle a range was measured on. */
  cycle?: RangeCycle;
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
  { maxDigits = Infinity }: { maxDigits?: number } = {},
): FigureText | null {
  const figure: FigureDefinition = FIGURES[id];
  const value = figure.read(car);
  if (value === null) return null;
  const digits = Math.min(figure.digits ?? 0, maxDigits);
  const number = (n: number) => (figure.plain ? String(n) : formatDecimal(n, lang, digits));
  const measure = (n: number) => (figure.unit ? `${number(n)}${NBSP}${words.units[figure.unit]}` : number(n));
  const text = figure.write ? figure.write({ car, lang, words, number, measure }) : typeof value === 'number' ? measure(value) : value;
  return figure.cycle && car.specs.rangeCycle ? { value: text, cycle: car.specs.rangeCycle } : { value: text };
}

// The views: which figures each place lists, in its order.

/** docs/decisions/pages-catalogue-and-car.md#car-page: the key specs grid. */
export const KEY_FIGURES = ['range', 'power', 'acceleration', 'battery', 'driveType', 'seats'] as const satisfies readonly ListedFigure[];

const DETAIL_FIGURES = [
  'range',
  'electricRange',
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
  'dimensions',
  'wheelbase',
] as const satisfies readonly ListedFigure[];

/** The car page's detailed specs: every figure its powertrain has. */
export function detailFigures(specs: Pick<CarSpecs, 'type'>): ListedFigure[] {
  return DETAIL_FIGURES.filter((id) => {
    const { only }: FigureDefinition = FIGURES[id];
    return only === undefined || only === specs.type;
  });
}

/** docs/decisions/pages-catalogue-and-car.md#card: its figures, named by the common namespace's `car.<id>`. */
export const CARD_FIGURES = ['range', 'battery', 'power', 'acceleration'] as const satisfies readonly FigureId[];
export type CardFigure = (typeof CARD_FIGURES)[number];
/** A card leaves these out when they have no source, rather than say "N/A". */
export const CARD_OPTIONAL_FIGURES: ReadonlySet<CardFigure> = new Set(['acceleration']);
/** A card is read at a glance: one decimal at most. */
export const CARD_DIGITS = 1;
