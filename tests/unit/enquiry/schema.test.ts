// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FIELD_MAX,
  enquirySchema,
  validateContact,
  validateEnquiry,
  validatePayload,
  type ContactInput,
  type EnquiryInput,
} from '../../../src/lib/enquiry/schema.js';

const contact: ContactInput = {
  kind: 'contact',
  name: 'Иван',
  phone: '+375 (29) 123-45-67',
  message: 'Интересует Zeekr 001',
  consent: true,
  company: '',
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
  lang: 'en',
  page: '/en/cars/zeekr-001',
};

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

describe('contact form payload (spec 000 §5)', () => {
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

  it('accepts a phone of an optional leading plus, digits, spaces, hyphens and parentheses, of any length', () => {
    for (const phone of ['1', '+1', '8 (029) 123-45-67', '+375291234567', '(017) 000 00 00', '+375\u00A029\u00A0123']) {
      expect(contactErrors({ phone }), phone).toEqual({});
    }
  });

  it('refuses any other phone character, a plus not in front, or no digit at all', () => {
    for (const phone of ['abc', '+375 29 12a', '375+29', '++375', '+', '()-', '123.456', '123/45', '+375_29']) {
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

  it('takes the spam trap as an optional string, empty by default', () => {
    const result = validateContact(without(contact, 'company'));
    expect(result.ok && result.data.company).toBe('');
    expect(contactErrors({ company: 'ACME' })).toEqual({});
    expect(contactErrors({ company: 42 })).toEqual({ company: 'invalid' });
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

describe('enquiry dialog payload (spec 000 §5)', () => {
  it('accepts a general enquiry', () => {
    expect(validateEnquiry(enquiry)).toEqual({ ok: true, data: { ...enquiry, company: '' } });
  });

  it('accepts a car enquiry with both the car id and name', () => {
    const result = validateEnquiry({ ...enquiry, carId: 12, carName: 'Zeekr 001' });
    expect(result.ok && [result.data.carId, result.data.carName]).toEqual([12, 'Zeekr 001']);
  });

  it('requires name and message', () => {
    expect(enquiryErrors({ name: ' ', message: '' })).toEqual({ name: 'required', message: 'required' });
  });

  it('requires an e-mail that looks like one', () => {
    expect(enquiryErrors({ email: '' })).toEqual({ email: 'required' });
    for (const email of ['anna', 'anna@', '@example.by', 'anna@example', 'anna example@x.by', 'anna@@example.by', 'anna@example.b']) {
      expect(enquiryErrors({ email }), email).toEqual({ email: 'invalid_email' });
    }
    for (const email of ['a.b+c@mail.example.by', 'иван@почта.бел', ' anna@example.by ']) {
      expect(enquiryErrors({ email }), email).toEqual({});
    }
  });

  it('requires a phone of an optional plus and at least 10 digits, spaces, hyphens or parentheses', () => {
    expect(enquiryErrors({ phone: '' })).toEqual({ phone: 'required' });
    for (const phone of ['1234567890', '+1234567890', '(029) 12-34', '+375 29 123-45-67']) {
      expect(enquiryErrors({ phone }), phone).toEqual({});
    }
    for (const phone of ['123456789', '+123456789', '+375 29 12a-45-67', '1234567890+', '----------']) {
      expect(enquiryErrors({ phone }), phone).toEqual({ phone: 'invalid_phone' });
    }
  });

  it('defaults the preferred contact method to e-mail and accepts only e-mail or phone', () => {
    const result = validateEnquiry(without(enquiry, 'preferredContactMethod'));
    expect(result.ok && result.data.preferredContactMethod).toBe('email');
    expect(enquiryErrors({ preferredContactMethod: 'fax' })).toEqual({ preferredContactMethod: 'invalid' });
  });

  it('fixes the source to website', () => {
    const result = validateEnquiry(without(enquiry, 'source'));
    expect(result.ok && result.data.source).toBe('website');
    expect(enquiryErrors({ source: 'phone' })).toEqual({ source: 'invalid' });
  });

  it('needs the car id and name together or not at all', () => {
    expect(enquiryErrors({ carId: 3 })).toEqual({ carName: 'required' });
    expect(enquiryErrors({ carName: 'Zeekr 001' })).toEqual({ carId: 'required' });
  });

  it('takes a car id that is a whole number from 1 to 9999', () => {
    for (const carId of [0, 10_000, 1.5, '5', -1]) {
      expect(enquiryErrors({ carId, carName: 'Zeekr 001' }), String(carId)).toEqual({ carId: 'invalid' });
    }
    expect(enquiryErrors({ carId: 9999, carName: 'Zeekr 001' })).toEqual({});
  });

  it('accepts the optional spam trap field', () => {
    expect(enquiryErrors({ company: 'ACME' })).toEqual({});
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
    expect(contactErrors({ phone: '1'.repeat(30) })).toEqual({});
    expect(contactErrors({ phone: '1'.repeat(31) })).toEqual({ phone: 'too_long' });
    expect(contactErrors({ company: long(201) })).toEqual({ company: 'too_long' });
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

describe('either payload (the relay)', () => {
  it('tells the two payloads apart by kind', () => {
    expect(validatePayload(contact).ok).toBe(true);
    expect(validatePayload(enquiry).ok).toBe(true);
    expect(validatePayload({ ...contact, kind: 'enquiry' })).toMatchObject({ ok: false, errors: { email: 'required' } });
  });

  it('reports an unknown kind, or no object at all, on kind', () => {
    for (const data of [{ ...contact, kind: 'order' }, {}, null, 'text', 42, [contact]]) {
      expect(validatePayload(data), JSON.stringify(data)).toEqual({ ok: false, errors: { kind: 'invalid' } });
    }
  });

  it('drops unknown fields', () => {
    const result = enquirySchema.safeParse({ ...contact, admin: true });
    expect(result.success && 'admin' in result.data).toBe(false);
  });
});
