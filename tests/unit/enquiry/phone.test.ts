import { describe, expect, it } from 'vitest';
import { checkPhone, normalisePhone, typedDiffers } from '../../../src/lib/enquiry/phone.js';

describe('normalisePhone: one phone rule, and the number in international form for staff (DECISIONS 39)', () => {
  it.each([
    ['+375291234567', '+375 29 123-45-67'],
    ['+375 29 123-45-67', '+375 29 123-45-67'],
    ['+375 (29) 123-45-67', '+375 29 123-45-67'],
    ['375 29 123 45 67', '+375 29 123-45-67'],
    ['80291234567', '+375 29 123-45-67'],
    ['8 029 123 45 67', '+375 29 123-45-67'],
    ['8 (029) 123-45-67', '+375 29 123-45-67'],
    ['8029-123-45-67', '+375 29 123-45-67'],
    ['(029) 123-45-67', '+375 29 123-45-67'],
    ['+375 44 765-43-21', '+375 44 765-43-21'],
    ['+375 33 111 22 33', '+375 33 111-22-33'],
    ['8 017 223-45-67', '+375 17 223-45-67'],
    ['8 (0162) 21-34-56', '+375 162 21-34-56'],
    ['+375\u00A029\u00A0123\u00A045\u00A067', '+375 29 123-45-67'],
    // The international prefixes Belarusian operators accept, and a domestic 0 written after the country code.
    ['00375 29 123-45-67', '+375 29 123-45-67'],
    ['8 10 375 29 123-45-67', '+375 29 123-45-67'],
    ['+375 029 123-45-67', '+375 29 123-45-67'],
    ['+375 (0) 29 123-45-67', '+375 29 123-45-67'],
  ])('a Belarusian number %s → %s', (typed, display) => {
    const phone = normalisePhone(typed);
    expect(phone?.display).toBe(display);
    expect(phone?.e164).toBe(`+${display.replace(/\D/g, '')}`);
    expect(phone?.belarusian).toBe(true);
  });

  it.each([
    ['+7 916 123-45-67', '+79161234567'],
    ['+48 601 234 567', '+48601234567'],
    ['+44 20 7123 4567', '+442071234567'],
    ['+1 (212) 734-0100', '+12127340100'],
    ['+  49   30 1234567', '+49301234567'],
  ])('another country’s number %s keeps its country code and grouping, dialled as %s', (typed, e164) => {
    const phone = normalisePhone(typed);
    expect(phone?.belarusian).toBe(false);
    expect(phone?.display.startsWith('+')).toBe(true);
    expect(phone?.display).not.toMatch(/\s{2}/);
    expect(phone?.e164).toBe(e164);
  });
  it.each([
    ['+44 (0) 20 7123 4567', '+44 20 7123 4567', '+442071234567'],
    ['+44 020 7123 4567', '+44 20 7123 4567', '+442071234567'],
    ['+49 (0)30 1234567', '+49 30 1234567', '+49301234567'],
    ['+380 050 123 45 67', '+380 50 123 45 67', '+380501234567'],
    ['0044 20 7123 4567', '+44 20 7123 4567', '+442071234567'],
    ['810 7 916 123-45-67', '+7 916 123-45-67', '+79161234567'],
    // Italy's numbers keep their 0.
    ['+39 06 1234 5678', '+39 06 1234 5678', '+390612345678'],
  ])(
    'another country’s number %s is given as dialled from abroad: %s (a walk’s «+44 (0) 20 …» was stored as +4402…)',
    (typed, display, e164) => {
      expect(normalisePhone(typed)).toEqual({ e164, display, belarusian: false });
    },
  );

  it('refuses a Belarusian number that is not whole, or whose code is not one of Belarus’s', () => {
    for (const typed of [
      '+375 29 123',
      '+375 29 123-45-6',
      '+375 29 123-45-678',
      '375291234',
      '8 029 123-45',
      '8029 123 45 678',
      '(029) 12-34',
      '+375 11 123-45-67',
      '+8 029 123-45-67',
    ]) {
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_belarus' });
    }
  });

  it('asks for the country code of a number without + that is no Belarusian form', () => {
    for (const typed of ['123456789', '29 123 45 67', '1234567890', '8 916 123-45-67', '9161234567']) {
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_country_code' });
    }
  });

  it('says what a Belarusian number needs when one is too short to be anyone’s («12» was taken; walk 7 typed «112» and a Minsk «2345678»)', () => {
    for (const typed of ['12', '112', '2345678', '234-56-78'])
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_belarus' });
  });

  it('gives another country’s number 8 to 15 digits after the +', () => {
    expect(checkPhone('+1234567')).toEqual({ ok: false, code: 'phone_length' });
    expect(checkPhone('+0123456')).toEqual({ ok: false, code: 'phone_international' });
    expect(checkPhone('+4915112345').ok).toBe(true);
    expect(checkPhone(`+49${'2'.repeat(13)}`).ok).toBe(true);
    expect(checkPhone(`+49${'2'.repeat(14)}`)).toEqual({ ok: false, code: 'phone_international' });
    expect(checkPhone('+0123456789')).toEqual({ ok: false, code: 'phone_international' });
  });

  it('refuses a number whose subscriber part starts with 0, where no real one does («+7 000 000-00-00» was promised a call)', () => {
    for (const typed of [
      '+375 29 000-00-00',
      '+375 17 012-34-56',
      '+375 162 01-23-45',
      '8 029 012-34-56',
      '+7 000 000-00-00',
      '+7 123 456-78-90',
      '+380 05 123 4567',
      '+1 055 555 0123',
    ])
      expect(checkPhone(typed).ok, typed).toBe(false);
    for (const typed of ['+375 17 212-34-56', '+375 162 21-23-45', '+7 495 123-45-67', '+7 916 123-45-67'])
      expect(checkPhone(typed).ok, typed).toBe(true);
  });
  it('refuses a Belarusian number outside the blocks Belarus assigns (a walk found «+375 24 …», «+375 25 234 …», «+375 16 123 …» promised a call)', () => {
    // Walk 9: «+375 17 123 45 67» and «8 017 123 45 67», where 1712 is no Minsk region code.
    for (const typed of [
      '+375 24 765-43-21',
      '+375 25 234-56-78',
      '8 025 123-45-67',
      '+375 16 123-45-67',
      '+375 29 012-34-56',
      '+375 17 123 45 67',
      '8 017 123 45 67',
      // Walk 11: a regional line starting with 1, which begins Belarus's service numbers (101-104, 112, 1xx).
      '+375 152 123456',
      '+375 162 123456',
      '+375 232 123456',
      '+375 222 123456',
      '+375 212 123456',
      '+375 212 103456',
      '+375 1771 12345',
      '+375 1713 1-23-45',
      '+375 1511 0-23-45',
    ])
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_belarus' });
    // The Minsk region's own codes (1713-1719: Marina Gorka's 1713) stay whole numbers.
    for (const typed of [
      '+375 24 912-34-56',
      '+375 25 712-34-56',
      '+375 162 21-34-56',
      '+375 212 34-56-78',
      '+375 17 276-43-21',
      '+375 1713 5-12-34',
      '+375 152 723456',
      '+375 1771 52345',
      '+375 177 712345',
      '+375 1511 2-34-56',
    ])
      expect(checkPhone(typed).ok, typed).toBe(true);
  });

  it('takes «8-10-375-…» as it takes «810 375 …» (walk 7)', () => {
    expect(normalisePhone('8-10-375-29-765-43-21')?.e164).toBe('+375297654321');
    expect(normalisePhone('810 375 29 765-43-21')?.e164).toBe('+375297654321');
  });

  it('takes «8 29 …», the 0 left out as numbers are dialled in Russia', () => {
    expect(normalisePhone('8 29 765-43-21')?.e164).toBe('+375297654321');
  });

  it('refuses a number that cannot take the call: freephone lines and North America’s fiction numbers', () => {
    for (const typed of [
      '+7 800 123-45-67',
      '+7 804 123-45-67',
      '+1 800 555 0199',
      '+1 212 555 0123',
      '+44 800 123 4567',
      '+48 800 123 456',
      '8 801 100-12-34',
      '8 820 001-12-34',
      // Walk 14: Belarus's freephone written internationally got the Belarusian message.
      '+375 801 100 12 34',
      '+375 902 123 45 67',
      // Walk 14: Dutch machine-to-machine numbers (097).
      '+31 97 0123 4567 8',
      '+61 1800 123 456',
    ])
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_not_callable' });
  });

  it('refuses the ranges kept for films and examples, and numbers the plan gives no one (walk 6 found four promised a call)', () => {
    for (const typed of [
      '+44 7700 900123',
      '+44 20 7946 0000',
      '+44 113 496 0123',
      '+61 491 570 006',
      '+61 2 5550 1234',
      // Walk 11: Sweden's film ranges (PTS), the first of the mobile one and a Stockholm and a Kiruna line.
      '+46 70 174 06 50',
      '+46 70 174 06 99',
      '+46 8 465 004 50',
      '+46 31 390 06 50',
      '+46 40 628 04 50',
      '+46 980 319 250',
      // Walk 7: the whole 555 exchange, German freephone, China's example number, and other countries' service lines.
      '+1 212 555 1234',
      '+1 212 555 1212',
      '+49 800 1234567',
      '+49 900 1234567',
      '+86 138 0013 8000',
      '+86 400 123 4567',
      '+33 800 123 456',
      '+34 900 123 456',
      '+39 800 123 456',
      '+380 800 123 456',
      // Walk 8: the film ranges of France (ARCEP) and Germany (Bundesnetzagentur), premium, televoting and pager lines,
      // France's 07 00 and the international freephone +800.
      '+33 6 39 98 12 34',
      '+33 1 99 00 12 34',
      '+49 30 23125 123',
      '+49 171 3920012',
      '+7 803 123-45-67',
      '+34 905 123 456',
      '+31 66 1234567',
      '+33 7 00 00 00 00',
      '+800 1234 5678',
    ])
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_not_callable' });
    // Their neighbours are real numbers: London, Paris, Berlin, Madrid and Almaty lines, UK, Australian, French, German and
    // Dutch mobiles, a Moscow line, a Russian mobile starting 0.
    for (const typed of [
      '+44 20 7123 4567',
      '+44 7911 123456',
      '+61 412 345 678',
      '+7 495 123-45-67',
      '+7 916 012-34-56',
      '+1 212 456 7890',
      '+33 6 12 34 56 78',
      '+49 30 12345678',
      '+49 171 2345678',
      '+34 912 345 678',
      '+31 6 12345678',
      '+7 727 123 4567',
    ])
      expect(checkPhone(typed).ok, typed).toBe(true);
  });

  it('refuses a subscriber number that starts as none does where it is: with the trunk 0, or where local dialling is open, with a service number', () => {
    for (const typed of [
      '+7 495 000-00-00',
      '+1 212 055 0123',
      // Walk 9: London, Beijing, Kyiv.
      '+44 20 0123 4567',
      '+44 29 1234 5678',
      '+86 10 0123 4567',
      '+380 44 012 34 56',
      // Walk 10: North America's N11 service codes as an exchange or an area code.
      '+1 (202) 911-1234',
      '+1 (202) 211-1234',
      '+1 (211) 234-5678',
      // Walk 11: the emergency numbers at the start of a St Petersburg, Moscow, Kyiv, Berlin, Tashkent, Yerevan, Baku
      // and Chișinău number; a Russian or Kyiv number starting with 1 where local dialling is open.
      '+7 812 112 34 56',
      '+7 495 112 34 56',
      '+7 812 123 45 67',
      '+380 44 103 4567',
      '+380 0 44 103 4567',
      '+380 44 123 4567',
      '+49 30 1100000',
      '+998 71 103 45 67',
      '+374 10 103 456',
      '+994 12 102 34 56',
      '+373 22 112 345',
      // Walk 12: North America's carrier-access and test exchanges (950, 958, 959), Crimea's and Sevastopol's codes,
      // and a Mexico City number starting with 0.
      '+1 212 950 1234',
      '+1 416 950 1234',
      '+1 212 958 1234',
      '+1 212 959 1234',
      '+380 65 123 4567',
      '+380 69 123 4567',
      '+52 55 0123 4567',
      // Walk 14: South Korea's retired mobile prefixes (011, 016-019), and a 010 number whose own part starts with 0.
      '+82 11 234 5678',
      '+82 16 234 5678',
      '+82 17 234 5678',
      '+82 18 234 5678',
      '+82 19 234 5678',
      '+82 10 0234 5678',
      // Walk 11: a length that is right, but a start that no number of the country has.
      '+7 (200) 123-45-67',
      '+1 (123) 456-7890',
    ])
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_not_in_plan' });
    // Their neighbours are real: a Moscow line starting 1, St Petersburg, Kyiv, Berlin (and the ministries' 030 18 …),
    // Tashkent, Yerevan, Baku and Chișinău lines, and the Swedish mobile just before the film range.
    for (const typed of [
      '+7 495 123-45-67',
      '+7 812 312 34 56',
      '+380 44 234 5678',
      '+49 30 18681 0',
      '+49 30 2345678',
      '+998 71 234 56 78',
      '+374 10 234 567',
      '+994 12 234 56 78',
      '+373 22 234 567',
      '+46 70 174 06 04',
      '+1 212 951 1234',
      '+380 67 123 4567',
      '+52 55 1234 5678',
      '+52 222 123 4567',
      '+82 10 2345 6789',
      '+82 2 2345 6789',
    ])
      expect(checkPhone(typed).ok, typed).toBe(true);
  });

  it('says a number with its country code is short, rather than asking for the code («+49 30 12», walk 11)', () => {
    for (const typed of ['+49 30 12', '+7 112', '+43 1 12']) expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_length' });
  });

  it('refuses a country code no country has («+999 …» was promised a call)', () => {
    for (const typed of ['+999 123456789', '+28 123 456 789', '+425 1234 5678', '+881 1234 5678'])
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_country_unknown' });
  });

  it('checks the length where a country’s numbers have one: the CIS, the neighbours, China, North America', () => {
    // «+7 916 123» was promised a call: a Russian number has 10 digits after +7.
    for (const typed of [
      '+7 916 123 45',
      '+7 916 123-45-678',
      '+380 50 123 456',
      '+48 601 234 56',
      '+370 612 3456',
      '+1 202 555 012',
      '+86 138 0013 80',
    ])
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'phone_length' });
    for (const typed of [
      '+7 916 123-45-67',
      '+7 701 123 4567',
      '+380 50 123 4567',
      '+48 601 234 567',
      '+370 612 34567',
      '+1 202 734 0123',
      '+86 139 1234 5678',
      '+86 10 1234 5678',
      '+372 512 3456',
      '+372 5123 4567',
    ])
      expect(checkPhone(typed).ok, typed).toBe(true);
  });

  it('refuses other characters, a plus not in front, or no digit', () => {
    for (const typed of ['abc', '+375 29 12a-45-67', '375+29', '++375291234567', '+', '()-', '123/456', 'tel:abc', '']) {
      expect(checkPhone(typed), typed).toEqual({ ok: false, code: 'invalid_phone' });
    }
  });

  it('reads dots between digits as spaces, full-width digits as digits, and a pasted tel: link as its number (walk 14)', () => {
    for (const typed of [
      '+375.29.123.45.67',
      '８０２９１２３４５６７',
      '＋３７５ ２９ １２３－４５－６７',
      'tel:+375291234567',
      'TEL:+375291234567',
    ])
      expect(normalisePhone(typed)?.e164, typed).toBe('+375291234567');
  });

  it('says when what was typed reads otherwise than the international form (then staff see both)', () => {
    expect(typedDiffers('+375 29 123-45-67', normalisePhone('+375 29 123-45-67')!)).toBe(false);
    expect(typedDiffers(' +375  29 123-45-67 ', normalisePhone('+375 29 123-45-67')!)).toBe(false);
    expect(typedDiffers('8 029 123 45 67', normalisePhone('8 029 123 45 67')!)).toBe(true);
    expect(typedDiffers('+48 601 234 567', normalisePhone('+48 601 234 567')!)).toBe(false);
  });
});
