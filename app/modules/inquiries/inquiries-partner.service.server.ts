import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { type AdminActor, recordAdminChange, valueBeforeLastChangeTo } from '~/modules/audit/audit.server';
import { emailHeldSince } from '~/modules/partners/partner-own-listing.service.server';
import type { InquiryStatus } from './inquiry-admin.schema';
import { inquiries, type InquiryRow, inquiryNotes } from './inquiry.table.server';

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

/** Which inquiry a partner acts on, and who it is (the portal's actor). */
interface PartnerInquiryAct {
  id: string;
  partnerIds: readonly string[];
  ownerEmail: string;
  actor: AdminActor;
}

/** The status a partner's act gives an inquiry, with the office inbox's note and the record's summary. */
interface PartnerStatusChange {
  status: InquiryStatus;
  note: string;
  summary: string;
}

/**
 * A partner's change of an inquiry's status: a note in the office's inbox, recorded with the partner as the
 * actor. An inquiry not sent to one of `partnerIds` while `ownerEmail` held it (checked in the transaction) is
 * NOT_FOUND, whether or not it exists; `change` answers null where there is nothing to change.
 */
async function changeStatusByPartner(
  db: Database,
  { id, partnerIds, ownerEmail, actor }: PartnerInquiryAct,
  change: (tx: Transaction, inquiry: InquiryRow) => Promise<PartnerStatusChange | null>,
): Promise<void> {
  if (partnerIds.length === 0) throw new AppError('NOT_FOUND', 'Inquiry not found');
  await db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, id), visibleToCurrentEmail(await emailHeldSince(tx, partnerIds, ownerEmail))))
      .for('update');
    if (!inquiry) throw new AppError('NOT_FOUND', 'Inquiry not found');
    const next = await change(tx, inquiry);
    if (!next) return;
    await tx.update(inquiries).set({ status: next.status, updatedAt: new Date() }).where(eq(inquiries.id, id));
    await tx
      .insert(inquiryNotes)
      .values({ inquiryId: id, authorId: null, authorName: actor.username, body: next.note });
    await recordAdminChange(tx, {
      actor,
      action: 'status',
      entityType: 'inquiry',
      summary: next.summary,
      changes: [
        {
          entityId: id,
          label: `Inquiry from ${inquiry.name}`,
          kind: 'update',
          before: { status: inquiry.status },
          after: { status: next.status },
        },
      ],
    });
  });
}

/** The partner answered the family: status Answered. */
export function markInquiryAnsweredByPartner(db: Database, act: PartnerInquiryAct): Promise<void> {
  return changeStatusByPartner(db, act, async (_tx, inquiry) =>
    inquiry.status === 'answered'
      ? null
      : {
          status: 'answered',
          note: 'The partner marked this inquiry as answered in its portal.',
          summary: `Marked as answered by the partner (inquiry from ${inquiry.name})`,
        },
  );
}

/**
 * The partner's "Undo" of a mark: the inquiry goes back to where it stood before it was marked answered
 * (New, or Forwarded when the office had forwarded it). Only an inquiry marked answered.
 */
export function markInquiryUnansweredByPartner(db: Database, act: PartnerInquiryAct): Promise<void> {
  return changeStatusByPartner(db, act, async (tx, inquiry) => {
    if (inquiry.status !== 'answered') return null;
    const before = await valueBeforeLastChangeTo(tx, {
      entityType: 'inquiry',
      entityId: inquiry.id,
      field: 'status',
      value: 'answered',
    });
    return {
      status: before === 'forwarded' ? 'forwarded' : 'pending',
      note: 'The partner marked this inquiry as not answered yet in its portal.',
      summary: `Marked as not answered yet by the partner (inquiry from ${inquiry.name})`,
    };
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
