import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { retentionCutoff } from '~/lib/retention';
import { corrections } from './correction.table.server';

/**
 * Forgets the email address a reporter left on a correction sent more than `retentionMonths` ago (calendar
 * months, UTC), as inquiries are deleted after them: the report itself, about a listing, stays. Returns how
 * many addresses were forgotten.
 */
export async function forgetOldCorrectionContacts(
  db: Database,
  { retentionMonths, now = new Date() }: { retentionMonths: number; now?: Date },
): Promise<number> {
  const cutoff = retentionCutoff(now, retentionMonths);
  const forgotten = await db
    .update(corrections)
    .set({ contactEmail: null })
    .where(and(isNotNull(corrections.contactEmail), lt(corrections.createdAt, cutoff)))
    .returning({ id: corrections.id });
  return forgotten.length;
}
