import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.server';

describe('createRateLimiter', () => {
  it('allows max hits per window, then refuses with the seconds left in the window', async () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 });
    const start = 1_000_000;
    const first = [await limiter.hit('1.2.3.4', start), await limiter.hit('1.2.3.4', start), await limiter.hit('1.2.3.4', start)];
    expect(first.map((decision) => decision.allowed)).toEqual([true, true, true]);
    expect(await limiter.hit('1.2.3.4', start + 15_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another client is counted on its own.
    expect((await limiter.hit('5.6.7.8', start + 15_000)).allowed).toBe(true);
  });

  it('starts a fresh window once the old one has ended', async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 });
    expect((await limiter.hit('ip', 0)).allowed).toBe(true);
    expect((await limiter.hit('ip', 500)).allowed).toBe(false);
    expect((await limiter.hit('ip', 1_000)).allowed).toBe(true);
  });

  it('peek tells whether the next hit would pass without counting one', async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect((await limiter.peek('ip', 0)).allowed).toBe(true);
    await limiter.hit('ip', 0);
    expect((await limiter.peek('ip', 0)).allowed).toBe(true);
    await limiter.hit('ip', 0);
    expect(await limiter.peek('ip', 0)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('reset forgets a client', async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    await limiter.hit('ip', 0);
    await limiter.reset('ip');
    expect((await limiter.hit('ip', 1)).allowed).toBe(true);
  });
});
