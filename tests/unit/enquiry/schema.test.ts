import { describe, expect, it } from 'vitest';
import {
  FIELD_MAX,
  enquirySchema,
  validateContact,
  validateEnquiry,
  validatePayload,
  validateSubscribe,
  type ContactInput,
  type EnquiryInput,
  type SubscribeInput,
} from '../../../src/lib/enquiry/schema.js';

const contact: ContactInput = {
  kind: 'contact',
  name: 'Иван',
  phone: '+375 (29) 123-45-67',
  message: 'Интересует Zeekr 001',
  consent: true,
  lang: 'ru',
  page: '/',
};

const enquiry: EnquiryInput = {
  kind: 'enquiry',
  name: 'Anna',
  email: 'anna@example.by',
  phone: '+375 29 123-45-67',
  message: 'Is the car in stock?',
  preferredContactMethod: 'phone',
  source: 'website',
  consent: true,
  lang: 'en',
  page: '/en/cars/zeekr-001',
};

const subscribe: SubscribeInput = { kind: 'subscribe', email: 'anna@example.by', consent: true, lang: 'en', page: '/en/news' };

const contactErrors = (patch: Record<string, unknown>) => {
  const result = validateContact({ ...contact, ...patch });
  return result.ok ? {} : result.errors;
};
const enquiryErrors = (patch: Record<string, unknown>) => {
  const result = validateEnquiry({ ...enquiry, ...patch });
  return result.ok ? {} : result.errors;
};
const without = <T extends object>(value: T, key: keyof T) => {
  const copy = { ...value } as Record<string, unknown>;
  delete copy[key as string];
  return copy;
};

describe('contact form payload (docs/decisions/relay.md#validation)', () => {
  it('accepts a complete payload and trims its texts', () => {
    const result = validateContact({ ...contact, name: '  Иван  ', message: '\n Привет \n' });
    expect(result).toEqual({ ok: true, data: { ...contact, name: 'Иван', message: 'Привет' } });
  });

  it('requires the name after trimming', () => {
    expect(contactErrors({ name: '   ' })).toEqual({ name: 'required' });
    expect(validateContact(without(contact, 'name'))).toEqual({ ok: false, errors: { name: 'required' } });
    expect(contactErrors({ name: null })).toEqual({ name: 'required' });
  });

  it('requires the phone', () => {
    expect(contactErrors({ phone: '' })).toEqual({ phone: 'required' });
    expect(contactErrors({ phone: '  ' })).toEqual({ phone: 'required' });
  });

  it('takes the one phone rule (DECISIONS 39): a whole Belarusian number, or + and 7-15 digits; «12» no longer passes', () => {
    for (const phone of [
      '8 (029) 123-45-67',
      '+375291234567',
      '(017) 223 45 67',
      '+375\u00A029\u00A0123\u00A045\u00A067',
      '+48 601 234 567',
    ]) {
      expect(contactErrors({ phone }), phone).toEqual({});
    }
    expect(contactErrors({ phone: '12' })).toEqual({ phone: 'phone_belarus' });
    expect(contactErrors({ phone: '1234567890' })).toEqual({ phone: 'phone_country_code' });
    expect(contactErrors({ phone: '+1' })).toEqual({ phone: 'phone_international' });
    expect(contactErrors({ phone: '+375 29 123' })).toEqual({ phone: 'phone_belarus' });
  });

  it('refuses any other phone character, a plus not in front, or no digit at all', () => {
    for (const phone of ['abc', '+375 29 12a', '375+29', '++375', '+', '()-', '123/45', '+375_29', '+375 29 123-45-67 доб. 2']) {
      expect(contactErrors({ phone }), phone).toEqual({ phone: 'invalid_phone' });
    }
  });

  it('requires the message', () => {
    expect(contactErrors({ message: ' \n ' })).toEqual({ message: 'required' });
  });

  it('requires the consent to be ticked', () => {
    expect(contactErrors({ consent: false })).toEqual({ consent: 'consent_required' });
    expect(validateContact(without(contact, 'consent'))).toEqual({ ok: false, errors: { consent: 'consent_required' } });
    expect(contactErrors({ consent: 'true' })).toEqual({ consent: 'consent_required' });
  });

  it('has no spam trap field any more: the relay checks its trap before validating, and the schema drops it', () => {
    const result = validateContact({ ...contact, company: 'ACME' });
    expect(result).toEqual({ ok: true, data: contact });
    expect(contactErrors({ company: 42 })).toEqual({});
  });

  it('knows only Russian and English', () => {
    expect(contactErrors({ lang: 'pl' })).toEqual({ lang: 'invalid' });
    expect(validateContact(without(contact, 'lang'))).toEqual({ ok: false, errors: { lang: 'required' } });
  });

  it('reports every failing field at once, one code each', () => {
    expect(contactErrors({ name: '', phone: 'x', message: '', consent: false })).toEqual({
      name: 'required',
      phone: 'invalid_phone',
      message: 'required',
      consent: 'consent_required',
    });
  });

  it('calls a value of the wrong type invalid', () => {
    expect(contactErrors({ name: 5, message: ['a'] })).toEqual({ name: 'invalid', message: 'invalid' });
  });
});

describe('enquiry dialog payload (docs/decisions/relay.md#validation)', () => {
  it('accepts a general enquiry', () => {
    expect(validateEnquiry(enquiry)).toEqual({ ok: true, data: enquiry });
  });

  it('accepts a car enquiry with the car id and name', () => {
    const result = validateEnquiry({ ...enquiry, carId: 12, carName: 'Zeekr 001' });
    expect(result.ok && [result.data.carId, result.data.carName]).toEqual([12, 'Zeekr 001']);
  });

  it('requires its own consent to be ticked (docs/decisions/relay.md#36): pressing Send is not consent', () => {
    expect(enquiryErrors({ consent: false })).toEqual({ consent: 'consent_required' });
    expect(validateEnquiry(without(enquiry, 'consent'))).toEqual({ ok: false, errors: { consent: 'consent_required' } });
    expect(enquiryErrors({ consent: 'on' })).toEqual({ consent: 'consent_required' });
    // Reported with the other fields, so the form marks them all and focuses the first.
    expect(enquiryErrors({ name: '', consent: false })).toEqual({ name: 'required', consent: 'consent_required' });
  });

  it('accepts a car enquiry by its id alone: the relay names the car from the catalogue', () => {
    expect(validateEnquiry({ ...enquiry, carId: 12 })).toEqual({ ok: true, data: { ...enquiry, carId: 12 } });
  });

  it('cleans the car name like the name, and refuses an empty or invisible one', () => {
    const result = validateEnquiry({ ...enquiry, carId: 12, carName: ' Zeekr\n001\u202E\u200B ' });
    expect(result.ok && result.data.carName).toBe('Zeekr 001');
    expect(enquiryErrors({ carId: 12, carName: '\u200B\u202E ' })).toEqual({ carName: 'required' });
    expect(enquiryErrors({ carId: 12, carName: 7 })).toEqual({ carName: 'invalid' });
  });

  it('requires name and message', () => {
    expect(enquiryErrors({ name: ' ', message: '' })).toEqual({ name: 'required', message: 'required' });
  });

  it('requires the phone, the name and the message whatever the method', () => {
    for (const preferredContactMethod of ['phone', 'email'] as const) {
      expect(enquiryErrors({ preferredContactMethod, name: '', phone: ' ', message: '\n' }), preferredContactMethod).toEqual({
        name: 'required',
        phone: 'required',
        message: 'required',
      });
    }
  });

  it('accepts a phone-only enquiry: no e-mail, or an empty one, when the answer is by phone (docs/decisions/relay.md#35)', () => {
    expect(validateEnquiry(without(enquiry, 'email'))).toEqual({ ok: true, data: without(enquiry, 'email') });
    for (const email of ['', '   ', '\n']) {
      const result = validateEnquiry({ ...enquiry, email });
      expect(result.ok && result.data.email, JSON.stringify(email)).toBe('');
    }
  });

  it('asks for a whole Belarusian number: +375 or 375 and nine digits, or 80 and nine; other countries keep the length rule', () => {
    for (const phone of ['+375 29 123', '+375 29 123-45-6', '+375 29 123-45-678', '375291234', '8 029 123-45', '8029 123 45 678'])
      expect(enquiryErrors({ phone }), phone).toEqual({ phone: 'phone_belarus' });
    for (const phone of [
      '+375 29 123-45-67',
      '+375 (44) 765-43-22',
      '375 33 111 22 33',
      '8 029 123-45-67',
      '80172234567',
      '+44 20 7123 4567',
      '+7 916 123-45-67',
    ])
      expect(enquiryErrors({ phone }), phone).toEqual({});
    // One rule for both forms (DECISIONS 39): the contact form refuses it too.
    expect(contactErrors({ phone: '+375 29 123' })).toEqual({ phone: 'phone_belarus' });
  });

  it('requires the e-mail when the answer is by e-mail (docs/decisions/relay.md#35)', () => {
    const byEmail = { ...enquiry, preferredContactMethod: 'email' as const };
    expect(validateEnquiry(without(byEmail, 'email'))).toEqual({ ok: false, errors: { email: 'required' } });
    expect(enquiryErrors({ preferredContactMethod: 'email', email: '' })).toEqual({ email: 'required' });
    expect(enquiryErrors({ preferredContactMethod: 'email', email: '  ' })).toEqual({ email: 'required' });
    expect(validateEnquiry(byEmail)).toEqual({ ok: true, data: byEmail });
  });

  it('reports the missing e-mail together with every other failing field', () => {
    expect(enquiryErrors({ preferredContactMethod: 'email', email: '', name: '', phone: '123', message: 5 })).toEqual({
      name: 'required',
      email: 'required',
      phone: 'phone_belarus',
      message: 'invalid',
    });
  });

  it('checks an e-mail that is given, whatever the method', () => {
    for (const preferredContactMethod of ['phone', 'email'] as const) {
      for (const email of ['anna', 'anna@', '@example.by', 'anna@example', 'anna example@x.by', 'anna@@example.by', 'anna@example.b']) {
        expect(enquiryErrors({ preferredContactMethod, email }), email).toEqual({ email: 'invalid_email' });
      }
      for (const email of ['a.b+c@mail.example.by', 'иван@почта.бел', ' anna@example.by ']) {
        expect(enquiryErrors({ preferredContactMethod, email }), email).toEqual({});
      }
      expect(enquiryErrors({ preferredContactMethod, email: 42 })).toEqual({ email: 'invalid' });
    }
  });

  it('gives the same verdict as the contact form for every phone (one rule, DECISIONS 39)', () => {
    expect(enquiryErrors({ phone: '' })).toEqual({ phone: 'required' });
    for (const phone of [
      '+1234567890',
      '(029) 123-45-67',
      '+375 29 123-45-67',
      '1234567890',
      '(029) 12-34',
      '+123456',
      '+375 29 12a-45-67',
      '1234567890+',
      '----------',
    ]) {
      expect(enquiryErrors({ phone }), phone).toEqual(contactErrors({ phone }));
    }
    expect(enquiryErrors({ phone: '1234567890' })).toEqual({ phone: 'phone_country_code' });
    expect(enquiryErrors({ phone: '(029) 12-34' })).toEqual({ phone: 'phone_belarus' });
    expect(enquiryErrors({ phone: '----------' })).toEqual({ phone: 'invalid_phone' });
  });

  it('defaults the preferred contact method to phone and accepts only phone or e-mail (docs/decisions/relay.md#35)', () => {
    const result = validateEnquiry(without(enquiry, 'preferredContactMethod'));
    expect(result.ok && result.data.preferredContactMethod).toBe('phone');
    expect(validateEnquiry(without(without(enquiry, 'preferredContactMethod'), 'email')).ok).toBe(true);
    expect(enquiryErrors({ preferredContactMethod: 'fax' })).toEqual({ preferredContactMethod: 'invalid' });
  });

  it('fixes the source to website', () => {
    const result = validateEnquiry(without(enquiry, 'source'));
    expect(result.ok && result.data.source).toBe('website');
    expect(enquiryErrors({ source: 'phone' })).toEqual({ source: 'invalid' });
  });

  it('no longer ties the car name to the car id', () => {
    expect(enquiryErrors({ carId: 3 })).toEqual({});
    expect(enquiryErrors({ carName: 'Zeekr 001' })).toEqual({});
  });

  it('takes a car id that is a whole number from 1 to 9999', () => {
    for (const carId of [0, 10_000, 1.5, '5', -1]) {
      expect(enquiryErrors({ carId, carName: 'Zeekr 001' }), String(carId)).toEqual({ carId: 'invalid' });
    }
    expect(enquiryErrors({ carId: 9999, carName: 'Zeekr 001' })).toEqual({});
  });

  it('drops the former spam trap field', () => {
    expect(validateEnquiry({ ...enquiry, company: 'ACME' })).toEqual({ ok: true, data: enquiry });
  });
});

describe('maximum lengths', () => {
  const long = (n: number) => 'a'.repeat(n);

  it('accepts every text at its maximum and refuses one character more', () => {
    expect(contactErrors({ name: long(FIELD_MAX.name), message: long(FIELD_MAX.message), page: `/${long(FIELD_MAX.page - 1)}` })).toEqual(
      {},
    );
    expect(contactErrors({ name: long(101), message: long(2001), page: long(301) })).toEqual({
      name: 'too_long',
      message: 'too_long',
      page: 'too_long',
    });
    expect(contactErrors({ phone: `+375 29 123-45-67${' '.repeat(FIELD_MAX.phone - 17)}` })).toEqual({});
    expect(contactErrors({ phone: `+375 (29) ${'1'.repeat(FIELD_MAX.phone - 10)}` })).toEqual({ phone: 'phone_belarus' });
    expect(contactErrors({ phone: '1'.repeat(31) })).toEqual({ phone: 'too_long' });
  });

  it('counts Unicode code points, not UTF-16 units: an emoji is one character', () => {
    expect(contactErrors({ name: '😀'.repeat(FIELD_MAX.name) })).toEqual({});
    expect(contactErrors({ name: '😀'.repeat(FIELD_MAX.name + 1) })).toEqual({ name: 'too_long' });
    expect(contactErrors({ message: '😀'.repeat(FIELD_MAX.message) })).toEqual({});
    expect(contactErrors({ message: '😀'.repeat(FIELD_MAX.message + 1) })).toEqual({ message: 'too_long' });
    expect(contactErrors({ page: `/${'𝒜'.repeat(FIELD_MAX.page - 1)}` })).toEqual({});
    expect(contactErrors({ page: `/${'𝒜'.repeat(FIELD_MAX.page)}` })).toEqual({ page: 'too_long' });
    expect(enquiryErrors({ carId: 1, carName: '🚗'.repeat(FIELD_MAX.carName) })).toEqual({});
    expect(enquiryErrors({ carId: 1, carName: '🚗'.repeat(FIELD_MAX.carName + 1) })).toEqual({ carName: 'too_long' });
    expect(enquiryErrors({ email: `${'𝒶'.repeat(FIELD_MAX.email - 8)}@mail.by` })).toEqual({});
    expect(enquiryErrors({ email: `${'𝒶'.repeat(FIELD_MAX.email - 7)}@mail.by` })).toEqual({ email: 'too_long' });
    // A family emoji is five code points (three people, two joiners).
    const family = '👨\u200D👩\u200D👧';
    expect(contactErrors({ message: family.repeat(FIELD_MAX.message / 5) })).toEqual({});
    expect(contactErrors({ message: `${family.repeat(FIELD_MAX.message / 5)}!` })).toEqual({ message: 'too_long' });
  });

  it('counts the length after cleaning: removed characters do not count', () => {
    expect(contactErrors({ name: `${'a'.repeat(FIELD_MAX.name)}\u200B\u202E\u200B` })).toEqual({});
    expect(contactErrors({ name: `a${'\u200B'.repeat(500)}` })).toEqual({});
  });

  it('counts the length after trimming', () => {
    expect(contactErrors({ name: `  ${long(100)}  ` })).toEqual({});
  });

  it('applies to the e-mail and the car name', () => {
    expect(enquiryErrors({ email: `${long(246)}@mail.by` })).toEqual({});
    expect(enquiryErrors({ email: `${long(247)}@mail.by` })).toEqual({ email: 'too_long' });
    expect(enquiryErrors({ carId: 1, carName: long(120) })).toEqual({});
    expect(enquiryErrors({ carId: 1, carName: long(121) })).toEqual({ carName: 'too_long' });
  });

  it('reports too long before a format error', () => {
    expect(enquiryErrors({ phone: 'x'.repeat(31) })).toEqual({ phone: 'too_long' });
  });
});

describe('text cleaning (issue 13)', () => {
  it('removes line breaks, bidirectional and zero-width characters from the name and the page', () => {
    const result = validateContact({ ...contact, name: ' \u202EИван\r\n\u200BПетров\u2028\u00AD ', page: '/en/\u200Econtact\n' });
    expect(result).toEqual({ ok: true, data: { ...contact, name: 'Иван Петров', page: '/en/contact' } });
  });

  it('keeps the lines, tabs and emoji joiners of the message, without bidi or zero-width characters', () => {
    const message = '\uFEFFЗдравствуйте!\r\n\tСемья 👨\u200D👩\u200D👧\u2028едет\u202E\u200B\u0007 ';
    const result = validateContact({ ...contact, message });
    expect(result.ok && result.data.message).toBe('Здравствуйте!\n\tСемья 👨\u200D👩\u200D👧\nедет');
  });

  it('replaces lone surrogates in texts', () => {
    const result = validateContact({ ...contact, name: 'Ив\uD800ан', message: 'x\uDC00' });
    expect(result.ok && [result.data.name, result.data.message]).toEqual(['Ив\uFFFDан', 'x\uFFFD']);
  });

  it('calls a field of invisible characters only required', () => {
    expect(contactErrors({ name: '\u200B\u202E ', message: '\u200D\u200D\n', page: '\u2066\u2069' })).toEqual({
      name: 'required',
      message: 'required',
      page: 'required',
    });
    expect(enquiryErrors({ name: '\u00AD\u200C', message: '\u200C \uFEFF\t' })).toEqual({ name: 'required', message: 'required' });
  });

  it('keeps the phone and e-mail checks: the phone normalizes spaces, the e-mail is trimmed', () => {
    const result = validateEnquiry({ ...enquiry, phone: ' +375\u00A029\u2009123-45-67 ', email: ' anna@example.by\n' });
    expect(result.ok && [result.data.phone, result.data.email]).toEqual(['+375 29 123-45-67', 'anna@example.by']);
    expect(enquiryErrors({ phone: '+375 29 123\u200B-45-67' })).toEqual({ phone: 'invalid_phone' });
  });
});

describe('either payload (the relay)', () => {
  it('tells the two payloads apart by kind', () => {
    expect(validatePayload(contact).ok).toBe(true);
    expect(validatePayload(enquiry).ok).toBe(true);
    // A contact payload read as an enquiry is a phone-only one (its consent counts for the enquiry too);
    // asking for an answer by e-mail, it lacks the address.
    expect(validatePayload({ ...contact, kind: 'enquiry' })).toMatchObject({
      ok: true,
      data: { kind: 'enquiry', preferredContactMethod: 'phone' },
    });
    expect(validatePayload({ ...contact, kind: 'enquiry', preferredContactMethod: 'email' })).toEqual({
      ok: false,
      errors: { email: 'required' },
    });
  });

  it('reports an unknown kind, or no object at all, on kind', () => {
    for (const data of [{ ...contact, kind: 'order' }, {}, null, 'text', 42, [contact]]) {
      expect(validatePayload(data), JSON.stringify(data)).toEqual({ ok: false, errors: { kind: 'invalid' } });
    }
  });

  it("requires the subscriber's own consent (docs/decisions/relay.md#36)", () => {
    expect(validateSubscribe(subscribe)).toEqual({ ok: true, data: subscribe });
    expect(validateSubscribe({ ...subscribe, consent: false })).toEqual({ ok: false, errors: { consent: 'consent_required' } });
    expect(validatePayload(without(subscribe, 'consent'))).toEqual({ ok: false, errors: { consent: 'consent_required' } });
    expect(validateSubscribe({ ...subscribe, email: '', consent: 1 })).toEqual({
      ok: false,
      errors: { email: 'required', consent: 'consent_required' },
    });
  });

  it('drops unknown fields', () => {
    const result = enquirySchema.safeParse({ ...contact, admin: true });
    expect(result.success && 'admin' in result.data).toBe(false);
  });

  it('passes the extra fields of the relay (trap, timing) and drops them from the output', () => {
    const extra = { subject_line: '', shownAt: 1_700_000_000_000, sentAt: 1_700_000_009_000, company: 'x' };
    expect(validatePayload({ ...contact, ...extra })).toEqual({ ok: true, data: contact });
    expect(validatePayload({ ...enquiry, ...extra, subject_line: 'Buy now' })).toEqual({ ok: true, data: enquiry });
    expect(validatePayload({ ...subscribe, ...extra })).toEqual({ ok: true, data: subscribe });
  });
});
