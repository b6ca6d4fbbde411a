/**
 * When the dealer will call back (docs/decisions/relay.md#callback-time): what the contact form's and the
 * dialog's confirmations promise, and the relay's page for a form sent without the page's script.
 * One pure function for all of them, from the sales hours and the reply promise in content/company.yaml
 * (`salesHours`, `replyWithinHours`: read, never pinned) and the time the enquiry was sent, in Minsk
 * (Europe/Minsk, UTC+3).
 *
 * - Open, and the promise fits before closing: within `replyWithinHours` hours (the site's promise,
 *   «в течение 2 часов в рабочее время»).
 * - Otherwise (closed, or closing sooner than that): after the next opening: «сегодня после 9:00» (early
 *   in the morning), «завтра после 9:00», «в субботу после 10:00», «в понедельник после 9:00». A call
 *   before closing is then a pleasant surprise rather than a broken promise.
 * - No opening day at all: «в рабочее время», never a bare «перезвоним».
 *
 * Only for text shown after a send: it depends on the clock, which pre-rendered HTML never does.
 */
import type { OpeningHours } from '../../../content/schema.js';
import { WEEKDAYS, type Weekday } from '../hours.js';

export const MINSK_TIME_ZONE = 'Europe/Minsk';

export type CallbackWhen =
  | { kind: 'within'; hours: number }
  | { kind: 'today' | 'tomorrow'; time: string }
  | { kind: 'weekday'; day: Weekday; time: string }
  | { kind: 'openingHours' };

// Built once: a DateTimeFormat costs far more to create than to use.
let minskClock: Intl.DateTimeFormat | undefined;
const SHORT_DAYS: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** The weekday and the minute of the day in Minsk. */
export function minskWeekTime(at: Date): { day: Weekday; minutes: number } {
  minskClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MINSK_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(minskClock.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: SHORT_DAYS[parts.weekday!]!, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** "09:00" → minutes since midnight. */
const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/** When staff will call about an enquiry sent at `at`, by the sales hours. */
export function callbackWhen(at: Date, hours: OpeningHours, withinHours: number): CallbackWhen {
  const { day, minutes } = minskWeekTime(at);
  const today = hours[day];
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (minutes >= open && minutes + withinHours * 60 <= close) return { kind: 'within', hours: withinHours };
    if (minutes < open) return { kind: 'today', time: today.open };
  }
  const index = WEEKDAYS.indexOf(day);
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = WEEKDAYS[(index + ahead) % 7]!;
    const slot = hours[next];
    if (!slot) continue;
    return ahead === 1 ? { kind: 'tomorrow', time: slot.open } : { kind: 'weekday', day: next, time: slot.open };
  }
  return { kind: 'openingHours' };
}

/** The i18next key (namespace `enquiry`) and values of a `CallbackWhen`, e.g. `callback.weekday`, `{ day: 'в субботу', time: '10:00' }`. */
export function callbackKey(when: CallbackWhen): { key: string; dayKey?: string; values: Record<string, string | number> } {
  const time = 'time' in when ? when.time.replace(/^0(\d)/, '$1') : '';
  switch (when.kind) {
    case 'within':
      return { key: 'callback.within', values: { count: when.hours } };
    case 'today':
    case 'tomorrow':
      return { key: `callback.${when.kind}`, values: { time } };
    case 'weekday':
      return { key: 'callback.weekday', dayKey: `callback.days.${when.day}`, values: { time } };
    default:
      return { key: 'callback.openingHours', values: {} };
  }
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The phrase in the visitor's language: «в течение 2 часов», «завтра после 9:00», "on Monday after 9:00". */
export function callbackPhrase(when: CallbackWhen, t: Translate): string {
  const { key, dayKey, values } = callbackKey(when);
  return t(key, dayKey ? { ...values, day: t(dayKey) } : values);
}
