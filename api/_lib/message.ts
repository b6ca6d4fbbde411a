/**
 * The staff message for one enquiry (docs/decisions/relay.md#26; issue 13): Telegram text in HTML parse
 * mode, labelled in Russian for the dealer's staff whatever the site language.
 *
 * Every user-supplied text goes through `escapeHtml` (text) or `escapeAttr` (inside an
 * attribute), so no visitor text can open or close a tag. Telegram allows 4096 characters
 * after entity parsing, counted in Unicode code points (4096 × U+1F600, 8192 UTF-16 units, is
 * accepted and 4097 refused: https://github.com/FerroxLabs/wayland/issues/934). A message that
 * would pass the limit is never cut: it is split into numbered parts ("Часть 1 из 3"), each
 * within the limit with its label, the visitor's message continuing from part to part. The
 * plain text is split first (at a line break, else a space, else between characters, never
 * inside a code point) and each piece escaped afterwards, so no part ends inside an entity or
 * a tag, and every part's markup is balanced.
 */
import type { RelayPayload } from '../../src/lib/enquiry/schema.js';
import { FIELD_MAX } from '../../src/lib/enquiry/schema.js';
import { codePointLength, multiLine, printable, singleLine } from '../../src/lib/enquiry/text.js';
import { normalisePhone, typedDiffers } from '../../src/lib/enquiry/phone.js';
import { telHref } from '../../src/lib/contact-links.js';
import { MINSK_TIME_ZONE } from '../../src/lib/enquiry/callback-time.js';
import { paths } from '../../src/lib/paths.js';
import { carSlug } from '../../shared/slug.js';

/** Telegram's limit for a message text, counted in code points after entity parsing. */
export const TELEGRAM_TEXT_LIMIT = 4096;

/** Text content in HTML parse mode: the three characters Telegram requires escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value inside double quotes: the quote too. */
export function escapeAttr(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/**
 * What Telegram counts: the code points of the text with tags removed and entities decoded.
 * Only valid for markup built here (every `<` of user text is escaped).
 */
export function visibleLength(html: string): number {
  return codePointLength(html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot);/g, '_'));
}

/** The first `count` code points of a text. */
function firstCodePoints(text: string, count: number): string {
  let end = 0;
  for (let taken = 0; taken < count && end < text.length; taken += 1) {
    const unit = text.charCodeAt(end);
    end += unit >= 0xd800 && unit <= 0xdbff && end + 1 < text.length ? 2 : 1;
  }
  return text.slice(0, end);
}

/**
 * A short field is shown whole. Only a value longer than its schema maximum (never valid:
 * the relay validates first) is clipped, with an ellipsis, so that no field line can
 * outgrow a message part.
 */
function clip(text: string, max: number): string {
  return codePointLength(text) <= max ? text : `${firstCodePoints(text, max - 1)}…`;
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

/** The first line of each part of a split message, e.g. `<i>Часть 1 из 3</i>`; a message that fits has none. */
export function partLabel(index: number, total: number): string {
  return `<i>Часть ${index} из ${total}</i>`;
}

/** The label line as staff see it, at the start of a part's visible text (tests strip it). */
export const PART_LABEL_PATTERN = /^Часть (\d+) из (\d+)\n/;

export interface FormatOptions {
  /** Public origin of the site, without a trailing slash. */
  siteUrl: string;
  /** When the enquiry arrived. */
  receivedAt: Date;
  /** Visible-length limit per message part, in code points; Telegram's by default (tests make it smaller). */
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

/**
 * A piece of the message: a line of markup that stays whole (`html`, with its visible
 * `length`), or the visitor's plain text (`text`), which may be split between parts.
 */
type Segment = { html: string; length: number } | { text: string };

const whole = (html: string): Segment => ({ html, length: visibleLength(html) });

const segmentLength = (segment: Segment) => ('html' in segment ? segment.length : codePointLength(segment.text));

/**
 * The phone as staff tap it (DECISIONS 39): the number in international form, «+375 29 123-45-67», its
 * tel: link dialling that form, and what the visitor typed beside it when that reads otherwise
 * («8 029 123 45 67»), so nothing they wrote is hidden. A number the rule refuses (never, after the
 * relay's validation) is shown as typed.
 */
export function phoneHtml(typed: string): string {
  const shown = clip(printable(typed), FIELD_MAX.phone);
  const phone = normalisePhone(shown);
  if (!phone) return link(telHref(shown), shown);
  const asTyped = typedDiffers(shown, phone) ? ` (${escapeHtml('как введено:')} ${escapeHtml(shown)})` : '';
  return `${link(`tel:${phone.e164}`, phone.display)}${asTyped}`;
}

/** Language, page and time: the last lines of every message, after a blank line. */
function context(payload: RelayPayload, options: FormatOptions): Segment[] {
  return [
    whole(`\n\n${line('Язык сайта', escapeHtml(LANGUAGE_LABEL[payload.lang]))}`),
    whole(`\n${line('Страница', escapeHtml(clip(singleLine(payload.page), FIELD_MAX.page)))}`),
    whole(`\n${line('Время (Минск)', escapeHtml(formatMinskTime(options.receivedAt)))}`),
  ];
}

/** The whole message as segments, in order: joined, they are the message that fits in one part. */
function segments(payload: RelayPayload, options: FormatOptions): Segment[] {
  if (payload.kind === 'subscribe') {
    return [
      whole(`<b>${escapeHtml(KIND_LABEL.subscribe)}</b>\n\n`),
      whole(line('E-mail', escapeHtml(clip(printable(payload.email), FIELD_MAX.email)))),
      ...context(payload, options),
    ];
  }
  const carId = payload.kind === 'enquiry' ? payload.carId : undefined;
  const kind = payload.kind === 'contact' ? 'contact' : carId !== undefined ? 'car' : 'enquiry';

  const head: string[] = [`<b>${escapeHtml(KIND_LABEL[kind])}</b>\n`];
  if (payload.kind === 'enquiry' && carId !== undefined) {
    const carName = payload.carName === undefined ? '' : clip(singleLine(payload.carName), FIELD_MAX.carName);
    // The relay puts the catalogue's name in `carName`; without one, the id is all there is to show.
    head.push(
      line(
        'Автомобиль',
        carName === '' ? escapeHtml(`№ ${carId}`) : link(carPageUrl(options.siteUrl, payload.lang, carName, carId), carName),
      ),
    );
  }
  head.push(line('Имя', escapeHtml(clip(singleLine(payload.name), FIELD_MAX.name))));
  head.push(line('Телефон', phoneHtml(payload.phone)));
  if (payload.kind === 'enquiry') {
    // docs/decisions/relay.md#35: the e-mail is optional unless it is the chosen way to answer.
    if (payload.email) head.push(line('E-mail', escapeHtml(clip(printable(payload.email), FIELD_MAX.email))));
    head.push(line('Предпочтительный способ связи', escapeHtml(CONTACT_METHOD_LABEL[payload.preferredContactMethod])));
  }
  head.push(`<b>Сообщение:</b>`);

  return [...head.map((html) => whole(`${html}\n`)), { text: multiLine(payload.message) }, ...context(payload, options)];
}

/** A piece of the visitor's text shorter than this does not start at the end of a nearly full part. */
const MIN_PIECE = 32;

// Built once, and only if a message has to be split.
let graphemes: Intl.Segmenter | undefined;

/**
 * Where to end a piece of `text` (code points) of at most `max` and at least `min` code
 * points, the preferred cut being the last of: after a line break, after a space or tab,
 * between two user-perceived characters (an emoji sequence such as 👨‍👩‍👧 stays together),
 * within the second half of the room; else exactly at `max`, which is still between two
 * code points.
 */
function cutPoint(text: string[], min: number, max: number): number {
  const from = Math.max(min, Math.ceil(max / 2));
  for (let end = max; end >= from; end -= 1) if (text[end - 1] === '\n') return end;
  for (let end = max; end >= from; end -= 1) if (text[end - 1] === ' ' || text[end - 1] === '\t') return end;
  // Grapheme boundaries near the end of the room, segmenting from a little earlier so that the
  // first cluster looked at is whole, and on past the room so that the last one is.
  graphemes ??= new Intl.Segmenter('ru', { granularity: 'grapheme' });
  let end = Math.max(0, from - 16);
  let best = max;
  for (const { segment } of graphemes.segment(text.slice(end, max + 16).join(''))) {
    end += codePointLength(segment);
    if (end > max) break;
    if (end >= from) best = end;
  }
  return best;
}

/**
 * The segments packed into parts of at most `limit` visible code points each, room being
 * left for a label line of `labelLength`. A line of markup goes whole to the next part when
 * it does not fit; the visitor's text fills each part and continues in the next one. When
 * the rest of the text fits in a part but the lines after it do not, a last piece of text is
 * kept back to go with them, so the last part never holds the closing lines alone.
 */
function pack(all: Segment[], limit: number, labelLength: number): string[] {
  const capacity = limit - labelLength;
  const parts: string[] = [];
  let current = '';
  let room = capacity;
  const flush = () => {
    parts.push(current);
    current = '';
    room = capacity;
  };
  all.forEach((segment, index) => {
    if ('html' in segment) {
      if (segment.length > capacity) throw new RangeError(`A line of ${segment.length} characters cannot fit in a part of ${limit}`);
      if (segment.length > room) flush();
      current += segment.html;
      room -= segment.length;
      return;
    }
    const after = all.slice(index + 1).reduce((sum, next) => sum + segmentLength(next), 0);
    let text = [...segment.text];
    while (text.length > 0) {
      if (text.length + after <= room) {
        current += escapeHtml(text.join(''));
        room -= text.length;
        return;
      }
      let min = 1;
      let max = Math.min(room, text.length);
      if (text.length <= room) {
        // The rest fits, the lines after it do not: keep back enough to go with them, if they can share a part.
        min = Math.max(1, text.length + after - capacity);
        max = text.length - 1;
        if (after >= capacity || min > max) {
          current += escapeHtml(text.join(''));
          room -= text.length;
          return;
        }
      }
      if (current !== '' && room < Math.min(MIN_PIECE, capacity / 4)) {
        // Too little room left for a useful piece: the text goes on in the next part.
        flush();
        continue;
      }
      const end = cutPoint(text, min, max);
      current += escapeHtml(text.slice(0, end).join(''));
      text = text.slice(end);
      flush();
    }
  });
  if (current !== '') parts.push(current);
  return parts;
}

/**
 * The staff message as Telegram messages, in order: one when it fits in `options.limit`
 * (Telegram's 4096 by default), else numbered parts, each within the limit with its label.
 * Without their labels, the parts joined are exactly the one message that would not fit.
 * Throws a RangeError only for a `limit` too small to hold one whole line of the head or the
 * tail with a label (never Telegram's: the longest such line is about 320 characters).
 */
export function formatEnquiryMessage(payload: RelayPayload, options: FormatOptions): string[] {
  const limit = options.limit ?? TELEGRAM_TEXT_LIMIT;
  const all = segments(payload, options);
  const html = all.map((segment) => ('html' in segment ? segment.html : escapeHtml(segment.text))).join('');
  if (visibleLength(html) <= limit) return [html];

  // The label's length depends on the number of parts: assume one digit, then two, …
  for (let digits = 1; ; digits += 1) {
    const labelLength = visibleLength(`${partLabel(10 ** digits - 1, 10 ** digits - 1)}\n`);
    if (labelLength >= limit) throw new RangeError(`A limit of ${limit} leaves no room for a message part`);
    const parts = pack(all, limit, labelLength);
    if (String(parts.length).length <= digits) return parts.map((part, index) => `${partLabel(index + 1, parts.length)}\n${part}`);
  }
}
