import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ru from '../../../locales/ru/enquiry.json';
import en from '../../../locales/en/enquiry.json';
import { CLIENT_ERROR_CODES, RELAY_ERROR_CODES } from '../../../src/lib/enquiry/answer.js';
import { errorMessageKeys, errorMessageParams, relayMessageKey, type EnquiryForm } from '../../../src/lib/enquiry/messages.js';
import { ERROR_CODES, checkPhone, contactPayloadSchema, enquiryPayloadSchema } from '../../../src/lib/enquiry/schema.js';
import { PHONE_ERROR_CODES } from '../../../src/lib/enquiry/phone.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(file: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      file,
    );
}

const files = { ru, en } as const;
const forms: Record<EnquiryForm, string[]> = {
  contactForm: Object.keys(contactPayloadSchema.shape),
  dialog: Object.keys(enquiryPayloadSchema.shape),
};

async function translator(lang: 'ru' | 'en') {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { enquiry: files[lang] } },
    ns: ['enquiry'],
    defaultNS: 'enquiry',
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string | string[], options?: Record<string, unknown>) => string;
}

describe('locales/{ru,en}/enquiry.json', () => {
  it('have the same keys (a plural has its own forms in each language: Russian one/few/many, English one/other)', () => {
    const base = (file: unknown) => [...new Set(keys(file).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    expect(base(en)).toEqual(base(ru));
  });

  it('have the sections of the forms, their one consent, the messengers and the relay', () => {
    expect(Object.keys(ru).sort()).toEqual(['callback', 'consent', 'contactForm', 'dialog', 'messengers', 'page', 'relay', 'required']);
  });

  it('hold no empty string, no Polish, and Russian in the Russian file', () => {
    for (const [lang, file] of Object.entries(files)) {
      for (const key of keys(file)) {
        const text = lookup(file, key);
        expect(typeof text === 'string' && text.trim().length > 0, `${lang} ${key}`).toBe(true);
        expect(text as string, `${lang} ${key}`).not.toMatch(/[ąćęłńśźżó]|Spróbuj|Coś|wiadomości|poszło/i);
        // Brand names and a phone number look the same in both languages.
        const languageNeutral = /^messengers\.(telegram|viber|whatsapp)$|phonePlaceholder$/.test(key);
        if (lang === 'ru' && !languageNeutral) expect(text as string, key).toMatch(/[а-яё]/i);
      }
    }
  });

  it('give every error code of every field of both forms a message in both languages', () => {
    for (const [form, fields] of Object.entries(forms) as [EnquiryForm, string[]][]) {
      for (const field of fields) {
        for (const code of ERROR_CODES) {
          if (form === 'contactForm' && code === 'invalid_email') continue; // nor the contact form an e-mail
          for (const file of Object.values(files)) {
            const found = errorMessageKeys(form, field, code).some((key) => typeof lookup(file, key) === 'string');
            expect(found, `${form} ${field} ${code}`).toBe(true);
          }
        }
      }
    }
  });

  it('give every relay answer and client failure a message in both languages', () => {
    for (const code of [...RELAY_ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      for (const file of Object.values(files)) expect(typeof lookup(file, relayMessageKey(code)), code).toBe('string');
    }
  });

  it('say exactly what docs/decisions/relay.md#validation says in English', async () => {
    const t = await translator('en');
    expect(t(errorMessageKeys('contactForm', 'name', 'required'))).toBe('Name is required');
    expect(t(errorMessageKeys('contactForm', 'phone', 'required'))).toBe('Phone number is required');
    // Issue 23: the original's words, then what a number may hold and a Belarusian number to copy (no-break spaces: it never breaks across lines).
    expect(t(errorMessageKeys('contactForm', 'phone', 'invalid_phone'))).toBe(
      'Please enter a valid phone number: only digits, spaces, hyphens, brackets and a + at the start, for example +375\u00A029\u00A0123-45-67',
    );
    expect(t(errorMessageKeys('contactForm', 'message', 'required'))).toBe('Message is required');
    expect(t(errorMessageKeys('contactForm', 'consent', 'consent_required'))).toBe('You must agree to data processing');
    expect(t(errorMessageKeys('dialog', 'name', 'required'))).toBe('This field is required');
    expect(t(errorMessageKeys('dialog', 'message', 'required'))).toBe('This field is required');
    expect(t(errorMessageKeys('dialog', 'email', 'invalid_email'))).toBe('Please enter a valid email address');
    expect(t(errorMessageKeys('dialog', 'phone', 'invalid_phone'))).toBe(t(errorMessageKeys('contactForm', 'phone', 'invalid_phone')));
    expect(t(relayMessageKey('generic'), { phone: '+375 17 000-00-00' })).toBe(
      'Something went wrong and it could not be sent. Please try again or call us: +375 17 000-00-00.',
    );
  });

  it('give the three forms one consent, which names the transfer abroad and the processors the policy names (docs/decisions/relay.md#36)', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const label = files[lang].consent.label;
      expect(label, lang).toMatch(lang === 'ru' ? /за рубеж/ : /abroad/);
      const policy = readFileSync(new URL(`../../../content/legal/privacy.${lang}.md`, import.meta.url), 'utf8');
      for (const processor of ['Vercel', 'Telegram', 'Upstash']) {
        expect(label, `${lang} ${processor}`).toContain(processor);
        expect(policy, `${lang} ${processor}`).toContain(processor);
      }
      // The dialog and the subscribe box refuse with the contact form's words.
      const t = await translator(lang);
      expect(t(errorMessageKeys('dialog', 'consent', 'consent_required')), lang).toBe(
        t(errorMessageKeys('contactForm', 'consent', 'consent_required')),
      );
    }
  });

  it('say the same in Russian', async () => {
    const t = await translator('ru');
    expect(t(errorMessageKeys('contactForm', 'name', 'required'))).toBe('Укажите имя');
    expect(t(errorMessageKeys('dialog', 'email', 'invalid_email'))).toBe('Введите корректный адрес электронной почты');
    expect(t(errorMessageKeys('contactForm', 'phone', 'phone_country_code'))).toMatch(/^Добавьте код страны/);
    expect(t(relayMessageKey('generic'), { phone: '+375 17 000-00-00' })).toBe(
      'Что-то пошло не так, и отправить не удалось. Попробуйте ещё раз или позвоните нам: +375 17 000-00-00.',
    );
  });

  it("show both forms' phone example as their hint and in every phone error, numbers the one rule accepts", async () => {
    for (const lang of ['ru', 'en'] as const) {
      const t = await translator(lang);
      for (const form of ['contactForm', 'dialog'] as const) {
        const [example] = /\+375[\d\u00A0-]+\d/.exec(t(`${form}.phoneHint`)) ?? [''];
        expect(example, lang).toBe('+375\u00A029\u00A0123-45-67');
        for (const code of ['invalid_phone', 'phone_belarus', 'phone_country_code'] as const) {
          expect(t(errorMessageKeys(form, 'phone', code)), `${lang} ${form} ${code}`).toContain(example);
        }
        // Every number a text offers as an example passes the rule.
        for (const key of [`${form}.phoneHint`, ...PHONE_ERROR_CODES.map((code) => `${form}.errors.${code}`)]) {
          for (const [number] of t(key).matchAll(/\+?\d[\d\u00A0()-]{6,}\d/g))
            expect(checkPhone(number).ok, `${lang} ${key} ${number}`).toBe(true);
        }
      }
    }
  });

  it('end every failure with the phone, after a space, as a sentence: never "try again+375 …" (relay answers and client failures)', async () => {
    const phone = '+375 17 000-00-00';
    for (const lang of ['ru', 'en'] as const) {
      const t = await translator(lang);
      for (const code of [...RELAY_ERROR_CODES, ...CLIENT_ERROR_CODES]) {
        const text = t(relayMessageKey(code), { phone });
        expect(text, `${lang} ${code}`).toMatch(/[:\s]\s\+375 17 000-00-00\.$/);
        expect(text.split(phone), `${lang} ${code}`).toHaveLength(2);
      }
    }
  });

  it('interpolate the maximum length and the phone number', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const t = await translator(lang);
      expect(t(errorMessageKeys('dialog', 'message', 'too_long'), errorMessageParams('message'))).toContain('2000');
      expect(t(errorMessageKeys('contactForm', 'name', 'too_long'), errorMessageParams('name'))).toContain('100');
      for (const code of ['delivery_failed', 'rate_limited', 'not_configured', 'network'] as const) {
        expect(t(relayMessageKey(code), { phone: '+375 17 000-00-00' }), `${lang} ${code}`).toContain('+375 17 000-00-00');
      }
    }
  });
});
