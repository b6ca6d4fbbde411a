/**
 * From error codes to the keys of locales/{ru,en}/enquiry.json. The contact form has
 * field-specific texts ('Name is required'), the dialog one text per code ('This field
 * is required'); both fall back to the form's text for the code:
 *
 *   t(errorMessageKeys('contactForm', 'name', 'required'), errorMessageParams('name'))
 *   t(relayMessageKey(answer.code), { phone })
 */
import type { ClientErrorCode, RelayErrorCode } from './answer.js';
import { FIELD_MAX, type ErrorCode } from './limits.js';

export type EnquiryForm = 'contactForm' | 'dialog';

/** i18next keys to try in order, most specific first (namespace `enquiry`). */
export function errorMessageKeys(form: EnquiryForm, field: string, code: ErrorCode): [string, string] {
  return [`${form}.errors.${field}.${code}`, `${form}.errors.${code}`];
}

/** Interpolation values for a field's messages: `max` for `too_long`. */
export function errorMessageParams(field: string): { max?: number } {
  const max = (FIELD_MAX as Record<string, number>)[field];
  return max === undefined ? {} : { max };
}

/** The key of the text a form shows for a relay answer or a client-side failure; `{{phone}}` is interpolated. */
export function relayMessageKey(code: RelayErrorCode | ClientErrorCode): string {
  return `relay.${code}`;
}
