/** Opening hours grouped for display: "Mon–Fri 9:00–18:00", "Sat 10:00–16:00", "Sun closed". */
import type { OpeningHours } from '../../content/schema.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface HoursRow {
  from: Weekday;
  to: Weekday;
  /** `null` when closed. */
  open: string | null;
  close: string | null;
}

/** Consecutive days with the same hours become one row. */
export function groupOpeningHours(hours: OpeningHours): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of WEEKDAYS) {
    const slot = hours[day];
    const open = slot?.open ?? null;
    const close = slot?.close ?? null;
    const last = rows[rows.length - 1];
    if (last && last.open === open && last.close === close) last.to = day;
    else rows.push({ from: day, to: day, open, close });
  }
  return rows;
}

/** "09:00" → "9:00", as Russian and English readers write it. */
export function formatTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** Schema.org `openingHours` strings, e.g. "Mo-Fr 09:00-18:00". */
export function schemaOrgOpeningHours(hours: OpeningHours): string[] {
  const code: Record<Weekday, string> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' };
  return groupOpeningHours(hours)
    .filter((row) => row.open && row.close)
    .map((row) => `${code[row.from]}${row.from === row.to ? '' : `-${code[row.to]}`} ${row.open}-${row.close}`);
}
