/**
 * Enquiries per client address in a sliding window, in the memory of one function
 * instance. Several instances each keep their own count, so this stops a single
 * client hammering one instance; the shared limit in production is described in the
 * README ("Enquiries").
 */
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
