/**
 * Sends a form (contact, enquiry, subscription) to the relay (docs/decisions/relay.md#11: one path everywhere) and reads its answer.
 * Anything but the relay's own JSON, or no answer in time, is a client-side failure,
 * so the form can say what happened and keep every field.
 */
import { ENQUIRY_ENDPOINT, isRelayAnswer, type ClientErrorCode, type RelayAnswer } from './answer.js';
import type { ContactInput, EnquiryInput, SubscribeInput } from './schema.js';
import { IDEMPOTENCY_FIELD, isIdempotencyKey } from './idempotency.js';
import { trapFields } from './trap.js';

export type SendResult = RelayAnswer | { ok: false; code: ClientErrorCode };

/** What the form adds to its fields: the hidden trap's value, when the form was shown, and the key of this fill. */
export interface FormTrap {
  trap: string;
  shownAt: number;
  /** The same for every attempt of one fill (idempotency.ts), so the relay never sends it twice. */
  key?: string;
}

/** Longer than the function's own limit (`maxDuration` in vercel.json, 15 s), so the relay always answers first. */
export const CLIENT_TIMEOUT_MS = 20_000;

export async function sendEnquiry(
  payload: ContactInput | EnquiryInput | SubscribeInput,
  { trap, shownAt, key }: FormTrap,
  { timeoutMs = CLIENT_TIMEOUT_MS } = {},
): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(ENQUIRY_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...payload, ...trapFields(trap, shownAt), ...(isIdempotencyKey(key) ? { [IDEMPOTENCY_FIELD]: key } : {}) }),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (isRelayAnswer(body)) return body;
    return { ok: false, code: 'generic' };
  } catch {
    // Gave up waiting after the request went out: it may have arrived.
    return { ok: false, code: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
