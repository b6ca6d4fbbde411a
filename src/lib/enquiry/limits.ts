/**
 * The error codes and field limits of the enquiry payloads, without zod, so that the
 * forms can show messages and limits before the validator (schema.ts) is loaded.
 */

/**
 * Why a phone is refused (the rule is phone.ts); each has its message in both forms (locales/{ru,en}/enquiry.json).
 * Listed here, not in phone.ts, so that the forms' messages do not bring the phone rule into a page's first load.
 */
export const PHONE_ERROR_CODES = [
  'invalid_phone',
  'phone_belarus',
  'phone_country_code',
  'phone_international',
  'phone_country_unknown',
  'phone_length',
  'phone_not_callable',
  'phone_not_in_plan',
] as const;
export type PhoneErrorCode = (typeof PHONE_ERROR_CODES)[number];

/** Every code a field can fail with; a phone's own (phone.ts) say what is wrong with the number. */
export const ERROR_CODES = ['required', ...PHONE_ERROR_CODES, 'invalid_email', 'consent_required', 'too_long', 'invalid'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The relay's rate-limit window: a visitor refused for sending too often may send again this many minutes later. */
export const RATE_LIMIT_WINDOW_MINUTES = 10;

/**
 * Longest accepted value per text field, in Unicode code points (an emoji is one), counted
 * after cleaning and trimming (see text.ts).
 */
export const FIELD_MAX = {
  name: 100,
  phone: 30,
  email: 254,
  message: 2000,
  carName: 120,
  page: 300,
} as const;
