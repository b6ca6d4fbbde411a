import { describe, expect, it } from 'vitest';
import {
  PART_LABEL_PATTERN,
  TELEGRAM_TEXT_LIMIT,
  escapeAttr,
  escapeHtml,
  formatEnquiryMessage,
  formatMinskTime,
  partLabel,
  phoneHtml,
  visibleLength,
  type FormatOptions,
} from '../../../api/_lib/message.js';
import {
  FIELD_MAX,
  validatePayload,
  type ContactPayload,
  type EnquiryPayload,
  type RelayPayload,
} from '../../../src/lib/enquiry/schema.js';
import { codePointLength } from '../../../src/lib/enquiry/text.js';
import { stripRelayMarkup, visibleText } from '../../support/fake-telegram.js';

const siteUrl = 'https://ev.example.by';
// 22.11.2025 16:05 UTC is 19:05 in Minsk (UTC+3).
const receivedAt = new Date(Date.UTC(2025, 10, 22, 16, 5, 42));

const contact: ContactPayload = {
  kind: 'contact',
  name: 'Иван',
  phone: '+375 (29) 123-45-67',
  message: 'Перезвоните, пожалуйста',
  consent: true,
  lang: 'ru',
  page: '/',
};

const carEnquiry: EnquiryPayload = {
  kind: 'enquiry',
  name: 'Anna',
  email: 'anna@example.by',
  phone: '+375 29 123-45-67',
  message: 'Is it in stock?',
  preferredContactMethod: 'phone',
  source: 'website',
  carId: 12,
  carName: 'Zeekr 001 YOU',
  consent: true,
  lang: 'en',
  page: '/en/cars/zeekr-001-you',
};

const FAMILY = '👨\u200D👩\u200D👧';

/** Tags open and close in order, and every tag is one the relay writes. */
function wellFormed(html: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z]+)[^>]*>/g)) {
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && !/[<>]/.test(stripRelayMarkup(html)) && !/&(?!(?:amp|lt|gt|quot);)/.test(html);
}

/** The message when it fits: exactly one part, without a label. */
function single(payload: RelayPayload, options: Partial<FormatOptions> = {}): string {
  const parts = formatEnquiryMessage(payload, { siteUrl, receivedAt, ...options });
  expect(parts).toHaveLength(1);
  expect(PART_LABEL_PATTERN.test(visibleText(parts[0]!))).toBe(false);
  return parts[0]!;
}

/** The visible text of the parts without their labels, joined. */
function joined(parts: string[]): string {
  return parts.map((part) => visibleText(part).replace(PART_LABEL_PATTERN, '')).join('');
}

/** Checks every part: label `i из N`, within the limit in code points, balanced markup, no lone surrogate or control character. */
function expectValidParts(parts: string[], limit: number, context = ''): void {
  parts.forEach((part, index) => {
    const where = `${context} part ${index + 1}/${parts.length}`;
    const visible = visibleText(part);
    if (parts.length > 1) {
      expect(part.startsWith(`${partLabel(index + 1, parts.length)}\n`), where).toBe(true);
      expect(PART_LABEL_PATTERN.exec(visible)?.slice(1, 3), where).toEqual([String(index + 1), String(parts.length)]);
    }
    expect(visibleLength(part), where).toBe(codePointLength(visible));
    expect(codePointLength(visible), where).toBeLessThanOrEqual(limit);
    expect(wellFormed(part), where).toBe(true);
    expect(visible.replace(PART_LABEL_PATTERN, '').trim(), where).not.toBe('');
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(part), where).toBe(false);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/.test(part), where).toBe(false);
  });
}

describe('HTML escaping for Telegram', () => {
  it('escapes &, < and > in text', () => {
    expect(escapeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(escapeHtml('<b>bold</b>')).toBe('&lt;b&gt;bold&lt;/b&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('also escapes the double quote inside attributes', () => {
    expect(escapeAttr('x" onclick="y')).toBe('x&quot; onclick=&quot;y');
  });

  it('counts the visible length in code points, entities as one', () => {
    expect(visibleLength('<b>😀</b> &amp; &lt;a&gt;')).toBe(7);
    expect(visibleLength('😀'.repeat(TELEGRAM_TEXT_LIMIT))).toBe(TELEGRAM_TEXT_LIMIT);
  });

  it('never emits what Telegram rejects, even for unvalidated text: lone surrogates and control characters', () => {
    const dirty = 'a\u0000b\u0007c\r\nd\te\uD800f\u202Eg\u0085h\u007F';
    const [html] = formatEnquiryMessage(
      { ...carEnquiry, name: dirty, message: dirty, carName: dirty, page: dirty, email: dirty, phone: dirty },
      { siteUrl, receivedAt },
    );
    expectValidParts([html!], TELEGRAM_TEXT_LIMIT);
    expect(visibleText(html!)).toContain('abc\nd\te\uFFFDfg\nh');
    expect(visibleText(html!)).toContain('Имя: abc d e\uFFFDfg h');
  });
});

describe('Minsk time', () => {
  it('is dd.mm.yyyy HH:MM at UTC+3', () => {
    expect(formatMinskTime(receivedAt)).toBe('22.11.2025 19:05');
    expect(formatMinskTime(new Date(Date.UTC(2025, 11, 31, 21, 30)))).toBe('01.01.2026 00:30');
    expect(formatMinskTime(new Date(Date.UTC(2025, 6, 1, 0, 0)))).toBe('01.07.2025 03:00');
  });
});

describe('the phone in the staff message (DECISIONS 39)', () => {
  it.each([
    ['+375 29 123-45-67', '<a href="tel:+375291234567">+375 29 123-45-67</a>'],
    ['8 029 123 45 67', '<a href="tel:+375291234567">+375 29 123-45-67</a> (как введено: 8 029 123 45 67)'],
    ['80291234567', '<a href="tel:+375291234567">+375 29 123-45-67</a> (как введено: 80291234567)'],
    ['(029) 123-45-67', '<a href="tel:+375291234567">+375 29 123-45-67</a> (как введено: (029) 123-45-67)'],
    ['+7 916 123-45-67', '<a href="tel:+79161234567">+7 916 123-45-67</a>'],
    ['+48 601 234 567', '<a href="tel:+48601234567">+48 601 234 567</a>'],
  ])('%s: staff tap the international form', (typed, expected) => {
    expect(phoneHtml(typed)).toBe(expected);
    expect(single({ ...contact, phone: typed })).toContain(`<b>Телефон:</b> ${expected}\n`);
  });

  it('shows a number the rule refuses (never, after validation) as typed, escaped', () => {
    expect(phoneHtml('12 <b>')).toBe('<a href="tel:12">12 &lt;b&gt;</a>');
  });
});

describe('the staff message (docs/decisions/relay.md#26)', () => {
  it('shows every field of a contact form message', () => {
    const html = single(contact);
    expect(html).toContain('<b>Сообщение из формы обратной связи</b>');
    expect(html).toContain('<b>Имя:</b> Иван');
    // DECISIONS 39: the number in international form, dialled in that form, with what was typed beside it.
    expect(html).toContain('<b>Телефон:</b> <a href="tel:+375291234567">+375 29 123-45-67</a> (как введено: +375 (29) 123-45-67)');
    expect(html).toContain('Перезвоните, пожалуйста');
    expect(html).toContain('<b>Язык сайта:</b> русский');
    expect(html).toContain('<b>Страница:</b> /');
    expect(html).toContain('<b>Время (Минск):</b> 22.11.2025 19:05');
    expect(html).not.toContain('E-mail');
    expect(wellFormed(html)).toBe(true);
  });

  it('keeps the layout: head, message, a blank line, then language, page and time', () => {
    expect(visibleText(single(contact))).toBe(
      [
        'Сообщение из формы обратной связи',
        '',
        'Имя: Иван',
        'Телефон: +375 29 123-45-67 (как введено: +375 (29) 123-45-67)',
        'Сообщение:',
        'Перезвоните, пожалуйста',
        '',
        'Язык сайта: русский',
        'Страница: /',
        'Время (Минск): 22.11.2025 19:05',
      ].join('\n'),
    );
  });

  it('shows the car with a link to its page in the visitor language, and every enquiry field', () => {
    const html = single(carEnquiry);
    expect(html).toContain('<b>Запрос по автомобилю</b>');
    expect(html).toContain('<b>Автомобиль:</b> <a href="https://ev.example.by/en/cars/zeekr-001-you">Zeekr 001 YOU</a>');
    expect(html).toContain('<b>Имя:</b> Anna');
    expect(html).toContain('<b>E-mail:</b> anna@example.by');
    expect(html).toContain('<b>Предпочтительный способ связи:</b> телефон');
    expect(html).toContain('Is it in stock?');
    expect(html).toContain('<b>Язык сайта:</b> английский');
    expect(html).toContain('<b>Страница:</b> /en/cars/zeekr-001-you');
    expect(wellFormed(html)).toBe(true);
  });

  it('leaves out the e-mail line of a phone-only enquiry, without or with an empty address (docs/decisions/relay.md#35)', () => {
    for (const email of [undefined, '']) {
      const html = single({ ...carEnquiry, email });
      expect(html, String(email)).not.toContain('E-mail');
      expect(visibleText(html)).toContain('Телефон: +375 29 123-45-67\nПредпочтительный способ связи: телефон\nСообщение:');
      expect(wellFormed(html)).toBe(true);
    }
  });

  it('links a Russian visitor to the Russian car page', () => {
    expect(single({ ...carEnquiry, lang: 'ru' })).toContain('href="https://ev.example.by/cars/zeekr-001-you"');
  });

  it('shows the car id when no car name was given', () => {
    const html = single({ ...carEnquiry, carName: undefined });
    expect(html).toContain('<b>Запрос по автомобилю</b>');
    expect(html).toContain('<b>Автомобиль:</b> № 12');
  });

  it('calls an enquiry without a car a general one', () => {
    const html = single({ ...carEnquiry, carId: undefined, carName: undefined, preferredContactMethod: 'email' });
    expect(html).toContain('<b>Запрос с сайта</b>');
    expect(html).not.toContain('Автомобиль');
    expect(html).toContain('<b>Предпочтительный способ связи:</b> e-mail');
  });

  it('escapes every user text, in text and in attributes', () => {
    const evil = '<b>x</b> & <a href="javascript:alert(1)">y</a> "q"';
    const html = single({ ...carEnquiry, name: evil, message: evil, carName: `Zeekr" onclick="x <i>`, page: evil, email: '<a>@x.by' });
    expect(wellFormed(html)).toBe(true);
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &lt;a href="javascript:alert(1)"&gt;y&lt;/a&gt; "q"');
    expect(html).toContain('>Zeekr" onclick="x &lt;i&gt;</a>');
    expect(html).toContain('href="https://ev.example.by/en/cars/zeekr-onclickx-i"');
    expect(visibleText(html)).toContain(evil);
  });

  it('keeps a long message whole when it fits', () => {
    const message = 'й'.repeat(2000);
    const html = single({ ...contact, message });
    expect(html).toContain(message);
    expect(visibleLength(html)).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
  });

  it('fits exactly at the limit, in code points: one more makes two parts', () => {
    const base = visibleLength(single({ ...contact, message: '' }));
    const room = TELEGRAM_TEXT_LIMIT - base;
    const html = single({ ...contact, message: '😀'.repeat(room) });
    expect(visibleLength(html)).toBe(TELEGRAM_TEXT_LIMIT);
    expect(formatEnquiryMessage({ ...contact, message: '😀'.repeat(room + 1) }, { siteUrl, receivedAt })).toHaveLength(2);
  });
});

describe('a message over the limit is split, never cut (issue 13)', () => {
  const message = Array.from({ length: 60 }, (_, i) =>
    `Строка ${i + 1}: <&> "кавычки" 😀 ${FAMILY} ${'слово '.repeat(i % 7)}`.trimEnd(),
  ).join('\n');

  it('makes numbered parts within the limit, the message continuing from one to the next', () => {
    const limit = 700;
    const parts = formatEnquiryMessage({ ...carEnquiry, message }, { siteUrl, receivedAt, limit });
    expect(parts.length).toBeGreaterThan(2);
    expectValidParts(parts, limit);
    expect(parts.map((part) => PART_LABEL_PATTERN.exec(visibleText(part))?.[0])).toEqual(
      parts.map((_, index) => `Часть ${index + 1} из ${parts.length}\n`),
    );
    expect(parts[0]).toContain('<i>Часть 1 из');
    // Part 1 starts with the head, the last ends with the language, page and time.
    const first = visibleText(parts[0]!).replace(PART_LABEL_PATTERN, '');
    expect(first.startsWith('Запрос по автомобилю\n\nАвтомобиль: Zeekr 001 YOU\nИмя: Anna\n')).toBe(true);
    expect(first).toContain('Сообщение:\nСтрока 1: <&> "кавычки" 😀');
    expect(
      visibleText(parts.at(-1)!).endsWith('\n\nЯзык сайта: английский\nСтраница: /en/cars/zeekr-001-you\nВремя (Минск): 22.11.2025 19:05'),
    ).toBe(true);
    // The last part also has some of the message, not the closing lines alone.
    expect(visibleText(parts.at(-1)!).replace(PART_LABEL_PATTERN, '').startsWith('\n\nЯзык сайта')).toBe(false);
  });

  it('loses nothing: the parts without labels are exactly the whole message', () => {
    const limit = 700;
    const parts = formatEnquiryMessage({ ...carEnquiry, message }, { siteUrl, receivedAt, limit });
    const whole = single({ ...carEnquiry, message }, { limit: 100_000 });
    expect(joined(parts)).toBe(visibleText(whole));
    expect(joined(parts)).toContain(`Сообщение:\n${message}\n\nЯзык сайта`);
  });

  it('splits at a line break when there is one in the second half of the room', () => {
    const parts = formatEnquiryMessage({ ...carEnquiry, message }, { siteUrl, receivedAt, limit: 700 });
    for (const part of parts.slice(0, -1)) expect(visibleText(part).endsWith('\n'), part.slice(-40)).toBe(true);
  });

  it('else at a space, else between characters, and keeps emoji sequences together when it can', () => {
    const words = 'слово '.repeat(400);
    for (const part of formatEnquiryMessage({ ...contact, message: words }, { siteUrl, receivedAt, limit: 500 }).slice(0, -1)) {
      expect(visibleText(part).endsWith(' ')).toBe(true);
    }
    const families = FAMILY.repeat(400);
    const parts = formatEnquiryMessage({ ...contact, message: families }, { siteUrl, receivedAt, limit: 500 });
    expect(parts.length).toBeGreaterThan(2);
    expectValidParts(parts, 500);
    for (const part of parts.slice(0, -1)) expect(visibleText(part).endsWith(FAMILY)).toBe(true);
    expect(joined(parts)).toContain(families);
  });

  it('never splits inside a code point, an escape or a tag, whatever the limit', () => {
    const dense = '😀&<"'.repeat(500);
    for (let limit = 300; limit <= 500; limit += 1) {
      const parts = formatEnquiryMessage({ ...contact, message: dense }, { siteUrl, receivedAt, limit });
      expectValidParts(parts, limit, String(limit));
      expect(joined(parts), String(limit)).toContain(dense);
    }
  });

  it('counts the label in the limit, also when the part numbers reach two digits', () => {
    const limit = 200;
    const long = 'abcdefghij '.repeat(300);
    const parts = formatEnquiryMessage({ ...contact, message: long }, { siteUrl, receivedAt, limit });
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expectValidParts(parts, limit);
    expect(visibleText(parts.at(-1)!).startsWith(`Часть ${parts.length} из ${parts.length}\n`)).toBe(true);
    expect(joined(parts)).toContain(long.trim());
  });

  it('splits the head between parts when a tiny limit requires it, each line whole', () => {
    const parts = formatEnquiryMessage({ ...carEnquiry, message: 'short' }, { siteUrl, receivedAt, limit: 80 });
    expect(parts.length).toBeGreaterThan(1);
    expectValidParts(parts, 80);
    expect(joined(parts)).toBe(visibleText(single({ ...carEnquiry, message: 'short' })));
  });
});

describe('every field at its maximum, with emoji (issue 13)', () => {
  const emoji = (n: number) => '😀'.repeat(n);
  /** 2000 code points: 😀, a family, Cyrillic, markup characters and line breaks. */
  const message = (() => {
    const unit = `😀${FAMILY}Привет <&>"\nмир `;
    let text = '';
    while (codePointLength(text) + codePointLength(unit) <= FIELD_MAX.message) text += unit;
    return text + 'ж'.repeat(FIELD_MAX.message - codePointLength(text));
  })();
  const maximal = {
    kind: 'enquiry',
    name: emoji(FIELD_MAX.name),
    email: `${'a'.repeat(FIELD_MAX.email - 8)}@mail.by`,
    // The longest number the one rule takes: + and 15 digits, spaced to the field's maximum.
    // (Germany's numbers have no fixed length: +49 and 13 digits; the parentheses bring it to the field's 30.)
    phone: `+49 (2) ${'2 '.repeat(10)}22`,
    message,
    carId: 9999,
    carName: '🚗'.repeat(FIELD_MAX.carName),
    consent: true,
    lang: 'ru',
    page: `/${emoji(FIELD_MAX.page - 1)}`,
    preferredContactMethod: 'email',
  };

  it('is a valid payload', () => {
    expect(codePointLength(maximal.message)).toBe(FIELD_MAX.message);
    expect(validatePayload(maximal).ok).toBe(true);
  });

  it('shows every character of every field, each part within 4096 code points', () => {
    const result = validatePayload(maximal);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const payload = result.data as EnquiryPayload;
    const parts = formatEnquiryMessage(payload, { siteUrl, receivedAt });
    // Counted in code points, a valid enquiry always fits in one message.
    expect(parts).toHaveLength(1);
    expectValidParts(parts, TELEGRAM_TEXT_LIMIT);
    const visible = joined(parts);
    for (const field of ['name', 'email', 'phone', 'message', 'carName', 'page'] as const) {
      expect(visible, field).toContain(payload[field]);
    }
  });

  it('fits in one message even when made of emoji only, twice 4096 in UTF-16 units', () => {
    const result = validatePayload({ ...maximal, message: emoji(FIELD_MAX.message) });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const [html, ...more] = formatEnquiryMessage(result.data, { siteUrl, receivedAt });
    expect(more).toEqual([]);
    expect(visibleText(html!).length).toBeGreaterThan(TELEGRAM_TEXT_LIMIT);
    expectValidParts([html!], TELEGRAM_TEXT_LIMIT);
    expect(visibleText(html!)).toContain(emoji(FIELD_MAX.message));
  });

  it('still shows every character when a smaller limit splits it', () => {
    const result = validatePayload(maximal);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const payload = result.data as EnquiryPayload;
    const parts = formatEnquiryMessage(payload, { siteUrl, receivedAt, limit: 1000 });
    expect(parts.length).toBeGreaterThan(2);
    expectValidParts(parts, 1000);
    const visible = joined(parts);
    for (const field of ['name', 'email', 'phone', 'message', 'carName', 'page'] as const) {
      expect(visible, field).toContain(payload[field]);
    }
  });
});

describe('values the schema never allows (guards)', () => {
  it('clips a short field longer than its maximum, and splits a long message', () => {
    const parts = formatEnquiryMessage(
      { ...carEnquiry, name: 'N'.repeat(5000), page: '/'.repeat(5000), message: 'm'.repeat(5000) },
      { siteUrl, receivedAt },
    );
    expect(parts).toHaveLength(2);
    expectValidParts(parts, TELEGRAM_TEXT_LIMIT);
    expect(parts[0]).toContain(`<b>Имя:</b> ${'N'.repeat(FIELD_MAX.name - 1)}…\n`);
    expect(joined(parts)).toContain('m'.repeat(5000));
    expect(parts[1]).toContain(`<b>Страница:</b> ${'/'.repeat(FIELD_MAX.page - 1)}…`);
  });

  it('clips by code points, never between the halves of an emoji', () => {
    const html = single({ ...contact, name: '😀'.repeat(150) });
    expect(html).toContain(`<b>Имя:</b> ${'😀'.repeat(FIELD_MAX.name - 1)}…\n`);
  });
});

describe('the news subscription message (issue 10)', () => {
  it('names the kind and the address, escaped, with the language, page and time', () => {
    const html = single({ kind: 'subscribe', email: 'a<b>@example.org', consent: true, lang: 'en', page: '/en/news/articles/x' });
    expect(html.split('\n')[0]).toBe('<b>Подписка на новости</b>');
    expect(html).toContain('<b>E-mail:</b> a&lt;b&gt;@example.org');
    expect(html).toContain('<b>Язык сайта:</b> английский');
    expect(html).toContain('<b>Страница:</b> /en/news/articles/x');
    expect(html).toContain('<b>Время (Минск):</b> 22.11.2025 19:05');
    expect(html).not.toContain('Телефон');
  });
});
