import type { RequestHandler } from 'express';
import { AppError } from './errors';

/**
 * Fixed-window counters per client key (design §4: login failures, inquiries, partner tools per client IP).
 *
 * In memory, which is right for one process (the PGlite default). Several instances behind a load balancer
 * each count on their own, so the effective limit is multiplied by the instance count; a shared store
 * (PostgreSQL) is the hardening issue's to add behind this same interface.
 */
export interface RateLimiter {
  /** Counts one hit for the key; says whether it is still within the limit. */
  hit(key: string, now?: number): RateLimitDecision;
  /** Whether the key is already over the limit, without counting (login checks before verifying). */
  peek(key: string, now?: number): RateLimitDecision;
  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): void;
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

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
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

  function decision(window: Window | undefined, now: number, allowed: boolean): RateLimitDecision {
    const retryAfterMs = window ? window.resetAt - now : windowMs;
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  return {
    hit(key, now = Date.now()) {
      sweep(now);
      let window = current(key, now);
      if (!window) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decision(window, now, window.count <= max);
    },
    peek(key, now = Date.now()) {
      const window = current(key, now);
      return decision(window, now, (window?.count ?? 0) < max);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Express middleware counting every request of a client IP (`req.ip`: the socket address unless
 * TRUST_PROXY names a proxy, so a forged X-Forwarded-For changes nothing). Over the limit: a 429 with
 * Retry-After and the given message, through the one error mapper.
 */
export function rateLimitByIp(limiter: RateLimiter, message: string): RequestHandler {
  return (req, _res, next) => {
    const { allowed, retryAfterSeconds } = limiter.hit(req.ip ?? 'unknown');
    if (!allowed) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds });
    next();
  };
}
