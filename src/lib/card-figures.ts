/**
 * The four figures a car card shows (docs/decisions/pages-catalogue-and-car.md#card),
 * defined here and nowhere else: the registry (lib/car-figures.ts) takes them from this
 * module, so the catalogue, which shows only cards, loads these four and not the rest.
 */
import { readNumber, spec, writeFigure, type FigureCar, type FigureDefinition, type FigureText, type FigureWords } from './figure-text.js';
import type { CarSpecs } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';

/**
 * The range on the battery, the one a buyer compares (docs/decisions/content-sourcing.md#37):
 * a range-extender hybrid's electric range, an electric car's range. A hybrid's content
 * `range` is its total with petrol, which is its own figure. Null when not sourced.
 */
export function batteryRange(specs: Pick<CarSpecs, 'type' | 'range' | 'electricRange'>): number | null {
  return (specs.type === 'hybrid' ? specs.electricRange : specs.range) ?? null;
}

/** The card's figures in its order, named by the common namespace's `car.<id>`. */
export const CARD_FIGURE_DEFINITIONS = {
  range: { label: 'range', unit: 'km', better: 'higher', cycle: true, read: (car) => batteryRange(car.specs) },
  /** A hybrid's total with petrol, on the same cycle; electric cars have none. */
  totalRange: {
    label: 'totalRange',
    unit: 'km',
    better: 'higher',
    cycle: true,
    only: 'hybrid',
    read: (car) => (car.specs.type === 'hybrid' ? (car.specs.range ?? null) : null),
  },
  battery: { label: 'battery', unit: 'kwh', better: 'higher', digits: 1, read: spec('battery') },
  power: { label: 'power', unit: 'hp', better: 'higher', read: spec('power') },
  acceleration: { label: 'acceleration', unit: 'seconds', better: 'lower', digits: 2, read: spec('acceleration') },
} as const satisfies Record<string, FigureDefinition>;

export type CardFigure = keyof typeof CARD_FIGURE_DEFINITIONS;
export const CARD_FIGURES = Object.keys(CARD_FIGURE_DEFINITIONS) as CardFigure[];
/** A card leaves these out when they have no source, rather than say "N/A". */
export const CARD_OPTIONAL_FIGURES: ReadonlySet<CardFigure> = new Set(['totalRange', 'acceleration']);
/** A card is read at a glance: one decimal at most… */
export const CARD_DIGITS = 1;
/** …but a 0–100 time keeps the maker's hundredths: 1.98 s rounded to "2 s" is not the figure the car is sold on. */
const CARD_DIGITS_OF: Partial<Record<CardFigure, number>> = { acceleration: 2 };

/** A card's figure in the page's language, with at most CARD_DIGITS decimals; null when it has no source. */
export function cardFigureText(car: FigureCar, id: CardFigure, lang: Lang, words: FigureWords): FigureText | null {
  return writeFigure(CARD_FIGURE_DEFINITIONS[id], car, lang, words, { maxDigits: CARD_DIGITS_OF[id] ?? CARD_DIGITS });
}

/** A card's figure as a number (the catalogue sorts by them), or null when it has no source. */
export function cardFigureNumber(car: FigureCar, id: CardFigure): number | null {
  return readNumber(CARD_FIGURE_DEFINITIONS[id], car);
}
