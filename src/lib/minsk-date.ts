/**
 * Today's date in Minsk, where the offers' dates are meant: its own module, so a page that
 * only checks a date (the car page's offers headline) loads none of the offers' rules.
 */

/** Minsk keeps UTC+3 all year. */
export const MINSK_UTC_OFFSET_HOURS = 3;

/** YYYY-MM-DD of a date in Minsk. */
export function minskDate(now: Date): string {
  return new Date(now.getTime() + MINSK_UTC_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}
