import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../src/lib/enquiry/phone.js';
import { isServiceLine } from '../../../src/lib/enquiry/phone-plan.js';
import { validateContact } from '../../../src/lib/enquiry/schema.js';

const send = (phone: string) =>
  validateContact({ kind: 'contact', name: 'Иван', phone, message: 'Интересует Zeekr 001', consent: true, lang: 'ru', page: '/' });

describe('every country’s numbering plan after the site’s own lists (phone-plan.ts, docs/decisions/relay.md#phone)', () => {
  it('refuses freephone, premium, shared-cost and universal access lines that the site’s lists do not name', () => {
    const lines = [
      '+81 120 123 456', // Japan, freephone 0120
      '+81 570 012 345', // Japan, Navi Dial (universal access)
      '+41 800 123 456', // Switzerland, freephone
      '+41 900 123 456', // Switzerland, premium
      '+43 810 123456', // Austria, shared cost
      '+90 444 1234', // Turkey, universal access
      '+44 870 123 4567', // the UK's 087
      '+420 900 123 456', // Czechia, premium
      '+91 1800 123 4567', // India, freephone
    ];
    for (const phone of lines) {
      const number = normalisePhone(phone);
      expect(number, `${phone}: the site's own rule takes its form`).not.toBeNull();
      expect(isServiceLine(number!.e164), phone).toBe(true);
      expect(send(phone), phone).toEqual({ ok: false, errors: { phone: 'phone_not_callable' } });
    }
  });

  it('takes people’s numbers, the numbers that forward to a person, and numbers the metadata does not know', () => {
    const people = [
      '+375 29 123-45-67',
      '+375 17 223-45-67',
      '+7 900 123-45-67',
      '+7 495 123-45-67',
      '+380 67 123 4567',
      '+48 22 123 45 67',
      '+49 151 23456789',
      '+995 599 12 34 56',
      '+998 90 123 4567',
      '+44 70 1234 5678', // a UK personal number, which forwards to its holder
      '+44 56 1234 5678', // internet telephony
      '+972 50 123 4567', // not valid by the metadata: a block it may not know yet passes
    ];
    for (const phone of people) expect(send(phone).ok, phone).toBe(true);
  });
});
