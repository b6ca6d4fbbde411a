/**
 * What a car figure is and how it is written: the shape of a figure's definition and
 * the one function that writes a figure in the page's language. The definitions live in
 * lib/card-figures.ts (the four a card shows) and lib/car-figures.ts (the registry of
 * them all); this module holds no figure, so a card loads only the four it shows.
 */
import type { CarSpecs, DriveType, FuelCycle, Manufacturer, Powertrain, RangeCycle } from '../../content/schema.js';
import type { DcTimes } from '../../shared/charging-model.js';
import type carStrings from '../../locales/ru/car.json';
import type { Lang } from '../../shared/lang.js';
import { formatDecimal } from './format.js';

/** What the registry reads a figure from: a car summary, detail or compared car all have it. */
export interface FigureCar {
  priceUSD: number;
  priceBYN: number;
  year: number;
  manufacturer: Manufacturer;
  specs: CarSpecs;
  /** The DC charging times, worked out at build time (a car detail and a compared car have them; a card does not show them). */
  dcTimes?: DcTimes;
  /** The range on the battery in a Minsk winter, worked out at build time (a compared car has it). */
  winterRange?: number;
  /** The figures no source confirms (a car detail has them). */
  unsourced?: readonly string[];
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
  /**
   * Which end a buyer plainly prefers, marked best in the comparisons (docs/decisions/constants.md#comparison):
   * price, ranges, battery, power, acceleration, charging. None for words, and for figures whose better
   * end depends on the buyer (sizes, weight, seats, top speed, clearance, motors, year).
   */
  better?: Better;
  /** At most this many decimals (none by default). */
  digits?: number;
  /** Written as is, without digit grouping: a year, a count of seats. */
  plain?: true;
  /** Only cars of this powertrain have it (the content refuses it on the others). */
  only?: Powertrain;
  /** A range: measured on a test cycle, which the page names beside it and on which its best is judged. */
  cycle?: true;
  /** Fuel use: the page names its test cycle (`fuelCycle`) beside it where a source gives one. */
  fuelCycle?: true;
  /** The figure of a car: a number, a word (a drive type, a make), or null when nobody could source it. */
  read: (car: FigureCar) => FigureValue | null;
  /** Its text when that is more than the number and unit: a word in the page's language, a span, a price. */
  write?: (writer: Writer) => string;
}

type ScalarSpec = { [K in keyof CarSpecs]-?: NonNullable<CarSpecs[K]> extends FigureValue ? K : never }[keyof CarSpecs];

/** Reads one of a car's specs as it is. */
export const spec =
  <K extends ScalarSpec>(key: K) =>
  (car: FigureCar): NonNullable<CarSpecs[K]> | null =>
    car.specs[key] ?? null;

export interface FigureText {
  value: string;
  /** The test cycle a range, or fuel use, was measured on. */
  cycle?: RangeCycle | FuelCycle;
}

const NBSP = '\u00a0';

/**
 * A figure written in the page's language, or null when it has no source. `maxDigits`
 * caps its decimals where a figure is read at a glance (cards).
 */
export function writeFigure(
  figure: FigureDefinition,
  car: FigureCar,
  lang: Lang,
  words: FigureWords,
  { maxDigits = Infinity }: { maxDigits?: number } = {},
): FigureText | null {
  const value = figure.read(car);
  if (value === null) return null;
  const digits = Math.min(figure.digits ?? 0, maxDigits);
  const number = (n: number) => (figure.plain ? String(n) : formatDecimal(n, lang, digits));
  const measure = (n: number) => (figure.unit ? `${number(n)}${NBSP}${words.units[figure.unit]}` : number(n));
  const text = figure.write ? figure.write({ car, lang, words, number, measure }) : typeof value === 'number' ? measure(value) : value;
  const cycle = figure.cycle ? car.specs.rangeCycle : figure.fuelCycle ? car.specs.fuelCycle : undefined;
  return cycle ? { value: text, cycle } : { value: text };
}

/** A figure that is a number (a size, a count, a price), or null when it has no source. */
export function readNumber(figure: FigureDefinition, car: FigureCar): number | null {
  const value = figure.read(car);
  return typeof value === 'number' ? value : null;
}
