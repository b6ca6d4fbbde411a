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
  /** In production, what the environment lacks for the relay to run safely (empty outside production). */
  gaps: readonly ConfigGap[];
}

/** A variable production needs that is missing, or set unsafely. */
export interface ConfigGap {
  variable: string;
  problem: 'missing' | 'same_as_bot_token';
}

/** A Vercel production deployment, or NODE_ENV=production. */
export function isProduction(env: Env): boolean {
  return env.VERCEL_ENV === 'production' || env.NODE_ENV === 'production';
}

/**
 * What production needs (docs/decisions/relay.md#refuse-unsafe-settings): the bot and its chat, a secret of the
 * relay's own to seal and key what it keeps (not the bot token, which Telegram and whoever holds the bot know), and
 * a durable store shared by every instance (Upstash), for the outcomes, the limit and the enquiries kept. Without
 * any of them the relay refuses enquiries rather than keep them readable, duplicate them or lose them.
 */
export function productionGaps(env: Env): ConfigGap[] {
  const gaps: ConfigGap[] = [];
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  const secret = env.ENQUIRY_SECRET?.trim();
  if (!token) gaps.push({ variable: 'TELEGRAM_BOT_TOKEN', problem: 'missing' });
  if (!env.TELEGRAM_CHAT_ID?.trim()) gaps.push({ variable: 'TELEGRAM_CHAT_ID', problem: 'missing' });
  if (!secret) gaps.push({ variable: 'ENQUIRY_SECRET', problem: 'missing' });
  else if (secret === token) gaps.push({ variable: 'ENQUIRY_SECRET', problem: 'same_as_bot_token' });
  if (!upstashCredentials(env)) gaps.push({ variable: 'UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN', problem: 'missing' });
  return gaps;
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
  const production = isProduction(env);
  return {
    telegram: token && chatId ? { token, chatId, apiBase } : null,
    production,
    siteUrl: siteUrlOf(getCompany(), { SITE_URL: env.SITE_URL?.trim() }),
    outboxPath: isAbsolute(outbox) ? outbox : resolve(root, outbox),
    upstash: upstashCredentials(env),
    rateLimit: positiveInteger(env.ENQUIRY_RATE_LIMIT) ?? DEFAULT_RATE_LIMIT.limit,
    gaps: production ? productionGaps(env) : [],
  };
}
