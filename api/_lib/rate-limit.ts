/**
 * Enquiries per client (api/_lib/client-address.ts gives the key) in two layers:
 * - in memory, a sliding window per function instance: always on, locally and as the
 *   fallback when the shared store does not answer;
 * - shared by every instance, a fixed window counted in Upstash Redis, when its
 *   variables are set (see upstash.ts and the README, "Rate limit").
 */
import type { Upstash } from './upstash.js';

export interface RateLimitOptions {
  /** Requests allowed per window (default 5). */
  limit: number;
  /** Window length (default 10 minutes). */
  windowMs: number;
  now: () => number;
  /** Addresses remembered at most; the least recently seen are forgotten first. */
  maxKeys: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key` and says whether it may go on. */
  hit(key: string): RateLimitDecision;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  limit: 5,
  windowMs: 10 * 60 * 1000,
  now: () => Date.now(),
  maxKeys: 10_000,
};

export function createRateLimiter(options: Partial<RateLimitOptions> = {}): RateLimiter {
  const { limit, windowMs, now, maxKeys } = { ...DEFAULT_RATE_LIMIT, ...options };
  // Per key, the times of its accepted requests within the window, oldest first.
  // Map order is the order of the last hit, so the first key is the stalest.
  const hits = new Map<string, number[]>();

  function forgetStale(time: number) {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! > time - windowMs && hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    hit(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000));
        return { allowed: false, retryAfterSeconds };
      }
      recent.push(time);
      hits.set(key, recent);
      if (hits.size > maxKeys) forgetStale(time);
      return { allowed: true };
    },
  };
}

export interface SharedRateLimiter {
  /** Counts one request of `key` in the shared store; rejects when the store does not answer. */
  hit(key: string): Promise<RateLimitDecision>;
}

export interface SharedRateLimitOptions {
  limit: number;
  windowMs: number;
  now: () => number;
  /** How long the store may take before the in-memory layer decides alone. */
  timeoutMs: number;
}

export const SHARED_LIMIT_TIMEOUT_MS = 800;

/**
 * A fixed window per key in Redis (INCR, then an expiry): one round trip per request. At
 * a window's edge a client can get up to twice the limit in a short time; the in-memory
 * sliding window still holds it per instance.
 */
export function createSharedRateLimiter(upstash: Upstash, options: Partial<SharedRateLimitOptions> = {}): SharedRateLimiter {
  const { limit, windowMs, now } = { ...DEFAULT_RATE_LIMIT, ...options };
  const timeoutMs = options.timeoutMs ?? SHARED_LIMIT_TIMEOUT_MS;
  return {
    async hit(key) {
      const time = now();
      const window = Math.floor(time / windowMs);
      const redisKey = `enquiry:ratelimit:${key}:${window}`;
      const [count] = await upstash.pipeline(
        [
          ['INCR', redisKey],
          ['PEXPIRE', redisKey, windowMs],
        ],
        timeoutMs,
      );
      if (typeof count !== 'number') throw new Error('Upstash: INCR did not answer a number');
      if (count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - time) / 1000)) };
    },
  };
}
