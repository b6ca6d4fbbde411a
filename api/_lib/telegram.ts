/**
 * Bot API `sendMessage` with retries that never deliver one enquiry twice.
 *
 * A retry is only made when the earlier attempt surely did not reach the chat: a 429
 * (Telegram refused it; after its `retry_after`, if that fits in the budget), or a
 * connection that failed before it was established (after a back-off). Everything
 * else that is not a success ends the attempt without a retry:
 * - `unknown`: the request went out and no clear answer came back (a timeout, a reset,
 *   a 5xx, which a gateway may give after the bot server handled the request). The
 *   message may have arrived; the visitor is told exactly that.
 * - `rejected`: Telegram refused it (a 4xx other than 429, or a 2xx whose body is not
 *   `"ok": true`, which the Bot API never sends for a delivered message).
 * - `budget`: a 429 whose `retry_after` would not end within the budget (`retryAfterMs`
 *   says how long Telegram asked to wait), or no time left for the next try.
 * - `unreachable`: no connection could be made.
 *
 * node:http(s) rather than fetch, because only the socket's own events tell "never
 * connected" (safe to retry) from "sent, no answer" (not safe).
 */
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface DeliveryOptions {
  /** Timeout of one attempt, from its start to the whole answer. */
  attemptTimeoutMs: number;
  /** Everything, retries and waits included, ends within this. */
  budgetMs: number;
  /** An absolute end (epoch ms) shared by several messages; the earlier of it and `budgetMs` applies. */
  deadline?: number;
  /** At most this many attempts after the first. */
  maxRetries: number;
  /** Wait before retry n (0-based) after a 5xx or a connection failure. */
  backoffMs: (retry: number) => number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_DELIVERY: DeliveryOptions = {
  attemptTimeoutMs: 4000,
  budgetMs: 8000,
  maxRetries: 2,
  backoffMs: (retry) => 400 * 3 ** retry,
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface TelegramTarget {
  apiBase: string;
  token: string;
  chatId: string;
}

export type DeliveryFailure =
  /** Telegram refused the message (4xx, `ok: false`), or retries ran out: not delivered. */
  | 'rejected'
  /** The request may have arrived (timeout, reset or 5xx after it was sent): not retried. */
  | 'unknown'
  /** No connection could be made: not delivered. */
  | 'unreachable'
  /** The next retry (or the wait for it) would not end within the budget: not delivered. */
  | 'budget';

export type DeliveryResult =
  | { ok: true; attempts: number; messageId?: number }
  | { ok: false; attempts: number; failure: DeliveryFailure; detail: string; retryAfterMs?: number; status?: number; description?: string };

/** Whether a failure leaves the message possibly delivered (only `unknown` does). */
export const mayHaveArrived = (failure: DeliveryFailure) => failure === 'unknown';

/**
 * Whether Telegram refused this message itself, so that another message would go (issue 41, M4): a 400 about
 * its text (entities it cannot parse, a length). Not a refusal of the bot or the chat, which every message
 * would meet: 401 (the token), 403 (the bot removed from the chat), 400 "chat not found", a group upgraded
 * to a supergroup, missing rights; nor 429 or a failure to connect.
 */
export function refusedThisMessage(result: DeliveryResult): boolean {
  if (result.ok || result.failure !== 'rejected' || result.status !== 400) return false;
  return !/chat not found|upgraded|rights|chat_id|bot was|not a member|CHAT_/i.test(result.description ?? '');
}

interface TelegramAnswer {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
  result?: { message_id?: number };
}

type AttemptOutcome =
  | { kind: 'answer'; status: number; body: TelegramAnswer | null }
  /** `connected`: the connection was up, so the request may have been delivered. */
  | { kind: 'failed'; connected: boolean; detail: string };

/**
 * A fresh connection per attempt, never a pooled one: on a reused keep-alive socket
 * that the server has just closed (or that went stale while a serverless instance was
 * frozen) the request fails after "connecting", which could not be retried safely.
 */
const agents = { http: new HttpAgent({ keepAlive: false }), https: new HttpsAgent({ keepAlive: false }) };

/** The answer body is small; anything longer is not Telegram's JSON. */
const MAX_ANSWER_BYTES = 64 * 1024;

function attempt(url: URL, body: string, timeoutMs: number): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let connected = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const isHttps = url.protocol === 'https:';
    const send = isHttps ? httpsRequest : httpRequest;
    let req: ClientRequest;
    try {
      req = send(url, {
        method: 'POST',
        agent: isHttps ? agents.https : agents.http,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Connection: 'close',
        },
      });
    } catch (error) {
      // Refused before anything was sent (e.g. an unusable TELEGRAM_API_BASE).
      resolve({ kind: 'failed', connected: false, detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    let status: number | undefined;
    const timer = setTimeout(() => {
      // Once the status line is in, Telegram has decided; a slow body does not change that.
      if (status !== undefined) finish({ kind: 'answer', status, body: null });
      else finish({ kind: 'failed', connected, detail: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);

    req.on('socket', (socket) => {
      // A socket that is already up counts as connected (the safe side: no retry).
      // Over TLS the request can only leave after the handshake.
      if (!socket.connecting) connected = true;
      else socket.once(isHttps ? 'secureConnect' : 'connect', () => (connected = true));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (status !== undefined) finish({ kind: 'answer', status, body: null });
      else finish({ kind: 'failed', connected, detail: error.code ?? error.message });
    });
    req.on('response', (res: IncomingMessage) => {
      status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      const done = () => {
        let parsed: TelegramAnswer | null = null;
        try {
          const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (typeof value === 'object' && value !== null) parsed = value as TelegramAnswer;
        } catch {
          parsed = null;
        }
        finish({ kind: 'answer', status: status ?? 0, body: parsed });
      };
      // The status line arrived: whatever happens to the rest, the status stands.
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.end(body);
  });
}

/** Sends `text` (HTML parse mode) to the chat; never throws. */
export async function sendTelegramMessage(
  target: TelegramTarget,
  text: string,
  options: Partial<DeliveryOptions> = {},
): Promise<DeliveryResult> {
  const opts: DeliveryOptions = { ...DEFAULT_DELIVERY, ...options };
  const deadline = Math.min(opts.now() + opts.budgetMs, opts.deadline ?? Infinity);
  let url: URL;
  try {
    url = new URL(`${target.apiBase}/bot${target.token}/sendMessage`);
  } catch {
    return { ok: false, attempts: 0, failure: 'rejected', detail: 'TELEGRAM_API_BASE is not a URL' };
  }
  const body = JSON.stringify({ chat_id: target.chatId, text, parse_mode: 'HTML', disable_web_page_preview: true });

  let attempts = 0;
  for (;;) {
    attempts += 1;
    const timeout = Math.min(opts.attemptTimeoutMs, Math.max(1, deadline - opts.now()));
    const outcome = await attempt(url, body, timeout);

    let wait: number;
    let failure: DeliveryResult & { ok: false };
    if (outcome.kind === 'answer') {
      const { status, body: answer } = outcome;
      const detail = `HTTP ${status}${answer?.description ? `: ${answer.description}` : ''}`;
      if (status >= 200 && status < 300) {
        // Only `"ok": true` is a delivery. A 2xx whose body never came (or is not JSON) may
        // be one; a body that says anything else is a refusal (or not Telegram at all).
        if (answer === null) return { ok: false, attempts, failure: 'unknown', detail: `${detail} without a readable body` };
        if (answer.ok !== true) return { ok: false, attempts, failure: 'rejected', detail: `${detail}, "ok" is not true` };
        const messageId = answer.result?.message_id;
        return typeof messageId === 'number' ? { ok: true, attempts, messageId } : { ok: true, attempts };
      }
      if (status === 429) {
        const retryAfter = Number(answer?.parameters?.retry_after);
        wait = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : opts.backoffMs(attempts - 1);
        failure = { ok: false, attempts, failure: 'rejected', detail, retryAfterMs: wait };
      } else if (status >= 500) {
        // The gateway answered, the bot server may still have sent it: no retry.
        return { ok: false, attempts, failure: 'unknown', detail };
      } else {
        return {
          ok: false,
          attempts,
          failure: 'rejected',
          detail,
          status,
          ...(answer?.description ? { description: answer.description } : {}),
        };
      }
    } else if (outcome.connected) {
      return { ok: false, attempts, failure: 'unknown', detail: outcome.detail };
    } else {
      failure = { ok: false, attempts, failure: 'unreachable', detail: outcome.detail };
      wait = opts.backoffMs(attempts - 1);
    }

    if (attempts > opts.maxRetries) return failure;
    // Never start a retry that could not end within the budget.
    if (opts.now() + wait + opts.attemptTimeoutMs > deadline) {
      return {
        ...failure,
        failure: failure.failure === 'unreachable' ? 'unreachable' : 'budget',
        detail: `${failure.detail}; no time left to retry`,
      };
    }
    await opts.sleep(wait);
  }
}
