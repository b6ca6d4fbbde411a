/**
 * The time an enquiry was sent, as the dialog's confirmation shows it beside the button that
 * opened it (docs/decisions/relay.md#35): hours and minutes on a 24-hour clock, "14:05" in
 * both languages. It is the visitor's own clock (their time zone), the one they read the
 * confirmation against; the staff message carries the time in Minsk. `timeZone` is for tests.
 *
 * Only for text shown after an interaction: it reads the browser's time zone, which the
 * pre-rendered HTML must never depend on.
 */
import type { Lang } from '../../../shared/lang.js';

const LOCALE: Record<Lang, string> = { ru: 'ru-RU', en: 'en-GB' };

export function formatSentTime(at: Date, lang: Lang, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
}
