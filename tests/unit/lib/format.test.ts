import { describe, expect, it } from 'vitest';
import { formatDateInText, formatIsoDate, formatLongDate } from '../../../src/lib/dates.js';
import {
  formatByn,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdRange,
  formatBynRange,
  formatYear,
  usdToByn,
  withoutSoftHyphens,
} from '../../../src/lib/format.js';

describe('price conversion (docs/decisions/constants.md#prices, docs/decisions/company-facts.md#7)', () => {
  it('converts 1 USD = 3 BYN, rounded to a whole number', () => {
    expect(usdToByn(50_000, 3)).toBe(150_000);
    expect(usdToByn(40_000, 3)).toBe(120_000);
    expect(usdToByn(100_000, 3)).toBe(300_000);
    expect(usdToByn(0.5, 3)).toBe(2);
    expect(usdToByn(33_333.33, 3)).toBe(100_000);
  });

  it('shows BYN with the locale thousands separator and USD beside it', () => {
    expect(formatByn(150_000, 'ru')).toBe('150\u00a0000\u00a0BYN');
    expect(formatByn(150_000, 'en')).toBe('150,000\u00a0BYN');
    expect(formatUsd(50_000, 'ru')).toBe('50\u00a0000\u00a0$');
    expect(formatUsd(50_000, 'en')).toBe('$50,000');
  });

  it('writes a range of money with the unit once in Russian and on each end in English, never broken after the dash', () => {
    expect(formatUsdRange(11_600, 14_200, 'ru')).toBe('11\u00a0600–\u206014\u00a0200\u00a0$');
    expect(formatUsdRange(11_600, 14_200, 'en')).toBe('$11,600–\u2060$14,200');
    expect(formatBynRange(34_800, 42_600, 'ru')).toBe('34\u00a0800–\u206042\u00a0600\u00a0BYN');
    expect(formatBynRange(34_800, 42_600, 'en')).toBe('34,800–\u206042,600\u00a0BYN');
  });

  it('groups every three digits and keeps small numbers as they are', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(999, 'ru')).toBe('999');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('writes decimals with the locale mark and without trailing zeros', () => {
    expect(formatDecimal(3.8, 'ru')).toBe('3,8');
    expect(formatDecimal(3.8, 'en')).toBe('3.8');
    expect(formatDecimal(4, 'en')).toBe('4');
    expect(formatDecimal(1.98, 'en', 2)).toBe('1.98');
    // Half up on the decimal as written, never on its binary neighbour: a 39,05 kWh battery is 39,1 on a card.
    expect(formatDecimal(39.05, 'ru')).toBe('39,1');
    expect(formatDecimal(1.005, 'en', 2)).toBe('1.01');
    expect(formatDecimal(2.25, 'en')).toBe('2.3');
    expect(formatDecimal(96.3, 'ru')).toBe('96,3');
  });
});

describe('dates', () => {
  it('writes a YYYY-MM-DD date as each language does, without the machine locale', () => {
    expect(formatIsoDate('2026-11-23', 'ru')).toBe('23.11.2026');
    expect(formatIsoDate('2026-11-03', 'en')).toBe('3 November 2026');
    expect(() => formatIsoDate('23.11.2026', 'en')).toThrow(/YYYY-MM-DD/);
    // A dateline is bare; a date inside a Russian sentence takes «года».
    expect(formatLongDate('2026-11-26', 'ru')).toBe('26 ноября 2026');
    expect(formatDateInText('2026-11-26', 'ru')).toBe('26 ноября 2026\u00a0года');
    expect(formatDateInText('2026-11-26', 'en')).toBe('26 November 2026');
  });
});

describe('percentages', () => {
  it('take a no-break space before % in Russian and none in English', () => {
    expect(formatPercent(97, 'ru')).toBe('97\u00a0%');
    expect(formatPercent(97, 'en')).toBe('97%');
    expect(formatPercent(2.5, 'ru')).toBe('2,5\u00a0%');
  });

  it('write decimals by the language, up to the digits asked for, and never a space in English', () => {
    expect(formatPercent(2.9, 'en')).toBe('2.9%');
    expect(formatPercent(2.9, 'ru')).toBe('2,9\u00a0%');
    expect(formatPercent(7.834, 'en', 2)).toBe('7.83%');
    expect(formatPercent(7.834, 'ru', 0)).toBe('8\u00a0%');
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(15, 'ru')).toBe('15\u00a0%');
    expect(formatPercent(0, 'en')).toBe('0%');
    for (const value of [0, 5, 15, 97, 100, 1234.5]) expect(formatPercent(value, 'en')).not.toMatch(/\s%/);
  });
});

describe('years', () => {
  it('are written with their digits as they are, never grouped like a number, in both languages', () => {
    for (const lang of ['ru', 'en'] as const) {
      expect(formatYear(1996)).toBe('1996');
      expect(formatYear(2026)).toBe('2026');
      // What formatNumber would make of them, and what a year must never look like.
      expect(formatNumber(1996, lang)).not.toBe('1996');
    }
    expect(formatYear(999)).toBe('999');
    expect(formatYear(10000)).toBe('10000');
  });
});

describe('soft hyphens', () => {
  it('are dropped from a label, and nothing else is', () => {
    expect(withoutSoftHyphens('Снаря\u00ADжённая масса')).toBe('Снаряжённая масса');
    expect(withoutSoftHyphens('Электро\u00ADмоторы')).toBe('Электромоторы');
    expect(withoutSoftHyphens('Разгон 0–100 км/\u2060ч')).toBe('Разгон 0–100 км/\u2060ч');
    expect(withoutSoftHyphens('Kerb weight')).toBe('Kerb weight');
  });
});
