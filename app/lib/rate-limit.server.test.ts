import { describe, expect, it } from 'vitest';
import { clientKeyOf, createRateLimiter } from './rate-limit.server';

describe('createRateLimiter', () => {
  it('allows max hits per window, then refuses with the seconds left in the window', async () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 });
    const start = 1_000_000;
    const first = [
      await limiter.hit('1.2.3.4', start),
      await limiter.hit('1.2.3.4', start),
      await limiter.hit('1.2.3.4', start),
    ];
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

  it('giveBack takes back one hit of the current window, never below none', async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    await limiter.hit('ip', 0);
    await limiter.hit('ip', 0);
    await limiter.giveBack('ip', 1);
    expect((await limiter.hit('ip', 2)).allowed).toBe(true);
    expect(await limiter.hit('ip', 3)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Given back more often than hit: the next window still starts from nothing, not from a debt.
    const other = createRateLimiter({ max: 1, windowMs: 60_000 });
    await other.hit('ip', 0);
    await other.giveBack('ip', 0);
    await other.giveBack('ip', 0);
    expect((await other.hit('ip', 1)).allowed).toBe(true);
    expect((await other.hit('ip', 2)).allowed).toBe(false);
  });

  it('counts an IPv6 client by its /64: new addresses of one network get no fresh budget', async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect((await limiter.hit('2001:db8:5:6::1', 0)).allowed).toBe(true);
    expect((await limiter.hit('2001:db8:5:6:aaaa:bbbb:cccc:dddd', 0)).allowed).toBe(true);
    expect((await limiter.hit('2001:DB8:5:6::ffff', 0)).allowed).toBe(false);
    expect(await limiter.hit('2001:db8:5:6::2', 0)).toMatchObject({ allowed: false });
    // The next network is another client; so is each IPv4 client, also when seen through a dual-stack socket.
    expect((await limiter.hit('2001:db8:5:7::1', 0)).allowed).toBe(true);
    await limiter.hit('::ffff:192.0.2.1', 0);
    await limiter.hit('192.0.2.1', 0);
    expect((await limiter.hit('::ffff:192.0.2.1', 0)).allowed).toBe(false);
    expect((await limiter.hit('::ffff:192.0.2.2', 0)).allowed).toBe(true);
    // Given back under another address of the network: the network's count.
    for (let time = 0; time < 3; time += 1) await limiter.giveBack('2001:db8:5:6::3', 1);
    expect((await limiter.hit('2001:db8:5:6::1', 1)).allowed).toBe(true);
  });
});

describe('clientKeyOf', () => {
  it('writes every spelling of one /64 the same and leaves other keys as they are', () => {
    expect(clientKeyOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('64:ff9b::198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('owner@example.com')).toBe('owner@example.com');
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
