/**
 * Property-based checks of the relay, shared by the unit tests (a few hundred runs,
 * tests/unit/api/relay.property.test.ts) and `npm run fuzz:enquiry` (10,000+ runs):
 *
 * (a) any method, headers and body bytes get a JSON answer with a documented status,
 *     and never an error of the function itself (500);
 * (b) any visitor text reaches Telegram escaped: no tag of the visitor's, and the text
 *     the staff see is exactly what was typed (cleaned and trimmed).
 */
import fc from 'fast-check';
import { readCarNames } from '../../api/_lib/car-names.js';

const carNames = Object.fromEntries([...readCarNames()].map(([id, name]) => [String(id), name]));
import { multiLine, singleLine } from '../../src/lib/enquiry/text.js';
import { TRAP_FIELD, trapFields } from '../../src/lib/enquiry/trap.js';
import { stripRelayMarkup, visibleText, type FakeTelegram } from '../../tests/support/fake-telegram.js';
import { rawRequest, type RawAnswer } from '../../tests/unit/api/support.js';

/** Every status the relay documents, 500 excluded: an `internal` answer is a bug. */
export const DOCUMENTED_STATUSES = [200, 400, 405, 413, 415, 422, 429, 502, 503] as const;

// Methods a Node server parses into a request (CONNECT is a tunnel, not a request).
const METHODS = ['POST', 'POST', 'POST', 'GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'];
// Headers that change how HTTP itself frames the message; random ones are added below.
const FRAMING = new Set([
  'content-length',
  'transfer-encoding',
  'host',
  'connection',
  'expect',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'content-type',
]);

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/);

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON;CHARSET="UTF-8"',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
  ),
  printable,
  fc.constant(undefined),
);

const weirdValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Close to a real payload, with any field missing, of the wrong type or out of range. */
const nearPayload = fc.record(
  {
    kind: fc.oneof(fc.constantFrom('contact', 'enquiry'), weirdValue),
    name: fc.oneof(fc.constantFrom('Иван', 'Anna', ' ', ''), weirdValue),
    phone: fc.oneof(fc.constantFrom('+375 29 123-45-67', '123', '+', 'abc'), weirdValue),
    email: fc.oneof(fc.constantFrom('a@b.by', 'nope', ''), weirdValue),
    message: fc.oneof(fc.string({ maxLength: 200 }), weirdValue, fc.constant('x'.repeat(2001))),
    consent: fc.oneof(fc.boolean(), weirdValue),
    [TRAP_FIELD]: fc.oneof(fc.constantFrom('', '', '', 'bot'), weirdValue),
    shownAt: fc.oneof(fc.integer(), fc.double(), weirdValue),
    sentAt: fc.oneof(fc.integer(), fc.double(), weirdValue),
    preferredContactMethod: fc.oneof(fc.constantFrom('email', 'phone'), weirdValue),
    source: fc.oneof(fc.constant('website'), weirdValue),
    carId: fc.oneof(fc.integer({ min: -5, max: 10_005 }), weirdValue),
    carName: fc.oneof(fc.constant('Zeekr 001'), weirdValue),
    lang: fc.oneof(fc.constantFrom('ru', 'en', 'pl'), weirdValue),
    page: fc.oneof(fc.constant('/'), weirdValue),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.uint8Array({ maxLength: 600 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => new TextEncoder().encode(JSON.stringify(value) ?? 'null')),
  nearPayload.map((value) => new TextEncoder().encode(JSON.stringify(value))),
  fc.integer({ min: 16 * 1024 - 64, max: 17 * 1024 }).map((size) => new TextEncoder().encode(`{"message":"${'x'.repeat(size)}"}`)),
  fc.constant(undefined),
);

export interface AnyRequest {
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
  chunked: boolean;
}

export const anyRequest: fc.Arbitrary<AnyRequest> = fc
  .record({
    method: fc.constantFrom(...METHODS),
    contentType,
    forwardedFor: fc.oneof(
      fc.constantFrom('198.51.100.1', '198.51.100.2', '198.51.100.1, 10.0.0.1', ''),
      printable,
      fc.constant(undefined),
    ),
    extra: fc.dictionary(
      token.filter((name) => !FRAMING.has(name.toLowerCase()) && name.toLowerCase() !== 'x-forwarded-for'),
      printable,
      { maxKeys: 4 },
    ),
    body,
    chunked: fc.boolean(),
  })
  .map(({ method, contentType: type, forwardedFor, extra, body: bytes, chunked }) => {
    const headers: Record<string, string> = { ...extra };
    if (type !== undefined) headers['Content-Type'] = type;
    if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor;
    return { method, headers, body: bytes, chunked: chunked && bytes !== undefined };
  });

/** What (a) demands of one answer; throws with the reason otherwise. */
export function checkAnswer(request: AnyRequest, answer: RawAnswer): void {
  if (!(DOCUMENTED_STATUSES as readonly number[]).includes(answer.status)) {
    throw new Error(`status ${answer.status} is not documented: ${answer.text.slice(0, 200)}`);
  }
  if (answer.status === 405 && answer.headers.allow !== 'POST') throw new Error('405 without Allow: POST');
  if (answer.status === 429 && !/^\d+$/.test(String(answer.headers['retry-after']))) throw new Error('429 without Retry-After');
  if (request.method === 'HEAD') return; // no body in a HEAD answer
  // A plain form's post (sent before the page's script ran) is answered with a page (docs/decisions/relay.md#before-the-script).
  const type = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (/^\s*application\/x-www-form-urlencoded\s*(;|$)/i.test(type) && String(answer.headers['content-type']).startsWith('text/html')) {
    if (!answer.text.startsWith('<!doctype html>')) throw new Error(`not a page: ${answer.text.slice(0, 200)}`);
    return;
  }
  if (!String(answer.headers['content-type']).startsWith('application/json'))
    throw new Error(`not JSON: ${answer.headers['content-type']}`);
  const json = answer.json as { ok?: unknown; code?: unknown; error?: unknown } | undefined;
  if (typeof json !== 'object' || json === null || typeof json.ok !== 'boolean') throw new Error(`no ok in ${answer.text.slice(0, 200)}`);
  if ((answer.status === 200) !== json.ok) throw new Error(`ok ${String(json.ok)} with status ${answer.status}`);
  if (!json.ok && (typeof json.code !== 'string' || typeof json.error !== 'string' || json.error.length === 0))
    throw new Error('failure without code or error');
}

/** (a) for the relay at `endpoint`. */
export function anyRequestProperty(endpoint: string) {
  return fc.asyncProperty(anyRequest, async (request) => {
    const answer = await rawRequest(endpoint, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      chunked: request.chunked,
    });
    checkAnswer(request, answer);
  });
}

// Visitor text: any Unicode, and a good share of the characters that matter to HTML.
const htmlish = fc.constantFrom(
  '<',
  '>',
  '&',
  '"',
  "'",
  '<b>',
  '</b>',
  '<a href="x">',
  '</a>',
  '&amp;',
  '&lt;',
  '<i>',
  '\n',
  ' ',
  'й',
  '😀',
  'a',
);
const anyText = (maxLength: number) =>
  fc
    .tuple(
      fc.constantFrom('A', 'Я', '<', '&', '>', '"'),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: maxLength - 1 }),
        fc.string({ unit: htmlish, maxLength: Math.floor((maxLength - 1) / 12) }),
      ),
    )
    .map(([first, rest]) => `${first}${rest}`);

export const visitorPayload = fc.record({
  kind: fc.constant('enquiry' as const),
  name: anyText(90),
  email: fc
    .string({ unit: fc.constantFrom('<', '>', '&', '"', 'a', 'й', '.', '+', '_'), minLength: 1, maxLength: 40 })
    .map((local) => `${local}@example.by`),
  phone: fc.constant('+375 29 123-45-67'),
  message: anyText(1500),
  preferredContactMethod: fc.constantFrom('email' as const, 'phone' as const),
  source: fc.constant('website' as const),
  carId: fc.constantFrom(...Object.keys(carNames).map(Number)),
  carName: anyText(110),
  consent: fc.constant(true as const),
  lang: fc.constantFrom('ru' as const, 'en' as const),
  page: anyText(250).map((text) => `/${text}`),
});

/** (b): each visitor text arrives as plain text inside the relay's own markup. */
export function escapedTextProperty(endpoint: string, telegram: FakeTelegram) {
  return fc.asyncProperty(visitorPayload, async (payload) => {
    const before = telegram.received.length;
    // As a form sends it: an empty trap and a person's timing.
    const body = JSON.stringify({ ...payload, ...trapFields('', Date.now() - 10_000) });
    const answer = await rawRequest(endpoint, { headers: { 'Content-Type': 'application/json' }, body });
    if (answer.status !== 200) throw new Error(`status ${answer.status}: ${answer.text}`);
    if (telegram.received.length !== before + 1) throw new Error(`${telegram.received.length - before} messages for one enquiry`);
    const html = telegram.received[before]!.body?.text ?? '';
    const outside = stripRelayMarkup(html);
    if (/[<>]/.test(outside)) throw new Error(`unescaped < or > in ${JSON.stringify(outside.slice(0, 300))}`);
    if (/&(?!(?:amp|lt|gt|quot);)/.test(html)) throw new Error('a bare & in the markup');
    const visible = visibleText(html);
    const expected = {
      name: singleLine(payload.name),
      email: payload.email.trim(),
      message: multiLine(payload.message),
      page: singleLine(payload.page),
      // The car is named from the catalogue, whatever the browser sent.
      carName: (carNames as Record<string, string>)[String(payload.carId)]!,
    };
    for (const [field, text] of Object.entries(expected)) {
      if (!visible.includes(text)) throw new Error(`${field} not shown as typed: ${JSON.stringify(text.slice(0, 100))}`);
    }
  });
}
