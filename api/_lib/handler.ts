/**
 * The relay: method, type, size, parse, rate limit, spam traps, validate, the outcome
 * record of this form fill (a repeat is answered from it: outcomes.ts), then Telegram;
 * and when Telegram cannot take an enquiry, the fallback store and one structured log
 * line, so that no enquiry that reached the function is lost (docs/decisions/relay.md, issue 13).
 * Every outcome is a JSON answer with `ok`; nothing thrown inside reaches the host.
 *
 * The answer tells the visitor the truth about delivery: `{ ok: true }` once Telegram
 * confirmed every part; `delivery_failed` when it surely did not arrive; and
 * `delivery_uncertain` when it may have (never "not sent" then).
 *
 * Built by a factory so that tests and the benchmark can inject the clock, the limits,
 * the Telegram timeouts and the environment; `api/enquiry.ts` uses the defaults.
 */
import { dirname, join } from 'node:path';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/lang.js';
import { RELAY_STATUS, type RelayAnswer, type RelayErrorCode } from '../../src/lib/enquiry/answer.js';
import { DEDUPE_WITHOUT_KEY_MS, fieldsFingerprint, IDEMPOTENCY_FIELD, isIdempotencyKey } from '../../src/lib/enquiry/idempotency.js';
import { validatePayload, type RelayPayload } from '../../src/lib/enquiry/schema.js';
import { trapVerdict, type TrapVerdict } from '../../src/lib/enquiry/trap.js';
import { getCompany } from '../../content/index.js';
import { callbackWhen } from '../../src/lib/enquiry/callback-time.js';
import { confirmedPhone } from '../../src/lib/enquiry/phone.js';
import { BODY_LIMIT_BYTES, BODY_TIMEOUT_MS, isFormContentType, readJsonBody } from './body.js';
import { answerPage, backHref, formPostPayload, isPersonsFormPost } from './form-post.js';
import { catalogueCarName } from './car-names.js';
import { clientAddress, rateLimitKey } from './client-address.js';
import { readConfig, type Env, type RelayConfig } from './config.js';
import { formatEnquiryMessage } from './message.js';
import { fileOutcomes, memoryOutcomes, OUTCOME_TIMEOUT_MS, upstashOutcomes, type Outcome, type OutcomeStore } from './outcomes.js';
import { createRateLimiter, createSharedRateLimiter, type RateLimitDecision, type RateLimiter } from './rate-limit.js';
import { keyedHash, relaySecret, seal } from './seal.js';
import {
  countSuspected,
  fileStore,
  newEnquiryId,
  SUSPECTED_PER_DAY,
  RETENTION_DAYS,
  STORE_TIMEOUT_MS,
  upstashStore,
  type EnquiryStore,
  type StoredEnquiry,
  type StoredReason,
} from './store.js';
import {
  DEFAULT_DELIVERY,
  mayHaveArrived,
  sendTelegramMessage,
  type DeliveryFailure,
  type DeliveryOptions,
  type TelegramTarget,
} from './telegram.js';
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
  /** The in-memory layer of the rate limit (one per instance). */
  rateLimiter: RateLimiter;
  delivery: Partial<DeliveryOptions>;
  bodyLimitBytes: number;
  /** How long the body may take to arrive. */
  bodyTimeoutMs: number;
  log: Logger;
  /** How long a write to the fallback store may take. */
  storeTimeoutMs: number;
  /** How long one call to the outcome store may take. */
  outcomeTimeoutMs: number;
  /** Visible length of one Telegram message (Telegram's 4096 by default; tests make it smaller to see the parts). */
  messageLimit?: number;
}

export type EnquiryHandler = (req: VercelRequest, res: VercelResponse) => Promise<void>;

/**
 * The answers to a plain form post (docs/decisions/relay.md#before-the-script) are pages, not JSON: what
 * the page needs, set once the post is recognised.
 */
const pageAnswers = new WeakMap<VercelResponse, { lang: Lang; back: string; at: Date; phone: string }>();

function reply(res: VercelResponse, status: number, body: RelayAnswer, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const page = pageAnswers.get(res);
  if (page) {
    const company = getCompany();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(
      answerPage(body, {
        lang: page.lang,
        phone: company.phone.display,
        back: page.back,
        visitorPhone: page.phone,
        when: callbackWhen(page.at, company.salesHours, company.replyWithinHours),
      }),
    );
    return;
  }
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

/** A store or a limiter that did not answer in its time. */
class WithinError extends Error {}

/** Rejects after `ms`: a store or a limiter that does not answer must not hold the function. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WithinError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What a log line says of a store's failure: its code or its kind, never its message. A store's message
 * can quote the command it refused, and that command can hold a visitor's name and phone (issue 41, M1).
 */
function errorCode(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  if (error instanceof WithinError) return 'timeout';
  const code = (error as NodeJS.ErrnoException).code ?? ((error.cause as NodeJS.ErrnoException | undefined)?.code || undefined);
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
  return error.name;
}

/** The stack of an unexpected error without its first line, which holds the message. */
const stackOf = (error: unknown) => (error instanceof Error ? (error.stack ?? '').split('\n').slice(1).join('\n') : '');

/** Where outcomes are recorded: Upstash when set, else a file beside the outbox outside production, else this instance's memory. */
function outcomeStore(config: RelayConfig, memory: OutcomeStore): OutcomeStore {
  if (config.upstash) return upstashOutcomes(config.upstash);
  return config.production ? memory : fileOutcomes(join(dirname(config.outboxPath), 'outcomes.json'));
}

const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * The store for enquiries Telegram did not take: Upstash when set and there is a secret to seal them with (never
 * readable there), else the outbox file outside production, else none.
 */
function fallbackStore(config: RelayConfig, secret: Buffer | null): EnquiryStore | null {
  if (config.upstash && secret) return upstashStore(config.upstash, [secret]);
  return config.production ? null : fileStore(config.outboxPath);
}

type Delivery = { ok: true; messageIds: number[] } | { ok: false; failure: DeliveryFailure; delivered: number; detail: string };

export function createEnquiryHandler(overrides: Partial<EnquiryHandlerOptions> = {}): EnquiryHandler {
  const now = overrides.now ?? (() => Date.now());
  const env = overrides.env ?? (() => process.env);
  const options: EnquiryHandlerOptions = {
    env,
    projectRoot: process.cwd(),
    now,
    rateLimiter: overrides.rateLimiter ?? createRateLimiter({ now, limit: readConfig(env()).rateLimit }),
    delivery: {},
    bodyLimitBytes: BODY_LIMIT_BYTES,
    bodyTimeoutMs: BODY_TIMEOUT_MS,
    log: console,
    storeTimeoutMs: STORE_TIMEOUT_MS,
    outcomeTimeoutMs: OUTCOME_TIMEOUT_MS,
    ...overrides,
  };
  const { log } = options;
  const delivery: DeliveryOptions = { ...DEFAULT_DELIVERY, now, ...options.delivery };

  // Per instance: how many enquiries fell into each trap (counted in the log, without their data).
  const trapped: Record<Exclude<TrapVerdict, 'clean' | 'no_timing'>, number> = { field: 0, too_fast: 0 };
  // Per instance, without Upstash: how many suspected enquiries were kept today.
  const suspectedToday = { day: '', count: 0 };
  const countHere = (day: string) => {
    if (suspectedToday.day !== day) Object.assign(suspectedToday, { day, count: 0 });
    return (suspectedToday.count += 1);
  };
  // Per instance: Telegram asked (429 retry_after) not to send before this time.
  let telegramQuietUntil = 0;
  // Per instance: the outcomes, where there is no shared or local store to keep them in.
  const memory = memoryOutcomes();

  async function rateLimit(req: VercelRequest, config: RelayConfig, secret: Buffer | null): Promise<RateLimitDecision> {
    const key = rateLimitKey(clientAddress(req));
    const local = options.rateLimiter.hit(key);
    // The shared store (outside the dealer's control) counts a keyed hash of the address, never the address; without
    // the secret to key it (a machine outside production), the in-memory layer alone decides.
    if (!local.allowed || !config.upstash || !secret) return local;
    const sharedKey = keyedHash(key, secret);
    try {
      return await createSharedRateLimiter(config.upstash, { limit: config.rateLimit }).hit(sharedKey);
    } catch (error) {
      // The shared store is down: the in-memory layer alone decides, and the log says so.
      log.error(JSON.stringify({ event: 'enquiry.shared_limit_unavailable', error: errorCode(error) }));
      return local;
    }
  }

  /** Sends the parts in order within one budget; stops at the first failure. */
  async function deliver(target: TelegramTarget, parts: string[]): Promise<Delivery> {
    const deadline = now() + delivery.budgetMs;
    const quiet = telegramQuietUntil - now();
    if (quiet > 0) {
      // Telegram would refuse it anyway: wait if that fits, else do not ask at all.
      if (now() + quiet + delivery.attemptTimeoutMs > deadline) {
        return { ok: false, failure: 'budget', delivered: 0, detail: `Telegram asked to wait ${Math.ceil(quiet / 1000)} s more` };
      }
      await delivery.sleep(quiet);
    }
    const messageIds: number[] = [];
    for (const [index, part] of parts.entries()) {
      const result = await sendTelegramMessage(target, part, { ...delivery, deadline });
      if (!result.ok) {
        if (result.retryAfterMs !== undefined) telegramQuietUntil = Math.max(telegramQuietUntil, now() + result.retryAfterMs);
        const detail = `part ${index + 1} of ${parts.length}, ${result.attempts} attempt(s): ${result.detail}`;
        return { ok: false, failure: result.failure, delivered: index, detail };
      }
      if (result.messageId !== undefined) messageIds.push(result.messageId);
    }
    return { ok: true, messageIds };
  }

  /**
   * Keeps an enquiry that Telegram did not (surely) take: in the fallback store when there
   * is one, and one JSON log line with its id, reason and time, never the visitor's data
   * (issue 25). Only when no store kept it does the line carry the entry, sealed with the
   * relay's secret (seal.ts), so that `npm run replay:enquiries -- --from-log <file>` can
   * still deliver it and nobody reading the logs can read it. True when something holds it:
   * the store, or the sealed line.
   */
  async function keep(config: RelayConfig, entry: StoredEnquiry, secret: Buffer | null): Promise<boolean> {
    const store = fallbackStore(config, secret);
    let stored: string | null = null;
    let storeError: string | undefined;
    if (store) {
      try {
        await within(store.save(entry, options.storeTimeoutMs), options.storeTimeoutMs, `the store ${store.name}`);
        stored = store.name;
      } catch (error) {
        storeError = errorCode(error);
      }
    }
    const sealed = stored === null && secret ? seal(entry, secret) : undefined;
    const line = JSON.stringify({
      event: 'enquiry.undelivered',
      id: entry.id,
      reason: entry.reason,
      receivedAt: entry.receivedAt,
      // What Telegram answered (no visitor data in it).
      ...(entry.detail ? { detail: entry.detail } : {}),
      stored,
      ...(storeError ? { storeError } : {}),
      ...(sealed ? { sealed } : {}),
      ...(stored === null && !sealed ? { lost: 'no store and no secret to seal it with' } : {}),
    });
    if (entry.reason === 'no_credentials' || entry.reason === 'suspected_spam') log.info(line);
    else log.error(line);
    return stored !== null || sealed !== undefined;
  }

  /**
   * Keeps suspected spam small and few (issue 41, L3): the visitor's fields without the staff message (the replay
   * writes it when a person sends one), and at most SUSPECTED_PER_DAY a day across instances (Upstash counts them,
   * else this instance); past that, one log line with the count, nothing of the enquiry.
   */
  async function keepSuspected(config: RelayConfig, kept: StoredEnquiry, secret: Buffer | null): Promise<boolean> {
    const day = new Date(now()).toISOString().slice(0, 10);
    let count = 0; // when the count is down: keeping one too many beats losing a person's enquiry
    try {
      count = config.upstash
        ? await within(countSuspected(config.upstash, day, options.outcomeTimeoutMs), options.outcomeTimeoutMs, 'the suspected count')
        : countHere(day);
    } catch {
      // the shared count did not answer
    }
    if (count > SUSPECTED_PER_DAY) {
      log.info(JSON.stringify({ event: 'enquiry.suspected_not_kept', day, count }));
      return false;
    }
    return keep(config, kept.state === 'sent' ? kept : { ...kept, parts: [] }, secret);
  }

  async function relay(req: VercelRequest, res: VercelResponse): Promise<void> {
    if (req.method !== 'POST') {
      fail(res, DEFAULT_LANG, 'method_not_allowed', {}, { Allow: 'POST' });
      return;
    }

    // A plain form's post (sent before the page's script ran) is answered with a page in the visitor's language.
    const formPost = isFormContentType(req.headers['content-type']);
    if (formPost) pageAnswers.set(res, { lang: DEFAULT_LANG, back: backHref(undefined), at: new Date(now()), phone: '' });
    const body = await readJsonBody(req, options.bodyLimitBytes, options.bodyTimeoutMs);
    if (!body.ok) {
      // A body left unread is not drained: the connection closes after the answer.
      const unread = body.reason === 'payload_too_large' || body.reason === 'request_timeout';
      const headers: Record<string, string> = unread ? { Connection: 'close' } : {};
      fail(res, DEFAULT_LANG, body.reason, {}, headers);
      return;
    }
    const data = body.form ? formPostPayload(body.value as Record<string, string>) : body.value;
    const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const lang: Lang = isLang(fields.lang) ? fields.lang : DEFAULT_LANG;
    if (formPost) {
      const phone = typeof fields.phone === 'string' ? confirmedPhone(fields.phone) : '';
      pageAnswers.set(res, { lang, back: backHref(fields.page), at: new Date(now()), phone });
    }
    const config = readConfig(options.env(), options.projectRoot);

    // The relay's secret (seal.ts): it keys the hashes and seals what is kept outside the dealer's control.
    const secret = relaySecret(options.env());
    // The spam traps (docs/decisions/relay.md#27): a success for the bot, nothing sent, nothing kept.
    let verdict = trapVerdict(data);
    // A plain form post has no timing (that needs the script): a person's own navigation from the site stands in for it.
    if (body.form && verdict === 'no_timing' && isPersonsFormPost(req.headers)) verdict = 'clean';
    if (verdict === 'field' || verdict === 'too_fast') {
      trapped[verdict] += 1;
      log.info(JSON.stringify({ event: 'enquiry.trapped', trap: verdict, count: trapped[verdict] }));
      reply(res, 200, { ok: true });
      return;
    }

    const valid = validatePayload(data);
    if (!valid.ok) {
      fail(res, lang, 'invalid', { fields: valid.errors });
      return;
    }
    let payload: RelayPayload = valid.data;
    if (payload.kind === 'enquiry') {
      // The car is named from the catalogue, never from what the browser says.
      const carName = payload.carId === undefined ? undefined : catalogueCarName(payload.carId);
      if (payload.carId !== undefined && carName === undefined) {
        fail(res, payload.lang, 'invalid', { fields: { carId: 'invalid' } });
        return;
      }
      payload = { ...payload, carName };
    }

    // Exactly once (issue 25): a repeat of this form fill (its key) or, without a key, of the
    // same fields within 10 minutes is answered from the recorded outcome and not sent again.
    const key = fields[IDEMPOTENCY_FIELD];
    const hashKey = secret ?? Buffer.from('ev-dealer outcomes');
    // The key with what was written: a fill edited after a failure (a corrected phone) is a new
    // enquiry, not a repeat, and goes to staff.
    const fingerprint = fieldsFingerprint(fields);
    const repeatId = isIdempotencyKey(key)
      ? `key:${keyedHash(`${key}\u0000${fingerprint}`, hashKey)}`
      : `fields:${keyedHash(fingerprint, hashKey)}`;
    const repeatTtl = isIdempotencyKey(key) ? RETENTION_MS : DEDUPE_WITHOUT_KEY_MS;
    const outcomes = outcomeStore(config, memory);
    let previous: Outcome | null = null;
    let recording = true;
    const claim = outcomes.begin(repeatId, options.outcomeTimeoutMs);
    try {
      previous = await within(claim, options.outcomeTimeoutMs, 'the outcome store');
    } catch (error) {
      // Without the record the enquiry still goes: a lost enquiry is worse than a repeat.
      recording = false;
      log.error(JSON.stringify({ event: 'enquiry.outcomes_unavailable', error: errorCode(error) }));
    }
    if (previous === 'delivered') {
      reply(res, 200, { ok: true });
      return;
    }
    if (previous === 'kept') {
      reply(res, 200, { ok: true, kept: true });
      return;
    }
    if (previous === 'sending') {
      // An attempt of the same enquiry is under way (a retry after a timeout, a double press): it may arrive.
      fail(res, payload.lang, 'delivery_uncertain');
      return;
    }
    const finish = (outcome: Exclude<Outcome, 'sending'> | null) =>
      within(outcomes.finish(repeatId, outcome, repeatTtl, options.outcomeTimeoutMs), options.outcomeTimeoutMs, 'the outcome store');
    const record = async (outcome: Exclude<Outcome, 'sending'> | null) => {
      if (!recording) {
        // A slow store may still claim the id after its time ran out (the local file store's first
        // read on a busy machine): the outcome follows that claim, or a reload would find it
        // `sending`. Not awaited: a store that never answers adds nothing to the visitor's wait.
        claim.then(() => finish(outcome)).catch(() => {});
        return;
      }
      try {
        await finish(outcome);
      } catch (error) {
        log.error(JSON.stringify({ event: 'enquiry.outcomes_unavailable', error: errorCode(error) }));
      }
    };

    const receivedAt = new Date(now());
    const parts = formatEnquiryMessage(payload, { siteUrl: config.siteUrl, receivedAt, limit: options.messageLimit });
    const entry = (reason: StoredReason, detail?: string): StoredEnquiry => ({
      id: newEnquiryId(),
      receivedAt: receivedAt.toISOString(),
      reason,
      ...(detail ? { detail } : {}),
      repeatId,
      payload,
      parts,
      state: 'pending',
    });

    /** Keeps it, and records it as kept when something holds it (else a resend must go through). */
    const keepAndRecord = async (kept: StoredEnquiry) => {
      const held = await keep(config, kept, secret);
      await record(held ? 'kept' : null);
      return held;
    };

    if (config.gaps.length > 0) {
      // Production without what it needs (config.ts productionGaps): refused with the phone to call, and the log
      // names what is missing. Kept only where it cannot be read: sealed with the relay's own secret, when it has one.
      log.error(
        JSON.stringify({
          event: 'enquiry.not_configured',
          missing: config.gaps.map(({ variable, problem }) => `${variable} (${problem})`),
        }),
      );
      if (secret) await keepAndRecord(entry('not_configured', `not set: ${config.gaps.map(({ variable }) => variable).join(', ')}`));
      fail(res, payload.lang, 'not_configured');
      return;
    }

    // The limit counts new fills only: a repeat was answered above, and an invalid one earlier (issue 41, L10).
    const limit = await rateLimit(req, config, secret);
    if (!limit.allowed) {
      // A valid enquiry over the limit (a family behind one carrier address, or a flood) is kept apart for a person
      // rather than lost; the visitor is told to wait. Its record is let go, so that a resend later goes through.
      await keepSuspected(config, entry('suspected_spam', 'over the rate limit'), secret);
      await record(null);
      const retryAfter = limit.retryAfterSeconds;
      fail(res, lang, 'rate_limited', { retryAfter }, { 'Retry-After': String(retryAfter) });
      return;
    }

    if (verdict === 'no_timing') {
      // No valid form timing: a bot, or a page from before the forms sent it. Answered like
      // a sent one, kept apart for a person to look at, never sent to the chat by itself.
      await record(
        (await keepSuspected(config, entry('suspected_spam', 'no valid form timing (shownAt, sentAt)'), secret)) ? 'kept' : null,
      );
      reply(res, 200, { ok: true });
      return;
    }

    if (!config.telegram) {
      // Outside production (where the credentials are among the gaps above) the outbox is the channel, so the
      // site works on a fresh machine.
      if (await keepAndRecord(entry('no_credentials'))) reply(res, 200, { ok: true });
      else fail(res, payload.lang, 'internal');
      return;
    }

    const sent = await deliver(config.telegram, parts);
    if (sent.ok) {
      await record('delivered');
      reply(res, 200, { ok: true });
      return;
    }
    const uncertain = mayHaveArrived(sent.failure) || sent.delivered > 0;
    const held = await keepAndRecord(entry(uncertain ? 'uncertain' : 'failed', sent.detail));
    // "Not sent, but kept: it will reach staff" only when something keeps it; else the visitor must send again.
    fail(res, payload.lang, uncertain ? 'delivery_uncertain' : held ? 'delivery_failed' : 'internal');
  }

  return async function handleEnquiry(req, res) {
    try {
      await relay(req, res);
    } catch (error) {
      log.error(JSON.stringify({ event: 'enquiry.unexpected_error', error: errorCode(error), stack: stackOf(error) }));
      try {
        fail(res, DEFAULT_LANG, 'internal');
      } catch {
        res.destroy();
      }
    }
  };
}
