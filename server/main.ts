import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { createChangeNotifications } from '~/db/change-notifications.server';
import { startPasswordResetRequests } from '~/modules/admin-auth/admin-people.service.server';
import { startTrashPurge } from '~/modules/audit/audit.server';
import { appCatalogs, directoryNames } from '~/modules/i18n/catalog.server';
import { startPortalLinkRequests } from '~/modules/partner-portal/portal-link-requests.server';
import { startPortalReminders } from '~/modules/partner-portal/portal-reminders.server';
import { alertCoordinatorOfFailedInquiryMail } from '~/modules/inquiries/inquiry-delivery-alert.server';
import { startMailWorker } from '~/modules/mail/mail-worker.server';
import { createApp } from './app';
import { listenWithGracefulShutdown } from './lifecycle.server';
import { startMediaCleanup } from './media-cleanup.server';
import { startRetention } from './retention.server';
import { createLogger } from '~/lib/logger.server';
import { bootRuntime, describeStartupFailure } from './runtime.server';

/** The pages of this bundle (React Router's server build); the integration tests serve them too. */
export const loadServerBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

// The job as this bundle runs it: tests serving this bundle's pages start it from here, since the in-process
// wake-up of a sign-in request only reaches a job of the same module instance.
export { startPortalLinkRequests };

/** Entry of the server bundle (build/server/index.js) and of `npm run dev` through Vite. */
export async function startServer({ vite }: { vite?: ViteDevServer } = {}) {
  const context = await bootRuntime().catch((error: unknown) => {
    // The operator reads one line saying what failed and what to do, not a stack trace.
    createLogger('info').fatal({ code: (error as NodeJS.ErrnoException).code }, describeStartupFailure(error));
    process.exit(1);
  });
  // Production: the build itself, so React Router prepares its routes once (a function is called, and its
  // routes flattened and ranked again, on every request: for development, where the modules change).
  const build = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : await loadServerBuild();
  // Other instances' writes (and scripts') empty this one's copies of public pages (PostgreSQL: LISTEN).
  const changes = createChangeNotifications(context.database, { log: context.log });
  // Production replays current public pages for PUBLIC_CACHE_TTL_MS (15 s); development always renders afresh.
  const app = createApp({
    context,
    build,
    serveStaticAssets: !vite,
    beforePages: vite?.middlewares,
    publicCacheTtlMs: vite ? 0 : context.env.PUBLIC_CACHE_TTL_MS,
    // Part of every public ETag. The server bundle (this file once built) holds the whole server and the
    // client manifest: every instance of one deployment agrees, the next deployment differs.
    buildId: vite
      ? undefined
      : createHash('sha1')
          .update(await readFile(fileURLToPath(import.meta.url)))
          .digest('base64url'),
    changes,
  });
  // Sends the inquiry emails of the outbox (design §3); stopped at shutdown before the database closes.
  const senderNames = directoryNames(appCatalogs(context.log));
  const mailWorker = startMailWorker({
    db: context.db,
    databaseKind: context.database.kind,
    log: context.log,
    smtpUrl: context.env.SMTP_URL,
    from: { name: senderNames.en, address: context.env.INQUIRY_EMAIL },
    fromNames: senderNames,
    messageIdDomain: new URL(context.env.PUBLIC_URL).hostname,
    // An email that finally failed: one alert to the coordinator (mail itself knows nothing of inquiries).
    onFinallyFailed: alertCoordinatorOfFailedInquiryMail({
      coordinatorEmail: context.env.INQUIRY_EMAIL,
      publicUrl: context.env.PUBLIC_URL,
    }),
  });
  // Deleted partners and FAQ items leave the trash after 30 days, recorded as a purge.
  const trashPurge = startTrashPurge({ db: context.db, log: context.log });
  // "Is this still right?" emails, a small batch per hour (decision 031).
  const portalReminders = startPortalReminders({ db: context.db, log: context.log, publicUrl: context.env.PUBLIC_URL });
  // Sign-in links asked for on the portal: looked up and mailed after the answer (decision 031).
  const portalLinks = startPortalLinkRequests({ db: context.db, log: context.log, publicUrl: context.env.PUBLIC_URL });
  // Admin password resets asked for: looked up and mailed after the answer (decision 051).
  const passwordResets = startPasswordResetRequests({
    db: context.db,
    log: context.log,
    publicUrl: context.env.PUBLIC_URL,
  });
  // After INQUIRY_RETENTION_MONTHS: inquiries deleted with their emails, reporters' addresses forgotten, other
  // sent emails deleted (the privacy page says so).
  const retention = startRetention({
    db: context.db,
    log: context.log,
    retentionMonths: context.env.INQUIRY_RETENTION_MONTHS,
  });
  // Uploaded logos nothing has used for 30 days (recorded, decision 050) and videos not asked for in 30 days
  // (decision 052) leave the media store.
  const mediaCleanup = startMediaCleanup({ db: context.db, env: context.env, log: context.log });
  return listenWithGracefulShutdown(app, context, [
    mailWorker,
    trashPurge,
    portalReminders,
    portalLinks,
    passwordResets,
    retention,
    mediaCleanup,
    changes,
  ]);
}
