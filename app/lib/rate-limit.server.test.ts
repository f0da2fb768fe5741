import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.server';

describe('createRateLimiter', () => {
  it('allows max hits per window, then refuses with the seconds left in the window', () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 });
    const start = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('1.2.3.4', start).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('1.2.3.4', start + 15_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another client is counted on its own.
    expect(limiter.hit('5.6.7.8', start + 15_000).allowed).toBe(true);
  });

  it('starts a fresh window once the old one has ended', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 });
    expect(limiter.hit('ip', 0).allowed).toBe(true);
    expect(limiter.hit('ip', 500).allowed).toBe(false);
    expect(limiter.hit('ip', 1_000).allowed).toBe(true);
  });

  it('peek tells whether the next hit would pass without counting one', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.peek('ip', 0).allowed).toBe(true);
    limiter.hit('ip', 0);
    expect(limiter.peek('ip', 0).allowed).toBe(true);
    limiter.hit('ip', 0);
    expect(limiter.peek('ip', 0)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('reset forgets a client', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    limiter.hit('ip', 0);
    limiter.reset('ip');
    expect(limiter.hit('ip', 1).allowed).toBe(true);
  });
});
