import { describe, expect, it } from 'vitest';
import { formatSentTime } from '../../../src/lib/enquiry/sent-time.js';

describe('the time in the dialog’s confirmation (docs/decisions/relay.md#35)', () => {
  const at = new Date(Date.UTC(2025, 10, 22, 11, 5, 42));

  it('is hours and minutes on a 24-hour clock in both languages', () => {
    expect(formatSentTime(at, 'ru', 'Europe/Minsk')).toBe('14:05');
    expect(formatSentTime(at, 'en', 'Europe/Minsk')).toBe('14:05');
  });

  it('keeps the leading zero and writes midnight as 00', () => {
    const midnight = new Date(Date.UTC(2025, 0, 1, 21, 0));
    expect(formatSentTime(midnight, 'ru', 'Europe/Minsk')).toBe('00:00');
    expect(formatSentTime(midnight, 'en', 'Europe/Minsk')).toBe('00:00');
    expect(formatSentTime(new Date(Date.UTC(2025, 0, 1, 6, 7)), 'en', 'Europe/Minsk')).toBe('09:07');
  });

  it('is the visitor’s own time: the same moment reads differently in another zone', () => {
    expect(formatSentTime(at, 'ru', 'Asia/Yekaterinburg')).toBe('16:05');
    expect(formatSentTime(at, 'en', 'Europe/London')).toBe('11:05');
  });
});
