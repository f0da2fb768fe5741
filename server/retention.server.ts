import type { Logger } from 'pino';
import type { Database } from '~/db/client.server';
import { type BackgroundJob, startPeriodicJob } from '~/lib/periodic-job.server';
import { retentionCutoff } from '~/lib/retention';
import { forgetOldCorrectionContacts } from '~/modules/corrections/correction-retention.server';
import { purgeExpiredInquiries } from '~/modules/inquiries/inquiry-retention.server';
import { deleteFinishedMail } from '~/modules/mail/outbox.server';

/** How often each server process looks for personal data past its retention (and once at start). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionResult {
  inquiries: number;
  correctionContacts: number;
  emails: number;
}

/**
 * One pass of the privacy page's promise, `retentionMonths` (INQUIRY_RETENTION_MONTHS) after the fact:
 * inquiries are deleted with their emails, a correction reporter's address is forgotten, and every other
 * email the site sent (sign-in links, reminders, invitations, alerts) leaves the outbox. Each owner module
 * decides what goes; this runs them together.
 */
export async function applyRetention(
  db: Database,
  { retentionMonths, now = new Date() }: { retentionMonths: number; now?: Date },
): Promise<RetentionResult> {
  const inquiries = await purgeExpiredInquiries(db, { retentionMonths, now });
  const correctionContacts = await forgetOldCorrectionContacts(db, { retentionMonths, now });
  const emails = await deleteFinishedMail(db, { before: retentionCutoff(now, retentionMonths) });
  return { inquiries, correctionContacts, emails };
}

/** The scheduled pass: at start, then hourly, in every instance (each part is safe side by side). */
export function startRetention({
  db,
  log,
  retentionMonths,
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  db: Database;
  log: Logger;
  retentionMonths: number;
  intervalMs?: number;
}): BackgroundJob {
  return startPeriodicJob({
    name: 'retention',
    intervalMs,
    log,
    pass: async () => {
      const result = await applyRetention(db, { retentionMonths });
      if (result.inquiries + result.correctionContacts + result.emails > 0)
        log.info({ event: 'retention', ...result }, 'personal data past its retention deleted');
    },
  });
}
