import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../src/lib/enquiry/phone.js';
import { planRefusal } from '../../../src/lib/enquiry/phone-plan.js';
import { validateContact } from '../../../src/lib/enquiry/schema.js';

const send = (phone: string) =>
  validateContact({ kind: 'contact', name: 'Иван', phone, message: 'Интересует Zeekr 001', consent: true, lang: 'ru', page: '/' });

/** The refusal a number typed as written gets from the plan, once the site's own rule has taken its form. */
function refusalOf(phone: string) {
  const number = normalisePhone(phone);
  expect(number, `${phone}: the site's own rule takes its form`).not.toBeNull();
  return planRefusal(number!.e164);
}

describe('every country’s numbering plan after the site’s own rule (phone-plan.ts, docs/decisions/relay.md#phone)', () => {
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
      expect(refusalOf(phone), phone).toBe('phone_not_callable');
      expect(send(phone), phone).toEqual({ ok: false, errors: { phone: 'phone_not_callable' } });
    }
  });

  it('refuses a number in no range its country’s plan assigns (walk 10 found 39 promised a call)', () => {
    const unassigned = [
      '+44 4123 456789', // the UK's 04 range is not allocated
      '+39 6 1234 5678', // a Rome landline without the 0 Italy keeps after +39
      '+33 6 12 34 56 7', // a French number one digit short
      '+420 123 456 789', // Czechia: 1 starts short codes
      '+48 100 123 456', // Poland: 10xx selects a carrier
      '+86 11 1234 5678', // China: no area code 11
      '+81 90 1234 567', // a Japanese mobile one digit short
      '+55 11 1234 5678', // Brazil: São Paulo landlines start with 2-5
      '+7 727 123-45-67', // Almaty: no number starts with 1
    ];
    for (const phone of unassigned) {
      expect(refusalOf(phone), phone).toBe('phone_not_in_plan');
      expect(send(phone), phone).toEqual({ ok: false, errors: { phone: 'phone_not_in_plan' } });
    }
  });

  it('refuses a landline whose own number starts with the trunk 0, where the metadata allows any digit (walk 12 found 14 promised a call)', () => {
    const trunkZero = [
      '+31 20 012 3456', // Amsterdam
      '+36 1 012 3456', // Budapest, whose format is «(06 1) …»
      '+359 2 012 3456', // Sofia
      '+41 44 012 34 56', // Zürich
      '+995 32 012 34 56', // Tbilisi
      '+54 11 0123 4567', // Buenos Aires
      '+353 1 012 3456', // Dublin
      '+90 212 012 34 56', // Istanbul
      '+996 312 012 345', // Bishkek
      '+20 2 0123 4567', // Cairo
    ];
    for (const phone of trunkZero) {
      expect(refusalOf(phone), phone).toBe('phone_not_in_plan');
      expect(send(phone), phone).toEqual({ ok: false, errors: { phone: 'phone_not_in_plan' } });
    }
    // Area codes with a 0 inside stay whole (Dessau 0340, Oranienburg 03301, Lelystad 0320, Doncaster 01302, Kungälv
    // 0303), as do a mobile whose own part starts with 0, Italy's numbers, whose 0 is their own, and Paris.
    for (const phone of [
      '+49 340 1234567',
      '+49 3301 123456',
      '+31 320 123456',
      '+44 1302 123456',
      '+46 303 123456',
      '+44 7911 012345',
      '+39 02 1234 5678',
      '+33 1 42 34 56 78',
      '+90 312 123 45 67',
      '+36 1 234 5678',
    ])
      expect(send(phone), phone).toMatchObject({ ok: true });
  });

  it('takes people’s numbers, and the numbers that forward to a person', () => {
    const people = [
      '+375 29 123-45-67',
      '+375 17 223-45-67',
      '+7 900 123-45-67',
      '+7 495 123-45-67',
      '+7 727 312 34 56',
      '+380 67 123 4567',
      '+48 22 123 45 67',
      '+49 151 23456789',
      '+49 (0)30 1234567',
      '+39 06 1234 5678',
      '+995 599 12 34 56',
      '+998 90 123 4567',
      '+44 70 1234 5678', // a UK personal number, which forwards to its holder
      '+44 56 1234 5678', // internet telephony
    ];
    for (const phone of people) expect(send(phone), phone).toMatchObject({ ok: true });
  });
});
