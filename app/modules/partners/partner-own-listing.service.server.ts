import { and, asc, count, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { type AdminActor, recordAdminChange } from '~/modules/audit/audit.server';
import { PARTNER_ENTITY, partnerLabel, updatedChange } from './partner-history.service.server';
import { toPartnerJson } from './partner-json.server';
import type { Partner, PartnerOwnEdit } from './partner.schema';
import { nextVersion, priceCheckedOnAfter, updatedPartnerColumns } from './partner-write.server';
import { partners } from './partner.table';

/*
 * A partner's own listings, as the partner portal reads and writes them. The owner is whoever the listing's
 * email names, checked inside each write's transaction, so a listing whose email changed meanwhile is not
 * written. Every write is recorded with the partner as the actor.
 */

const NOT_YOURS = 'Listing not found';

const byOwner = (email: string) => sql`lower(${partners.email}) = ${email.trim().toLowerCase()}`;

/** Every listing (active or not) whose email is this address, by name. */
export async function listPartnersOwnedBy(db: Database | Transaction, email: string): Promise<Partner[]> {
  const rows = await db.select().from(partners).where(byOwner(email)).orderBy(asc(partners.name), asc(partners.id));
  return rows.map(toPartnerJson);
}

/** The listing if this address owns it; else a NOT_FOUND that says nothing about whether the id exists. */
async function lockOwned(tx: Transaction, id: string, ownerEmail: string) {
  const [row] = await tx
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), byOwner(ownerEmail)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_YOURS);
  return row;
}

/**
 * The partner's edit of its own contact facts: published at once, counted as a check of the listing, and
 * recorded as a 'portal-edit' the office can undo from the Activity screen. Given a transaction, it joins it
 * (a savepoint), so the caller's own writes stand or fall with it.
 */
export async function updateOwnListing(
  db: Database | Transaction,
  { id, ownerEmail, updates }: { id: string; ownerEmail: string; updates: PartnerOwnEdit },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, id, ownerEmail);
    const values = updatedPartnerColumns(current, { ...updates, ...priceCheckedOnAfter(current, updates, now) });
    const [row] = await tx
      .update(partners)
      .set({ ...values, updatedAt: nextVersion(current.updatedAt, now), informationCheckedAt: now })
      .where(eq(partners.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', NOT_YOURS);
    const change = updatedChange(current, row);
    await recordAdminChange(tx, {
      actor,
      action: 'portal-edit',
      entityType: PARTNER_ENTITY,
      summary: `The partner edited ${partnerLabel(row)}`,
      at: now,
      changes: [change],
    });
    return toPartnerJson(row);
  });
}

/** A logo as stored: the media key of its re-encoded bytes and its size in pixels. */
export interface PartnerLogo {
  key: string;
  width: number;
  height: number;
}

/**
 * The partner's logo or photo put on (or, with null, taken off) its listing: published at once and recorded
 * as a 'portal-edit', so the office can undo it like any other edit of the partner's. The bytes are in the
 * media store already; the office's undo puts the previous key back, whose bytes are kept for 30 days after
 * nothing uses them (decision 050).
 */
export async function setOwnLogo(
  db: Database,
  { id, ownerEmail, logo }: { id: string; ownerEmail: string; logo: PartnerLogo | null },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, id, ownerEmail);
    const [row] = await tx
      .update(partners)
      .set({
        logoKey: logo?.key ?? null,
        logoWidth: logo?.width ?? null,
        logoHeight: logo?.height ?? null,
        updatedAt: nextVersion(current.updatedAt, now),
      })
      .where(eq(partners.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', NOT_YOURS);
    await recordAdminChange(tx, {
      actor,
      action: 'portal-edit',
      entityType: PARTNER_ENTITY,
      summary: logo
        ? `The partner uploaded a logo for ${partnerLabel(row)}`
        : `The partner removed the logo of ${partnerLabel(row)}`,
      at: now,
      changes: [updatedChange(current, row)],
    });
    return toPartnerJson(row);
  });
}

/**
 * "Yes, still right" (the portal's button or an emailed confirm link): only the check date moves, not the
 * version stamp, so an edit open elsewhere can still be saved. Recorded, in the caller's transaction.
 */
export async function confirmOwnListing(
  tx: Transaction,
  { id, ownerEmail }: { id: string; ownerEmail: string },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  const current = await lockOwned(tx, id, ownerEmail);
  const [row] = await tx.update(partners).set({ informationCheckedAt: now }).where(eq(partners.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', NOT_YOURS);
  await recordAdminChange(tx, {
    actor,
    action: 'information-checked',
    entityType: PARTNER_ENTITY,
    summary: `The partner confirmed ${partnerLabel(row)} is still right`,
    at: now,
    changes: [updatedChange(current, row)],
  });
  return toPartnerJson(row);
}

/** What the "still right?" email needs of a listing. */
export interface StaleListing {
  id: string;
  name: string;
  city: string;
  state: string;
  timeZone: string | null;
  email: string;
  informationCheckedAt: Date;
  /** The language the reminder is written in. */
  preferredLanguage: 'en' | 'fr';
}

/**
 * Active listings with an email, last checked before `checkedBefore`, oldest check first, leaving out
 * `skipIds` (those reminded lately).
 */
export async function listStaleListings(
  db: Database | Transaction,
  { checkedBefore, limit, skipIds }: { checkedBefore: Date; limit: number; skipIds: readonly string[] },
): Promise<StaleListing[]> {
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      city: partners.city,
      state: partners.state,
      timeZone: partners.timeZone,
      email: partners.email,
      informationCheckedAt: partners.informationCheckedAt,
      preferredLanguage: partners.preferredLanguage,
    })
    .from(partners)
    .where(
      and(
        eq(partners.isActive, true),
        lt(partners.informationCheckedAt, checkedBefore),
        sql`${partners.email} is not null`,
        skipIds.length > 0 ? notInArray(partners.id, [...skipIds]) : undefined,
      ),
    )
    .orderBy(asc(partners.informationCheckedAt), asc(partners.id))
    .limit(limit);
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/** The dashboard's flag: active listings nobody confirmed since `checkedBefore`. */
export async function countListingsUncheckedSince(db: Database, checkedBefore: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(partners)
    .where(and(eq(partners.isActive, true), lt(partners.informationCheckedAt, checkedBefore)));
  return row?.value ?? 0;
}

/** The listing's owner address and label, for the office's access panel and the portal's emails. */
export async function partnerOwnerById(
  db: Database | Transaction,
  id: string,
  { lock }: { lock?: 'share' } = {},
): Promise<
  | {
      id: string;
      name: string;
      address: string;
      city: string;
      state: string;
      zipCode: string;
      email: string | null;
      stateSlug: string;
      citySlug: string;
      preferredLanguage: 'en' | 'fr';
      timeZone: string | null;
    }
  | undefined
> {
  const query = db
    .select({
      id: partners.id,
      name: partners.name,
      address: partners.address,
      city: partners.city,
      state: partners.state,
      zipCode: partners.zipCode,
      email: partners.email,
      stateSlug: partners.stateSlug,
      citySlug: partners.citySlug,
      preferredLanguage: partners.preferredLanguage,
      timeZone: partners.timeZone,
    })
    .from(partners)
    .where(eq(partners.id, id));
  // Shared: a write of the listing (its email) waits until the caller's transaction ends.
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/**
 * The name and address of these listings as families see them now, and their email (whether a request came
 * from the listing's address), for the office's list of requests.
 */
export async function partnerNameAddresses(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<
  { id: string; name: string; address: string; city: string; state: string; zipCode: string; email: string | null }[]
> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: partners.id,
      email: partners.email,
      name: partners.name,
      address: partners.address,
      city: partners.city,
      state: partners.state,
      zipCode: partners.zipCode,
    })
    .from(partners)
    .where(inArray(partners.id, [...ids]));
}

/**
 * Since when each of these listings has had `heldBy` as its email (null: since the listing was made): what the
 * portal may show that address of the listing's past, such as the inquiries it received. A listing whose email
 * is no longer `heldBy` is left out, so a caller inside a transaction checks ownership as it reads.
 */
export async function emailHeldSince(
  db: Database | Transaction,
  ids: readonly string[],
  heldBy: string,
): Promise<Map<string, Date | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: partners.id,
      // Rounded up to the millisecond (a JavaScript date keeps no finer): an inquiry sent to the former address
      // in the millisecond of the change is never shown; one sent to the new address then may be hidden.
      since: sql`${partners.emailChangedAt} + interval '999 microseconds'`.mapWith(partners.emailChangedAt),
    })
    .from(partners)
    .where(and(inArray(partners.id, [...ids]), byOwner(heldBy)));
  return new Map(rows.map((row) => [row.id, row.since]));
}
