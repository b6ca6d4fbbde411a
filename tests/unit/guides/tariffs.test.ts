import { describe, expect, it } from 'vitest';
import { formatTariff } from '../../../src/features/guides/lib/tariffs.js';

describe('tariffs in the guide’s price table', () => {
  it('always show kopecks, and as many digits as the tariff has, up to four', () => {
    expect(formatTariff(0.3, 'ru')).toBe('0,30\u00a0BYN');
    expect(formatTariff(0.49, 'en')).toBe('0.49\u00a0BYN');
    expect(formatTariff(0.2412, 'ru')).toBe('0,2412\u00a0BYN');
    expect(formatTariff(2, 'en')).toBe('2.00\u00a0BYN');
  });
});
