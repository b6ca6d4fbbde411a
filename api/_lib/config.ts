/**
 * The relay's settings, read from the environment on each request (cheap, and a test
 * or the benchmark can point it elsewhere without reloading modules).
 */
import { isAbsolute, resolve } from 'node:path';
import { getCompany, siteUrlOf } from '../../content/index.js';
import { DEFAULT_RATE_LIMIT } from './rate-limit.js';
import { upstashCredentials, type UpstashCredentials } from './upstash.js';

export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org';
export const DEFAULT_OUTBOX = '.outbox/enquiries.jsonl';

export interface TelegramCredentials {
  token: string;
  chatId: string;
  apiBase: string;
}

export interface RelayConfig {
  /** Both credentials set; otherwise null. */
  telegram: TelegramCredentials | null;
  /** A Vercel production deployment, or NODE_ENV=production: a missing credential is then an error. */
  production: boolean;
  /** Public origin for the car links in the staff message, without a trailing slash. */
  siteUrl: string;
  /** Absolute path of the outbox file: the store outside production when Upstash is not set. */
  outboxPath: string;
  /** The shared store (rate limit and fallback), when its variables are set. */
  upstash: UpstashCredentials | null;
  /** Enquiries allowed per client in the rate limit's window (ENQUIRY_RATE_LIMIT, default 5). */
  rateLimit: number;
}

export type Env = Record<string, string | undefined>;

function positiveInteger(text: string | undefined): number | undefined {
  const value = Number(text?.trim());
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** `root` is the project root for a relative outbox path (the working directory on Vercel). */
export function readConfig(env: Env, root: string = process.cwd()): RelayConfig {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  const chatId = env.TELEGRAM_CHAT_ID?.trim();
  const apiBase = (env.TELEGRAM_API_BASE?.trim() || DEFAULT_TELEGRAM_API_BASE).replace(/\/+$/, '');
  const outbox = env.ENQUIRY_OUTBOX?.trim() || DEFAULT_OUTBOX;
  return {
    telegram: token && chatId ? { token, chatId, apiBase } : null,
    production: env.VERCEL_ENV === 'production' || env.NODE_ENV === 'production',
    siteUrl: siteUrlOf(getCompany(), { SITE_URL: env.SITE_URL?.trim() }),
    outboxPath: isAbsolute(outbox) ? outbox : resolve(root, outbox),
    upstash: upstashCredentials(env),
    rateLimit: positiveInteger(env.ENQUIRY_RATE_LIMIT) ?? DEFAULT_RATE_LIMIT.limit,
  };
}
