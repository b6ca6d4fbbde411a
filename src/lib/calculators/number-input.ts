/**
 * Reading a number a visitor typed into a calculator: a comma or a point as the decimal
 * mark, spaces between thousands; anything else, or a number outside the field's limits,
 * is an error the field shows while keeping what was typed.
 */
export type NumberReading = { ok: true; value: number } | { ok: false; reason: 'empty' | 'not-a-number' | 'out-of-range' };

export function readNumber(text: string, { min, max }: { min: number; max: number }): NumberReading {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, reason: 'not-a-number' };
  const value = Number(cleaned);
  if (value < min || value > max) return { ok: false, reason: 'out-of-range' };
  return { ok: true, value };
}
