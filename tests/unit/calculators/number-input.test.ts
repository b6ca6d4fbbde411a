import { describe, expect, it } from 'vitest';
import { fieldNumberText, fieldsToFix, numberText, readNumber, typedNumber } from '../../../src/lib/calculators/number-input.js';

const LIMITS = { min: 0, max: 1_000_000 };

describe('readNumber', () => {
  it('reads plain numbers', () => {
    expect(readNumber('15000', LIMITS)).toEqual({ ok: true, value: 15_000 });
    expect(readNumber('12.5', LIMITS)).toEqual({ ok: true, value: 12.5 });
  });

  it('reads a comma as the decimal mark', () => {
    expect(readNumber('2,48', LIMITS)).toEqual({ ok: true, value: 2.48 });
  });

  it('ignores spaces and no-break spaces between thousands', () => {
    expect(readNumber('15 000', LIMITS)).toEqual({ ok: true, value: 15_000 });
    expect(readNumber('15\u00a0000', LIMITS)).toEqual({ ok: true, value: 15_000 });
    expect(readNumber('15\u202f000', LIMITS)).toEqual({ ok: true, value: 15_000 });
    expect(readNumber(' 1 234,5 ', LIMITS)).toEqual({ ok: true, value: 1234.5 });
  });

  it('calls an empty field empty', () => {
    expect(readNumber('', LIMITS)).toEqual({ ok: false, reason: 'empty' });
    expect(readNumber('   ', LIMITS)).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses letters and stray marks', () => {
    expect(readNumber('abc', LIMITS)).toEqual({ ok: false, reason: 'not-a-number' });
    expect(readNumber('12a', LIMITS)).toEqual({ ok: false, reason: 'not-a-number' });
    expect(readNumber('1,2,3', LIMITS)).toEqual({ ok: false, reason: 'not-a-number' });
    expect(readNumber('1.', LIMITS)).toEqual({ ok: false, reason: 'not-a-number' });
  });

  it('refuses a number outside the limits, keeping the limits themselves', () => {
    expect(readNumber('-5', LIMITS)).toEqual({ ok: false, reason: 'out-of-range' });
    expect(readNumber('1 000 001', LIMITS)).toEqual({ ok: false, reason: 'out-of-range' });
    expect(readNumber('0', LIMITS)).toEqual({ ok: true, value: 0 });
    expect(readNumber('1 000 000', LIMITS)).toEqual({ ok: true, value: 1_000_000 });
  });
});

describe('numberText', () => {
  it('writes the decimal mark of the page and reads back the same number', () => {
    expect(numberText(2.9, 'ru')).toBe('2,9');
    expect(numberText(2.9, 'en')).toBe('2.9');
    expect(numberText(15000, 'ru')).toBe('15000');
    expect(readNumber(numberText(2.9, 'ru'), { min: 0, max: 40 })).toEqual({ ok: true, value: 2.9 });
  });
});

describe("fieldNumberText: a field's limits and value as the page writes them", () => {
  it("writes a year without digit grouping in both languages (the trade-in car's year: from 1996 to 2026)", () => {
    expect(fieldNumberText(1996, 'ru', 'year')).toBe('1996');
    expect(fieldNumberText(2026, 'en', 'year')).toBe('2026');
  });

  it("writes a percentage by each language's rule, with the field's decimals", () => {
    expect(fieldNumberText(50, 'en', 'percent')).toBe('50%');
    expect(fieldNumberText(50, 'ru', 'percent')).toBe('50\u00a0%');
    expect(fieldNumberText(2.9, 'en', 'percent', 1)).toBe('2.9%');
    expect(fieldNumberText(2.9, 'ru', 'percent', 1)).toBe('2,9\u00a0%');
  });

  it('groups the digits of a quantity, with its decimals', () => {
    expect(fieldNumberText(10_000_000, 'en')).toBe('10,000,000');
    expect(fieldNumberText(1_000_000, 'ru')).toBe('1\u00a0000\u00a0000');
    expect(fieldNumberText(2.25, 'ru', 'quantity', 2)).toBe('2,25');
  });
});

describe('typedNumber', () => {
  it('reads the number typed whatever the limits, so a slider follows it', () => {
    expect(typedNumber('70')).toBe(70);
    expect(typedNumber('2,9')).toBe(2.9);
    expect(typedNumber('-5')).toBe(-5);
  });

  it('is null for text that is no number', () => {
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('7o')).toBeNull();
  });
});

describe('fieldsToFix', () => {
  const valid = { error: null };
  const wrong = { error: 'out-of-range' };

  it('names the fields whose text is wrong, in their order', () => {
    expect(
      fieldsToFix([
        ['Цена автомобиля', valid],
        ['Первый взнос', wrong],
        ['Срок', { error: 'empty' }],
        ['Ставка', valid],
      ]),
    ).toEqual(['Первый взнос', 'Срок']);
  });

  it('is empty while every field holds a number within its limits', () => {
    expect(fieldsToFix([['Срок', valid]])).toEqual([]);
  });
});
