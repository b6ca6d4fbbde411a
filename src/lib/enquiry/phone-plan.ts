/**
 * Lines no person answers, by the numbering plans of every country: Google's libphonenumber metadata
 * (libphonenumber-js with its `max` set, the one that holds each number type's ranges). Freephone,
 * premium, shared-cost, pager, voicemail and universal access numbers take calls only from inside their
 * country or reach a service, not the visitor (docs/decisions/relay.md#phone).
 *
 * Only a number the plan places in one of those types is refused. A number the metadata does not know
 * (a block assigned since the package was published) still passes: refusing it would lose a real
 * enquiry, which is worse than a call-back that fails. The fiction ranges the plans call valid
 * (Ofcom's drama numbers, ARCEP's and the Bundesnetzagentur's film numbers) stay in phone.ts's lists.
 *
 * The forms load this with the validator when the visitor first sends (about 45 KB of gzip); the relay
 * imports it with the schema. Relative imports carry `.js`: the relay runs as native ESM.
 */
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

const SERVICE_TYPES: ReadonlySet<NonNullable<NumberType>> = new Set([
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'PAGER',
  'UAN',
  'VOICEMAIL',
]);

/** Whether the plan of the number's country gives `e164` («+4970012345678») to a service line rather than a subscriber. */
export function isServiceLine(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type !== undefined && SERVICE_TYPES.has(type);
}
