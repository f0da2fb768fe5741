import type { Database } from '~/db/client.server';
import { ADMIN_MAIL_PURPOSE_WORDS } from '~/modules/admin-auth/admin-people.service.server';
import { INQUIRY_MAIL_PURPOSE_WORDS } from '~/modules/inquiries/inquiries.service.server';
import { type MailPurposeCount, summarizeMailDelivery } from '~/modules/mail/outbox.server';
import { PORTAL_MAIL_PURPOSE_WORDS } from '~/modules/partner-portal/portal-mail.server';
import { EMAIL_FAILED_WINDOW_DAYS, type EmailDelivery } from './email-delivery.schema';

const DAY_MS = 24 * 60 * 60_000;

/** Each sender words its own emails; the outbox only keeps the purpose they were queued with. */
const PURPOSE_WORDS: Readonly<Record<string, string>> = {
  ...INQUIRY_MAIL_PURPOSE_WORDS,
  ...PORTAL_MAIL_PURPOSE_WORDS,
  ...ADMIN_MAIL_PURPOSE_WORDS,
};

/** Messages from before purposes were recorded, or of a purpose nobody worded yet. */
const OTHER_EMAILS = 'Other emails';

/** Counts per purpose in words, those sharing words added up, most first. */
function inWords(rows: MailPurposeCount[]): EmailDelivery['waiting']['byPurpose'] {
  const counts = new Map<string, number>();
  for (const { purpose, count } of rows) {
    const label = (purpose && Object.hasOwn(PURPOSE_WORDS, purpose) && PURPOSE_WORDS[purpose]) || OTHER_EMAILS;
    counts.set(label, (counts.get(label) ?? 0) + count);
  }
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count);
}

/** The dashboard's email delivery card: is mail going out, what waits since when, what failed lately. */
export async function getEmailDelivery({
  db,
  smtpConfigured,
  now = new Date(),
}: {
  db: Database;
  smtpConfigured: boolean;
  now?: Date;
}): Promise<EmailDelivery> {
  const summary = await summarizeMailDelivery(db, {
    failedSince: new Date(now.getTime() - EMAIL_FAILED_WINDOW_DAYS * DAY_MS),
    now,
  });
  return {
    smtpConfigured,
    lastSentAt: summary.lastSentAt?.toISOString() ?? null,
    waiting: {
      total: summary.waiting.total,
      oldestSince: summary.waiting.oldestCreatedAt?.toISOString() ?? null,
      byPurpose: inWords(summary.waiting.byPurpose),
    },
    failed: {
      total: summary.failed.total,
      days: EMAIL_FAILED_WINDOW_DAYS,
      byPurpose: inWords(summary.failed.byPurpose),
    },
    cancelled: {
      total: summary.cancelled.total,
      days: EMAIL_FAILED_WINDOW_DAYS,
      byPurpose: inWords(summary.cancelled.byPurpose),
    },
  };
}
