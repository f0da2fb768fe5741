import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database, DatabaseKind, Transaction } from '~/db/client.server';
import {
  cancelExpiredMail,
  claimDueMail,
  countPendingMail,
  MAIL_ALERT_PURPOSE,
  markMailFailed,
  markMailSent,
  onMailQueued,
  releaseMailLeases,
  rescheduleMail,
} from './outbox.server';
import type { OutboxRow } from './outbox.table.server';

/** Defaults of the delivery policy (design §3: retries with backoff for 24 h, then failed). */
export const MAIL_DEFAULTS = {
  pollIntervalMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  /** Longer than one SMTP conversation can take with the timeouts below, so a live send is never retaken. */
  leaseMs: 5 * 60_000,
  batchSize: 20,
  /** How long stop() lets a send in progress finish (shutdown as a whole has 20 s). */
  stopWaitMs: 10_000,
} as const;

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

export interface MailWorkerOptions {
  db: Database;
  /** PGlite: leases left by a crashed process are released at start (see releaseMailLeases). */
  databaseKind: DatabaseKind;
  log: Logger;
  /** smtp://user:pass@host:port or smtps://...; unset: messages stay pending (and a warning says so). */
  smtpUrl?: string;
  /** The From header and envelope sender (nodemailer quotes the display name). */
  from: string | { name: string; address: string };
  /**
   * The From name of a message in each language (`language` of enqueueMail), e.g. { fr: 'Répertoire des
   * partenaires …' }: a French email comes from the directory's French name. Others keep `from`'s.
   */
  fromNames?: Readonly<Record<string, string>>;
  /**
   * The domain of each message's Message-ID, `<outbox-{id}@{domain}>` (the host of PUBLIC_URL): a message
   * sent again after a crash carries the same id, so mail servers and readers can tell it is a resend.
   */
  messageIdDomain: string;
  pollIntervalMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  giveUpAfterMs?: number;
  leaseMs?: number;
  batchSize?: number;
  stopWaitMs?: number;
  now?: () => Date;
  /**
   * Called when a message is marked failed for good, inside that transaction (so an alert it queues with
   * enqueueMail(tx, ...) exists exactly when the failure does). Never called for a message whose purpose is
   * MAIL_ALERT_PURPOSE: alerts about alerts would loop.
   */
  onFinallyFailed?: (tx: Transaction, message: OutboxRow) => Promise<void>;
}

/** The shape server/lifecycle.server.ts stops at shutdown (declared there as BackgroundWorker). */
export interface MailWorker {
  name: string;
  /** Look for due mail now (after an inquiry commits) rather than at the next poll. */
  wake(): void;
  /** One pass over the due messages; the poll loop calls it, tests may too. */
  runOnce(): Promise<void>;
  /** Stops polling and waits for a send in progress to finish. */
  stop(): Promise<void>;
}

/** Exponential backoff: base, 2 x base, 4 x base ... capped (30 s doubling up to 1 h by default). */
export function retryDelayMs(attempts: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}

/** RFC 5322 Message-ID of an outbox row: the same on every attempt to send it. */
export function outboxMessageId(outboxId: string, domain: string): string {
  return `<outbox-${outboxId}@${domain}>`;
}

const EMAIL_LIKE = /[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g;

/**
 * What a failure is recorded (lastError, admin-visible) and logged as: the SMTP error code and reply, with
 * anything that looks like an address removed; logs never carry addresses or inquiry text (design §4).
 */
export function describeMailError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: string; responseCode?: number; message?: string };
  const parts = [code, responseCode ? String(responseCode) : undefined].filter(Boolean).join(' ');
  const text = String(message ?? error ?? 'unknown error')
    .replace(EMAIL_LIKE, '[address]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  return parts ? `${parts}: ${text}` : text;
}

/**
 * Sends the outbox through nodemailer over SMTP_URL: polls every few seconds and when woken, sends each due
 * message, marks it sent, or reschedules it with backoff until `giveUpAfterMs` after its creation, then
 * marks it failed with the last error. Delivery is at least once: a crash after the server accepted a
 * message but before it was marked sent sends it again after restart (never zero times).
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    databaseKind,
    log: parentLog,
    smtpUrl,
    from,
    fromNames = {},
    messageIdDomain,
    pollIntervalMs = MAIL_DEFAULTS.pollIntervalMs,
    retryBaseMs = MAIL_DEFAULTS.retryBaseMs,
    retryMaxMs = MAIL_DEFAULTS.retryMaxMs,
    giveUpAfterMs = MAIL_DEFAULTS.giveUpAfterMs,
    leaseMs = MAIL_DEFAULTS.leaseMs,
    batchSize = MAIL_DEFAULTS.batchSize,
    stopWaitMs = MAIL_DEFAULTS.stopWaitMs,
    now = () => new Date(),
    onFinallyFailed,
  } = options;
  const log = parentLog.child({ worker: 'mail' });
  const transporter: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        ...SMTP_TIMEOUTS,
        // Message content is a visitor's text: never let it pull in files or URLs as attachments.
        disableFileAccess: true,
        disableUrlAccess: true,
      })
    : undefined;

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let lastReportedPending = 0;
  let leasesReleased = databaseKind !== 'pglite';

  if (!transporter) {
    log.warn('SMTP_URL is not set: inquiry emails stay in the outbox (pending, visible to admins) until it is');
  }

  /** `from`, named in the message's language when there is a name for it. */
  function senderOf(message: OutboxRow) {
    const name = message.language ? fromNames[message.language] : undefined;
    if (!name) return from;
    return { name, address: typeof from === 'string' ? from : from.address };
  }

  async function deliver(message: OutboxRow) {
    const context = { outboxId: message.id, subjectId: message.subjectId, attempt: message.attempts };
    try {
      await transporter!.sendMail({
        messageId: outboxMessageId(message.id, messageIdDomain),
        from: senderOf(message),
        ...(message.language ? { headers: { 'Content-Language': message.language } } : {}),
        to: message.toAddress,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.textBody,
      });
      await markMailSent(db, { id: message.id, now: now() });
      log.info(context, 'mail sent');
    } catch (error) {
      const reason = describeMailError(error);
      const age = now().getTime() - message.createdAt.getTime();
      if (age >= giveUpAfterMs) {
        const reported = await db.transaction(async (tx) => {
          const failed = await markMailFailed(tx, { id: message.id, error: reason, now: now() });
          if (!failed || !onFinallyFailed || message.purpose === MAIL_ALERT_PURPOSE) return false;
          await onFinallyFailed(tx, { ...message, status: 'failed', lastError: reason });
          return true;
        });
        // What the callback queued (an alert) is due now: another pass rather than the next poll.
        if (reported) runAgain = true;
        log.error({ ...context, reason }, 'mail failed for good: giving up after the retry period');
        return;
      }
      const delay = retryDelayMs(message.attempts, { baseMs: retryBaseMs, maxMs: retryMaxMs });
      await rescheduleMail(db, { id: message.id, nextAttemptAt: new Date(now().getTime() + delay), error: reason });
      log.warn({ ...context, reason, retryInMs: delay }, 'mail not sent; will retry');
    }
  }

  async function runOnce() {
    if (!leasesReleased) {
      const released = await releaseMailLeases(db, { now: now() });
      leasesReleased = true;
      if (released > 0) log.info({ released }, 'pending mail from before the restart is due again');
    }
    // With or without a mail server: an expired link's email is withdrawn, never sent late nor counted waiting.
    const cancelled = await cancelExpiredMail(db, { now: now() });
    if (cancelled > 0) log.info({ cancelled }, 'link emails cancelled: their links expired before they were sent');
    if (!transporter) {
      const pending = await countPendingMail(db, { now: now() });
      if (pending !== lastReportedPending && pending > 0) {
        log.warn({ pending }, 'mail waiting in the outbox: SMTP_URL is not set');
      }
      lastReportedPending = pending;
      return;
    }
    const batch = await claimDueMail(db, { now: now(), leaseMs, limit: batchSize });
    for (const message of batch) {
      if (stopped) break;
      await deliver(message);
    }
    // A full batch: there may be more due right away.
    if (batch.length === batchSize) runAgain = true;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // The poll alone must not keep a process alive (tests, a CLI that imports the app).
    timer.unref?.();
  }

  function tick() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        // The database was unreachable, most likely; the messages are still there for the next pass.
        log.error({ reason: describeMailError(error) }, 'mail worker pass failed');
      })
      .finally(() => {
        running = undefined;
        const again = runAgain;
        runAgain = false;
        schedule(again ? 0 : pollIntervalMs);
      });
  }

  const unsubscribe = onMailQueued(() => worker.wake());
  const worker: MailWorker = {
    name: 'mail',
    wake() {
      if (stopped) return;
      if (running) runAgain = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      // A send in progress may finish, but shutdown (20 s budget) does not wait out a hung mail server: an
      // unfinished message keeps its lease and is tried again (at once after a PGlite restart).
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (waited = setTimeout(resolve, stopWaitMs)))]);
      clearTimeout(waited);
      transporter?.close();
    },
  };
  schedule(0);
  return worker;
}
