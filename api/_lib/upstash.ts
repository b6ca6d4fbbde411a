/**
 * The Redis the relay shares across its function instances (the rate limit) and keeps
 * enquiries in when Telegram cannot take them (the fallback): Upstash, over its REST API,
 * through @upstash/redis. The tests run it against a local fake of that API
 * (tests/support/fake-upstash.ts).
 *
 * Variables: UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or the KV_REST_API_URL
 * and KV_REST_API_TOKEN that Vercel's Upstash integration sets.
 */
import { Redis } from '@upstash/redis';
import type { Env } from './config.js';

export interface UpstashCredentials {
  url: string;
  token: string;
}

export function upstashCredentials(env: Env): UpstashCredentials | null {
  const url = (env.UPSTASH_REDIS_REST_URL ?? env.KV_REST_API_URL)?.trim().replace(/\/+$/, '');
  const token = (env.UPSTASH_REDIS_REST_TOKEN ?? env.KV_REST_API_TOKEN)?.trim();
  return url && token ? { url, token } : null;
}

/**
 * A client whose every request gives up after `timeoutMs` and rejects. The signal is a
 * function on purpose: given an AbortSignal itself, the client answers an aborted request
 * with the result "Aborted" instead of failing. No retries: the relay's time budget has
 * no room for them, and a counter's INCRBY sent twice would count twice.
 */
export function upstashClient({ url, token }: UpstashCredentials, timeoutMs: number): Redis {
  return new Redis({
    url,
    token,
    signal: () => AbortSignal.timeout(timeoutMs),
    retry: false,
    enableTelemetry: false,
    enableAutoPipelining: false,
  });
}
