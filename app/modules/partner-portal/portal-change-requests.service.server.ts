import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { type AdminActor, recordAdminChange } from '~/modules/audit/audit.server';
import { appCatalogs, type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { enqueueMail, notifyMailQueued } from '~/modules/mail/outbox.server';
import { partnerNameAddressSchema } from '~/modules/partners/partner.schema';
import { updatePartnerInTransaction } from '~/modules/partners/partners-admin.service.server';
import { partnerNameAddresses, partnerOwnerById } from '~/modules/partners/partner-own-listing.service.server';
import {
  DECISION_SHOWN_DAYS,
  type DecidedChangeRequest,
  NAME_ADDRESS_FIELDS,
  type PortalChangeRequest,
  type ProposedNameAddress,
  type WaitingChangeRequest,
  type WaitingChangeRequests,
} from './portal-constants';
import { changeDecisionMail, changeRequestedMail, PORTAL_MAIL_PURPOSES } from './portal-mail.server';
import { type PortalChangeRequestRow, portalChangeRequests } from './portal.table.server';

/*
 * Name and address changes a partner asks for: stored as a pending request, published only when the office
 * approves it (through the partners service, with the admin as the actor). Partners can ask, never decide.
 */

const REQUEST_NOT_FOUND = 'Change request not found';

const sameAddress = (a: string, b: string | null | undefined) =>
  b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** `listingEmail`: the listing's email now, to tell the office a request came from an address it no longer has. */
const toJson = (row: PortalChangeRequestRow, listingEmail: string | null | undefined): PortalChangeRequest => ({
  id: row.id,
  partnerId: row.partnerId,
  requestedBy: row.requestedBy,
  askedFromFormerEmail: !sameAddress(row.requestedBy, listingEmail),
  proposed: row.proposed,
  createdAt: row.createdAt.toISOString(),
});

const label = (owner: { name: string; city: string; state: string }) => `${owner.name} (${owner.city}, ${owner.state})`;

/** The fields a proposal would change on the listing (all of them when the listing is gone). */
const changedFields = (proposed: ProposedNameAddress, listing: ProposedNameAddress | null) =>
  NAME_ADDRESS_FIELDS.filter((field) => listing?.[field] !== proposed[field]);

/** For the history: only the fields that differ from the listing (all of them when none does). */
function differingFields(proposed: ProposedNameAddress, listing: ProposedNameAddress): Partial<ProposedNameAddress> {
  const differing = changedFields(proposed, listing);
  if (differing.length === 0) return proposed;
  return Object.fromEntries(differing.map((field) => [field, proposed[field]]));
}

/**
 * The partner's proposal for one of its listings (the caller checked it is the partner's): replaces a
 * request still waiting, recorded on the listing's history with the partner as the actor. Its receipt is
 * queued in the same transaction, to the address that asked, in the listing's language.
 */
export async function requestNameAddressChange(
  db: Database,
  { partnerId, requestedBy, proposed }: { partnerId: string; requestedBy: string; proposed: ProposedNameAddress },
  {
    actor,
    officeEmail,
    catalogs = appCatalogs({ warn: () => undefined }),
    now = new Date(),
  }: { actor: AdminActor; officeEmail: string; catalogs?: CompiledCatalogs; now?: Date },
): Promise<PortalChangeRequest> {
  const request = await db.transaction(async (tx) => {
    const owner = await partnerOwnerById(tx, partnerId);
    // Checked again here: the listing's email may have changed since the partner's session read it.
    if (!owner || !sameAddress(requestedBy, owner.email)) throw new AppError('NOT_FOUND', 'Listing not found');
    await tx
      .delete(portalChangeRequests)
      .where(and(eq(portalChangeRequests.partnerId, partnerId), eq(portalChangeRequests.status, 'pending')));
    const [row] = await tx
      .insert(portalChangeRequests)
      .values({ partnerId, requestedBy, proposed, createdAt: now })
      .returning();
    if (!row) throw new Error('The change request was not stored');
    await recordAdminChange(tx, {
      actor,
      action: 'portal-change-request',
      entityType: 'partner',
      summary: `The partner asked the office to change the name or address of ${label(owner)}`,
      at: now,
      changes: [
        {
          entityId: partnerId,
          label: label(owner),
          kind: 'update',
          after: { requestedChange: differingFields(proposed, owner) },
        },
      ],
    });
    const receipt = changeRequestedMail(createI18n(catalogs, owner.preferredLanguage), {
      listing: owner,
      proposed,
      officeEmail,
    });
    await enqueueMail(tx, {
      to: requestedBy,
      ...receipt,
      subjectId: partnerId,
      purpose: PORTAL_MAIL_PURPOSES.changeRequested,
    });
    return toJson(row, owner.email);
  });
  notifyMailQueued();
  return request;
}

/**
 * The requests waiting for the office, for these listings, oldest first. `requestedBy`: only those this address
 * asked for (a partner sees its own requests, not those of whoever held the listing's email before).
 */
export async function pendingChangeRequests(
  db: Database | Transaction,
  partnerIds: readonly string[],
  { requestedBy }: { requestedBy?: string } = {},
): Promise<PortalChangeRequest[]> {
  if (partnerIds.length === 0) return [];
  const [rows, listings] = await Promise.all([
    db
      .select()
      .from(portalChangeRequests)
      .where(
        and(
          inArray(portalChangeRequests.partnerId, [...partnerIds]),
          eq(portalChangeRequests.status, 'pending'),
          requestedBy === undefined
            ? undefined
            : sql`lower(${portalChangeRequests.requestedBy}) = ${requestedBy.trim().toLowerCase()}`,
        ),
      )
      .orderBy(asc(portalChangeRequests.createdAt)),
    partnerNameAddresses(db, partnerIds),
  ]);
  const emails = new Map(listings.map((listing) => [listing.id, listing.email]));
  return rows.map((row) => toJson(row, emails.get(row.partnerId)));
}

/** The dashboard's count: requests waiting for the office. */
export async function countPendingChangeRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(portalChangeRequests)
    .where(eq(portalChangeRequests.status, 'pending'));
  return row?.value ?? 0;
}

/** The dashboard lists this many waiting requests; the count says how many wait in all. */
export const WAITING_LIST_LIMIT = 50;

/**
 * The office's list of requests waiting for a decision, oldest first: each with the listing as it is now
 * and the fields the partner asked to change.
 */
export async function listWaitingChangeRequests(db: Database): Promise<WaitingChangeRequests> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(portalChangeRequests)
      .where(eq(portalChangeRequests.status, 'pending'))
      .orderBy(asc(portalChangeRequests.createdAt), asc(portalChangeRequests.id))
      .limit(WAITING_LIST_LIMIT),
    countPendingChangeRequests(db),
  ]);
  const listings = new Map(
    (await partnerNameAddresses(db, [...new Set(rows.map((row) => row.partnerId))])).map(({ id, email, ...facts }) => [
      id,
      { email, facts },
    ]),
  );
  const items = rows.map((row): WaitingChangeRequest => {
    const listing = listings.get(row.partnerId);
    const current = listing?.facts ?? null;
    return {
      ...toJson(row, listing?.email),
      current,
      changed: changedFields(row.proposed, current),
    };
  });
  return { items, total };
}

/**
 * Per listing, the office's latest decision on a change this address asked for, when it is recent
 * (DECISION_SHOWN_DAYS): the portal tells the partner what became of it, then forgets.
 */
export async function recentlyDecidedChangeRequests(
  db: Database,
  partnerIds: readonly string[],
  { requestedBy, now }: { requestedBy: string; now: Date },
): Promise<DecidedChangeRequest[]> {
  if (partnerIds.length === 0) return [];
  const since = new Date(now.getTime() - DECISION_SHOWN_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select()
    .from(portalChangeRequests)
    .where(
      and(
        inArray(portalChangeRequests.partnerId, [...partnerIds]),
        ne(portalChangeRequests.status, 'pending'),
        gte(portalChangeRequests.decidedAt, since),
        sql`lower(${portalChangeRequests.requestedBy}) = ${requestedBy.trim().toLowerCase()}`,
      ),
    )
    .orderBy(desc(portalChangeRequests.decidedAt));
  const latest = new Map<string, DecidedChangeRequest>();
  for (const row of rows) {
    if (latest.has(row.partnerId) || row.status === 'pending' || !row.decidedAt) continue;
    latest.set(row.partnerId, {
      partnerId: row.partnerId,
      status: row.status,
      proposed: row.proposed,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt.toISOString(),
    });
  }
  return [...latest.values()];
}

/** What the partner's email of the office's decision needs from the app's configuration. */
export interface DecisionMailSettings {
  /** Where the partner can ask why: INQUIRY_EMAIL. */
  officeEmail: string;
  publicUrl: string;
  catalogs?: CompiledCatalogs;
}

/**
 * Tells the partner the office's decision, in the decision's transaction and the listing's language: to the
 * address that asked, while it is still the listing's (a former holder hears nothing of the listing now).
 */
async function queueDecisionMail(
  tx: Transaction,
  {
    request,
    listing,
    settings: { officeEmail, publicUrl, catalogs = appCatalogs({ warn: () => undefined }) },
  }: {
    request: PortalChangeRequestRow;
    listing: Parameters<typeof changeDecisionMail>[1]['listing'] &
      ProposedNameAddress & { email: string | null; preferredLanguage: 'en' | 'fr' };
    settings: DecisionMailSettings;
  },
): Promise<boolean> {
  if (request.status === 'pending' || !sameAddress(request.requestedBy, listing.email)) return false;
  const mail = changeDecisionMail(createI18n(catalogs, listing.preferredLanguage), {
    decision: request.status,
    listing,
    // Approved: the listing as saved, which families now see; declined: what was asked.
    proposed: request.status === 'approved' ? listing : request.proposed,
    askedAt: request.createdAt,
    publicUrl,
    officeEmail,
  });
  await enqueueMail(tx, {
    to: request.requestedBy,
    ...mail,
    subjectId: listing.id,
    purpose: PORTAL_MAIL_PURPOSES.changeDecided,
  });
  return true;
}

/** Takes a waiting request of this listing for a decision; a decided or foreign one is NOT_FOUND. */
async function claimPending(
  tx: Transaction,
  {
    partnerId,
    requestId,
    status,
    now,
  }: { partnerId: string; requestId: string; status: 'approved' | 'declined'; now: Date },
): Promise<PortalChangeRequestRow> {
  const [row] = await tx
    .update(portalChangeRequests)
    .set({ status, decidedAt: now })
    .where(
      and(
        eq(portalChangeRequests.id, requestId),
        eq(portalChangeRequests.partnerId, partnerId),
        eq(portalChangeRequests.status, 'pending'),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return row;
}

/**
 * The office approves: the listing gets the proposed name and address, recorded with the admin as actor as
 * a 'portal-change-approved' the Activity screen can undo (the partners module's undo, as a portal edit).
 * The partner is emailed the decision.
 */
export async function approveChangeRequest(
  db: Database,
  { partnerId, requestId }: { partnerId: string; requestId: string },
  { actor, mail, now = new Date() }: { actor: AdminActor; mail: DecisionMailSettings; now?: Date },
): Promise<{ decisionEmailed: boolean }> {
  const mailed = await db.transaction(async (tx) => {
    const request = await claimPending(tx, { partnerId, requestId, status: 'approved', now });
    // Checked again: the rules may have tightened since the partner asked.
    const parsed = partnerNameAddressSchema.safeParse(request.proposed);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('VALIDATION', `${String(issue?.path[0] ?? 'proposed')}: ${issue?.message ?? 'Invalid'}`);
    }
    const updates = parsed.data;
    const listing = await updatePartnerInTransaction(
      tx,
      { id: partnerId, updates },
      {
        actor,
        now,
        record: { action: 'portal-change-approved', summary: "Approved the partner's new name or address:" },
      },
    );
    return queueDecisionMail(tx, { request, listing, settings: mail });
  });
  if (mailed) notifyMailQueued();
  return { decisionEmailed: mailed };
}

/** The office declines: the listing stays as it is; the decision is recorded and emailed to the partner. */
export async function declineChangeRequest(
  db: Database,
  { partnerId, requestId }: { partnerId: string; requestId: string },
  { actor, mail, now = new Date() }: { actor: AdminActor; mail: DecisionMailSettings; now?: Date },
): Promise<{ decisionEmailed: boolean }> {
  const mailed = await db.transaction(async (tx) => {
    // Locked: the listing's email cannot change between the check of who asked and the mail to them.
    const owner = await partnerOwnerById(tx, partnerId, { lock: 'share' });
    if (!owner) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    const request = await claimPending(tx, { partnerId, requestId, status: 'declined', now });
    await recordAdminChange(tx, {
      actor,
      action: 'portal-change-declined',
      entityType: 'partner',
      summary: `Declined the partner's name or address change for ${label(owner)}`,
      at: now,
      changes: [
        {
          entityId: partnerId,
          label: label(owner),
          kind: 'update',
          after: { declinedChange: differingFields(request.proposed, owner) },
        },
      ],
    });
    return queueDecisionMail(tx, { request, listing: owner, settings: mail });
  });
  if (mailed) notifyMailQueued();
  return { decisionEmailed: mailed };
}
