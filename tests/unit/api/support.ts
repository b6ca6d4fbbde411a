import type { DeliveryOptions } from '../../../api/_lib/telegram.js';
/**
 * Shared by the relay tests: the handler behind a real local HTTP server, through the
 * same adapter and dispatcher as the local host, with the options of the test.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VercelApiHandler } from '@vercel/node';
import { createEnquiryHandler, type EnquiryHandlerOptions, type Logger } from '../../../api/_lib/handler.js';
import { createApiRouter } from '../../../server/api-router.js';
import type { ContactInput, EnquiryInput } from '../../../src/lib/enquiry/schema.js';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '../../../src/lib/enquiry/idempotency.js';
import { trapFields } from '../../../src/lib/enquiry/trap.js';

export interface RelayServer {
  url: string;
  /** Replaces the handler behind `/api/enquiry` (the server stays up). */
  use(options: Partial<EnquiryHandlerOptions>): void;
  useHandler(handler: VercelApiHandler): void;
  close(): Promise<void>;
}

export async function startRelayServer(): Promise<RelayServer> {
  let current: VercelApiHandler = createEnquiryHandler();
  const router = createApiRouter({ '/api/enquiry': (req, res) => current(req, res) });
  const server: Server = createServer((req, res) => void router(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    use(options) {
      current = createEnquiryHandler(options);
    },
    useHandler(handler) {
      current = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A logger that keeps what it is told, so tests stay quiet and can read it. */
export function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  };
  return { lines, info: keep, error: keep };
}

export const contactInput = (patch: Partial<ContactInput> = {}): ContactInput => ({
  kind: 'contact',
  name: 'Иван',
  phone: '+375 29 123-45-67',
  message: 'Перезвоните мне',
  consent: true,
  lang: 'ru',
  page: '/',
  ...patch,
});

export const enquiryInput = (patch: Partial<EnquiryInput> = {}): EnquiryInput => ({
  kind: 'enquiry',
  name: 'Anna',
  email: 'anna@example.by',
  phone: '+375 29 123-45-67',
  message: 'Is the car in stock?',
  preferredContactMethod: 'email',
  source: 'website',
  carId: 25,
  carName: 'Zeekr 001 YOU',
  consent: true,
  lang: 'en',
  page: '/en/cars/zeekr-001-you',
  ...patch,
});

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/**
 * A request through node:http, which (unlike fetch) sends any method, header and
 * body bytes, chunked or not. Never rejects: a connection error is status 0.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Uint8Array | string;
    chunked?: boolean;
    timeoutMs?: number;
    /** Binds the client socket to this loopback address (any of 127.0.0.0/8 on Linux). */
    localAddress?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...options.headers };
    const body =
      options.body === undefined ? undefined : typeof options.body === 'string' ? Buffer.from(options.body) : Buffer.from(options.body);
    if (body && !options.chunked && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length'))
      headers['Content-Length'] = body.length;
    const req = request(url, {
      method: options.method ?? 'POST',
      headers,
      agent: false,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    const timer = setTimeout(() => req.destroy(new Error('test timeout')), options.timeoutMs ?? 5000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = undefined;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      resolve({ status: 0, headers: {}, text: error.message, json: undefined });
    });
    if (body && options.chunked) {
      for (let offset = 0; offset < body.length; offset += 4096) req.write(body.subarray(offset, offset + 4096));
      req.end();
    } else {
      req.end(body);
    }
  });
}

/**
 * What a form adds to its payload: the empty spam trap, the timing of a person (shown 10 s
 * before sending) and the key of this form fill (a new one each call: another fill).
 */
export function fromForm<T extends object>(
  payload: T,
  { fillMs = 10_000, at = Date.now(), key = newIdempotencyKey() } = {},
): T & Record<string, unknown> {
  return { ...payload, ...trapFields('', at - fillMs, at), [IDEMPOTENCY_FIELD]: key };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/**
 * POSTs a JSON payload the way the forms do. `from` binds the client socket to that
 * loopback address (any of 127.0.0.0/8 on Linux), so a test can be several clients
 * without a header the host would overwrite anyway.
 */
export async function postJson(base: string, payload: unknown, headers: Record<string, string> = {}, from?: string): Promise<JsonAnswer> {
  const answer = await rawRequest(`${base}/api/enquiry`, {
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(payload),
    localAddress: from,
  });
  if (answer.status === 0) throw new Error(answer.text);
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return { status: answer.status, headers: responseHeaders, body: answer.json as Record<string, unknown> };
}

/**
 * The relay's delivery timings in these tests: shorter than the defaults, so the fault tests are
 * fast, with the same logic. An attempt still gets a full second: beside the browser tests on two
 * cores, 300 ms once timed out a healthy fake Telegram (CI: a phone-only enquiry answered 502).
 */
export const ATTEMPT_MS = 1000;
export const BUDGET_MS = 4000;
export const TEST_DELIVERY: Partial<DeliveryOptions> = {
  attemptTimeoutMs: ATTEMPT_MS,
  budgetMs: BUDGET_MS,
  maxRetries: 2,
  backoffMs: (retry) => 50 * (retry + 1),
};
