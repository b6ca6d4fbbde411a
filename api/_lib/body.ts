/**
 * The request body as JSON, with the content type and the size checked first.
 *
 * Two hosts run the function, and they hand over the body differently:
 * - Vercel reads the whole body before calling the handler and defines `req.body` as a
 *   lazy getter that parses it by content type (and throws on bad JSON). The platform
 *   caps the body itself; we still check Content-Length and the parsed size.
 * - The local host, the Vite servers and the tests go through server/vercel-adapter.ts,
 *   which leaves `req.body` undefined on purpose: the stream is read here, counting
 *   bytes and stopping at the limit, so an oversized body is never buffered.
 * So: `req.body` defined → use it; otherwise read the stream.
 */
import type { IncomingMessage } from 'node:http';

export const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * How long the body may take to arrive. A form's few kilobytes take well under a second
 * even on a slow phone; a client that stops sending must not hold the function (its budget
 * is 15 s, vercel.json; the sum is pinned in tests/unit/api/relay-abuse.test.ts) nor the
 * local host.
 */
export const BODY_TIMEOUT_MS = 2000;

export type BodyResult =
  /** `form`: a plain HTML form's post (sent before the page's script ran): the fields as strings. */
  | { ok: true; value: unknown; form?: true }
  | { ok: false; reason: 'unsupported_media_type' | 'payload_too_large' | 'bad_json' | 'request_timeout' };

/** `application/json`, optionally with `charset=utf-8`; anything else is refused. */
export function isJsonContentType(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return false;
  const [type = '', ...params] = value.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-?8"?$/.test(param));
}

/**
 * `application/x-www-form-urlencoded`: what a form posts when no script of the page has run
 * (docs/decisions/relay.md#before-the-script). UTF-8 only, as the pages are.
 */
export function isFormContentType(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return false;
  const [type = '', ...params] = value.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/x-www-form-urlencoded') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-?8"?$/.test(param));
}

/** A form's fields: the first value of each name, as text (what Vercel pre-parses may hold arrays). */
function formFields(entries: Iterable<[string, unknown]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, raw] of entries) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!(name in fields) && typeof value === 'string') fields[name] = value;
  }
  return fields;
}

function parseForm(bytes: Buffer): BodyResult {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: formFields(new URLSearchParams(text).entries()), form: true };
  } catch {
    return { ok: false, reason: 'bad_json' };
  }
}

type StreamResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'payload_too_large' | 'request_timeout' | 'aborted' };

/**
 * Reads at most `limit` bytes within `timeoutMs`; one byte more and it stops listening and
 * answers too large, and a body still incomplete at the deadline answers a timeout.
 */
export function readLimited(req: IncomingMessage, limit: number, timeoutMs: number = BODY_TIMEOUT_MS): Promise<StreamResult> {
  // Read by someone else already: nothing left to read.
  if (req.readableEnded || req.destroyed) return Promise.resolve({ ok: false, reason: 'aborted' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const timer = setTimeout(() => {
      chunks.length = 0;
      // Stop the flow; the answer closes the connection (see the handler).
      req.pause();
      finish({ ok: false, reason: 'request_timeout' });
    }, timeoutMs);
    const finish = (result: StreamResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        chunks.length = 0;
        // Stop the flow; the answer closes the connection (see the handler).
        req.pause();
        finish({ ok: false, reason: 'payload_too_large' });
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => finish({ ok: true, bytes: Buffer.concat(chunks, size) });
    const onError = () => finish({ ok: false, reason: 'aborted' });
    const onClose = () => finish({ ok: false, reason: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

function parseJson(bytes: Buffer): BodyResult {
  let text: string;
  try {
    // Invalid UTF-8 is a malformed body, not something to guess at; a BOM is dropped.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'bad_json' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'bad_json' };
  }
}

/**
 * The parsed JSON body (or a plain form's fields, `form: true`), or why there is none. `aborted` (the
 * client went away) reads as bad JSON.
 */
export async function readJsonBody(
  req: IncomingMessage & { body?: unknown },
  limit: number = BODY_LIMIT_BYTES,
  timeoutMs: number = BODY_TIMEOUT_MS,
): Promise<BodyResult> {
  const form = isFormContentType(req.headers['content-type']);
  if (!form && !isJsonContentType(req.headers['content-type'])) return { ok: false, reason: 'unsupported_media_type' };
  const parse = form ? parseForm : parseJson;

  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return { ok: false, reason: 'payload_too_large' };

  let preparsed: unknown;
  try {
    preparsed = req.body;
  } catch {
    // Vercel's getter throws on malformed JSON.
    return { ok: false, reason: 'bad_json' };
  }
  if (preparsed !== undefined) {
    if (typeof preparsed === 'string' || Buffer.isBuffer(preparsed)) {
      const bytes = typeof preparsed === 'string' ? Buffer.from(preparsed) : preparsed;
      return bytes.length > limit ? { ok: false, reason: 'payload_too_large' } : parse(bytes);
    }
    // Already parsed: its re-serialized size stands in for the body's (no Content-Length with chunked uploads).
    if (Buffer.byteLength(JSON.stringify(preparsed) ?? '') > limit) return { ok: false, reason: 'payload_too_large' };
    if (form) {
      return typeof preparsed === 'object' && preparsed !== null
        ? { ok: true, value: formFields(Object.entries(preparsed)), form: true }
        : { ok: false, reason: 'bad_json' };
    }
    return { ok: true, value: preparsed };
  }

  const read = await readLimited(req, limit, timeoutMs);
  if (!read.ok) return { ok: false, reason: read.reason === 'aborted' ? 'bad_json' : read.reason };
  return parse(read.bytes);
}
