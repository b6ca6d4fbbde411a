// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  TELEGRAM_TEXT_LIMIT,
  cleanText,
  cutNote,
  escapeAttr,
  escapeHtml,
  formatEnquiryMessage,
  formatMinskTime,
  visibleLength,
} from '../../../api/_lib/message.js';
import type { ContactPayload, EnquiryPayload } from '../../../src/lib/enquiry/schema.js';
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
  company: '',
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
  company: '',
  lang: 'en',
  page: '/en/cars/zeekr-001-you',
};

/** Tags open and close in order, and every tag is one the relay writes. */
function wellFormed(html: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z]+)[^>]*>/g)) {
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && !/[<>]/.test(stripRelayMarkup(html)) && !/&(?!(?:amp|lt|gt|quot);)/.test(html);
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

  it('removes what Telegram rejects: lone surrogates and control characters', () => {
    expect(cleanText('a\u0000b\u0007c\r\nd\te')).toBe('abc\nd\te');
    expect(cleanText('x\uD800y')).toBe('x\uFFFDy');
    expect(cleanText('😀')).toBe('😀');
  });
});

describe('Minsk time', () => {
  it('is dd.mm.yyyy HH:MM at UTC+3', () => {
    expect(formatMinskTime(receivedAt)).toBe('22.11.2025 19:05');
    expect(formatMinskTime(new Date(Date.UTC(2025, 11, 31, 21, 30)))).toBe('01.01.2026 00:30');
    expect(formatMinskTime(new Date(Date.UTC(2025, 6, 1, 0, 0)))).toBe('01.07.2025 03:00');
  });
});

describe('the staff message (DECISIONS 26)', () => {
  it('shows every field of a contact form message', () => {
    const html = formatEnquiryMessage(contact, { siteUrl, receivedAt });
    expect(html).toContain('<b>Сообщение из формы обратной связи</b>');
    expect(html).toContain('<b>Имя:</b> Иван');
    expect(html).toContain('<b>Телефон:</b> <a href="tel:+375291234567">+375 (29) 123-45-67</a>');
    expect(html).toContain('Перезвоните, пожалуйста');
    expect(html).toContain('<b>Язык сайта:</b> русский');
    expect(html).toContain('<b>Страница:</b> /');
    expect(html).toContain('<b>Время (Минск):</b> 22.11.2025 19:05');
    expect(html).not.toContain('E-mail');
    expect(wellFormed(html)).toBe(true);
  });

  it('shows the car with a link to its page in the visitor language, and every enquiry field', () => {
    const html = formatEnquiryMessage(carEnquiry, { siteUrl, receivedAt });
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

  it('links a Russian visitor to the Russian car page', () => {
    const html = formatEnquiryMessage({ ...carEnquiry, lang: 'ru' }, { siteUrl, receivedAt });
    expect(html).toContain('href="https://ev.example.by/cars/zeekr-001-you"');
  });

  it('calls an enquiry without a car a general one', () => {
    const html = formatEnquiryMessage(
      { ...carEnquiry, carId: undefined, carName: undefined, preferredContactMethod: 'email' },
      { siteUrl, receivedAt },
    );
    expect(html).toContain('<b>Запрос с сайта</b>');
    expect(html).not.toContain('Автомобиль');
    expect(html).toContain('<b>Предпочтительный способ связи:</b> e-mail');
  });

  it('escapes every user text, in text and in attributes', () => {
    const evil = '<b>x</b> & <a href="javascript:alert(1)">y</a> "q"';
    const html = formatEnquiryMessage(
      { ...carEnquiry, name: evil, message: evil, carName: `Zeekr" onclick="x <i>`, page: evil, email: '<a>@x.by' },
      { siteUrl, receivedAt },
    );
    expect(wellFormed(html)).toBe(true);
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &lt;a href="javascript:alert(1)"&gt;y&lt;/a&gt; "q"');
    expect(html).toContain('>Zeekr" onclick="x &lt;i&gt;</a>');
    expect(html).toContain('href="https://ev.example.by/en/cars/zeekr-onclickx-i"');
    expect(visibleText(html)).toContain(evil);
  });

  it('keeps a long message whole when it fits', () => {
    const message = 'й'.repeat(2000);
    const html = formatEnquiryMessage({ ...contact, message }, { siteUrl, receivedAt });
    expect(html).toContain(message);
    expect(visibleLength(html)).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
  });
});

describe('the 4096-character limit', () => {
  const huge = `${'<&>'.repeat(2000)}${'x'.repeat(4000)}`;

  it('cuts the message text, not the markup, and says how much is missing', () => {
    const html = formatEnquiryMessage({ ...carEnquiry, message: huge }, { siteUrl, receivedAt });
    const visible = visibleText(html);
    expect(visible.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(visibleLength(html)).toBe(visible.length);
    expect(wellFormed(html)).toBe(true);
    const hidden = Number(/не поместилось символов: (\d+)\)/.exec(visible)?.[1]);
    expect(hidden).toBeGreaterThan(0);
    expect(visible).toContain(`<&><&>`);
    expect(visible).toContain(cutNote(hidden));
    // What is shown plus what is missing is the whole message.
    const shown = visible.slice(visible.indexOf('Сообщение:') + 'Сообщение:\n'.length, visible.indexOf(cutNote(hidden)));
    expect(shown.length + hidden).toBe(huge.length);
    expect(huge.startsWith(shown)).toBe(true);
    // The fields after the message are still there.
    expect(visible).toContain('Время (Минск): 22.11.2025 19:05');
  });

  it('never cuts inside an escape or a surrogate pair, whatever the limit', () => {
    const message = '😀&<'.repeat(500);
    for (let limit = 700; limit <= 900; limit += 1) {
      const html = formatEnquiryMessage({ ...contact, message }, { siteUrl, receivedAt, limit });
      expect(visibleLength(html), String(limit)).toBeLessThanOrEqual(limit);
      expect(wellFormed(html), String(limit)).toBe(true);
      expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(visibleText(html)), String(limit)).toBe(false);
    }
  });

  it('clips a field longer than the schema allows instead of overflowing', () => {
    const html = formatEnquiryMessage(
      { ...carEnquiry, name: 'N'.repeat(5000), page: '/'.repeat(5000), message: 'm'.repeat(5000) },
      { siteUrl, receivedAt },
    );
    expect(visibleLength(html)).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(html).toContain(`${'N'.repeat(99)}…`);
    expect(wellFormed(html)).toBe(true);
  });
});

describe('the news subscription message (issue 10)', () => {
  it('names the kind and the address, escaped, with the language, page and time', () => {
    const html = formatEnquiryMessage(
      { kind: 'subscribe', email: 'a<b>@example.org', company: '', lang: 'en', page: '/en/news/articles/x' },
      { siteUrl, receivedAt },
    );
    expect(html.split('\n')[0]).toBe('<b>Подписка на новости</b>');
    expect(html).toContain('<b>E-mail:</b> a&lt;b&gt;@example.org');
    expect(html).toContain('<b>Язык сайта:</b> английский');
    expect(html).toContain('<b>Страница:</b> /en/news/articles/x');
    expect(html).toContain('<b>Время (Минск):</b> 22.11.2025 19:05');
    expect(html).not.toContain('Телефон');
  });
});
