import { describe, expect, it } from 'vitest';
import { getCompany } from '../../../content/index.js';
import { companySchema, PHONE_PATTERN } from '../../../content/schema.js';
import { telHref, viberChatHref, whatsappChatHref } from '../../../src/lib/contact-links.js';
import { shellCompany } from '../../../src/lib/shell.js';

describe('chat and call links from a phone number', () => {
  it('address Viber and WhatsApp by the international digits, whatever the separators', () => {
    expect(viberChatHref('+375 29 123-45-67')).toBe('viber://chat?number=%2B375291234567');
    expect(whatsappChatHref('+375 (29) 123-45-67')).toBe('https://wa.me/375291234567');
    expect(telHref('+375 29 123-45-67')).toBe('tel:+375291234567');
  });

  it('take a number only with its country code', () => {
    const phone = new RegExp(PHONE_PATTERN);
    for (const written of ['+375 29 123-45-67', '+375 17 000-00-00', '+375291234567', '+7 (495) 123-45-67']) expect(written).toMatch(phone);
    for (const written of ['8 029 123 45 67', '80291234567', '+375', 'позвоните нам', '+375 29 123-45-67 доб. 2'])
      expect(written).not.toMatch(phone);
  });
});

describe('the messenger buttons of the site', () => {
  const company = getCompany();

  it('follow the showroom phone when no other chat number is set', () => {
    const changed = companySchema.parse({
      ...company,
      phone: { ...company.phone, display: '+375 29 765-43-21' },
      messengers: { ...company.messengers, chatPhone: undefined },
    });
    const { messengers } = shellCompany(changed, 'ru');
    expect(messengers.viber).toBe('viber://chat?number=%2B375297654321');
    expect(messengers.whatsapp).toBe('https://wa.me/375297654321');
    expect(messengers.telegram).toBe(company.messengers.telegram);
  });

  it('use the chat number when staff set one apart from the phone', () => {
    const changed = companySchema.parse({ ...company, messengers: { ...company.messengers, chatPhone: '+375 33 111-22-33' } });
    expect(shellCompany(changed, 'en').messengers.whatsapp).toBe('https://wa.me/375331112233');
  });
});
