/**
 * The staff message for one enquiry (DECISIONS 26): one readable Telegram message in
 * HTML parse mode, labelled in Russian for the dealer's staff whatever the site language.
 *
 * Every user-supplied text goes through `escapeHtml` (text) or `escapeAttr` (inside an
 * attribute), so no visitor text can open or close a tag. Telegram allows 4096
 * characters after entity parsing: a longer message text is cut (never the markup) and
 * a note says how much is missing.
 */
import type { RelayPayload } from '../../src/lib/enquiry/schema.js';
import { FIELD_MAX } from '../../src/lib/enquiry/schema.js';
import { telHref } from '../../src/lib/contact-links.js';
import { paths } from '../../src/lib/paths.js';
import { carSlug } from '../../src/lib/slug.js';

/** Telegram's limit for a message text, counted after entity parsing. */
export const TELEGRAM_TEXT_LIMIT = 4096;

export const MINSK_TIME_ZONE = 'Europe/Minsk';

/** Text content in HTML parse mode: the three characters Telegram requires escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value inside double quotes: the quote too. */
export function escapeAttr(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/**
 * What Telegram counts: the text with tags removed and entities decoded. Only valid
 * for markup built here (every `<` of user text is escaped).
 */
export function visibleLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot);/g, '_').length;
}

/**
 * Removes what Telegram would reject or show badly: lone UTF-16 surrogates (not valid
 * UTF-8), control characters other than tab and newline; `\r\n` becomes `\n`.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

/** At most `max` UTF-16 units, never splitting a surrogate pair. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/** A short field shown whole; a value longer than its schema maximum (never valid) is clipped with an ellipsis. */
function clip(text: string, max: number): string {
  const clean = cleanText(text);
  return clean.length <= max ? clean : `${cutAt(clean, max - 1)}…`;
}

// Built once: a DateTimeFormat costs far more to create than to use.
const minskFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: MINSK_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Enquiries of the same minute share the text: formatToParts is the costly part of a message.
let lastMinute = { minute: NaN, text: '' };

/** `dd.mm.yyyy HH:MM` in Minsk (UTC+3 all year). */
export function formatMinskTime(date: Date): string {
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute === lastMinute.minute) return lastMinute.text;
  const parts = Object.fromEntries(minskFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const text = `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
  lastMinute = { minute, text };
  return text;
}

const KIND_LABEL = {
  subscribe: 'Подписка на новости',
  contact: 'Сообщение из формы обратной связи',
  enquiry: 'Запрос с сайта',
  car: 'Запрос по автомобилю',
} as const;

const LANGUAGE_LABEL = { ru: 'русский', en: 'английский' } as const;
const CONTACT_METHOD_LABEL = { email: 'e-mail', phone: 'телефон' } as const;

/** The note that replaces the end of a cut message. */
export function cutNote(hidden: number): string {
  return `… (сообщение обрезано, не поместилось символов: ${hidden})`;
}

export interface FormatOptions {
  /** Public origin of the site, without a trailing slash. */
  siteUrl: string;
  /** When the enquiry arrived. */
  receivedAt: Date;
  /** Visible-length limit; Telegram's by default (tests make it smaller). */
  limit?: number;
}

function line(label: string, valueHtml: string): string {
  return `<b>${escapeHtml(label)}:</b> ${valueHtml}`;
}

function link(href: string, text: string): string {
  return `<a href="${escapeAttr(href)}">${escapeHtml(text)}</a>`;
}

/** The car page in the visitor's language, e.g. `https://site/en/cars/zeekr-001`. */
export function carPageUrl(siteUrl: string, lang: RelayPayload['lang'], carName: string, carId: number): string {
  return `${siteUrl}${paths.car(lang, carSlug(carName, carId))}`;
}

/** Language, page and time: the last lines of every message. */
function context(payload: RelayPayload, options: FormatOptions): string[] {
  return [
    line('Язык сайта', escapeHtml(LANGUAGE_LABEL[payload.lang])),
    line('Страница', escapeHtml(clip(payload.page, FIELD_MAX.page))),
    line('Время (Минск)', escapeHtml(formatMinskTime(options.receivedAt))),
  ];
}

export function formatEnquiryMessage(payload: RelayPayload, options: FormatOptions): string {
  if (payload.kind === 'subscribe') {
    // Short fields only, each clipped: it always fits.
    return [
      `<b>${escapeHtml(KIND_LABEL.subscribe)}</b>`,
      '',
      line('E-mail', escapeHtml(clip(payload.email, FIELD_MAX.email))),
      '',
      ...context(payload, options),
    ].join('\n');
  }
  const limit = options.limit ?? TELEGRAM_TEXT_LIMIT;
  const isCar = payload.kind === 'enquiry' && payload.carId !== undefined && payload.carName !== undefined;
  const kind = payload.kind === 'contact' ? 'contact' : isCar ? 'car' : 'enquiry';

  const head: string[] = [`<b>${escapeHtml(KIND_LABEL[kind])}</b>`, ''];
  if (payload.kind === 'enquiry' && payload.carId !== undefined && payload.carName !== undefined) {
    const carName = clip(payload.carName, FIELD_MAX.carName);
    head.push(line('Автомобиль', link(carPageUrl(options.siteUrl, payload.lang, carName, payload.carId), carName)));
  }
  head.push(line('Имя', escapeHtml(clip(payload.name, FIELD_MAX.name))));
  const phone = clip(payload.phone, FIELD_MAX.phone);
  head.push(line('Телефон', link(telHref(phone), phone)));
  if (payload.kind === 'enquiry') {
    head.push(line('E-mail', escapeHtml(clip(payload.email, FIELD_MAX.email))));
    head.push(line('Предпочтительный способ связи', escapeHtml(CONTACT_METHOD_LABEL[payload.preferredContactMethod])));
  }
  head.push(`<b>Сообщение:</b>`);

  const tail = ['', ...context(payload, options)];

  const before = `${head.join('\n')}\n`;
  const after = `\n${tail.join('\n')}`;
  const message = cleanText(payload.message);
  const room = limit - visibleLength(before) - visibleLength(after);
  if (message.length <= room) return `${before}${escapeHtml(message)}${after}`;

  // The note's own length depends on the number it shows; the whole length is an upper bound.
  const keep = Math.max(0, room - cutNote(message.length).length);
  const kept = cutAt(message, keep);
  return `${before}${escapeHtml(kept)}<i>${escapeHtml(cutNote(message.length - kept.length))}</i>${after}`;
}
