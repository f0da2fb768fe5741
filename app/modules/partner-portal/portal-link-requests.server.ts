import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, DatabaseHandle, Transaction } from '~/db/client.server';
import { AppError, rateLimitedError } from '~/lib/errors';
import type { Locale } from '~/modules/i18n/locales';
import { createRateLimiter, type RateLimiter } from '~/lib/rate-limit.server';
import { createRequestSignal, startRequestJob, takeStoredRequests } from '~/lib/request-job.server';
import { notifyMailQueued } from '~/modules/mail/outbox.server';
import { accessibleListings, expiredSignInLinkEmail, queueSignInLink } from './portal-auth.service.server';
import { LINK_UNUSABLE_MESSAGE, SIGN_IN_LINK_MINUTES, SIGN_IN_LINKS_PER_ADDRESS_PER_DAY } from './portal-constants';
import { signInMailLocale } from './portal-mail.server';
import { portalLinkRequests, portalLinks } from './portal.table.server';

/*
 * "Email me a sign-in link" in two halves (decision 031). The request stores what was asked and answers:
 * the same work, rows and answer for an address on a listing and for any other, so neither the answer nor
 * its timing says which addresses are on file. The link job then looks the address up and, for a listing's
 * address only, queues the link and its email (request-job.server.ts: woken in-process at once, polling as
 * a safety net). Admin password resets work the same way (admin-password-reset-requests.server.ts).
 */

const MINUTE_MS = 60_000;
const LINK_WINDOW_MS = 15 * MINUTE_MS;
/** Requests taken per transaction: a burst is worked through in small steps. */
const BATCH = 20;
/** The safety-net poll; the in-process wake-up normally starts the job at once. */
export const LINK_REQUEST_POLL_MS = 10_000;

interface LinkLimiters {
  ip: RateLimiter;
  email: RateLimiter;
}

// Per database handle, i.e. per running app: route actions have no router factory to own them.
const limitersByDatabase = new WeakMap<DatabaseHandle, LinkLimiters>();

function limitersFor(database: DatabaseHandle, max: number): LinkLimiters {
  let limiters = limitersByDatabase.get(database);
  if (!limiters) {
    limiters = {
      ip: createRateLimiter({ max, windowMs: LINK_WINDOW_MS, shared: { database, name: 'portal-link-ip' } }),
      // The same for every address, on file or not: someone flooding one partner's inbox is stopped too.
      email: createRateLimiter({ max, windowMs: LINK_WINDOW_MS, shared: { database, name: 'portal-link-email' } }),
    };
    limitersByDatabase.set(database, limiters);
  }
  return limiters;
}

/**
 * Whether this address has had its day's sign-in links (the office's invitations included) and one of them
 * can still be used. Past the allowance a new link goes out only once the last has expired or been used: a
 * stranger asking all day cannot lock the partner out, and sends the inbox at most one link per link's life.
 * Links are purged EXPIRED_LINKS_KEPT_DAYS after they expire, so the day's are all still there.
 */
async function overDailyAllowance(tx: Transaction, email: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({
      sentToday: count(),
      oneStillUsable: sql<boolean>`coalesce(bool_or(${and(gt(portalLinks.expiresAt, now), isNull(portalLinks.usedAt))}), false)`,
    })
    .from(portalLinks)
    .where(
      and(
        eq(portalLinks.purpose, 'sign-in'),
        eq(portalLinks.email, email),
        gt(portalLinks.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE_MS)),
      ),
    );
  return (row?.sentToday ?? 0) >= SIGN_IN_LINKS_PER_ADDRESS_PER_DAY && Boolean(row?.oneStillUsable);
}

interface RequestOptions {
  email: string;
  clientIp: string;
  maxPerWindow: number;
  /** The language of the page asked from: the email's only when the address's listings disagree. */
  locale?: Locale;
  now?: Date;
}

// Wakes this process's link job when a request is stored.
const linkRequested = createRequestSignal();

/**
 * The request half: rate limited per client IP and per address, then one row stored, whatever the address.
 * The caller answers LINK_SENT_MESSAGE; nothing here depends on whether the address is on a listing.
 */
export async function requestSignInLink(
  database: DatabaseHandle,
  { email, clientIp, maxPerWindow, locale = 'en', now = new Date() }: RequestOptions,
): Promise<void> {
  const limiters = limitersFor(database, maxPerWindow);
  const normalized = email.trim().toLowerCase();
  const byIp = await limiters.ip.hit(clientIp);
  if (!byIp.allowed) throw rateLimitedError(byIp.retryAfterSeconds);
  const byEmail = await limiters.email.hit(normalized);
  if (!byEmail.allowed) throw rateLimitedError(byEmail.retryAfterSeconds);
  await database.db.insert(portalLinkRequests).values({ email: normalized, locale, requestedAt: now });
  linkRequested.wake();
}

/**
 * "Email me a new link" on an expired link's page: the same request, for the address that link was sent to,
 * never shown to whoever holds it. NOT_FOUND for a used, forged or purged link.
 */
export async function requestNewSignInLink(
  database: DatabaseHandle,
  { token, now = new Date(), ...request }: { token: string; now?: Date } & Omit<RequestOptions, 'email'>,
): Promise<void> {
  const email = await expiredSignInLinkEmail(database.db, { token, now });
  if (!email) throw new AppError('NOT_FOUND', LINK_UNUSABLE_MESSAGE);
  await requestSignInLink(database, { email, now, ...request });
}

/**
 * The job half: takes waiting requests (on PostgreSQL `skip locked`, so instances never take the same one)
 * and queues a sign-in link for each address on a listing with access; others are dropped, mailing nobody.
 * A request older than a link's life is dropped too: whoever asked has given up or asked again; so is one
 * for an address past its day's links while one of them still works (overDailyAllowance).
 * Returns how many links were queued.
 */
export async function processLinkRequests(
  db: Database,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<number> {
  const mailed = await takeStoredRequests(db, portalLinkRequests, {
    batch: BATCH,
    staleBefore: new Date(now.getTime() - SIGN_IN_LINK_MINUTES * MINUTE_MS),
    handle: async (tx, request) => {
      // Dropped like a request for an address on no listing: the requester never knows.
      if (await overDailyAllowance(tx, request.email, now)) return false;
      const listings = await accessibleListings(tx, request.email);
      const locale = signInMailLocale(listings, request.locale);
      return queueSignInLink(tx, { email: request.email, publicUrl, now, listings, locale });
    },
  });
  if (mailed > 0) notifyMailQueued();
  return mailed;
}

/** Each server process: the link job, woken by this process's requests and polling every LINK_REQUEST_POLL_MS. */
export function startPortalLinkRequests({
  db,
  log,
  publicUrl,
  pollMs = LINK_REQUEST_POLL_MS,
}: {
  db: Database;
  log: Logger;
  publicUrl: string;
  pollMs?: number;
}): { name: string; stop(): Promise<void> } {
  return startRequestJob({
    name: 'portal-link-requests',
    signal: linkRequested,
    pass: () => processLinkRequests(db, { publicUrl }),
    pollMs,
    log,
    logEvent: 'portal.sign_in_links',
  });
}
