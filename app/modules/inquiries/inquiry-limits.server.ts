import { createHash } from 'node:crypto';
import type { DatabaseHandle, Transaction } from '~/db/client.server';
import { AppError, rateLimitedError, tooManyAttemptsMessage } from '~/lib/errors';
import type { Env } from '~/lib/env.server';
import { createRateLimiter, type RateLimiter } from '~/lib/rate-limit.server';
import { CONFIRMATIONS_PER_MAILBOX_PER_DAY } from './inquiry-confirmation-limit';
import type { InquiryInput } from './inquiry.schema';

/** The per-IP ceiling's window (RATE_LIMIT_INQUIRY_MAX per 10 minutes). */
export const INQUIRY_IP_WINDOW_MS = 10 * 60_000;
/** The per partner and sender window (RATE_LIMIT_INQUIRY_SENDER_MAX per hour). */
export const INQUIRY_SENDER_WINDOW_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Two counts (decision 029): a generous ceiling per client IP, since strangers behind one carrier NAT share
 * an address, and a tight one per partner and sender email, which is what stops one person repeating
 * themselves. A family writing to six partners in an evening meets neither.
 */
export interface InquiryLimits {
  byIp: RateLimiter;
  bySender: RateLimiter;
  confirmationsTo: RateLimiter;
}

type LimitSettings = Pick<Env, 'RATE_LIMIT_INQUIRY_MAX' | 'RATE_LIMIT_INQUIRY_SENDER_MAX'>;

// The API and the no-JavaScript page count together, so they share the counters of one running app (its
// database handle); a test app with other limits gets its own.
const limitsByDatabase = new WeakMap<DatabaseHandle, Map<string, InquiryLimits>>();

export function inquiryLimitsFor(database: DatabaseHandle, env: LimitSettings): InquiryLimits {
  const settings = `${env.RATE_LIMIT_INQUIRY_MAX}/${env.RATE_LIMIT_INQUIRY_SENDER_MAX}`;
  let byDatabase = limitsByDatabase.get(database);
  if (!byDatabase) {
    byDatabase = new Map();
    limitsByDatabase.set(database, byDatabase);
  }
  let limits = byDatabase.get(settings);
  if (!limits) {
    limits = {
      byIp: createRateLimiter({
        max: env.RATE_LIMIT_INQUIRY_MAX,
        windowMs: INQUIRY_IP_WINDOW_MS,
        shared: { database, name: 'inquiries' },
      }),
      bySender: createRateLimiter({
        max: env.RATE_LIMIT_INQUIRY_SENDER_MAX,
        windowMs: INQUIRY_SENDER_WINDOW_MS,
        shared: { database, name: 'inquiries-sender' },
      }),
      confirmationsTo: createRateLimiter({
        max: CONFIRMATIONS_PER_MAILBOX_PER_DAY,
        windowMs: DAY_MS,
        shared: { database, name: 'inquiry-confirmations' },
      }),
    };
    byDatabase.set(settings, limits);
  }
  return limits;
}

/** Counts a request of this client IP; over the ceiling: RATE_LIMITED saying how long to wait. */
export async function admitInquiryFromIp(limits: InquiryLimits, clientIp: string): Promise<void> {
  const decision = await limits.byIp.hit(clientIp);
  if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
}

/**
 * Counts a new inquiry of this sender to this partner, in the inquiry's transaction: a refused or failed
 * inquiry does not count, and the count needs no second connection while the transaction holds its
 * Idempotency-Key (concurrent retries wait on it holding theirs). Keyed by mailboxKey.
 */
export async function admitInquiryFromSender(
  limits: InquiryLimits,
  input: InquiryInput,
  within?: Transaction,
): Promise<void> {
  const decision = await limits.bySender.hit(`${input.partnerId}:${mailboxKey(input.email)}`, undefined, within);
  if (!decision.allowed) {
    const { retryAfterSeconds } = decision;
    const wait = tooManyAttemptsMessage(retryAfterSeconds).replace('Too many attempts. ', '');
    throw new AppError(
      'RATE_LIMITED',
      `You have already sent this partner several inquiries in the last hour; they will answer you. ${wait}`,
      { retryAfterSeconds },
    );
  }
}

/**
 * Counts the family's confirmation email to this address, in the inquiry's transaction: false past the day's
 * ceiling (the confirmation is then not mailed).
 */
export async function admitConfirmation(
  limits: InquiryLimits,
  input: InquiryInput,
  within?: Transaction,
): Promise<boolean> {
  return (await limits.confirmationsTo.hit(mailboxKey(input.email), undefined, within)).allowed;
}

/**
 * One mailbox's key, a hash (the shared counter table is no place for a family's email): letter case and a
 * `+tag` in the local part do not make another mailbox.
 */
function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const mailbox = at > 0 ? `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}` : address;
  return createHash('sha256').update(mailbox).digest('base64url');
}
