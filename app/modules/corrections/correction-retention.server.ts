import { and, isNotNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '~/db/client.server';
import { type BackgroundJob, startPeriodicJob } from '~/lib/periodic-job.server';
import { retentionCutoff } from '~/lib/retention';
import { corrections } from './correction.table.server';

/** How often each server process looks for reporters' addresses past their retention (and once at start). */
export const CORRECTION_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

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

/** The scheduled pass: at start, then hourly, in every instance. */
export function startCorrectionRetention({
  db,
  log,
  retentionMonths,
  intervalMs = CORRECTION_RETENTION_INTERVAL_MS,
}: {
  db: Database;
  log: Logger;
  retentionMonths: number;
  intervalMs?: number;
}): BackgroundJob {
  return startPeriodicJob({
    name: 'correction-retention',
    intervalMs,
    log,
    pass: async () => {
      const count = await forgetOldCorrectionContacts(db, { retentionMonths });
      if (count > 0) log.info({ event: 'corrections.retention', count }, 'old reporters’ addresses forgotten');
    },
  });
}
