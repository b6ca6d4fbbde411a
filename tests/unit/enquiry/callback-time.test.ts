import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { getCompany } from '../../../content/index.js';
import type { OpeningHours } from '../../../content/schema.js';
import ru from '../../../locales/ru/enquiry.json';
import en from '../../../locales/en/enquiry.json';
import { callbackPhrase, callbackWhen, minskWeekTime, type CallbackWhen } from '../../../src/lib/enquiry/callback-time.js';
import { WEEKDAYS } from '../../../src/lib/hours.js';
import { callbackText } from '../../../api/_lib/form-post.js';

/** A fixture week (exact values belong in fixtures, never the dealer's hours): Mon-Fri 9-18, Sat 10-16, Sun closed. */
const WEEK: OpeningHours = {
  mon: { open: '09:00', close: '18:00' },
  tue: { open: '09:00', close: '18:00' },
  wed: { open: '09:00', close: '18:00' },
  thu: { open: '09:00', close: '18:00' },
  fri: { open: '09:00', close: '18:00' },
  sat: { open: '10:00', close: '16:00' },
};

/** A fixture promise of a reply within 2 hours (the dealer's own is content/company.yaml's `replyWithinHours`). */
const WITHIN = 2;

/** 5 January 2026 is a Monday; Minsk is UTC+3 all year. */
const minsk = (dayOfWeek: number, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(2026, 0, 5 + dayOfWeek, hour! - 3, minute));
};

async function translator(lang: 'ru' | 'en') {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { enquiry: { ru, en }[lang] } },
    defaultNS: 'enquiry',
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, values?: Record<string, unknown>) => string;
}

describe('callbackWhen: when the dealer will call, from the sales hours, in Minsk time', () => {
  it('reads the weekday and time in Minsk whatever the machine’s zone', () => {
    expect(minskWeekTime(minsk(0, '05:44'))).toEqual({ day: 'mon', minutes: 5 * 60 + 44 });
    expect(minskWeekTime(new Date(Date.UTC(2026, 0, 4, 21, 30)))).toEqual({ day: 'mon', minutes: 30 });
  });

  it.each<[string, number, string, CallbackWhen]>([
    ['Monday 05:44 (before opening)', 0, '05:44', { kind: 'today', time: '09:00' }],
    ['Monday 09:00', 0, '09:00', { kind: 'within', hours: WITHIN }],
    ['Tuesday 14:00', 1, '14:00', { kind: 'within', hours: WITHIN }],
    ['Wednesday 16:00 (the promise just fits)', 2, '16:00', { kind: 'within', hours: WITHIN }],
    ['Wednesday 16:30 (closing in 1.5 h)', 2, '16:30', { kind: 'tomorrow', time: '09:00' }],
    ['Thursday 20:00', 3, '20:00', { kind: 'tomorrow', time: '09:00' }],
    ['Friday 17:00', 4, '17:00', { kind: 'tomorrow', time: '10:00' }],
    ['Friday 23:59', 4, '23:59', { kind: 'tomorrow', time: '10:00' }],
    ['Saturday 08:00', 5, '08:00', { kind: 'today', time: '10:00' }],
    ['Saturday 12:00', 5, '12:00', { kind: 'within', hours: WITHIN }],
    ['Saturday 15:00', 5, '15:00', { kind: 'weekday', day: 'mon', time: '09:00' }],
    ['Sunday 11:00', 6, '11:00', { kind: 'tomorrow', time: '09:00' }],
  ])('%s', (_, day, time, expected) => {
    expect(callbackWhen(minsk(day, time), WEEK, WITHIN)).toEqual(expected);
  });

  it('names the next opening day however far, and falls back to "during opening hours" when none', () => {
    expect(callbackWhen(minsk(0, '19:00'), { mon: WEEK.mon, thu: WEEK.thu }, WITHIN)).toEqual({
      kind: 'weekday',
      day: 'thu',
      time: '09:00',
    });
    expect(callbackWhen(minsk(0, '19:00'), { mon: WEEK.mon }, WITHIN)).toEqual({ kind: 'weekday', day: 'mon', time: '09:00' });
    expect(callbackWhen(minsk(0, '12:00'), {}, WITHIN)).toEqual({ kind: 'openingHours' });
  });

  it('over every half hour of a week with the dealer’s own hours: "within" only while open with the promise before closing, else the next real opening', () => {
    const { salesHours: hours, replyWithinHours } = getCompany();
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    for (let day = 0; day < 7; day += 1) {
      for (let half = 0; half < 48; half += 1) {
        const time = `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
        const when = callbackWhen(minsk(day, time), hours, replyWithinHours);
        const slot = hours[WEEKDAYS[day]!];
        const now = minutes(time);
        const within = slot !== undefined && now >= minutes(slot.open) && now + replyWithinHours * 60 <= minutes(slot.close);
        expect(when.kind === 'within', `${WEEKDAYS[day]} ${time}`).toBe(within);
        if (when.kind === 'today') expect(when.time).toBe(slot?.open);
        if (when.kind === 'tomorrow') expect(when.time).toBe(hours[WEEKDAYS[(day + 1) % 7]!]?.open);
        if (when.kind === 'weekday') {
          expect(hours[when.day]?.open).toBe(when.time);
          // No day in between opens.
          for (let ahead = 1; WEEKDAYS[(day + ahead) % 7] !== when.day; ahead += 1)
            expect(hours[WEEKDAYS[(day + ahead) % 7]!]).toBeUndefined();
        }
      }
    }
  });

  it('says it in both languages, never a bare «перезвоним» nor «скоро»', async () => {
    const ruT = await translator('ru');
    const enT = await translator('en');
    expect(callbackPhrase({ kind: 'within', hours: 2 }, ruT)).toBe('в течение 2\u00A0часов');
    expect(callbackPhrase({ kind: 'today', time: '09:00' }, ruT)).toBe('сегодня после 9:00');
    expect(callbackPhrase({ kind: 'tomorrow', time: '09:00' }, ruT)).toBe('завтра после 9:00');
    expect(callbackPhrase({ kind: 'weekday', day: 'mon', time: '09:00' }, ruT)).toBe('в понедельник после 9:00');
    expect(callbackPhrase({ kind: 'weekday', day: 'tue', time: '09:00' }, ruT)).toBe('во вторник после 9:00');
    expect(callbackPhrase({ kind: 'weekday', day: 'sat', time: '10:00' }, ruT)).toBe('в субботу после 10:00');
    expect(callbackPhrase({ kind: 'openingHours' }, ruT)).toBe('в рабочее время');
    expect(callbackPhrase({ kind: 'within', hours: 2 }, enT)).toBe('within 2 hours');
    // The promise is the dealer's to set: every number reads right.
    expect(callbackPhrase({ kind: 'within', hours: 1 }, ruT)).toBe('в течение 1\u00A0часа');
    expect(callbackPhrase({ kind: 'within', hours: 5 }, ruT)).toBe('в течение 5\u00A0часов');
    expect(callbackPhrase({ kind: 'within', hours: 1 }, enT)).toBe('within 1 hour');
    // The relay's own page (a form sent before the script) picks the same plural forms.
    for (const hours of [1, 2, 5, 11]) {
      expect(callbackText('ru', { kind: 'within', hours })).toBe(callbackPhrase({ kind: 'within', hours }, ruT));
      expect(callbackText('en', { kind: 'within', hours })).toBe(callbackPhrase({ kind: 'within', hours }, enT));
    }
    expect(callbackPhrase({ kind: 'weekday', day: 'mon', time: '09:00' }, enT)).toBe('on Monday after 9:00');
    expect(callbackPhrase({ kind: 'tomorrow', time: '10:00' }, enT)).toBe('tomorrow after 10:00');
    for (const t of [ruT, enT]) {
      for (const text of [
        t('dialog.sentByPhone', { time: '05:44', when: 'X' }),
        t('contactForm.successText', { when: 'X' }),
        t('dialog.successByPhone', { phone: 'P', when: 'X' }),
      ]) {
        expect(text).toContain('X');
        expect(text).not.toMatch(/скоро|soon/i);
      }
    }
  });
});
