/**
 * Sends a form (contact, enquiry, subscription) to the relay (DECISIONS 11: one path everywhere) and reads its answer.
 * Anything but the relay's own JSON, or no answer in time, is a client-side failure,
 * so the form can say what happened and keep every field.
 */
import { ENQUIRY_ENDPOINT, isRelayAnswer, type ClientErrorCode, type RelayAnswer } from './answer.js';
import type { ContactInput, EnquiryInput, SubscribeInput } from './schema.js';

export type SendResult = RelayAnswer | { ok: false; code: ClientErrorCode };

/** The relay gives Telegram 10 s; a little more covers the trip. */
const TIMEOUT_MS = 15_000;

export async function sendEnquiry(
  payload: ContactInput | EnquiryInput | SubscribeInput,
  { timeoutMs = TIMEOUT_MS } = {},
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(ENQUIRY_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (isRelayAnswer(body)) return body;
    return { ok: false, code: 'generic' };
  } catch {
    return { ok: false, code: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
