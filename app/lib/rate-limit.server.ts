import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { Database, DatabaseHandle, Transaction } from '~/db/client.server';
import { rateLimitedError } from './errors';
import { rateLimits } from './rate-limit.table.server';

/**
 * Fixed-window counters per client key (design §4: login failures, inquiries, partner tools per client IP).
 *
 * Two stores behind one interface (docs/decisions/003-rate-limit-store.md): in memory for one process (the
 * PGlite default), or the `rate_limits` table when the database is PostgreSQL, so several instances behind
 * a load balancer share one count and the limit stays global. Async because the shared store is.
 */
export interface RateLimiter {
  /**
   * Counts one hit for the key; says whether it is still within the limit. `within`: the transaction to
   * count in (PostgreSQL), so a write that must not count when it fails counts with it, on its connection.
   */
  hit(key: string, now?: number, within?: Transaction): Promise<RateLimitDecision>;
  /**
   * Takes back one hit of the key's current window: a login attempt is counted before the password is
   * checked (so concurrent guesses cannot all pass a check made before any is counted), and given back
   * when it turns out not to be a failure.
   */
  giveBack(key: string, now?: number): Promise<void>;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends; what a 429's Retry-After says. */
  retryAfterSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export interface RateLimiterOptions {
  max: number;
  windowMs: number;
  /**
   * With a PostgreSQL database: count in its `rate_limits` table under `name` (which keeps limiters apart).
   * Without (or with PGlite, one process by design): in memory.
   */
  shared?: { database: DatabaseHandle; name: string };
}

export function createRateLimiter({ max, windowMs, shared }: RateLimiterOptions): RateLimiter {
  const limiter =
    shared?.database.kind === 'postgres'
      ? createPostgresRateLimiter({ max, windowMs, ...shared })
      : createMemoryRateLimiter({ max, windowMs });
  return {
    hit: (key, now, within) => limiter.hit(clientKeyOf(key), now, within),
    giveBack: (key, now) => limiter.giveBack(clientKeyOf(key), now),
  };
}

/** IPv4 embedded in IPv6 (`::ffff:a.b.c.d` from a dual-stack socket, NAT64's 64:ff9b::/96): one IPv4 client each. */
const IPV4_IN_IPV6 = /^(?:0:0:0:0:0:ffff|64:ff9b:0:0:0:0):/;

/**
 * The key a client IP is counted under: an IPv6 address counts as its /64, since one subscriber or server
 * is given a whole /64 and would otherwise get a fresh budget per address. IPv4 addresses, IPv4 clients
 * seen through IPv6 and keys that are not IP addresses (emails, hashes) are counted as they are.
 */
export function clientKeyOf(key: string): string {
  if (isIP(key.split('%')[0] ?? '') !== 6) return key;
  // The URL parser writes any IPv6 spelling one way, dotted IPv4 tails as hex: '[::ffff:c000:201]'.
  const compact = new URL(`http://[${key.split('%')[0]}]`).hostname.slice(1, -1);
  const [left = '', right] = compact.split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  const groups =
    right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  if (IPV4_IN_IPV6.test(groups.join(':'))) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function decision(window: Window | undefined, now: number, allowed: boolean, windowMs: number): RateLimitDecision {
  const retryAfterMs = window ? window.resetAt - now : windowMs;
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

function createMemoryRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, Window>();
  let nextSweepAt = 0;

  /** Drops expired windows now and then, so a stream of distinct IPs cannot grow the map without bound. */
  function sweep(now: number) {
    if (now < nextSweepAt) return;
    nextSweepAt = now + windowMs;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  function current(key: string, now: number): Window | undefined {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  return {
    async hit(key, now = Date.now()) {
      sweep(now);
      let window = current(key, now);
      if (!window) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decision(window, now, window.count <= max, windowMs);
    },
    async giveBack(key, now = Date.now()) {
      const window = current(key, now);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * One row per key; a hit is one atomic upsert (a new or expired window starts at 1, a live one adds 1), so
 * concurrent hits from several instances never lose a count. The window end comes from the app's clock
 * (instances are assumed NTP-synchronised; a skew of seconds only shifts a window's end).
 */
function createPostgresRateLimiter({
  max,
  windowMs,
  database,
  name,
}: {
  max: number;
  windowMs: number;
  database: DatabaseHandle;
  name: string;
}): RateLimiter {
  const { db } = database;
  const rowKey = (key: string) => `${name}:${key}`;
  let nextSweepAt = 0;

  /** Expired rows are dead weight: each instance deletes them once per window. */
  async function sweep(now: number, on: Database | Transaction) {
    if (now < nextSweepAt) return;
    nextSweepAt = now + windowMs;
    await on.delete(rateLimits).where(sql`${rateLimits.key} like ${`${name}:%`} and ${rateLimits.resetAtMs} <= ${now}`);
  }

  return {
    async hit(key, now = Date.now(), within) {
      const on = within ?? db;
      await sweep(now, on);
      const [row] = await on
        .insert(rateLimits)
        .values({ key: rowKey(key), count: 1, resetAtMs: now + windowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAtMs} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
            resetAtMs: sql`case when ${rateLimits.resetAtMs} <= ${now} then excluded.reset_at_ms else ${rateLimits.resetAtMs} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAtMs });
      if (!row) throw new Error(`rate limit upsert returned no row for ${name}`);
      return decision(row, now, row.count <= max, windowMs);
    },
    async giveBack(key, now = Date.now()) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${rowKey(key)} and ${rateLimits.resetAtMs} > ${now}`);
    },
  };
}

/**
 * Express middleware counting every request of a client IP (`req.ip`: the socket address unless
 * TRUST_PROXY names a proxy, so a forged X-Forwarded-For changes nothing). Over the limit: a 429 with
 * Retry-After and the one message saying how long to wait, through the one error mapper.
 */
export function rateLimitByIp(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    const { allowed, retryAfterSeconds } = await limiter.hit(req.ip ?? 'unknown');
    if (!allowed) throw rateLimitedError(retryAfterSeconds);
    next();
  };
}
