import { describe, expect, it } from 'vitest';
import { coordinatePair, judgeNumber, parseTypedNumber, typedText } from '../../../src/editor/lib/typed-number.js';

describe('numbers as staff type them', () => {
  it('reads a comma and a point as the same decimal separator', () => {
    expect(parseTypedNumber('2,95')).toBe(2.95);
    expect(parseTypedNumber('2.95')).toBe(2.95);
    expect(parseTypedNumber('3,2')).toBe(3.2);
  });

  it('reads spaces of every kind and apostrophes as digit groups', () => {
    expect(parseTypedNumber('45 900')).toBe(45900);
    expect(parseTypedNumber('45\u00a0900')).toBe(45900);
    expect(parseTypedNumber('45\u202f900')).toBe(45900);
    expect(parseTypedNumber("1'234,5")).toBe(1234.5);
    expect(parseTypedNumber(' 3 ')).toBe(3);
  });

  it('calls an empty box empty and anything else not a number', () => {
    expect(parseTypedNumber('')).toBeNull();
    expect(parseTypedNumber('   ')).toBeNull();
    for (const text of ['2,9,5', 'около 3', '3 BYN', ',', '-', '1.2.3', '2e5']) expect(parseTypedNumber(text), text).toBeUndefined();
  });

  it('shows a stored figure the way it is read back', () => {
    for (const value of [45900, 2.95, 3, 0.1795, 1234567]) expect(parseTypedNumber(typedText(value))).toBe(value);
    expect(typedText(45900)).toBe('45\u00a0900');
    expect(typedText(2.95)).toBe('2,95');
    expect(typedText(2025)).toBe('2025');
    expect(typedText(undefined)).toBe('');
    expect(typedText('2,9,5')).toBe('2,9,5');
  });
});

describe('a figure judged by its rules', () => {
  const price = { integer: true, min: 0, minExclusive: true, plausible: [10_000, 500_000] as const };

  it('passes a usual figure and calls a cleared one empty', () => {
    expect(judgeNumber(45_900, price)).toEqual({ kind: 'ok' });
    expect(judgeNumber(null, price)).toEqual({ kind: 'empty' });
    expect(judgeNumber(undefined, price)).toEqual({ kind: 'empty' });
  });

  it('refuses text that is not a number, a fraction where a whole number is wanted, and figures outside the limits', () => {
    expect(judgeNumber('2,9,5', price)).toEqual({ kind: 'not-a-number' });
    expect(judgeNumber(45_900.5, price)).toEqual({ kind: 'not-whole' });
    expect(judgeNumber(0, price)).toEqual({ kind: 'too-small', limit: 0, exclusive: true });
    expect(judgeNumber(6, { max: 5 })).toEqual({ kind: 'too-big', limit: 5 });
    expect(judgeNumber(0, { min: 0 })).toEqual({ kind: 'ok' });
  });

  it('asks about a figure outside its usual range: the rate typed as 295 instead of 2,95', () => {
    expect(judgeNumber(295, { min: 0, minExclusive: true, plausible: [1, 10] })).toEqual({ kind: 'unusual', range: [1, 10] });
    expect(judgeNumber(2.95, { min: 0, minExclusive: true, plausible: [1, 10] })).toEqual({ kind: 'ok' });
    expect(judgeNumber(4_590_000, price)).toEqual({ kind: 'unusual', range: [10_000, 500_000] });
  });
});

describe('both coordinates pasted into one box', () => {
  it('reads a pair as a map copies it, latitude first', () => {
    expect(coordinatePair('53.9262, 27.5009')).toEqual([53.9262, 27.5009]);
    expect(coordinatePair('53,9262 27,5009')).toEqual([53.9262, 27.5009]);
    expect(coordinatePair('53,9262, 27,5009')).toEqual([53.9262, 27.5009]);
    expect(coordinatePair('53.9262;27.5009')).toEqual([53.9262, 27.5009]);
    expect(coordinatePair('53.9262,27.5009')).toEqual([53.9262, 27.5009]);
  });

  it('reads one coordinate typed the Russian way, keystroke by keystroke, as one number', () => {
    for (const typed of ['27,5', '27,55', '27,5525', '53,9', '53,9023']) expect(coordinatePair(typed), typed).toBeUndefined();
  });

  it('leaves one number, words and impossible places alone', () => {
    for (const text of ['53,9262', '45 900', 'ул. Тимирязева, 65', '153.1, 27.5', '53.9, 227.5'])
      expect(coordinatePair(text), text).toBeUndefined();
  });
});
