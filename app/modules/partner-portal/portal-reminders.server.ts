import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '~/db/client.server';
import { appCatalogs, type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { enqueueMail, notifyMailQueued } from '~/modules/mail/outbox.server';
import { listStaleListings } from '~/modules/partners/partner-own-listing.service.server';
import { purgeExpiredPortalRecords } from './portal-auth.service.server';
import { CONFIRM_LINK_DAYS, REMINDER_DAYS } from './portal-constants';
import { PORTAL_MAIL_PURPOSES, reminderMail } from './portal-mail.server';
import { portalAccess, portalChangeRequests, portalLinks } from './portal.table.server';
import { hashToken, newToken } from './portal-tokens.server';

/*
 * "Is this still right?": every 90 days a listing nobody confirmed gets an email with a one-click confirm
 * link and a link to edit. A small batch per run, so the first deploy does not mail every old listing at
 * once; each instance runs it, and a conditional upsert on portal_access decides who mails each listing.
 */

const DAY_MS = 24 * 60 * 60_000;
export const REMINDER_BATCH = 25;
export const REMINDER_INTERVAL_MS = 60 * 60_000;

/** One pass: claims and mails at most `batch` listings due a reminder. Returns how many were mailed. */
export async function sendDueReminders(
  db: Database,
  {
    publicUrl,
    now = new Date(),
    batch = REMINDER_BATCH,
    catalogs = appCatalogs({ warn: () => undefined }),
  }: { publicUrl: string; now?: Date; batch?: number; catalogs?: CompiledCatalogs },
): Promise<number> {
  const cutoff = new Date(now.getTime() - REMINDER_DAYS * DAY_MS);
  const recentlyReminded = await db
    .select({ partnerId: portalAccess.partnerId })
    .from(portalAccess)
    .where(or(gt(portalAccess.remindedAt, cutoff), sql`${portalAccess.revokedAt} is not null`));
  // A listing whose own name or address change waits cannot be confirmed as it stands: asked once it is decided.
  const changeWaiting = await db
    .select({ partnerId: portalChangeRequests.partnerId })
    .from(portalChangeRequests)
    .where(eq(portalChangeRequests.status, 'pending'));
  const due = await listStaleListings(db, {
    checkedBefore: cutoff,
    limit: batch,
    skipIds: [...recentlyReminded, ...changeWaiting].map((row) => row.partnerId),
  });
  let sent = 0;
  for (const listing of due) {
    const mailed = await db.transaction(async (tx) => {
      // Another instance may have claimed it since the read: only one upsert changes the row.
      const [claimed] = await tx
        .insert(portalAccess)
        .values({ partnerId: listing.id, remindedAt: now })
        .onConflictDoUpdate({
          target: portalAccess.partnerId,
          set: { remindedAt: now },
          setWhere: and(
            or(isNull(portalAccess.remindedAt), lt(portalAccess.remindedAt, cutoff)),
            isNull(portalAccess.revokedAt),
          ),
        })
        .returning({ partnerId: portalAccess.partnerId });
      if (!claimed) return false;
      const token = newToken();
      const expiresAt = new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS);
      await tx.insert(portalLinks).values({
        tokenHash: hashToken(token),
        purpose: 'confirm',
        email: listing.email.trim().toLowerCase(),
        partnerId: listing.id,
        createdAt: now,
        expiresAt,
      });
      const mail = reminderMail(createI18n(catalogs, listing.preferredLanguage), { publicUrl, token, listing });
      await enqueueMail(tx, {
        to: listing.email,
        ...mail,
        subjectId: listing.id,
        purpose: PORTAL_MAIL_PURPOSES.reminder,
        // Asking "still right?" with a dead confirm link helps nobody: it waits no longer than the link.
        sendBefore: expiresAt,
      });
      return true;
    });
    if (mailed) sent += 1;
  }
  if (sent > 0) notifyMailQueued();
  return sent;
}

/** Each server process: a pass a minute after start, then hourly; a failed pass is logged and retried. */
export function startPortalReminders({
  db,
  log,
  publicUrl,
  intervalMs = REMINDER_INTERVAL_MS,
}: {
  db: Database;
  log: Logger;
  publicUrl: string;
  intervalMs?: number;
}): { name: string; stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = (async () => {
      await purgeExpiredPortalRecords(db);
      const count = await sendDueReminders(db, { publicUrl });
      if (count > 0) log.info({ event: 'portal.reminders', count }, 'listing reminders queued');
    })().catch((err: unknown) => log.error({ err }, 'listing reminders failed'));
  };
  const first = setTimeout(pass, Math.min(intervalMs, 60_000));
  const timer = setInterval(pass, intervalMs);
  first.unref();
  timer.unref();
  return {
    name: 'portal-reminders',
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
