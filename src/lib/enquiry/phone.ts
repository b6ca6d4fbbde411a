/**
 * The one phone rule of every form (docs/decisions/relay.md#phone, DECISIONS 39), and the number in
 * international form for staff. Pure, without zod: the schema (browser and relay) checks with
 * `checkPhone`, the staff message writes `normalisePhone`'s number and dials its `e164`.
 *
 * - Characters: an optional leading +, then digits, spaces, hyphens and parentheses (at least one digit).
 * - A Belarusian number must be whole: +375 (or 375), the operator or area code and seven digits,
 *   nine after 375 in all; the domestic forms 80 + code + seven digits («8 029 123-45-67» is the same
 *   digits as «80 29 123-45-67») and 0 + code + seven digits («(029) 123-45-67», how numbers are often
 *   printed here) are Belarusian too.
 * - Any other number needs its country code, one that is assigned (calling-codes.ts), and 8 to 15 digits in
 *   all (E.164's longest); where the country's numbers have a fixed length (the CIS, the neighbours, China),
 *   exactly that: «+7 916 123» is refused, not promised a call.
 * - The international prefixes 00 and 8 10 («00375 29 …», «8 10 375 29 …», how Belarusian operators let
 *   numbers be dialled) stand for the +.
 * - The trunk 0 that some write after the country code («+44 (0) 20 7123 4567», «+380 050 …») is not dialled
 *   from abroad: it is dropped, except where it belongs to the number (Italy, San Marino, the Vatican,
 *   Côte d'Ivoire, Gabon and Congo), so that staff are given a number they can call.
 * - A number without + that is not one of the Belarusian forms is refused with "add the country code"; one too short
 *   to be anyone's («112», a Minsk «234-56-78» without its code) with the Belarusian message, which says what a number needs.
 * - Freephone, service and premium lines, the ranges kept for films and examples, and numbers a plan gives no one are
 *   refused as numbers that cannot take the dealer's call (NOT_CALLABLE, NO_SUBSCRIBER).
 *
 * Relative imports carry `.js`: the relay imports this file as native ESM.
 */

import { callingCode, nationalLengths, nationalStartValid } from './calling-codes.js';
import type { PhoneErrorCode } from './limits.js';

export { PHONE_ERROR_CODES, type PhoneErrorCode } from './limits.js';

/** The codes that follow +375 (80, 0): mobile 25, 29, 33, 44; fixed lines 15x-17x, 21x-23x; 249 (internet telephony). */
const BELARUS_CODE = /^(?:1[5-7]|2[1-59]|33|44)/;
/**
 * The nine digits of a number in Belarus's numbering plan: the blocks assigned to fixed lines, to the mobile
 * operators (25 5xx-7xx and 9xx, 29 1xx-9xx, 33, 44) and to internet telephony (249). From libphonenumber's
 * metadata for BY (libphonenumber-js 1.12); a buyer walk found «+375 24 …», «+375 25 234 …» and «+375 16 123 …»
 * promised a call.
 */
const BELARUS_NUMBER = new RegExp(
  '^(?:' +
    // Fixed lines: Grodno (15), Brest (16), Minsk and its region (17), Vitebsk (21), Mogilev (22), Gomel (23).
    '(?:1(?:5(?:1[1-5]|[24]\\d|6[2-4]|9[1-7])|6(?:[235]\\d|4[1-7])|7\\d\\d)|2(?:1(?:[246]\\d|3[0-35-9]|5[1-9])|2(?:[235]\\d|4[0-8])|3(?:[26]\\d|3[02-79]|4[024-7]|5[03-7])))\\d{5}' +
    '|(?:2(?:5[5-79]|9[1-9])|(?:33|44)\\d)\\d{6}' +
    '|249\\d{6}' +
    ')$',
);
/** Codes of two digits, written «+375 29 123-45-67»; the rest have three («+375 162 21-34-56»). */
const TWO_DIGIT_CODE = /^(?:17|24|25|29|33|44)/;
const CHARACTERS = /^\+?[\d ()-]*\d[\d ()-]*$/;
export const INTERNATIONAL_MIN_DIGITS = 8;
export const INTERNATIONAL_MAX_DIGITS = 15;

export interface NormalisedPhone {
  /** For a tel: link: `+` and the digits, e.g. `+375291234567`. */
  e164: string;
  /** As staff read it: `+375 29 123-45-67`; another country's number as the visitor grouped it, spaces tidied. */
  display: string;
  belarusian: boolean;
}

export type PhoneCheck = { ok: true; phone: NormalisedPhone } | { ok: false; code: PhoneErrorCode };

/**
 * No-break, thin and figure spaces pasted from other pages count as spaces, and so do dots («+375.29.123.45.67»); a word
 * joiner (the confirmations keep a number on one line with it) counts as nothing; the full-width digits, plus and hyphen
 * of a Chinese or Japanese keyboard count as theirs; a pasted `tel:` link is its number.
 */
const tidy = (value: string) =>
  value
    .replace(/\u2060/g, '')
    .replace(/[\uFF10-\uFF19\uFF0B\uFF0D]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/^\s*tel:/i, '')
    .replace(/(?<=\d)\.(?=\s*\d)/g, ' ')
    .replace(/[\u00A0\u2007\u2009\u202F\s]+/g, ' ')
    .trim();

/** The nine digits after 375, written as staff read them. */
function belarusian(national: string): NormalisedPhone {
  const code = TWO_DIGIT_CODE.test(national) ? national.slice(0, 2) : national.slice(0, 3);
  const rest = national.slice(code.length);
  const local =
    rest.length === 7
      ? `${rest.slice(0, 3)}-${rest.slice(3, 5)}-${rest.slice(5)}`
      : `${rest.slice(0, 2)}-${rest.slice(2, 4)}-${rest.slice(4)}`;
  return { e164: `+375${national}`, display: `+375 ${code} ${local}`, belarusian: true };
}

/** Belarus's freephone (801, 802) and paid-service (820, 902) lines: ten digits after 375, or after the 8 at home. */
const BELARUS_SERVICE = /^(?:80[12]|820|902)\d{7}$/;

/** The nine national digits of a whole Belarusian number, or a refusal («+375 801 …»: a service line, said as one). */
const wholeBelarusian = (national: string): PhoneCheck =>
  BELARUS_NUMBER.test(national) && !noSuchSubscriber(national)
    ? { ok: true, phone: belarusian(national) }
    : { ok: false, code: BELARUS_SERVICE.test(national) ? 'phone_not_callable' : 'phone_belarus' };

/** The area codes of three digits, the regional centres (Grodno 152, Lida 154, Brest 162, Vitebsk 212, Mogilev 222, Gomel 232 …), which six-digit numbers follow; the other codes under 15, 16, 21, 22 and 23 have four digits and five-digit numbers. */
const THREE_DIGIT_AREA = /^(?:15[24]|16[235]|21[246]|22[235]|23[26])/;

/**
 * A subscriber number (after the operator or area code) never starts with 0: «+375 29 000-00-00» is no one's. A
 * landline's never starts with 1 either, which begins the service numbers dialled without a code (101-104, 112, 1xx
 * since 2007): after 17 a 1 starts one of the Minsk region's codes (1713-1719), never 1710-1712, and after the other
 * area codes it starts no number. Walk 9 found «+375 17 123 45 67» promised a call, walk 11 «+375 152 123456»,
 * «+375 212 103456» and «+375 1771 12345».
 */
function noSuchSubscriber(national: string): boolean {
  if (national[TWO_DIGIT_CODE.test(national) ? 2 : 3] === '0') return true;
  if (national.startsWith('17')) return /^17(?:1[0-2]|1[3-9][01]|[4679][01][01])/.test(national);
  if (!/^(?:1[56]|2[1-3])/.test(national)) return false;
  return /[01]/.test(national[THREE_DIGIT_AREA.test(national) ? 3 : 4]!);
}

/** `typed` without its digit number `index` (from 0), and the brackets or space that held only that digit: «+44 (0) 20 …» → «+44 20 …». */
function withoutDigit(typed: string, index: number): string {
  let seen = -1;
  let at = -1;
  for (let i = 0; i < typed.length && at < 0; i += 1) if (/\d/.test(typed[i]!) && ++seen === index) at = i;
  const before = typed.slice(0, at).replace(/\(\s*$/, '');
  const after = typed.slice(at + 1).replace(/^\s*\)/, '');
  return `${before.trimEnd()} ${after.trimStart()}`.replace(/ {2,}/g, ' ');
}

/** «+375 029 …», «+375 (0) 29 …»: the domestic 0 written after the country code, which is not dialled with it. */
const withoutTrunkZero = (national: string) => (national.length === 10 && national.startsWith('0') ? national.slice(1) : national);

/**
 * Numbers that cannot take the dealer's call, by country (national digits after the code):
 * - freephone, shared-cost and premium lines, which take calls only from inside their country or reach a service,
 *   not a person: Russia and Kazakhstan 800/804/809, North America 8xx and 900, the UK 080x and 09, Germany
 *   0800/0180/0900/0137, France 08, Italy 800/803/89, Spain 900-902/80x, the Netherlands 0800/090x, Poland
 *   800/801/70x, Ukraine, the Baltic states and China 400/800, Australia 1300/1800/1900/13;
 * - the ranges kept for films and examples, which no one holds: North America's whole 555 exchange (555-01xx for
 *   fiction, 555-1212 directory assistance), Ofcom's drama numbers (07700 900xxx, 020 7946 0xxx, 0113-0161 496 0xxx,
 *   0191 498 0xxx, 028 9649 6xxx, 029 2018 0xxx, 01632 960xxx, 0306 999 0xxx, 0909 879 0xxx), ACMA's for creative
 *   works (0491 570-579 …, (02/03/07/08) 5550 and 7010 …) and China's best-known example, 138 0013 8000.
 * Walks found «+7 800 …», «+1 212 555 0123», «+1 212 555 1234», «+44 7700 900123», «+61 491 570 006» and
 * «+49 800 …» promised a call.
 */
const NOT_CALLABLE: Readonly<Record<string, RegExp>> = {
  '7': /^80\d/,
  // North America: freephone 8xx, premium 900, and the whole 555 exchange (fiction, directory assistance, no subscriber lines).
  '1': /^(?:8(?:00|33|44|55|66|77|88)|900|\d{3}555)/,
  '44': /^(?:80[08]|9|7700900|2079460|1(?:1[3-8]|[2-6]1)4960|1914980|2896496|2920180|1632960|3069990|9098790)/,
  '48': /^(?:80[01]|70\d)/,
  // Germany: service lines, and the Bundesnetzagentur's numbers for films (030 23125, 069 90009, 040 66969, 089 99998, 0221 4710, 0171 39200).
  '49': /^(?:800|180|900|137|3023125|6990009|4066969|8999998|2214710|17139200)/,
  // France: 08 service lines, ARCEP's numbers for films (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98, 09 77 42), and 07 00 (machine-to-machine).
  '33': /^(?:8|19900|26191|35301|46571|53649|63998|97742|700)/,
  '39': /^(?:80[03]|89)/,
  '34': /^(?:90[0-25-7]|80\d)/,
  // The Netherlands: service lines, pagers (066) and machine-to-machine numbers (097), which no person's phone has.
  '31': /^(?:800|90[069]|66|97)/,
  '380': /^(?:800|900)/,
  '370': /^(?:800|90)/,
  '371': /^(?:80|90)/,
  '372': /^(?:800|900)/,
  '86': /^(?:400|800|1380013800\d)/,
  '61': /^(?:1[389]00|13\d{4}$|49157\d|[2378](?:5550|7010))/,
  // Sweden: PTS's numbers for films (070-174 06 05…99, 08-465 004 xx, 031-390 06 xx, 040-628 04 xx, 0980-319 2xx).
  '46': /^(?:7017406(?:0[5-9]|[1-9])|8465004|3139006|4062804|9803192)/,
};

/**
 * Where a country's plan says how the subscriber's own number starts after its area code. A 0 is the trunk prefix and a
 * 1 begins the service numbers (101-104, 110, 112 …), which, where a local number is dialled without its area code,
 * the exchange would connect first:
 * - Russia's geographic codes (3xx, 4xx, 8xx): never 0 («+7 495 000-00-00» is no one's), nor 1 where local dialling is
 *   open; Moscow (495, 499) dials ten digits, so there only the emergency numbers are kept out;
 * - North America: never 0 or 1, nor the exchanges kept for carriers and tests; the UK's 02x areas (London 020, 023,
 *   024, 028, 029): never 0 or 1; China after an area code: never 0; Mexico: never 0; Kyiv (44): never 0 or 1, and no
 *   one has a Crimean or Sevastopol number (65, 69) of a Ukrainian operator; South Korea: no mobile starts 011 or
 *   016-019 since 2021, nor a 010 number's own part with 0 or 1;
 * - Berlin, Hamburg, Frankfurt and Munich (30, 40, 69, 89): never 0, 110 or 112 (Germany's other local numbers may
 *   start with 1: the federal ministries' 030 18 …); Tashkent (71), Yerevan (10), Baku (12), Chișinău (22): never 0
 *   or an emergency number.
 * Walk 9 found «+44 20 0123 4567», «+86 10 0123 4567» and «+380 44 012 34 56» promised a call, walk 11
 * «+7 812 112 34 56», «+380 44 103 4567», «+49 30 1100000», «+998 71 103 45 67» and three more like them, walk 12
 * «+1 212 950 1234», «+380 65 123 4567» and «+52 55 0123 4567». Elsewhere a landline's own number starting with the
 * trunk 0 is refused by the country's plan (phone-plan.ts).
 */
const EMERGENCY = '(?:0|10[1-4]|11[02])';
const NO_SUBSCRIBER: Readonly<Record<string, RegExp>> = {
  '7': new RegExp(`^(?:49[59]${EMERGENCY}|(?!49[59])[348]\\d\\d[01])`),
  // North America: an exchange starting with 0 or 1, the N11 service codes (211-911) as an exchange or an area code, and
  // the exchanges kept for carrier access (950) and line tests (958, 959), which no subscriber is given.
  '1': /^(?:\d{3}[01]|\d{3}[2-9]11|[2-9]11|\d{3}95[089])/,
  '44': /^2\d[01]/,
  '86': /^(?:10|2\d|[3-9]\d\d)0/,
  // Mexico: a number's own part, after its area code (55, 33, 81, or three digits), never starts with 0.
  '52': /^(?:(?:33|55|81)0|(?!33|55|81)\d{3}0)/,
  // South Korea: the old mobile prefixes 011 and 016-019, retired in 2021 (every mobile is 010 since), and a 010 number
  // whose own part starts with 0 or 1.
  '82': /^(?:1[16-9]|10[01])/,
  // Ukraine: Kyiv; and Crimea's and Sevastopol's codes (65, 69), which no Ukrainian operator has served since 2015.
  '380': /^(?:44[01]|6[59])/,
  '49': new RegExp(`^(?:30|40|69|89)${EMERGENCY}`),
  '998': new RegExp(`^71${EMERGENCY}`),
  '374': new RegExp(`^10${EMERGENCY}`),
  '994': new RegExp(`^12${EMERGENCY}`),
  '373': new RegExp(`^22${EMERGENCY}`),
};

/** Countries whose national numbers keep their leading 0 after the country code. */
const KEEPS_LEADING_ZERO = new Set(['39', '378', '379', '225', '241', '242']);

/** «00 …» and «8 10 …»: the international prefixes, which dial what «+ …» does. */
const INTERNATIONAL_PREFIX = /^(?:00|8[ -]?10)(?=[ \d(-])/;

/** Checks a phone as typed (any spaces, trimmed or not) against the one rule, and gives it in international form. */
export function checkPhone(value: string): PhoneCheck {
  const tidied = tidy(value);
  if (!CHARACTERS.test(tidied)) return { ok: false, code: 'invalid_phone' };
  const typed = INTERNATIONAL_PREFIX.test(tidied) ? `+${tidied.replace(INTERNATIONAL_PREFIX, '').replace(/^[\s-]+/, '')}` : tidied;
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) {
    if (digits.startsWith('375')) return wholeBelarusian(withoutTrunkZero(digits.slice(3)));
    // +800 and +808: the international freephone and shared-cost services, which no person holds.
    if (/^80[08]\d{8}$/.test(digits)) return { ok: false, code: 'phone_not_callable' };
    // «+8 029 …», «+80 29 …»: the domestic form with a plus (no country code starts with 80 but freephone).
    if (digits.startsWith('80')) return { ok: false, code: 'phone_belarus' };
    if (digits.startsWith('0') || digits.length > INTERNATIONAL_MAX_DIGITS) return { ok: false, code: 'phone_international' };
    // «+49 30 12»: the country code is there, the number is short.
    if (digits.length < INTERNATIONAL_MIN_DIGITS) {
      const short = callingCode(digits);
      return { ok: false, code: short && digits.length - short.length >= 2 ? 'phone_length' : 'phone_international' };
    }
    const code = callingCode(digits);
    if (code === null) return { ok: false, code: 'phone_country_unknown' };
    const lengths = nationalLengths(code);
    const written = digits.slice(code.length);
    const trunkZero = written.startsWith('0') && !KEEPS_LEADING_ZERO.has(code);
    const national = trunkZero ? written.slice(1) : written;
    // «+7 916 123» is short; «+7 000 000-00-00» has the length, but no Russian number starts with 0.
    if (lengths && !lengths.includes(national.length)) return { ok: false, code: 'phone_length' };
    // «+7 200 …», «+1 123 …»: the length is right, but no number of the country starts so.
    if (lengths && !nationalStartValid(code, national)) return { ok: false, code: 'phone_not_in_plan' };
    if (national.length + code.length < INTERNATIONAL_MIN_DIGITS) return { ok: false, code: 'phone_length' };
    if (NOT_CALLABLE[code]?.test(national)) return { ok: false, code: 'phone_not_callable' };
    if (NO_SUBSCRIBER[code]?.test(national)) return { ok: false, code: 'phone_not_in_plan' };
    const display = (trunkZero ? withoutDigit(typed, code.length) : typed).replace(/^\+\s+/, '+');
    return { ok: true, phone: { e164: `+${code}${national}`, display, belarusian: false } };
  }
  if (digits.startsWith('375')) return wholeBelarusian(withoutTrunkZero(digits.slice(3)));
  // «8 801 …», «8 820 …»: Belarus's freephone and paid lines, which take no call from a person's number list.
  if (digits.startsWith('8') && BELARUS_SERVICE.test(digits.slice(1))) return { ok: false, code: 'phone_not_callable' };
  if (digits.startsWith('80')) return wholeBelarusian(digits.slice(2));
  // «8 29 123-45-67»: the domestic form with its 0 left out, as numbers are dialled in Russia.
  if (digits.length === 10 && digits.startsWith('8') && BELARUS_NUMBER.test(digits.slice(1))) return wholeBelarusian(digits.slice(1));
  if (digits.startsWith('0') && BELARUS_CODE.test(digits.slice(1))) return wholeBelarusian(digits.slice(1));
  // «2345678», «112»: a Minsk number without its code, or too short to be anyone's: the Belarusian message says what a number needs.
  if (digits.length < INTERNATIONAL_MIN_DIGITS) return { ok: false, code: 'phone_belarus' };
  return { ok: false, code: 'phone_country_code' };
}

/** The number in international form, or null when the rule refuses it. */
export function normalisePhone(value: string): NormalisedPhone | null {
  const checked = checkPhone(value);
  return checked.ok ? checked.phone : null;
}

/**
 * The number a confirmation repeats to the visitor: as staff will read it (DECISIONS 39), kept
 * whole on one line, so that a wrong number can be seen before the dealer calls it.
 */
export function confirmedPhone(typed: string): string {
  return (normalisePhone(typed)?.display ?? typed.trim()).replace(/ /g, '\u00A0').replace(/-/g, '-\u2060');
}

/** Whether what the visitor typed reads differently from the international form (then staff see both). */
export function typedDiffers(typed: string, phone: NormalisedPhone): boolean {
  return tidy(typed) !== phone.display;
}
