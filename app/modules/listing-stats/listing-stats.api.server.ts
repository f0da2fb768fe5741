import { createHash } from 'node:crypto';
import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { isCrawler } from '~/lib/crawlers.server';
import { AppError, rateLimitedError } from '~/lib/errors';
import { clientKeyOf, createRateLimiter } from '~/lib/rate-limit.server';
import { parseInput } from '~/lib/validation';
import { listingEventParamsSchema } from './listing-event.schema';
import { recordListingEvent } from './listing-stats.service.server';

/** The per-IP ceiling's window (RATE_LIMIT_LISTING_EVENT_MAX per 10 minutes). */
export const LISTING_EVENT_IP_WINDOW_MS = 10 * 60_000;
/** One client counts at most this many of one kind for one listing per hour: a reload loop adds little. */
export const LISTING_EVENT_REPEAT_MAX = 5;
export const LISTING_EVENT_REPEAT_WINDOW_MS = 60 * 60_000;

/**
 * Whether a beacon comes from one of this site's pages: `Sec-Fetch-Site` where the browser sends it; else
 * the `Origin` a browser sends with any POST (older Safari), which must name this host. A client sending
 * neither (a script) is not a browser on another site's page: the limits below hold it.
 */
function fromOwnPage(req: express.Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false; // 'null' (a sandboxed frame, a data: page) or junk
  }
}

/**
 * POST /api/listing-events/{partnerId}/{kind} (decision 034): the public partner page's beacon. 204 when
 * counted; crawlers get 204 and are not counted; another site's page is refused (Sec-Fetch-Site); a bad
 * path is a 400, a partner not listed a 404, a client over its limits a 429. Nothing of the request is kept.
 */
export function createListingEventsApi(
  { db, database, env }: AppContext,
  { now = Date.now }: { now?: () => number } = {},
) {
  const router = express.Router();
  const byIp = createRateLimiter({
    max: env.RATE_LIMIT_LISTING_EVENT_MAX,
    windowMs: LISTING_EVENT_IP_WINDOW_MS,
    shared: { database, name: 'listing-events' },
  });
  const byListing = createRateLimiter({
    max: LISTING_EVENT_REPEAT_MAX,
    windowMs: LISTING_EVENT_REPEAT_WINDOW_MS,
    shared: { database, name: 'listing-events-repeat' },
  });

  router.post('/:partnerId/:kind', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const userAgent = req.get('user-agent');
    if (!userAgent || isCrawler(userAgent)) {
      res.status(204).end();
      return;
    }
    if (!fromOwnPage(req)) throw new AppError('FORBIDDEN', 'Only the directory’s own pages count');
    const { partnerId, kind } = parseInput(listingEventParamsSchema, req.params);
    const at = now();
    const ip = req.ip ?? 'unknown';
    const perIp = await byIp.hit(ip, at);
    if (!perIp.allowed) throw rateLimitedError(perIp.retryAfterSeconds);
    // Hashed: the shared limiter's table then holds no address next to a listing.
    const repeatKey = createHash('sha256')
      .update(`${clientKeyOf(ip)}\n${partnerId}\n${kind}`)
      .digest('base64url');
    const repeat = await byListing.hit(repeatKey, at);
    if (!repeat.allowed) throw rateLimitedError(repeat.retryAfterSeconds);
    await recordListingEvent(db, { partnerId, kind, now: new Date(at) });
    res.status(204).end();
  });

  return router;
}
