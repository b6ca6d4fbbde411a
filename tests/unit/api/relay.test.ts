// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEnquiryHandler, type EnquiryHandlerOptions } from '../../../api/_lib/handler.js';
import { createRateLimiter } from '../../../api/_lib/rate-limit.js';
import type { DeliveryOptions } from '../../../api/_lib/telegram.js';
import { startFakeTelegram, type FakeTelegram } from '../../support/fake-telegram.js';
import { contactInput, enquiryInput, postJson, rawRequest, recordingLog, startRelayServer, type RelayServer } from './support.js';

const TOKEN = '123456:TEST-token';
const CHAT_ID = '-1001234567890';
// Small timings keep the fault tests fast; the logic is the same as with the defaults.
const delivery: Partial<DeliveryOptions> = { attemptTimeoutMs: 300, budgetMs: 1500, maxRetries: 2, backoffMs: (retry) => 50 * (retry + 1) };

let telegram: FakeTelegram;
let relay: RelayServer;
let log: ReturnType<typeof recordingLog>;
let outboxDir: string;

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
    ...overrides,
  });
}

const post = (payload: unknown, headers?: Record<string, string>) => postJson(relay.url, payload, headers);
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
    expect(sent!.body!.text).toContain('<a href="https://ev.example.by/en/cars/zeekr-001">Zeekr 001</a>');
    expect(sent!.body!.text).toContain('Is the car in stock?');
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
    configure({ delivery: { ...delivery, budgetMs: 2500 } });
    const started = Date.now();
    const res = await post(enquiryInput());
    expect(res.status).toBe(200);
    expect(telegram.received.map((r) => r.behaviour)).toEqual(['retry_after', 'ok']);
    expect(telegram.received[1]!.at - telegram.received[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('does not wait a retry_after that would overrun the budget: 502 at once', async () => {
    telegram.queue({ type: 'retry_after', seconds: 30 });
    const started = Date.now();
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ ok: false, code: 'delivery_failed' });
    expect(telegram.received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('backs off and retries a 5xx, at most twice', async () => {
    telegram.queue({ type: 'server_error' }, { type: 'server_error', status: 502 });
    const res = await post(enquiryInput());
    expect(res.status).toBe(200);
    expect(telegram.received.map((r) => r.behaviour)).toEqual(['server_error', 'server_error', 'ok']);
  });

  it('gives up with 502 after three 5xx answers, within the budget', async () => {
    telegram.setDefault({ type: 'server_error' });
    const started = Date.now();
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ ok: false, code: 'delivery_failed' });
    expect(telegram.received).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(log.lines.join('\n')).toContain('Telegram delivery failed after 3 attempt(s)');
  });

  it('does not retry a 400', async () => {
    telegram.queue({ type: 'bad_request' });
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
    expect(telegram.received).toHaveLength(1);
  });

  it('never sends twice when Telegram hangs after receiving the request', async () => {
    telegram.queue({ type: 'hang' });
    const started = Date.now();
    const res = await post(enquiryInput());
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(telegram.received).toHaveLength(1);
    expect(log.lines.join('\n')).toContain('it may still have arrived');
  });

  it('never sends twice when the connection drops after the request was sent', async () => {
    telegram.queue({ type: 'reset' });
    const res = await post(enquiryInput());
    expect(res.status).toBe(502);
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
    expect(elapsed).toBeLessThan(1500);
    expect(log.lines.join('\n')).toMatch(/after 3 attempt\(s\): ECONNREFUSED/);
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

  it('tells the visitor, in their language, that the message was not sent and to call', async () => {
    telegram.setDefault({ type: 'bad_request' });
    const en = await post(enquiryInput({ lang: 'en' }));
    expect(en.body.error).toMatch(/could not be sent.*call us: \+375/);
    const ru = await post(contactInput({ lang: 'ru' }));
    expect(ru.body.error).toMatch(/Не удалось отправить.*позвоните нам: \+375/);
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
      'application/x-www-form-urlencoded',
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
    const en = await post(enquiryInput({ name: ' ', email: 'nope', phone: '123' }));
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      ok: false,
      code: 'invalid',
      error: 'Please check the highlighted fields.',
      fields: { name: 'required', email: 'invalid_email', phone: 'invalid_phone' },
    });
    const ru = await post(contactInput({ consent: false as true }));
    expect(ru.body).toEqual({ ok: false, code: 'invalid', error: 'Проверьте отмеченные поля.', fields: { consent: 'consent_required' } });
    const unknown = await post({ kind: 'order' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ fields: { kind: 'invalid' }, error: 'Проверьте отмеченные поля.' });
    expect(telegram.received).toHaveLength(0);
  });

  it('429 with Retry-After after 5 enquiries from one address in 10 minutes', async () => {
    let clock = Date.UTC(2025, 0, 1);
    const now = () => clock;
    configure({ now, rateLimiter: createRateLimiter({ now }) });
    for (let i = 0; i < 5; i += 1) {
      expect((await post(contactInput(), { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' })).status).toBe(200);
      clock += 60_000;
    }
    const limited = await post(enquiryInput({ lang: 'en' }), { 'X-Forwarded-For': '203.0.113.7' });
    expect(limited.status).toBe(429);
    // The first of the five was 5 minutes ago: its slot frees in 5 minutes.
    expect(limited.headers.get('retry-after')).toBe('300');
    expect(limited.body).toMatchObject({ ok: false, code: 'rate_limited', retryAfter: 300 });
    expect(String(limited.body.error)).toMatch(/^Too many messages/);
    expect((await post(contactInput(), { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(200);
    clock += 300_000;
    expect((await post(contactInput(), { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(200);
    expect(telegram.received).toHaveLength(7);
  });

  it('limits by the socket address when there is no X-Forwarded-For', async () => {
    configure({ rateLimiter: createRateLimiter({ limit: 1 }) });
    expect((await post(contactInput())).status).toBe(200);
    expect((await post(contactInput())).status).toBe(429);
  });

  it('200 for a filled spam trap, with nothing sent and nothing written', async () => {
    for (const payload of [contactInput({ company: 'Best SEO' }), enquiryInput({ company: 'x' }), { company: 'bot', kind: 'nonsense' }]) {
      const res = await post(payload);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
    configure({ env: () => ({}) });
    expect((await post(contactInput({ company: 'Best SEO' }))).status).toBe(200);
    expect(telegram.received).toHaveLength(0);
    expect(existsSync(join(outboxDir, '.outbox'))).toBe(false);
  });
});

describe('without Telegram credentials', () => {
  it('writes the enquiry to the outbox and the console outside production, and answers 200', async () => {
    configure({ env: () => ({ SITE_URL: 'https://ev.example.by' }) });
    const res = await post(enquiryInput({ message: 'В outbox, пожалуйста' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const file = join(outboxDir, '.outbox', 'enquiries.jsonl');
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { receivedAt: string; payload: Record<string, unknown>; text: string };
    expect(entry.payload).toMatchObject({ kind: 'enquiry', name: 'Anna', message: 'В outbox, пожалуйста', carId: 12 });
    expect(entry.text).toContain('Zeekr 001');
    expect(new Date(entry.receivedAt).getTime()).not.toBeNaN();
    expect(log.lines.join('\n')).toContain('В outbox, пожалуйста');
    await post(contactInput());
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(telegram.received).toHaveLength(0);
  });

  it('uses ENQUIRY_OUTBOX when set', async () => {
    configure({ env: () => ({ ENQUIRY_OUTBOX: 'custom/box.jsonl', TELEGRAM_BOT_TOKEN: TOKEN }) });
    expect((await post(contactInput())).status).toBe(200);
    expect(existsSync(join(outboxDir, 'custom', 'box.jsonl'))).toBe(true);
  });

  it('answers 503 not_configured in production and reports it, never a silent success', async () => {
    for (const env of [{ VERCEL_ENV: 'production' }, { NODE_ENV: 'production' }, { VERCEL_ENV: 'production', TELEGRAM_CHAT_ID: CHAT_ID }]) {
      log.lines.length = 0;
      configure({ env: () => env });
      const res = await post(enquiryInput());
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, code: 'not_configured', error: expect.stringContaining('+375') });
      expect(log.lines.join('\n')).toContain('TELEGRAM_BOT_TOKEN or TELEGRAM_CHAT_ID is not set in production');
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
    expect(res.body).toMatchObject({ ok: false, code: 'internal', error: 'Что-то пошло не так. Попробуйте ещё раз' });
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
    preparsed(() => contactInput());
    expect((await post(contactInput())).status).toBe(200);
    preparsed(() => {
      throw new Error('Invalid JSON');
    });
    expect((await post(contactInput())).status).toBe(400);
    preparsed(() => JSON.stringify(enquiryInput()));
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
