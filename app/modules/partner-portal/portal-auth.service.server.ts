import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { type AdminActor } from '~/modules/audit/audit.server';
import { appCatalogs, type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import type { Locale } from '~/modules/i18n/locales';
import { enqueueMail } from '~/modules/mail/outbox.server';
import type { Partner } from '~/modules/partners/partner.schema';
import { listPartnersOwnedBy } from '~/modules/partners/partner-own-listing.service.server';
import {
  EXPIRED_LINKS_KEPT_DAYS,
  LINK_UNUSABLE_MESSAGE,
  PORTAL_SESSION_HOURS,
  SIGN_IN_LINK_MINUTES,
} from './portal-constants';
import { PORTAL_MAIL_PURPOSES, signInMail } from './portal-mail.server';
import { portalAccess, portalLinks, portalSessions } from './portal.table.server';
import { hashToken, newToken } from './portal-tokens.server';

/*
 * Signing in to the partner portal without a password (decision 031): a single-use link emailed to the
 * address on the listing, then a session cookie of its own. Tokens are stored as their SHA-256 only.
 */

const MINUTE_MS = 60_000;

/** How a partner appears in the record of changes: its listing's name and the address it signed in with. */
export function partnerActor(email: string, partnerName: string): AdminActor {
  return { id: null, username: partnerName, email, kind: 'partner' };
}

/** The ids of these listings whose portal access the office revoked. */
async function revokedIds(db: Database | Transaction, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ partnerId: portalAccess.partnerId })
    .from(portalAccess)
    .where(and(inArray(portalAccess.partnerId, [...ids]), sql`${portalAccess.revokedAt} is not null`));
  return new Set(rows.map((row) => row.partnerId));
}

/** The listings this address may manage: its own, less those the office revoked. */
export async function accessibleListings(db: Database | Transaction, email: string): Promise<Partner[]> {
  const owned = await listPartnersOwnedBy(db, email);
  const revoked = await revokedIds(
    db,
    owned.map((partner) => partner.id),
  );
  return owned.filter((partner) => !revoked.has(partner.id));
}

/**
 * Queues a sign-in link to `email` in the transaction given, if the address is on a listing with access, in
 * `locale` (signInMailLocale; the invited listing's language for the office's invitation).
 * Returns whether a link was queued (never shown to the person asking).
 */
export async function queueSignInLink(
  tx: Transaction,
  {
    email,
    publicUrl,
    now,
    listings,
    locale,
    invitation = false,
    catalogs = appCatalogs({ warn: () => undefined }),
  }: {
    email: string;
    publicUrl: string;
    now: Date;
    listings: readonly Partner[];
    locale: Locale;
    /** The office's first invitation: the same link, words that introduce the portal. */
    invitation?: boolean;
    catalogs?: CompiledCatalogs;
  },
): Promise<boolean> {
  if (listings.length === 0) return false;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS);
  await tx.insert(portalLinks).values({
    tokenHash: hashToken(token),
    purpose: 'sign-in',
    email: email.trim().toLowerCase(),
    createdAt: now,
    expiresAt,
  });
  const mail = signInMail(createI18n(catalogs, locale), { publicUrl, token, listings, invitation });
  await enqueueMail(tx, {
    to: listings[0]?.email ?? email,
    ...mail,
    purpose: invitation ? PORTAL_MAIL_PURPOSES.invitation : PORTAL_MAIL_PURPOSES.signIn,
    // The link is its only copy, so it cannot be used before its email leaves: expiry is all that ends it.
    sendBefore: expiresAt,
  });
  return true;
}

/**
 * Where a link stands, without using it (the page before the button, the page after it). 'unusable': forged,
 * of the other purpose, or purged (EXPIRED_LINKS_KEPT_DAYS after it expired).
 */
export async function linkState(
  db: Database,
  { token, purpose, now = new Date() }: { token: string; purpose: 'sign-in' | 'confirm'; now?: Date },
): Promise<'usable' | 'used' | 'expired' | 'unusable'> {
  const [row] = await db
    .select({ usedAt: portalLinks.usedAt, expiresAt: portalLinks.expiresAt })
    .from(portalLinks)
    .where(and(eq(portalLinks.tokenHash, hashToken(token)), eq(portalLinks.purpose, purpose)));
  if (!row) return 'unusable';
  if (row.usedAt) return 'used';
  return row.expiresAt > now ? 'usable' : 'expired';
}

/** The address an expired, never used sign-in link was sent to; null for any other token. */
export async function expiredSignInLinkEmail(
  db: Database,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<string | null> {
  const [row] = await db
    .select({ email: portalLinks.email })
    .from(portalLinks)
    .where(
      and(
        eq(portalLinks.tokenHash, hashToken(token)),
        eq(portalLinks.purpose, 'sign-in'),
        isNull(portalLinks.usedAt),
        lt(portalLinks.expiresAt, now),
      ),
    );
  return row?.email ?? null;
}

/**
 * Uses a link once: one conditional update claims it, so of two simultaneous uses one wins. A used, expired,
 * forged or wrong-purpose token is NOT_FOUND, one message for all.
 */
export async function claimLink(
  tx: Transaction,
  { token, purpose, now }: { token: string; purpose: 'sign-in' | 'confirm'; now: Date },
): Promise<{ email: string; partnerId: string | null }> {
  const [row] = await tx
    .update(portalLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(portalLinks.tokenHash, hashToken(token)),
        eq(portalLinks.purpose, purpose),
        isNull(portalLinks.usedAt),
        gt(portalLinks.expiresAt, now),
      ),
    )
    .returning({ email: portalLinks.email, partnerId: portalLinks.partnerId });
  if (!row) throw new AppError('NOT_FOUND', LINK_UNUSABLE_MESSAGE);
  return row;
}

/** Signs in with an emailed link: the link is used up and a session begins. Returns the cookie's token. */
export async function signInWithLink(db: Database, { token, now = new Date() }: { token: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const { email } = await claimLink(tx, { token, purpose: 'sign-in', now });
    const listings = await accessibleListings(tx, email);
    if (listings.length === 0) throw new AppError('NOT_FOUND', LINK_UNUSABLE_MESSAGE);
    const sessionToken = newToken();
    await tx.insert(portalSessions).values({
      tokenHash: hashToken(sessionToken),
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PORTAL_SESSION_HOURS * 60 * MINUTE_MS),
    });
    await tx
      .insert(portalAccess)
      .values(listings.map((partner) => ({ partnerId: partner.id, lastSignInAt: now })))
      .onConflictDoUpdate({ target: portalAccess.partnerId, set: { lastSignInAt: now } });
    return { sessionToken, expiresAt: new Date(now.getTime() + PORTAL_SESSION_HOURS * 60 * MINUTE_MS) };
  });
}

export interface PortalSession {
  token: string;
  email: string;
  listings: Partner[];
}

/** The signed-in partner behind a cookie's token, with the listings it may manage now; null when none. */
export async function validatePortalSession(
  db: Database,
  { token, now = new Date() }: { token: string | null | undefined; now?: Date },
): Promise<PortalSession | null> {
  if (!token) return null;
  const [session] = await db
    .select({ email: portalSessions.email })
    .from(portalSessions)
    .where(and(eq(portalSessions.tokenHash, hashToken(token)), gt(portalSessions.expiresAt, now)));
  if (!session) return null;
  const listings = await accessibleListings(db, session.email);
  if (listings.length === 0) return null;
  return { token, email: session.email, listings };
}

export async function endPortalSession(db: Database, token: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, hashToken(token)));
}

/** Ends every session of an address (the office revoked its access), in the revocation's transaction. */
export async function endSessionsOf(tx: Transaction, email: string): Promise<void> {
  await tx.delete(portalSessions).where(eq(portalSessions.email, email.trim().toLowerCase()));
}

/** Expired links and sessions go; run with the reminders. */
export async function purgeExpiredPortalRecords(db: Database, now = new Date()): Promise<void> {
  const linksKeptMs = EXPIRED_LINKS_KEPT_DAYS * 24 * 60 * MINUTE_MS;
  await db.delete(portalLinks).where(lt(portalLinks.expiresAt, new Date(now.getTime() - linksKeptMs)));
  await db.delete(portalSessions).where(lt(portalSessions.expiresAt, now));
}
