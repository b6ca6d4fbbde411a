/**
 * Reading a number a visitor typed into a calculator: a comma or a point as the decimal
 * mark, spaces between thousands; anything else, or a number outside the field's limits,
 * is an error the field shows while keeping what was typed.
 */
import type { Lang } from '../../../shared/lang.js';

export type NumberReading = { ok: true; value: number } | { ok: false; reason: 'empty' | 'not-a-number' | 'out-of-range' };

export function readNumber(text: string, { min, max }: { min: number; max: number }): NumberReading {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, reason: 'not-a-number' };
  const value = Number(cleaned);
  if (value < min || value > max) return { ok: false, reason: 'out-of-range' };
  return { ok: true, value };
}

/** A number as a field shows it in the page's language: `2.9` → `2,9` in Russian, no thousands separators. */
export function numberText(value: number, lang: Lang): string {
  const text = String(value);
  return lang === 'ru' ? text.replace('.', ',') : text;
}
