/**
 * Exactly once (issue 25): each form fill carries a key, made when the form is first shown,
 * kept with its draft and sent with every attempt. The relay records the outcome per key, so
 * a resend after "not sent, your text is kept", a retry after a timeout or a double press is
 * answered from that record and never reaches staff twice.
 *
 * A repeat is the same key with the same fields: a fill edited after a failure (a corrected
 * phone number) is a new enquiry and goes to staff.
 *
 * A request without a valid key (a page from before this version) is recognised by the
 * visitor's fields instead, for DEDUPE_WITHOUT_KEY_MS: name, contact, message and car, not
 * the timing (`fieldsFingerprint`).
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
export const DEDUPE_WITHOUT_KEY_MS = 10 * 60 * 1000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && KEY_PATTERN.test(value);

/** A new key: a random UUID (the browser's crypto, or Node's). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

/** The text that identifies an enquiry by what the visitor wrote (hashed by the relay, never stored as is). */
export function fieldsFingerprint(payload: Record<string, unknown>): string {
  const part = (name: string) => (typeof payload[name] === 'string' || typeof payload[name] === 'number' ? String(payload[name]) : '');
  return ['kind', 'name', 'phone', 'email', 'message', 'carId', 'preferredContactMethod'].map((name) => part(name).trim()).join('\u0000');
}
