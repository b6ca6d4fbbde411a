/**
 * The relay: method, type, size, parse, rate limit, spam trap, validate, then Telegram
 * (or the outbox without credentials outside production). Every outcome is a JSON
 * answer with `ok`; nothing thrown inside reaches the host (a 500 still answers JSON).
 *
 * Built by a factory so that tests and the benchmark can inject the clock, the limits,
 * the Telegram timeouts and the environment; `api/enquiry.ts` uses the defaults.
 */
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { DEFAULT_LANG, isLang, type Lang } from '../../src/i18n/lang.js';
import { RELAY_STATUS, type RelayAnswer, type RelayErrorCode } from '../../src/lib/enquiry/answer.js';
import { validatePayload, type RelayPayload } from '../../src/lib/enquiry/schema.js';
import { BODY_LIMIT_BYTES, readJsonBody } from './body.js';
import { readConfig, type Env } from './config.js';
import { formatEnquiryMessage } from './message.js';
import { appendToOutbox } from './outbox.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';
import { sendTelegramMessage, type DeliveryOptions } from './telegram.js';
import { relayText } from './texts.js';

export interface Logger {
  info: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

export interface EnquiryHandlerOptions {
  /** The environment to read the configuration from on each request (default `process.env`). */
  env: () => Env;
  /** Base of a relative ENQUIRY_OUTBOX (default: the working directory). */
  projectRoot: string;
  now: () => number;
  rateLimiter: RateLimiter;
  delivery: Partial<DeliveryOptions>;
  bodyLimitBytes: number;
  log: Logger;
}

export type EnquiryHandler = (req: VercelRequest, res: VercelResponse) => Promise<void>;

/** The client's address: the first `x-forwarded-for` entry (set by Vercel's proxy), else the socket's. */
export function clientAddress(req: VercelRequest): string {
  const header = req.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || req.socket?.remoteAddress || 'unknown';
}

function reply(res: VercelResponse, status: number, body: RelayAnswer, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(JSON.stringify(body));
}

function fail(
  res: VercelResponse,
  lang: Lang,
  code: RelayErrorCode,
  extra: Partial<RelayAnswer & { ok: false }> = {},
  headers?: Record<string, string>,
) {
  reply(res, RELAY_STATUS[code], { ok: false, code, error: relayText(lang, code), ...extra }, headers);
}

/** The whole enquiry for the logs, so that staff can still reach a visitor whose enquiry failed. */
const forLog = (payload: RelayPayload) => JSON.stringify(payload);

export function createEnquiryHandler(overrides: Partial<EnquiryHandlerOptions> = {}): EnquiryHandler {
  const now = overrides.now ?? (() => Date.now());
  const options: EnquiryHandlerOptions = {
    env: () => process.env,
    projectRoot: process.cwd(),
    now,
    rateLimiter: overrides.rateLimiter ?? createRateLimiter({ now }),
    delivery: {},
    bodyLimitBytes: BODY_LIMIT_BYTES,
    log: console,
    ...overrides,
  };
  const { log } = options;

  async function relay(req: VercelRequest, res: VercelResponse): Promise<void> {
    if (req.method !== 'POST') {
      fail(res, DEFAULT_LANG, 'method_not_allowed', {}, { Allow: 'POST' });
      return;
    }

    const body = await readJsonBody(req, options.bodyLimitBytes);
    if (!body.ok) {
      // A body left unread is not drained: the connection closes after the answer.
      const headers: Record<string, string> = body.reason === 'payload_too_large' ? { Connection: 'close' } : {};
      fail(res, DEFAULT_LANG, body.reason, {}, headers);
      return;
    }
    const data = body.value;
    const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const lang: Lang = isLang(fields.lang) ? fields.lang : DEFAULT_LANG;

    const limit = options.rateLimiter.hit(clientAddress(req));
    if (!limit.allowed) {
      const retryAfter = limit.retryAfterSeconds;
      fail(res, lang, 'rate_limited', { retryAfter }, { 'Retry-After': String(retryAfter) });
      return;
    }

    // The spam trap (DECISIONS 27): a success for the bot, nothing sent, nothing written.
    if (typeof fields.company === 'string' && fields.company.trim() !== '') {
      reply(res, 200, { ok: true });
      return;
    }

    const valid = validatePayload(data);
    if (!valid.ok) {
      fail(res, lang, 'invalid', { fields: valid.errors });
      return;
    }
    const payload = valid.data;

    const config = readConfig(options.env(), options.projectRoot);
    const receivedAt = new Date(options.now());
    const text = formatEnquiryMessage(payload, { siteUrl: config.siteUrl, receivedAt });

    if (!config.telegram) {
      if (config.production) {
        // DECISIONS 29: in production a missing credential is an error, never a silent success.
        log.error(`[enquiry] TELEGRAM_BOT_TOKEN or TELEGRAM_CHAT_ID is not set in production; enquiry not delivered: ${forLog(payload)}`);
        fail(res, payload.lang, 'not_configured');
        return;
      }
      const line = await appendToOutbox(config.outboxPath, { receivedAt: receivedAt.toISOString(), payload, text });
      log.info(`[enquiry] no Telegram credentials: written to ${config.outboxPath}\n${line}`);
      reply(res, 200, { ok: true });
      return;
    }

    const result = await sendTelegramMessage(config.telegram, text, { now: options.now, ...options.delivery });
    if (result.ok) {
      reply(res, 200, { ok: true });
      return;
    }
    const may = result.failure === 'unknown' ? ' (it may still have arrived)' : '';
    log.error(
      `[enquiry] Telegram delivery failed after ${result.attempts} attempt(s)${may}: ${result.detail}; enquiry: ${forLog(payload)}`,
    );
    fail(res, payload.lang, 'delivery_failed');
  }

  return async function handleEnquiry(req, res) {
    try {
      await relay(req, res);
    } catch (error) {
      log.error('[enquiry] unexpected error', error);
      try {
        fail(res, DEFAULT_LANG, 'internal');
      } catch {
        res.destroy();
      }
    }
  };
}
