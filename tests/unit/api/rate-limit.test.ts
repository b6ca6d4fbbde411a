import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../api/_lib/rate-limit.js';

describe('the in-memory rate limit (issue 41, L9)', () => {
  it('a flood of new addresses does not give a limited one a fresh count', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time, maxKeys: 10 });
    expect([limiter.hit('10.0.0.1'), limiter.hit('10.0.0.1'), limiter.hit('10.0.0.1')].map((d) => d.allowed)).toEqual([true, true, false]);
    // 50 other addresses, five times the memory's size, within the window.
    for (let i = 0; i < 50; i += 1) {
      time += 10;
      limiter.hit(`10.0.1.${i}`);
    }
    expect(limiter.hit('10.0.0.1').allowed).toBe(false);
    // Its window over, it may send again.
    time += 60_000;
    expect(limiter.hit('10.0.0.1').allowed).toBe(true);
  });

  it('an address below its limit keeps its count while the memory has room', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time, maxKeys: 100 });
    limiter.hit('a');
    limiter.hit('a');
    for (let i = 0; i < 20; i += 1) limiter.hit(`b${i}`);
    time += 1000;
    expect([limiter.hit('a').allowed, limiter.hit('a').allowed]).toEqual([true, false]);
  });
});
