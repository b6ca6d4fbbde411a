import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEnquiryHandler, type EnquiryHandlerOptions } from '../../../api/_lib/handler.js';
import { createRateLimiter } from '../../../api/_lib/rate-limit.js';
import { startFakeTelegram, type FakeTelegram } from '../../support/fake-telegram.js';
import type { OpenEnquiry, StoredEnquiry } from '../../../api/_lib/store.js';
import { relaySecret, unseal } from '../../../api/_lib/seal.js';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '../../../src/lib/enquiry/idempotency.js';
import { TRAP_FIELD } from '../../../src/lib/enquiry/trap.js';
import {
  contactInput,
  enquiryInput,
  fromForm,
  postJson,
  rawRequest,
  recordingLog,
  startRelayServer,
  type RelayServer,
  ATTEMPT_MS,
  BUDGET_MS,
  TEST_DELIVERY,
} from './support.js';

const TOKEN = '123456:TEST-token';
const CHAT_ID = '-1001234567890';
const delivery = TEST_DELIVERY;

let telegram: FakeTelegram;
let relay: RelayServer;
let log: ReturnType<typeof recordingLog>;
let outboxDir: string;

const RECORD_READ_MS = 5_000;

function configure(overrides: Partial<EnquiryHandlerOptions> = {}, env: Record<string, string> = {}) {
  relay.use({
    env: () => ({
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_CHAT_ID: CHAT_ID,
      TELEGRAM_API_BASE: telegram.url,
      SITE_URL: 'https://ev.example.by',
      ...env,
    }),
    projectRoot: outboxDir,
    delivery,
    log,
    // The record file's first read can outlast the store's 300 ms on busy cores; these tests are about what
    // is recorded, not about a slow store (relay-abuse.test.ts is).
    outcomeTimeoutMs: RECORD_READ_MS,
    ...overrides,
  });
}

/**
 * Posts as a person's form does: with the timing of a 10-second fill and a key of its own (a
 * new fill each time), unless the test gives its own (issue 25: without valid timing an
 * enquiry is held as suspected spam; without a key, the same fields count as a repeat).
 */
const post = (payload: unknown, headers?: Record<string, string>, from?: string) => postJson(relay.url, withTiming(payload), headers, from);
const withTiming = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && !('shownAt' in payload)
    ? { shownAt: Date.now() - 10_000, sentAt: Date.now(), [IDEMPOTENCY_FIELD]: newIdempotencyKey(), ...payload }
    : payload;
/** Posts exactly what it is given: a bot, or a page from before the forms sent their timing. */
const postRaw = (payload: unknown, from?: string) => postJson(relay.url, payload, {}, from);

/** The enquiries kept in the test's outbox file (the fallback store outside production). */
/** The relay writes only entries not delivered yet; a delivered one (written by the replay) keeps no payload. */
function outbox(file = join(outboxDir, '.outbox', 'enquiries.jsonl')): OpenEnquiry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OpenEnquiry);
}

/** The structured log lines of one event. */
function logged(event: string): Record<string, unknown>[] {
  return log.lines.filter((line) => line.startsWith(`{"event":"${event}"`)).map((line) => JSON.parse(line) as Record<string, unknown>);
}
const endpoint = () => `${relay.url}/api/enquiry`;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  relay = await startRelayServer();
});

afterAll(async () => {
  await relay.close();
  await telegram.close();
});

beforeEach(() => {
  telegram.reset();
  log = recordingLog();
  outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  configure();
});

afterEach(async () => {
  await telegram.acceptConnections();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('a good enquiry', () => {
  it('is delivered to Telegram exactly once and answered 200 {ok:true}', async () => {
    const res = await post(enquiryInput());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(telegram.received).toHaveLength(1);
    const [sent] = telegram.received;
    expect(sent!.path).toBe(`/bot${TOKEN}/sendMessage`);
    expect(sent!.contentType).toBe('application/json');
    expect(sent!.body).toMatchObject({ chat_id: CHAT_ID, parse_mode: 'HTML', disable_web_page_preview: true });
    expect(sent!.body!.text).toContain('<a href="https://ev.example.by/en/cars/zeekr-001-you">Zeekr 001 YOU</a>');
    expect(sent!.body!.text).toContain('Is the car in stock?');
  });

  it('names the car from the catalogue by its id, whatever name the browser sent', async () => {
    const res = await post(enquiryInput({ carId: 25, carName: 'FREE CAR <b>click</b>\nhttps://spam.example' }));
    expect(res.status).toBe(200);
    const text = telegram.received[0]!.body!.text!;
    expect(text).toContain('<a href="https://ev.example.by/en/cars/zeekr-001-you">Zeekr 001 YOU</a>');
    expect(text).not.toContain('FREE CAR');
    expect(text).not.toContain('spam.example');
  });

  it('answers 422 for a car id that is not in the catalogue, and sends nothing', async () => {
    const res = await post(enquiryInput({ carId: 9999 }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ ok: false, code: 'invalid', fields: { carId: 'invalid' } });
    expect(telegram.received).toHaveLength(0);
  });

  it('accepts a phone-only enquiry: no e-mail when the answer is by phone (docs/decisions/relay.md#35)', async () => {
    const { email: _email, ...phoneOnly } = enquiryInput({ preferredContactMethod: 'phone' });
    const res = await post(fromForm(phoneOnly));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(telegram.received).toHaveLength(1);
    const text = telegram.received[0]!.body!.text!;
    expect(text).toContain('<b>Предпочтительный способ связи:</b> телефон');
    expect(text).not.toContain('E-mail');
    // The method left out is phone too; an empty e-mail field is no e-mail.
    const { preferredContactMethod: _method, ...noMethod } = phoneOnly;
    expect((await post(fromForm({ ...noMethod, email: '' }))).status).toBe(200);
    expect(telegram.received).toHaveLength(2);
  });

  it('works for the contact form too', async () => {
    const res = await post(contactInput());
    expect(res.status).toBe(200);
    expect(telegram.received).toHaveLength(1);
    expect(telegram.received[0]!.body!.text).toContain('Сообщение из формы обратной связи');
  });
});

describe('Telegram faults', () => {
  it('waits retry_after on a 429, then delivers once', async () => {
    telegram.queue({ type: 'retry_after', seconds: 1 });
    const started = Date.now();
    const res = await post(enquiryInput());
    expect(res.status).toBe(200);
    expect(telegram.received.map((r) => r.behaviour)).toEqual(['retry_after', 'ok']);
    expect(telegram.received[1]!.at - telegram.received[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(BUDGET_MS);
  });

  it('does not wait a retry_after that would overrun the budget: "not sent" at once, the enquiry kept', async () => {
    telegram.queue({ type: 'retry_after', seconds: 30 });
    const started = Date.now();
    const res = await post(enquiryInput({ message: 'Keep me' }));
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ ok: false, code: 'delivery_failed' });
    expect(telegram.received).toHaveLength(1);
    // At once: far from the 30 s it was asked to wait, and less than one attempt's timeout.
    expect(Date.now() - started).toBeLessThan(ATTEMPT_MS);
    expect(outbox()).toMatchObject([{ reason: 'failed', state: 'pending', payload: { message: 'Keep me' } }]);
  });

  it('after such a 429, does not ask Telegram again until its retry_after has passed', async () => {
    telegram.queue({ type: 'retry_after', seconds: 30 });
    await post(enquiryInput(), {}, '127.0.0.2');
    const next = await post(contactInput(), {}, '127.0.0.3');
    expect(next.body).toMatchObject({ ok: false, code: 'delivery_failed' });
    expect(telegram.received).toHaveLength(1);
    expect(outbox().map((entry) => entry.reason)).toEqual(['failed', 'failed']);
  });

  it('does not retry a 5xx (the gateway may have passed it on): "may have arrived", the enquiry kept', async () => {
    telegram.queue({ type: 'server_error', status: 502 });
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ ok: false, code: 'delivery_uncertain', error: expect.stringMatching(/may have arrived.*\+375/) });
    expect(telegram.received).toHaveLength(1);
    expect(outbox()).toMatchObject([{ reason: 'uncertain', detail: expect.stringContaining('HTTP 502') }]);
  });

  it('takes HTTP 200 with "ok": false for the failure it is', async () => {
    telegram.queue({ type: 'ok_false' });
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ ok: false, code: 'delivery_failed' });
    expect(telegram.received).toHaveLength(1);
    expect(outbox()).toMatchObject([{ reason: 'failed', detail: expect.stringContaining('"ok" is not true') }]);
  });

  it('does not retry a 400', async () => {
    telegram.queue({ type: 'bad_request' });
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
    expect(telegram.received).toHaveLength(1);
  });

  it('never sends twice when Telegram hangs after receiving the request: "may have arrived"', async () => {
    telegram.queue({ type: 'hang' });
    const started = Date.now();
    const res = await post(enquiryInput());
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'delivery_uncertain' });
    expect(elapsed).toBeGreaterThanOrEqual(ATTEMPT_MS - 10);
    expect(elapsed).toBeLessThan(BUDGET_MS);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(telegram.received).toHaveLength(1);
    expect(logged('enquiry.undelivered')).toMatchObject([{ reason: 'uncertain', stored: expect.stringContaining('enquiries.jsonl') }]);
  });

  it('never sends twice when the connection drops after the request was sent', async () => {
    telegram.queue({ type: 'reset' });
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'delivery_uncertain' });
    expect(telegram.received).toHaveLength(1);
  });

  it('retries a refused connection (nothing was sent), then answers 502 within the budget', async () => {
    await telegram.refuseConnections();
    const started = Date.now();
    const res = await post(enquiryInput());
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ ok: false, code: 'delivery_failed' });
    // Two back-offs (50 + 100 ms) show that both retries were made.
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(BUDGET_MS);
    expect(log.lines.join('\n')).toMatch(/3 attempt\(s\): ECONNREFUSED/);
    expect(outbox()).toMatchObject([{ reason: 'failed' }]);
  });

  it('delivers once a refused connection is accepted again', async () => {
    await telegram.refuseConnections();
    configure({ delivery: { ...delivery, backoffMs: () => 150 } });
    const pending = post(enquiryInput());
    setTimeout(() => void telegram.acceptConnections(), 60);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(telegram.received).toHaveLength(1);
  });

  it('tells the visitor, in their language, that the message was not sent but kept, not to resend, and the phone (issue 25)', async () => {
    telegram.setDefault({ type: 'bad_request' });
    const en = await post(enquiryInput({ lang: 'en' }));
    expect(en.body.error).toMatch(/did not go through.*kept it.*no need to send it again.*call us: \+375/);
    const ru = await post(contactInput({ lang: 'ru' }));
    expect(ru.body.error).toMatch(/не ушло сразу.*сохранили.*не нужно.*позвоните нам: \+375/);
  });
});

describe('answers before Telegram', () => {
  it('405 with Allow: POST for any other method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await rawRequest(endpoint(), { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json).toMatchObject({ ok: false, code: 'method_not_allowed' });
    }
    const head = await rawRequest(endpoint(), { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(telegram.received).toHaveLength(0);
  });

  it('415 for a body that is not JSON', async () => {
    const body = JSON.stringify(contactInput());
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded; charset=latin1',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ]) {
      const res = await rawRequest(endpoint(), { headers: type ? { 'Content-Type': type } : {}, body });
      expect(res.status, type).toBe(415);
      expect(res.json).toMatchObject({ ok: false, code: 'unsupported_media_type', error: expect.any(String) });
    }
    const res = await rawRequest(endpoint(), { headers: { 'Content-Type': 'Application/JSON; Charset=UTF-8' }, body });
    expect(res.status).toBe(200);
  });

  it('413 for a body over 16 KB, declared by Content-Length', async () => {
    const body = JSON.stringify(contactInput({ message: 'x'.repeat(17 * 1024) }));
    const res = await rawRequest(endpoint(), { headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ ok: false, code: 'payload_too_large' });
  });

  it('413 for a chunked body once it passes 16 KB, without waiting for its end', async () => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(endpoint(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, agent: false });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text });
          req.destroy();
        });
      });
      req.on('error', reject);
      // 17 KB sent, and the request never ends: only a reader that counts can answer.
      req.write('{"message":"');
      req.write('x'.repeat(17 * 1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, code: 'payload_too_large' });
  });

  it('accepts a body of exactly 16 KB', async () => {
    const base = JSON.stringify(contactInput({ message: '' }));
    const padding = 16 * 1024 - Buffer.byteLength(base);
    const body = base.replace('"message":""', `"message":"a${' '.repeat(padding - 1)}"`);
    expect(Buffer.byteLength(body)).toBe(16 * 1024);
    const res = await rawRequest(endpoint(), { headers: { 'Content-Type': 'application/json' }, body, chunked: true });
    expect(res.status).toBe(200);
  });

  it('400 for malformed JSON or bytes that are not UTF-8', async () => {
    for (const body of ['{', '{"kind":"contact",}', '', 'undefined', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d])]) {
      const res = await rawRequest(endpoint(), { headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status, String(body)).toBe(400);
      expect(res.json).toMatchObject({ ok: false, code: 'bad_json' });
    }
  });

  it('422 with a code per failing field, in the payload language', async () => {
    // The sentence, then the dealer's number (content/company.yaml: never pinned here).
    const EN_CHECK = expect.stringMatching(/^Please check the highlighted fields and send again, or call us: \+[\d ()-]+\.$/);
    const RU_CHECK = expect.stringMatching(/^Проверьте отмеченные поля и отправьте ещё раз или позвоните нам: \+[\d ()-]+\.$/);
    const en = await post(enquiryInput({ name: ' ', email: 'nope', phone: '1234567890' }));
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      ok: false,
      code: 'invalid',
      error: EN_CHECK,
      fields: { name: 'required', email: 'invalid_email', phone: 'phone_country_code' },
    });
    // docs/decisions/relay.md#35: an answer by e-mail without the address.
    const { email: _email, ...withoutEmail } = enquiryInput({ preferredContactMethod: 'email', lang: 'ru' });
    for (const payload of [withoutEmail, { ...withoutEmail, email: '  ' }]) {
      const byEmail = await post(fromForm(payload));
      expect(byEmail.status).toBe(422);
      expect(byEmail.body).toEqual({ ok: false, code: 'invalid', error: RU_CHECK, fields: { email: 'required' } });
    }
    const ru = await post(contactInput({ consent: false as true }));
    expect(ru.body).toEqual({ ok: false, code: 'invalid', error: RU_CHECK, fields: { consent: 'consent_required' } });
    // docs/decisions/relay.md#36: the dialog and the subscribe box carry their own tick too; pressing Send is not consent.
    const { consent: _consent, ...unticked } = enquiryInput();
    const subscriber = { kind: 'subscribe', email: 'anna@example.by', lang: 'en', page: '/en/news' };
    const refusals = [unticked, enquiryInput({ consent: false as true }), subscriber, { ...subscriber, consent: 'yes' }];
    for (const [index, payload] of refusals.entries()) {
      // From an address of its own: this test's earlier refusals count towards the rate limit.
      const refused = await post(fromForm(payload), {}, `127.0.36.${index + 1}`);
      expect(refused.status, JSON.stringify(payload)).toBe(422);
      expect(refused.body).toEqual({
        ok: false,
        code: 'invalid',
        error: EN_CHECK,
        fields: { consent: 'consent_required' },
      });
    }
    const unknown = await post({ kind: 'order' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ fields: { kind: 'invalid' }, error: RU_CHECK });
    expect(telegram.received).toHaveLength(0);
  });

  it('429 with Retry-After after 5 enquiries from one address in 10 minutes', async () => {
    let clock = Date.UTC(2025, 0, 1);
    const now = () => clock;
    configure({ now, rateLimiter: createRateLimiter({ now }) });
    for (let i = 0; i < 5; i += 1) {
      expect((await post(contactInput(), {}, '127.0.0.7')).status).toBe(200);
      clock += 60_000;
    }
    const limited = await post(enquiryInput({ lang: 'en' }), {}, '127.0.0.7');
    expect(limited.status).toBe(429);
    // The first of the five was 5 minutes ago: its slot frees in 5 minutes.
    expect(limited.headers.get('retry-after')).toBe('300');
    expect(limited.body).toMatchObject({ ok: false, code: 'rate_limited', retryAfter: 300 });
    expect(String(limited.body.error)).toMatch(/^Too many messages/);
    expect((await post(contactInput(), {}, '127.0.0.8')).status).toBe(200);
    clock += 300_000;
    expect((await post(contactInput(), {}, '127.0.0.7')).status).toBe(200);
    expect(telegram.received).toHaveLength(7);
  });

  it('limits by the socket address: made-up X-Forwarded-For, X-Real-IP or X-Vercel-Forwarded-For headers do not escape it', async () => {
    configure({ rateLimiter: createRateLimiter({ limit: 5 }) });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const spoof = `198.18.${i >> 8}.${i & 255}`;
      const headers = { 'X-Forwarded-For': spoof, 'X-Real-IP': spoof, 'X-Vercel-Forwarded-For': spoof };
      statuses.push((await post(contactInput(), headers, '127.0.0.9')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(295);
    expect(telegram.received).toHaveLength(5);
  });

  it('200 for a filled spam trap, whatever its type, with nothing sent, nothing written and no visitor data in the log', async () => {
    configure({ rateLimiter: createRateLimiter({ limit: 100 }) });
    const trapped = [
      { ...contactInput({ name: 'Spammer Name' }), [TRAP_FIELD]: 'Best SEO' },
      { ...enquiryInput(), [TRAP_FIELD]: 'x' },
      { [TRAP_FIELD]: 'bot', kind: 'nonsense' },
      { ...contactInput(), [TRAP_FIELD]: 42 },
      { ...contactInput(), [TRAP_FIELD]: { nested: true } },
      { ...contactInput(), [TRAP_FIELD]: ['a'] },
    ];
    for (const payload of trapped) {
      const res = await post(payload);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
    configure({ env: () => ({}) });
    expect((await post({ ...contactInput(), [TRAP_FIELD]: 'Best SEO' })).status).toBe(200);
    expect(telegram.received).toHaveLength(0);
    expect(existsSync(join(outboxDir, '.outbox'))).toBe(false);
    expect(logged('enquiry.trapped')).toEqual([1, 2, 3, 4, 5, 6, 1].map((count) => ({ event: 'enquiry.trapped', trap: 'field', count })));
    expect(log.lines.join('\n')).not.toMatch(/Spammer|Best SEO|Иван|\+375/);
  });

  it('an empty trap passes, and a wrong-typed trap never earns an error that names the field', async () => {
    expect((await post({ ...contactInput(), [TRAP_FIELD]: '' })).status).toBe(200);
    expect((await post({ ...contactInput(), [TRAP_FIELD]: '  ' })).status).toBe(200);
    expect(telegram.received).toHaveLength(2);
    const res = await post({ ...contactInput({ name: '' }), [TRAP_FIELD]: 7 });
    expect(res.body).toEqual({ ok: true });
    expect(JSON.stringify(res.body)).not.toContain(TRAP_FIELD);
  });

  it('the time trap: a form sent less than 2 s after it was shown is answered like a sent one and goes nowhere', async () => {
    configure({ rateLimiter: createRateLimiter({ limit: 100 }) });
    for (const fillMs of [0, 400, 1999]) expect((await post(fromForm(contactInput(), { fillMs }))).body).toEqual({ ok: true });
    expect(telegram.received).toHaveLength(0);
    expect(logged('enquiry.trapped').map((line) => line.trap)).toEqual(['too_fast', 'too_fast', 'too_fast']);
    // A person's pace: delivered.
    for (const fillMs of [2000, 60_000]) expect((await post(fromForm(contactInput(), { fillMs }))).status).toBe(200);
    expect(telegram.received).toHaveLength(2);
  });

  it('without valid timing (none, strings, negative or impossible times): answered like a sent one, held as suspected spam, never sent (issue 25)', async () => {
    configure({ rateLimiter: createRateLimiter({ limit: 100 }) });
    const at = Date.now();
    const timings: Record<string, unknown>[] = [
      {},
      { shownAt: String(at - 10_000), sentAt: String(at) },
      { shownAt: -10_000, sentAt: -1 },
      { shownAt: at, sentAt: at - 60_000 },
      { shownAt: 1, sentAt: 20_000 },
      { shownAt: at - 10_000.5, sentAt: at },
      { shownAt: null, sentAt: at },
    ];
    for (const [index, timing] of timings.entries()) {
      const answer = await postRaw({ ...contactInput({ message: `Held ${index}` }), ...timing });
      expect(answer.body, JSON.stringify(timing)).toEqual({ ok: true });
    }
    expect(telegram.received).toHaveLength(0);
    expect(outbox().map((entry) => [entry.reason, entry.state])).toEqual(timings.map(() => ['suspected_spam', 'pending']));
    expect(outbox().map((entry) => entry.payload.kind === 'contact' && entry.payload.message)).toEqual(timings.map((_, i) => `Held ${i}`));
    // Invalid fields still get their errors, so a visitor on an old page can correct them.
    expect((await postRaw(contactInput({ name: '' }))).status).toBe(422);
  });
});

describe('without Telegram credentials', () => {
  it('writes the enquiry to the outbox and the console outside production, and answers 200', async () => {
    configure({ env: () => ({ SITE_URL: 'https://ev.example.by' }) });
    const res = await post(enquiryInput({ message: 'В outbox, пожалуйста' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const [entry, ...more] = outbox();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ reason: 'no_credentials', state: 'pending' });
    expect(entry!.payload).toMatchObject({ kind: 'enquiry', name: 'Anna', message: 'В outbox, пожалуйста', carId: 25 });
    expect(entry!.parts.join('')).toContain('Zeekr 001 YOU');
    expect(new Date(entry!.receivedAt).getTime()).not.toBeNaN();
    // The console says where it is kept, not what the visitor wrote (issue 25).
    expect(logged('enquiry.undelivered')).toMatchObject([
      { id: entry!.id, reason: 'no_credentials', stored: expect.stringContaining('enquiries.jsonl') },
    ]);
    expect(log.lines.join('\n')).not.toContain('В outbox, пожалуйста');
    await post(contactInput());
    expect(outbox()).toHaveLength(2);
    expect(telegram.received).toHaveLength(0);
  });

  it('uses ENQUIRY_OUTBOX when set', async () => {
    configure({ env: () => ({ ENQUIRY_OUTBOX: 'custom/box.jsonl', TELEGRAM_BOT_TOKEN: TOKEN }) });
    expect((await post(contactInput())).status).toBe(200);
    expect(existsSync(join(outboxDir, 'custom', 'box.jsonl'))).toBe(true);
  });

  it('answers 503 not_configured in production and reports it, never a silent success', async () => {
    const secret = { ENQUIRY_SECRET: 'relay-test-secret' };
    for (const env of [
      { VERCEL_ENV: 'production', ...secret },
      { NODE_ENV: 'production', ...secret },
      { VERCEL_ENV: 'production', TELEGRAM_CHAT_ID: CHAT_ID, ...secret },
    ]) {
      log.lines.length = 0;
      configure({ env: () => env });
      const res = await post(enquiryInput());
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, code: 'not_configured', error: expect.stringContaining('+375') });
      // With no store, the log keeps it, sealed: the replay opens it with the secret, a log reader cannot.
      const [line] = logged('enquiry.undelivered');
      expect(line).toMatchObject({ reason: 'not_configured', stored: null, sealed: expect.any(String) });
      expect(unseal<StoredEnquiry>(line!.sealed as string, relaySecret(env)!)).toMatchObject({
        payload: { name: 'Anna' },
        reason: 'not_configured',
      });
      expect(log.lines.join('\n')).not.toContain('Anna');
    }
    expect(existsSync(join(outboxDir, '.outbox'))).toBe(false);
  });
});

describe('robustness', () => {
  it('answers 500 internal in JSON when something unexpected throws', async () => {
    configure({
      rateLimiter: {
        hit() {
          throw new Error('boom');
        },
      },
    });
    const res = await post(contactInput());
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      ok: false,
      code: 'internal',
      error: expect.stringMatching(/^Что-то пошло не так.*позвоните нам: \+[\d ()-]+\.$/),
    });
  });

  it('answers 502, not 500, when TELEGRAM_API_BASE is unusable', async () => {
    configure({}, { TELEGRAM_API_BASE: 'not a url' });
    const res = await post(contactInput());
    expect(res.status).toBe(502);
    expect(log.lines.join('\n')).toContain('TELEGRAM_API_BASE is not a URL');
  });

  it('uses a body that the host has already parsed, as Vercel does', async () => {
    const handler = createEnquiryHandler({
      env: () => ({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT_ID, TELEGRAM_API_BASE: telegram.url }),
      delivery,
      log,
    });
    const preparsed = (value: () => unknown) => {
      relay.useHandler((req, res) => {
        // Like @vercel/node: the stream was consumed, `body` parses on first read.
        req.resume();
        Object.defineProperty(req, 'body', { configurable: true, get: value });
        return handler(req, res);
      });
    };
    preparsed(() => withTiming(contactInput()));
    expect((await post(contactInput())).status).toBe(200);
    preparsed(() => {
      throw new Error('Invalid JSON');
    });
    expect((await post(contactInput())).status).toBe(400);
    preparsed(() => JSON.stringify(withTiming(enquiryInput())));
    expect((await post(enquiryInput())).status).toBe(200);
    preparsed(() => ({ ...contactInput(), message: 'x'.repeat(20_000) }));
    expect((await rawRequest(endpoint(), { headers: { 'Content-Type': 'application/json' }, body: '{}', chunked: true })).status).toBe(413);
    expect(telegram.received).toHaveLength(2);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await rawRequest(`${relay.url}/api/nothing`, { method: 'GET' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ ok: false, code: 'not_found' });
  });
});

/**
 * A form posted by the browser before any script of the page ran (docs/decisions/relay.md#before-the-script):
 * urlencoded fields, the hidden kind, lang and page, the consent box's «on», no timing and no key.
 */
describe('a plain form post, sent before the page’s script', () => {
  const PERSON = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-User': '?1', 'Sec-Fetch-Mode': 'navigate' };
  const formBody = (fields: Record<string, string>) =>
    new URLSearchParams({
      kind: 'contact',
      lang: 'ru',
      page: '/contact',
      name: 'Иван',
      phone: '8 029 123 45 67',
      message: 'Перезвоните',
      consent: 'on',
      [TRAP_FIELD]: '',
      ...fields,
    }).toString();
  const postForm = (fields: Record<string, string> = {}, headers: Record<string, string> = PERSON) =>
    rawRequest(endpoint(), { headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: formBody(fields) });

  it('delivers a person’s post once, with the number in international form, and answers with a page in their language', async () => {
    const res = await postForm();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="ru">');
    expect(res.text).toMatch(/<h1>Спасибо! Заявка отправлена<\/h1>/);
    // When the dealer will call, never a bare «перезвоним» (docs/decisions/relay.md#callback-time).
    expect(res.text).toMatch(/перезвонит вам (в течение \d+\u00A0час(а|ов)|сегодня после|завтра после|в [а-я]+ после|во вторник после)/);
    expect(res.text).toContain('href="/contact#contacts"');
    expect(telegram.received).toHaveLength(1);
    const text = telegram.received[0]!.body!.text as string;
    expect(text).toContain('<a href="tel:+375291234567">+375 29 123-45-67</a> (как введено: 8 029 123 45 67)');
    // The same post again (a reload of the answer page) is a repeat: not sent twice.
    expect((await postForm()).status).toBe(200);
    expect(telegram.received).toHaveLength(1);
  });

  it('answers English for an English form', async () => {
    const res = await postForm({ lang: 'en', page: '/en' });
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('Thank you! Your enquiry has been sent');
    expect(res.text).toContain('href="/en#contacts"');
  });

  it('refuses a bad phone with a page that says what to correct, the phone as a link, and sends nothing', async () => {
    const res = await postForm({ phone: '1234567890', consent: '' });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Заявка не отправлена');
    expect(res.text).toContain('Телефон: Добавьте код страны');
    expect(res.text).toContain('Необходимо согласие');
    expect(res.text).toMatch(/позвоните нам: <a href="tel:\+\d+">\+[\d ()-]+<\/a>\./);
    expect(telegram.received).toHaveLength(0);
  });

  it('holds a post that is not a person’s navigation from the site like any request without timing: kept, never sent', async () => {
    const res = await postForm({}, {});
    expect(res.status).toBe(200);
    expect(telegram.received).toHaveLength(0);
    expect(outbox().map((entry) => entry.reason)).toEqual(['suspected_spam']);
  });

  it('sends nothing for a filled trap, and leads back only to a page of this site', async () => {
    const res = await postForm({ [TRAP_FIELD]: 'spam', page: '//evil.example/x' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
    expect(telegram.received).toHaveLength(0);
  });
});
