/**
 * The relay function's answers (docs/decisions/relay.md#25): `{ ok: true }`, or `{ ok: false, code, error }`
 * with a machine-readable code and a human message in the payload's language. The forms
 * show their own localized text for the code (locales/{ru,en}/enquiry.json, `relay.*`).
 */
import type { ErrorCode } from './schema.js';

/** One relay path in every environment (docs/decisions/relay.md#11). */
export const ENQUIRY_ENDPOINT = '/api/enquiry';

export const RELAY_ERROR_CODES = [
  'method_not_allowed',
  'unsupported_media_type',
  'payload_too_large',
  'bad_json',
  'request_timeout',
  'invalid',
  'rate_limited',
  'delivery_failed',
  'delivery_uncertain',
  'not_configured',
  'internal',
] as const;
export type RelayErrorCode = (typeof RELAY_ERROR_CODES)[number];

/**
 * Failures that only a browser sees: no connection (`network`), no answer in time after
 * the request went out (`timeout`: it may have arrived), or an answer that is not the
 * relay's JSON (`generic`).
 */
export const CLIENT_ERROR_CODES = ['network', 'timeout', 'generic'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** The HTTP status of each failure code. */
export const RELAY_STATUS: Record<RelayErrorCode, number> = {
  method_not_allowed: 405,
  unsupported_media_type: 415,
  payload_too_large: 413,
  bad_json: 400,
  /** The body did not arrive in full within the time the relay waits for it. */
  request_timeout: 408,
  invalid: 422,
  rate_limited: 429,
  delivery_failed: 502,
  /** Sent, but Telegram's answer never came (or was a 5xx): it may have arrived. */
  delivery_uncertain: 502,
  not_configured: 503,
  internal: 500,
};

export type RelayAnswer =
  /** Delivered; `kept` when this is a repeat of an enquiry the relay already keeps: it will reach staff, and is not sent again. */
  | { ok: true; kept?: true }
  | {
      ok: false;
      code: RelayErrorCode;
      error: string;
      /** With `invalid`: the error code of each failing field. */
      fields?: Partial<Record<string, ErrorCode>>;
      /** With `rate_limited`: seconds to wait, as in the Retry-After header. */
      retryAfter?: number;
    };

/** Whether an answer body is one of the relay's (a form trusts nothing else). */
export function isRelayAnswer(value: unknown): value is RelayAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { ok?: unknown; code?: unknown };
  if (answer.ok === true) return true;
  return answer.ok === false && typeof answer.code === 'string' && (RELAY_ERROR_CODES as readonly string[]).includes(answer.code);
}

/**
 * Answers after which the enquiry may have reached the staff: the form says so, does not
 * invite a resend, and keeps its Send button disabled (issue 25).
 */
export function mayHaveArrived(code: RelayErrorCode | ClientErrorCode): boolean {
  return code === 'delivery_uncertain' || code === 'timeout';
}

/** Answers after which the relay keeps the enquiry and sends it to staff later: nothing to resend. */
export function keptByRelay(code: RelayErrorCode | ClientErrorCode): boolean {
  return code === 'delivery_failed';
}
