/**
 * Enquiries per client (api/_lib/client-address.ts gives the key) in two layers:
 * - in memory, a sliding window per function instance: always on, locally and as the
 *   fallback when the shared store does not answer;
 * - shared by every instance, a fixed window counted in Upstash Redis, when its
 *   variables are set (see upstash.ts and the README, "Rate limit").
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Ratelimit } from '@upstash/ratelimit';
import { RATE_LIMIT_WINDOW_MINUTES } from '../../src/lib/enquiry/limits.js';
import { upstashClient, type UpstashCredentials } from './upstash.js';

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
  windowMs: RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
  now: () => Date.now(),
  maxKeys: 10_000,
};

export function createRateLimiter(options: Partial<RateLimitOptions> = {}): RateLimiter {
  const { limit, windowMs, now, maxKeys } = { ...DEFAULT_RATE_LIMIT, ...options };
  // Per key, the times of its accepted requests within the window, oldest first.
  // Map order is the order of the last hit, so the first key is the stalest.
  const hits = new Map<string, number[]>();
  // The memory keeps a keyed hash of each address, never the address (issue 41, L9); the key lives as long as the instance.
  const salt = randomBytes(32);
  const hashed = (key: string) => createHmac('sha256', salt).update(key).digest('base64url');

  /**
   * Forgets the keys whose last hit left the window (the stalest come first), on every hit; then, while still
   * over `maxKeys`, the stalest keys that are not at their limit. A limited key is never forgotten before its
   * window ends: evicting it would give its sender a fresh count (issue 41, L9).
   */
  function sweep(time: number) {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! > time - windowMs) break;
      hits.delete(key);
    }
    if (hits.size <= maxKeys) return;
    for (const [key, times] of hits) {
      if (hits.size <= maxKeys) break;
      if (times.filter((at) => at > time - windowMs).length < limit) hits.delete(key);
    }
  }

  return {
    hit(address) {
      const key = hashed(address);
      const time = now();
      sweep(time);
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000));
        return { allowed: false, retryAfterSeconds };
      }
      recent.push(time);
      hits.set(key, recent);
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
  /** How long the store may take before the in-memory layer decides alone. */
  timeoutMs: number;
}

export const SHARED_LIMIT_TIMEOUT_MS = 800;

/**
 * @upstash/ratelimit's fixed window per key (a Lua script: INCRBY, and an expiry on the
 * first hit): one round trip per request (EVALSHA; a second, EVAL, only when the database
 * does not know the script yet). The keys are the ones the relay wrote before it used the
 * library (`enquiry:ratelimit:<client>:<window>`). At a window's edge a client can get up to twice
 * the limit in a short time; the in-memory sliding window still holds it per instance.
 * The library's own timeout is off: it would let the request through silently, where the
 * relay wants the store's silence to reject, be logged, and leave the decision to the
 * in-memory layer (the client's timeout does that). Its in-memory block cache is off too:
 * the in-memory layer is ours, and a limiter is made per request.
 */
export function createSharedRateLimiter(credentials: UpstashCredentials, options: Partial<SharedRateLimitOptions> = {}): SharedRateLimiter {
  const { limit, windowMs } = { ...DEFAULT_RATE_LIMIT, ...options };
  const ratelimit = new Ratelimit({
    redis: upstashClient(credentials, options.timeoutMs ?? SHARED_LIMIT_TIMEOUT_MS),
    limiter: Ratelimit.fixedWindow(limit, `${windowMs} ms`),
    prefix: 'enquiry:ratelimit',
    timeout: 0,
    ephemeralCache: false,
    analytics: false,
    enableTelemetry: false,
  });
  return {
    async hit(key) {
      const { success, reset } = await ratelimit.limit(key);
      if (success) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((reset - Date.now()) / 1000)) };
    },
  };
}
