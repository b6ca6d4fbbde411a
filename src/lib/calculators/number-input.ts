/**
 * Reading a number a visitor typed into a calculator: a comma or a point as the decimal
 * mark, spaces between thousands; anything else, or a number outside the field's limits,
 * is an error the field shows while keeping what was typed.
 */
import type { Lang } from '../../../shared/lang.js';
import { formatDecimal, formatPercent, formatYear } from '../format.js';

export type NumberReading = { ok: true; value: number } | { ok: false; reason: 'empty' | 'not-a-number' | 'out-of-range' };

export function readNumber(text: string, { min, max }: { min: number; max: number }): NumberReading {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, reason: 'not-a-number' };
  const value = Number(cleaned);
  if (value < min || value > max) return { ok: false, reason: 'out-of-range' };
  return { ok: true, value };
}

/**
 * The number typed, whatever the field's limits (null when it is not a number): what a
 * field's slider shows, so that it never points at an earlier value than the one written.
 */
export function typedNumber(text: string): number | null {
  const reading = readNumber(text, { min: -Infinity, max: Infinity });
  return reading.ok ? reading.value : null;
}

/**
 * The labels of the fields whose text is not a number within their limits, in the order
 * given: while there is one, a calculator shows no figures (they would be for other input
 * than the one on screen) but asks for these to be corrected.
 */
export function fieldsToFix(fields: readonly (readonly [label: string, field: { error: unknown }])[]): string[] {
  return fields.filter(([, field]) => field.error !== null).map(([label]) => label);
}

/** A number as a field shows it in the page's language: `2.9` → `2,9` in Russian, no thousands separators. */
export function numberText(value: number, lang: Lang): string {
  const text = String(value);
  return lang === 'ru' ? text.replace('.', ',') : text;
}

/**
 * What a calculator field holds, which decides how its limits and its value are written: a
 * quantity (grouped digits, its unit after it), a calendar year (never grouped: "from 1996 to
 * 2026") or a percentage (each language's rule: "20%", «20 %»).
 */
export type NumberKind = 'quantity' | 'year' | 'percent';

/** A field's number as the page writes it (its limits, the slider's spoken value), without a unit. */
export function fieldNumberText(value: number, lang: Lang, kind: NumberKind = 'quantity', decimals = 0): string {
  if (kind === 'year') return formatYear(value);
  if (kind === 'percent') return formatPercent(value, lang, decimals);
  return formatDecimal(value, lang, decimals);
}
