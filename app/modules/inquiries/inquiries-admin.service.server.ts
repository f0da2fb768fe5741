import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { mailOutbox } from '~/modules/mail/outbox.table.server';
import type { AdminInquiry, AdminInquiryQuery, InquiryStatus } from './inquiry-admin.schema';
import { type InquiryRow, inquiries } from './inquiry.table.server';

/** The inbox shows the newest inquiries; older ones stay in the database (and in a future paged view). */
export const ADMIN_INQUIRY_LIMIT = 2000;

type OutboxState = Pick<
  typeof mailOutbox.$inferSelect,
  'inquiryId' | 'toAddress' | 'status' | 'attempts' | 'lastError' | 'sentAt' | 'createdAt'
>;

function toAdminInquiry(row: InquiryRow, mail: OutboxState | undefined): AdminInquiry {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    delivery: {
      state: mail?.status ?? null,
      attempts: mail?.attempts ?? 0,
      lastError: mail?.lastError ?? null,
      sentAt: mail?.sentAt?.toISOString() ?? null,
    },
  };
}

/**
 * The delivery that matters for each inquiry: the message to the coordinator (INQUIRY_EMAIL), who forwards
 * the inquiry. With INQUIRY_COPY_PARTNER an inquiry also has a copy to the partner, written in the same
 * transaction (same createdAt), so "the newest row" would be an arbitrary one of the two; the copy is shown
 * only when no coordinator message exists (e.g. the coordinator address was changed since).
 */
async function deliveryByInquiry(
  db: Database,
  { ids, coordinatorEmail }: { ids: string[]; coordinatorEmail: string },
): Promise<Map<string, OutboxState>> {
  const byInquiry = new Map<string, OutboxState>();
  if (ids.length === 0) return byInquiry;
  const rows = await db
    .select({
      inquiryId: mailOutbox.inquiryId,
      toAddress: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.inquiryId, ids))
    .orderBy(desc(mailOutbox.createdAt));
  const coordinator = coordinatorEmail.toLowerCase();
  for (const row of rows) {
    if (!row.inquiryId) continue;
    const chosen = byInquiry.get(row.inquiryId);
    const toCoordinator = row.toAddress.toLowerCase() === coordinator;
    if (!chosen || (toCoordinator && chosen.toAddress.toLowerCase() !== coordinator)) byInquiry.set(row.inquiryId, row);
  }
  return byInquiry;
}

/** Design §3: the admin inbox, newest first, optionally one status, each with its email delivery state. */
export async function listAdminInquiries(
  db: Database,
  { status, coordinatorEmail }: AdminInquiryQuery & { coordinatorEmail: string },
): Promise<AdminInquiry[]> {
  const rows = await db
    .select()
    .from(inquiries)
    .where(status ? eq(inquiries.status, status) : undefined)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(ADMIN_INQUIRY_LIMIT);
  const mail = await deliveryByInquiry(db, { ids: rows.map((row) => row.id), coordinatorEmail });
  return rows.map((row) => toAdminInquiry(row, mail.get(row.id)));
}

/** Marks an inquiry pending, contacted or closed; NOT_FOUND for an unknown id. */
export async function setInquiryStatus(
  db: Database,
  { id, status, coordinatorEmail }: { id: string; status: InquiryStatus; coordinatorEmail: string },
): Promise<AdminInquiry> {
  const [row] = await db
    .update(inquiries)
    .set({ status, updatedAt: new Date() })
    .where(eq(inquiries.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Inquiry not found');
  const mail = await deliveryByInquiry(db, { ids: [row.id], coordinatorEmail });
  return toAdminInquiry(row, mail.get(row.id));
}
