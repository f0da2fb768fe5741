import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { type AdminActor, recordAdminChange, valueBeforeLastChangeTo } from '~/modules/audit/audit.server';
import { emailHeldSince } from '~/modules/partners/partner-own-listing.service.server';
import { inquiries, inquiryNotes } from './inquiry.table.server';

/*
 * The inquiries a partner sees in its portal: only those sent to its own listings (the caller passes the
 * ids it may see) since the listing's email became the one signed in (a new owner of the address does not
 * read the families who wrote to the former one), and one change, "mark as answered", recorded like the
 * office's status changes.
 */

/** Sent to one of these listings (emailHeldSince's answer for them) while its current email held it. */
function visibleToCurrentEmail(heldSince: ReadonlyMap<string, Date | null>): SQL {
  if (heldSince.size === 0) return sql`false`;
  return or(
    ...[...heldSince].map(([id, from]) =>
      from ? and(eq(inquiries.partnerId, id), gte(inquiries.createdAt, from)) : eq(inquiries.partnerId, id),
    ),
  )!;
}

/** What a partner sees of an inquiry: the family's message and contact details, and where it stands. */
export interface PartnerInquiry {
  id: string;
  partnerId: string;
  partnerName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: 'pending' | 'forwarded' | 'answered' | 'closed';
  createdAt: string;
}

/** How many of a partner's inquiries its page lists, newest first. */
export const PARTNER_INQUIRY_LIMIT = 100;

/** `heldSince`: emailHeldSince of the listings the partner may see, which the portal reads once per page. */
export async function listInquiriesForPartners(
  db: Database,
  heldSince: ReadonlyMap<string, Date | null>,
): Promise<PartnerInquiry[]> {
  if (heldSince.size === 0) return [];
  const rows = await db
    .select()
    .from(inquiries)
    .where(visibleToCurrentEmail(heldSince))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(PARTNER_INQUIRY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    partnerId: row.partnerId ?? '',
    partnerName: row.partnerName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The partner answered the family: status Answered, a note in the office's inbox, recorded with the
 * partner as the actor. An inquiry not sent to one of `partnerIds` while `ownerEmail` held it (checked in the
 * transaction) is NOT_FOUND, whether or not it exists.
 */
export async function markInquiryAnsweredByPartner(
  db: Database,
  {
    id,
    partnerIds,
    ownerEmail,
    actor,
  }: { id: string; partnerIds: readonly string[]; ownerEmail: string; actor: AdminActor },
): Promise<void> {
  if (partnerIds.length === 0) throw new AppError('NOT_FOUND', 'Inquiry not found');
  await db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, id), visibleToCurrentEmail(await emailHeldSince(tx, partnerIds, ownerEmail))))
      .for('update');
    if (!inquiry) throw new AppError('NOT_FOUND', 'Inquiry not found');
    if (inquiry.status === 'answered') return;
    await tx.update(inquiries).set({ status: 'answered', updatedAt: new Date() }).where(eq(inquiries.id, id));
    await tx.insert(inquiryNotes).values({
      inquiryId: id,
      authorId: null,
      authorName: actor.username,
      body: 'The partner marked this inquiry as answered in its portal.',
    });
    await recordAdminChange(tx, {
      actor,
      action: 'status',
      entityType: 'inquiry',
      summary: `Marked as answered by the partner (inquiry from ${inquiry.name})`,
      changes: [
        {
          entityId: id,
          label: `Inquiry from ${inquiry.name}`,
          kind: 'update',
          before: { status: inquiry.status },
          after: { status: 'answered' },
        },
      ],
    });
  });
}

/**
 * The partner's "Undo" of a mark: the inquiry goes back to where it stood before it was marked answered
 * (New, or Forwarded when the office had forwarded it), with a note and a record. Only an inquiry marked
 * answered; the same visibility as the mark (NOT_FOUND otherwise).
 */
export async function markInquiryUnansweredByPartner(
  db: Database,
  {
    id,
    partnerIds,
    ownerEmail,
    actor,
  }: { id: string; partnerIds: readonly string[]; ownerEmail: string; actor: AdminActor },
): Promise<void> {
  if (partnerIds.length === 0) throw new AppError('NOT_FOUND', 'Inquiry not found');
  await db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, id), visibleToCurrentEmail(await emailHeldSince(tx, partnerIds, ownerEmail))))
      .for('update');
    if (!inquiry) throw new AppError('NOT_FOUND', 'Inquiry not found');
    if (inquiry.status !== 'answered') return;
    const before = await valueBeforeLastChangeTo(tx, {
      entityType: 'inquiry',
      entityId: id,
      field: 'status',
      value: 'answered',
    });
    const status = before === 'forwarded' ? 'forwarded' : 'pending';
    await tx.update(inquiries).set({ status, updatedAt: new Date() }).where(eq(inquiries.id, id));
    await tx.insert(inquiryNotes).values({
      inquiryId: id,
      authorId: null,
      authorName: actor.username,
      body: 'The partner marked this inquiry as not answered yet in its portal.',
    });
    await recordAdminChange(tx, {
      actor,
      action: 'status',
      entityType: 'inquiry',
      summary: `Marked as not answered yet by the partner (inquiry from ${inquiry.name})`,
      changes: [
        {
          entityId: id,
          label: `Inquiry from ${inquiry.name}`,
          kind: 'update',
          before: { status: 'answered' },
          after: { status },
        },
      ],
    });
  });
}

/** A listing's inquiries in one UTC month ('YYYY-MM'), and how many of them came since `recentFrom`. */
export interface InquiryMonthCount {
  partnerId: string;
  month: string;
  total: number;
  recent: number;
}

/**
 * How many inquiries each listing received per UTC month from `from` until `until` (the portal's figures,
 * decision 034): counts only, nothing of the families, and, like the list, only those sent while the listing's
 * current email held it (`heldSince`). Inquiries past retention are gone, so are their counts.
 */
export async function countInquiriesByMonth(
  db: Database,
  {
    heldSince,
    from,
    recentFrom,
    until,
  }: { heldSince: ReadonlyMap<string, Date | null>; from: Date; recentFrom: Date; until: Date },
): Promise<InquiryMonthCount[]> {
  if (heldSince.size === 0) return [];
  const month = sql<string>`to_char(${inquiries.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      partnerId: inquiries.partnerId,
      month,
      total: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${inquiries.createdAt} >= ${recentFrom.toISOString()}::timestamptz))::int`,
    })
    .from(inquiries)
    .where(and(visibleToCurrentEmail(heldSince), gte(inquiries.createdAt, from), lt(inquiries.createdAt, until)))
    .groupBy(inquiries.partnerId, month);
  return rows.map((row) => ({ ...row, partnerId: row.partnerId ?? '' }));
}
