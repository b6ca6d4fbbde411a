/**
 * The one definition of the relay's payloads (docs/decisions/relay.md#payloads, #validation, #25; the news
 * subscription of issue 10): the contact form, the enquiry dialog and the subscribe box validate with it in the browser, and the
 * relay function `api/enquiry.ts` validates with it again on the server.
 *
 * Errors are codes, never texts: a form turns a code into its own localized message
 * (locales/{ru,en}/enquiry.json, see `./messages.ts`), the function sends the codes
 * back in its 422 answer.
 *
 * Texts are cleaned before they are checked (issue 13, `./text.ts`): one-line fields lose line
 * breaks, invisible and control characters, the message keeps its lines and emoji joiners;
 * the parsed value is the cleaned text, so browser and relay agree on it. Every length is in
 * Unicode code points. Unknown keys (the relay's spam trap and timing fields among them) are
 * dropped from the output.
 *
 * No check aborts (`abort: true`): zod skips an object's own checks once a field has aborted,
 * and the dialog's rule across two fields (e-mail required for an answer by e-mail) must be
 * reported together with the others. A field reports its first failing check only
 * (`fieldErrors`), so the codes are the same as with aborting checks.
 *
 * zod/mini rather than zod: the contact form is on the home page, and the mini build
 * is a few KB where the full one would take a large part of the first-load budget.
 *
 * Relative imports here carry `.js`: the Vercel function imports this file and runs as
 * native ESM, where a specifier without an extension does not resolve.
 */
import * as z from 'zod/mini';
import { LANGS } from '../../../shared/lang.js';
import { FIELD_MAX, isErrorCode, type ErrorCode } from './limits.js';
import { CONTACT_METHODS, DEFAULT_CONTACT_METHOD, emailRequired } from './contact-methods.js';
import { checkPhone } from './phone.js';
import { planRefusal } from './phone-plan.js';
import { codePointLength, hasVisibleCharacter, multiLine, singleLine } from './text.js';

export { ERROR_CODES, FIELD_MAX, isErrorCode, type ErrorCode } from './limits.js';

export const CAR_ID_MIN = 1;
export const CAR_ID_MAX = 9999;

/**
 * The one phone rule of every form (docs/decisions/relay.md#phone, DECISIONS 39: it replaces the contact
 * form's "no minimum", which let «12» through, and the dialog's "10 characters", which refused
 * «+375 29 123» only by a second check): see `./phone.ts`. The parsed value stays what the visitor
 * typed (cleaned); staff get it in international form as well (api/_lib/message.ts).
 */
export { checkPhone, confirmedPhone, normalisePhone, PHONE_ERROR_CODES, type NormalisedPhone, type PhoneErrorCode } from './phone.js';

/** "Looks like an e-mail" (docs/decisions/relay.md#validation): one @, no spaces, a dot in the domain, a top-level part of 2+ characters. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;

/** A missing or null value is "required"; a value of the wrong type is "invalid". */
const typeError = (issue: { input?: unknown }): ErrorCode => (issue.input === undefined || issue.input === null ? 'required' : 'invalid');

/** Non-breaking and thin spaces pasted from other pages count as spaces. */
const normalizeSpaces = (value: string) => value.replace(/[\u00A0\u2007\u2009\u202F]/g, ' ');

/** At most `max` Unicode code points (zod's `maxLength` counts UTF-16 units: an emoji would count twice). */
const maxCodePoints = (max: number) =>
  z.refine<string>((value) => value.length <= max || codePointLength(value) <= max, { error: 'too_long' });

/**
 * A required visitor text, cleaned by `clean` (which also trims) before it is checked: the
 * parsed value is the cleaned text. A value with nothing visible left (only whitespace or
 * joiners) is `required`; its length is counted in code points.
 */
function cleanText(clean: (text: string) => string, max: number) {
  return z
    .string({ error: typeError })
    .check(z.overwrite(clean), z.refine<string>(hasVisibleCharacter, { error: 'required' }), maxCodePoints(max));
}

/** A one-line text (name, car name, page): see `singleLine`. */
const singleLineText = (max: number) => cleanText(singleLine, max);

/** The multi-line message: see `multiLine`. */
const multiLineText = (max: number) => cleanText(multiLine, max);

/** The e-mail: trimmed, then its pattern (which allows no whitespace). */
const email = z
  .string({ error: typeError })
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    maxCodePoints(FIELD_MAX.email),
    z.regex(EMAIL_PATTERN, { error: 'invalid_email' }),
  );

/**
 * The dialog's e-mail (docs/decisions/relay.md#35): left out or empty (after trimming) is no
 * e-mail, and the object's check below asks for one only when e-mail is the chosen method; a
 * value that is there must look like an address.
 */
const optionalEmail = z.optional(
  z.string({ error: 'invalid' }).check(
    z.trim(),
    maxCodePoints(FIELD_MAX.email),
    z.refine<string>((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'invalid_email' }),
  ),
);

export { CONTACT_METHODS, DEFAULT_CONTACT_METHOD, emailRequired, type ContactMethod } from './contact-methods.js';

/** Required, at most FIELD_MAX.phone code points, then the one rule; its refusal names what is wrong (phone.ts, phone-plan.ts). */
const phone = z.string({ error: typeError }).check(
  z.overwrite(normalizeSpaces),
  z.trim(),
  z.minLength(1, { error: 'required' }),
  maxCodePoints(FIELD_MAX.phone),
  z.superRefine((value, context) => {
    // Only once the checks above passed: a field reports its first failing check.
    if (value === '' || codePointLength(value) > FIELD_MAX.phone) return;
    const checked = checkPhone(value);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.code, input: value });
    // The site's own rule first (it knows the fiction ranges and says what is wrong), then every country's plan.
    else {
      const refusal = planRefusal(checked.phone.e164);
      if (refusal) context.addIssue({ code: 'custom', message: refusal, input: value });
    }
  }),
);

const lang = z.enum(LANGS, { error: typeError });

/**
 * The visitor's own tick in the form's consent box (docs/decisions/relay.md#36): every form that
 * collects personal data has one, and pressing Send is not consent. Only `true` passes.
 */
const consent = z.literal(true, { error: 'consent_required' });

/** Contact form of the home page (docs/decisions/relay.md#forms, #payloads, #validation). */
export const contactPayloadSchema = z.object({
  kind: z.literal('contact', { error: 'invalid' }),
  name: singleLineText(FIELD_MAX.name),
  phone,
  message: multiLineText(FIELD_MAX.message),
  consent,
  lang,
  /** The path of the page the form was sent from, e.g. `/en/contact`. */
  page: singleLineText(FIELD_MAX.page),
});

/**
 * Enquiry dialog, general or for one car (docs/decisions/relay.md#forms, #payloads, #validation; docs/decisions/relay.md#22). A car
 * enquiry is told by its `carId` alone: the relay takes the car's name from the catalogue
 * (issue 13). The dialog still sends `carName`, checked like the name. Name, phone and message
 * are required; the e-mail only for an answer by e-mail, the method being phone unless said
 * otherwise (docs/decisions/relay.md#35).
 */
export const enquiryPayloadSchema = z
  .object({
    kind: z.literal('enquiry', { error: 'invalid' }),
    name: singleLineText(FIELD_MAX.name),
    email: optionalEmail,
    phone,
    message: multiLineText(FIELD_MAX.message),
    preferredContactMethod: z._default(z.enum(CONTACT_METHODS, { error: 'invalid' }), DEFAULT_CONTACT_METHOD),
    source: z._default(z.literal('website', { error: 'invalid' }), 'website'),
    carId: z.optional(z.int({ error: 'invalid' }).check(z.gte(CAR_ID_MIN, { error: 'invalid' }), z.lte(CAR_ID_MAX, { error: 'invalid' }))),
    carName: z.optional(singleLineText(FIELD_MAX.carName)),
    consent,
    lang,
    page: singleLineText(FIELD_MAX.page),
  })
  .check(
    // docs/decisions/relay.md#35: an answer by e-mail needs the address. `when`: also when
    // another field has the wrong type, so that the form shows this error with the others.
    z.refine((payload) => !emailRequired(payload.preferredContactMethod) || (payload.email ?? '') !== '', {
      error: 'required',
      path: ['email'],
      when: ({ value }) => typeof value === 'object' && value !== null,
    }),
  );

/** The news subscription box (issue 10): an e-mail address and the consent, relayed to staff like an enquiry. */
export const subscribePayloadSchema = z.object({
  kind: z.literal('subscribe', { error: 'invalid' }),
  email,
  consent,
  lang,
  page: singleLineText(FIELD_MAX.page),
});

/** Any payload, told apart by `kind`: what `POST /api/enquiry` accepts (docs/decisions/relay.md#11). */
export const enquirySchema = z.discriminatedUnion('kind', [contactPayloadSchema, enquiryPayloadSchema, subscribePayloadSchema], {
  error: 'invalid',
});

export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type EnquiryPayload = z.output<typeof enquiryPayloadSchema>;
export type SubscribePayload = z.output<typeof subscribePayloadSchema>;
export type RelayPayload = z.output<typeof enquirySchema>;
/** What a form sends: defaults (`preferredContactMethod`, `source`) may be left out. */
export type ContactInput = z.input<typeof contactPayloadSchema>;
export type EnquiryInput = z.input<typeof enquiryPayloadSchema>;
export type SubscribeInput = z.input<typeof subscribePayloadSchema>;

export type ContactField = keyof ContactPayload;
export type EnquiryField = keyof EnquiryPayload;
export type SubscribeField = keyof SubscribePayload;
export type FieldErrors<F extends string = string> = Partial<Record<F, ErrorCode>>;

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first error code per field of a failed parse. An issue without a field (the
 * payload is not an object at all) is reported on `kind`, the field that tells the
 * payloads apart. A message that is not one of our codes becomes `invalid`.
 */
export function fieldErrors<F extends string = string>(result: {
  success: boolean;
  error?: { issues: readonly IssueLike[] };
}): FieldErrors<F> {
  const errors: Record<string, ErrorCode> = {};
  if (result.success || !result.error) return errors as FieldErrors<F>;
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'kind';
    if (field in errors) continue;
    errors[field] = isErrorCode(issue.message) ? issue.message : 'invalid';
  }
  return errors as FieldErrors<F>;
}

function validate<T, F extends string>(schema: z.ZodMiniType<T>, data: unknown): Validation<T, F> {
  const result = schema.safeParse(data);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors<F>(result) };
}

export function validateContact(data: unknown): Validation<ContactPayload, ContactField> {
  return validate<ContactPayload, ContactField>(contactPayloadSchema, data);
}

export function validateEnquiry(data: unknown): Validation<EnquiryPayload, EnquiryField> {
  return validate<EnquiryPayload, EnquiryField>(enquiryPayloadSchema, data);
}

export function validateSubscribe(data: unknown): Validation<SubscribePayload, SubscribeField> {
  return validate<SubscribePayload, SubscribeField>(subscribePayloadSchema, data);
}

/** Any payload; what the relay function runs. */
export function validatePayload(data: unknown): Validation<RelayPayload, ContactField | EnquiryField | SubscribeField> {
  return validate<RelayPayload, ContactField | EnquiryField | SubscribeField>(enquirySchema, data);
}
