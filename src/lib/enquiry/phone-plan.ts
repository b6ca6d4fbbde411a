/**
 * Every country's numbering plan, after the site's own rule (phone.ts): Google's libphonenumber metadata
 * (libphonenumber-js with its `max` set, the one that holds each number type's ranges), docs/decisions/relay.md#phone.
 *
 * - A number the plan gives to a freephone, premium, shared-cost, pager, voicemail or universal access line is
 *   `phone_not_callable`: such lines take calls only from inside their country or reach a service, not the visitor.
 * - A number in no range the plan assigns («+44 4123 456789», «+39 6 1234 5678» without Rome's 0, «+55 11 1234 5678»)
 *   is `phone_not_in_plan`, whose message says to check the code and the digits, and to write in a messenger if the
 *   number is right: a block assigned since the package was published would be refused too, so the metadata is kept
 *   current (docs/runbook.md) and the visitor is never left without a way to reach the dealer.
 * - The fiction ranges the plans call valid (Ofcom's drama numbers, ARCEP's and the Bundesnetzagentur's film numbers,
 *   North America's 555) stay in phone.ts's lists.
 *
 * The forms load this with the validator when the visitor first moves into a form (about 57 KB of gzip with zod);
 * the relay imports it with the schema. Relative imports carry `.js`: the relay runs as native ESM.
 */
import { parsePhoneNumberFromString, type NumberType, type PhoneNumber } from 'libphonenumber-js/max';
import type { PhoneErrorCode } from './limits.js';

const SERVICE_TYPES: ReadonlySet<NonNullable<NumberType>> = new Set([
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'PAGER',
  'UAN',
  'VOICEMAIL',
]);

/**
 * Whether a landline's own number, after its area code, starts with 0 where 0 is the country's trunk prefix: dialled
 * locally, that 0 would start a trunk call, so no subscriber's number starts so (Amsterdam «020 012 3456», Budapest
 * «(06 1) 012 3456», Buenos Aires «011 0123-4567»: walk 12 found 14 such numbers promised a call, in plans whose
 * metadata allows any digit there). The area code is where the plan's own national format ends its first group.
 * France is left out: its format groups pairs, not the area code.
 */
function startsWithTrunkZero(number: PhoneNumber): boolean {
  if (number.getType() !== 'FIXED_LINE' || number.country === 'FR' || number.nationalNumber.startsWith('0')) return false;
  const national = number.formatNational();
  if (!/^\(?0/.test(national)) return false;
  const own = national.includes(')') ? national.slice(national.indexOf(')') + 1) : national.replace(/^[^\s-]+[\s-]/, '');
  return own.trim().startsWith('0');
}

/** Why the plan of the number's country refuses `e164` («+81120123456»), or null when it gives the number to a subscriber. */
export function planRefusal(e164: string): Extract<PhoneErrorCode, 'phone_not_callable' | 'phone_not_in_plan'> | null {
  const number = parsePhoneNumberFromString(e164);
  if (!number) return 'phone_not_in_plan';
  const type = number.getType();
  if (type !== undefined && SERVICE_TYPES.has(type)) return 'phone_not_callable';
  return number.isValid() && !startsWithTrunkZero(number) ? null : 'phone_not_in_plan';
}
