/**
 * Numbers as staff type them in the editor (issue 38): «2,95» and «2.95» are the same number,
 * «45 900» is 45900. A browser's number box reads «2,95» as 295 or 2; the editor's own number
 * field (src/editor/fields/number-field.ts) reads the text here instead. Pure: no DOM, no locale.
 */

/** What the schema says of a figure (scripts/content/cms-fields.ts passes it to the field). */
export interface NumberRules {
  integer?: boolean;
  /** The least value allowed; exclusive when `minExclusive` (a positive figure: more than 0). */
  min?: number;
  minExclusive?: boolean;
  max?: number;
  /** Where the figure usually falls; outside it the editor asks "are you sure?" (content/schema.ts `.meta`). */
  plausible?: readonly [number, number];
}

/** Spaces of every kind and apostrophes group digits («45 900», «45 900», «45'900»). */
const GROUPING = /[\s\u00a0\u202f\u2009']/g;

/**
 * The number a person typed, `null` for an empty box, or `undefined` when it is not a number
 * («2,9,5», «около 3», «3 BYN»). A comma or a point is the decimal separator; spaces group digits.
 */
export function parseTypedNumber(text: string): number | null | undefined {
  const compact = text.replace(GROUPING, '').replace(/^[−–]/, '-');
  if (compact === '') return null;
  if (!/^-?\d*(?:[.,]\d*)?$/.test(compact) || !/\d/.test(compact)) return undefined;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Both coordinates pasted at once, as a map copies them («53.9262, 27.5009», «53,9262 27,5009»):
 * latitude first, then longitude; undefined for anything else. A comma with nothing after it is a
 * pair only between two numbers written with points («53.9262,27.5009»): «27,5525» typed the
 * Russian way, keystroke by keystroke, is one number.
 */
export function coordinatePair(text: string): [number, number] | undefined {
  const number = '(-?\\d{1,3}(?:[.,]\\d+)?)';
  const spaced = new RegExp(`^\\s*${number}\\s*(?:;\\s*|,\\s+|\\s+)${number}\\s*$`).exec(text);
  const pointed = /^\s*(-?\d{1,3}\.\d+),(-?\d{1,3}\.\d+)\s*$/.exec(text);
  const match = spaced ?? pointed;
  if (!match) return undefined;
  const [lat, lng] = [match[1]!, match[2]!].map((part) => Number(part.replace(',', '.')));
  return Math.abs(lat!) <= 90 && Math.abs(lng!) <= 180 ? [lat!, lng!] : undefined;
}

/**
 * A stored figure as the box shows it: Russian style, «45 900», «2,95». As Russian typography writes
 * them, four digits stay together: a year is «2025», not «2 025», which staff read as a typo.
 */
export function typedText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return typeof value === 'string' ? value : '';
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Why a value cannot be saved, with what the wording needs; or why it should be confirmed. */
export type NumberVerdict =
  | { kind: 'ok' }
  | { kind: 'empty' }
  | { kind: 'not-a-number' }
  | { kind: 'not-whole' }
  | { kind: 'too-small'; limit: number; exclusive: boolean }
  | { kind: 'too-big'; limit: number }
  | { kind: 'unusual'; range: readonly [number, number] };

/** Judges a field's value (a number, or the text that could not be read as one) by its rules. */
export function judgeNumber(value: unknown, rules: NumberRules): NumberVerdict {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { kind: 'not-a-number' };
  if (rules.integer && !Number.isInteger(value)) return { kind: 'not-whole' };
  if (rules.min !== undefined && (rules.minExclusive ? value <= rules.min : value < rules.min))
    return { kind: 'too-small', limit: rules.min, exclusive: rules.minExclusive ?? false };
  if (rules.max !== undefined && value > rules.max) return { kind: 'too-big', limit: rules.max };
  const [low, high] = rules.plausible ?? [-Infinity, Infinity];
  if (value < low || value > high) return { kind: 'unusual', range: [low, high] };
  return { kind: 'ok' };
}
