import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { retentionCutoff } from '~/lib/retention';
import { eraseRecordedDetails, RETENTION_ACTOR, recordAdminChange } from '~/modules/audit/audit.server';
import { deleteMailAbout } from '~/modules/mail/outbox.server';
import { inquiries } from './inquiry.table.server';

/** Inquiries removed per transaction: a first pass over years of inquiries stays a series of short ones. */
const RETENTION_BATCH = 500;

/**
 * Deletes inquiries older than INQUIRY_RETENTION_MONTHS with what holds their details: their notes (a
 * cascade), the emails about them in the outbox, and the family's name and words in the admin record
 * (eraseRecordedDetails). Each batch is one transaction recorded as one `purge` by the system. Rows are
 * claimed with `for update skip locked`, so instances purging at once never take the same inquiry.
 */
export async function purgeExpiredInquiries(
  db: Database,
  { retentionMonths, now = new Date() }: { retentionMonths: number; now?: Date },
): Promise<number> {
  const cutoff = retentionCutoff(now, retentionMonths);
  let total = 0;
  for (;;) {
    const purged = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(lt(inquiries.createdAt, cutoff))
        .orderBy(inquiries.createdAt)
        .limit(RETENTION_BATCH)
        .for('update', { skipLocked: true });
      const deleted = await tx
        .delete(inquiries)
        .where(inArray(inquiries.id, sql`(${due})`))
        .returning({ id: inquiries.id });
      if (deleted.length === 0) return 0;
      const ids = deleted.map((row) => row.id);
      await deleteMailAbout(tx, ids);
      await eraseRecordedDetails(tx, {
        entityType: 'inquiry',
        entityIds: ids,
        label: 'Inquiry (deleted after its retention period)',
        summary: `Inquiry handled (details deleted after ${retentionMonths} months)`,
      });
      await recordAdminChange(tx, {
        actor: RETENTION_ACTOR,
        action: 'purge',
        entityType: 'inquiry',
        summary: `Deleted ${ids.length} inquir${ids.length === 1 ? 'y' : 'ies'} older than ${retentionMonths} months`,
        at: now,
        changes: ids.map((id) => ({ entityId: id, label: 'Inquiry', kind: 'purge' })),
      });
      return ids.length;
    });
    total += purged;
    if (purged < RETENTION_BATCH) return total;
  }
}
