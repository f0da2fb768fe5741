import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  min,
  or,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { mailOutbox, type OutboxRow } from './outbox.table.server';

/** A queued message as the worker hands it to a sender's callback. */
export type OutboxMessage = OutboxRow;

/*
 * The transactional outbox (design §3 Inquiries, §4 "SMTP down loses nothing"): a use case writes its
 * email here inside its own transaction; the mail worker (mail-worker.server.ts) sends it later.
 */

export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** The record the message is about, so its sender can show how delivery went (listMailAbout). */
  subjectId?: string | null;
  /** The sender's label for the message (which of a record's emails it is); MAIL_ALERT_PURPOSE marks alerts. */
  purpose?: string | null;
  /** The language it is written in ('en', 'fr'), for its From name and Content-Language. */
  language?: string | null;
  /**
   * For an email carrying a link: when the link expires. It is not sent from then on, and cancelLinkMail can
   * withdraw it. Leave unset for anything that must go out however late (an inquiry).
   */
  sendBefore?: Date | null;
}

/**
 * The purpose of an alert about a message that finally failed: the worker never raises an alert about one
 * of these (no alert loops when the alert address itself bounces).
 */
export const MAIL_ALERT_PURPOSE = 'delivery-alert';

/** What a sender may show of a queued message: where it went, why, and how its delivery is going. */
export type MailDelivery = Pick<
  OutboxRow,
  'subjectId' | 'toAddress' | 'purpose' | 'status' | 'attempts' | 'lastError' | 'sentAt' | 'createdAt'
>;

/** The messages about these records (their `subjectId`), newest first, for a sender to show their delivery. */
export async function listMailAbout(db: Database | Transaction, subjectIds: string[]): Promise<MailDelivery[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select({
      subjectId: mailOutbox.subjectId,
      toAddress: mailOutbox.toAddress,
      purpose: mailOutbox.purpose,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.subjectId, subjectIds))
    .orderBy(desc(mailOutbox.createdAt));
}

/** Deletes every message about these records (their `subjectId`): a sender deleting the records for good. */
export async function deleteMailAbout(db: Database | Transaction, subjectIds: string[]): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const deleted = await db
    .delete(mailOutbox)
    .where(inArray(mailOutbox.subjectId, subjectIds))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/**
 * Deletes messages finished (sent, given up on or cancelled) before `before`: their addresses and bodies are
 * kept no longer than what they were about. Each status's own time is indexed, so this reads no other row.
 */
export async function deleteFinishedMail(db: Database | Transaction, { before }: { before: Date }): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)),
        and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.failedAt, before)),
        and(eq(mailOutbox.status, 'cancelled'), lt(mailOutbox.cancelledAt, before)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/** Queues a message; pass the caller's transaction so the message commits (or not) with its record. */
export async function enqueueMail(db: Database | Transaction, mail: OutgoingMail): Promise<OutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      subjectId: mail.subjectId ?? null,
      purpose: mail.purpose ?? null,
      language: mail.language ?? null,
      sendBefore: mail.sendBefore ?? null,
    })
    .returning();
  if (!row) throw new Error('enqueueMail: nothing inserted');
  return row;
}

/**
 * Withdraws the waiting link emails about these records (their `subjectId`): the link was used, revoked or
 * replaced, so its email must never go out. Pass the transaction that ends the link. Only messages queued
 * with a `sendBefore` are touched: an inquiry's email is never withdrawn. Returns how many were.
 */
export async function cancelLinkMail(
  db: Database | Transaction,
  { subjectIds, purpose, now }: { subjectIds: readonly string[]; purpose?: string; now: Date },
): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const cancelled = await db
    .update(mailOutbox)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        inArray(mailOutbox.subjectId, [...subjectIds]),
        purpose === undefined ? undefined : eq(mailOutbox.purpose, purpose),
        eq(mailOutbox.status, 'pending'),
        isNotNull(mailOutbox.sendBefore),
      ),
    )
    .returning({ id: mailOutbox.id });
  return cancelled.length;
}

/** Cancels the waiting link emails whose link has expired (their `sendBefore` is past). Returns how many. */
export async function cancelExpiredMail(db: Database | Transaction, { now }: { now: Date }): Promise<number> {
  const cancelled = await db
    .update(mailOutbox)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.sendBefore, now)))
    .returning({ id: mailOutbox.id });
  return cancelled.length;
}

/** Still worth sending at `now`: no deadline, or one not reached. */
function beforeDeadline(now: Date) {
  return or(isNull(mailOutbox.sendBefore), gt(mailOutbox.sendBefore, now));
}

/*
 * In-process wake-up: a use case that queued mail calls notifyMailQueued() after its commit, so the worker
 * of this process sends at once instead of at its next poll. Only a hint: polling is what guarantees
 * delivery (another instance's queue, a restart), so a lost notification costs seconds, never a message.
 */
const queuedListeners = new Set<() => void>();

export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export function notifyMailQueued(): void {
  for (const listener of queuedListeners) listener();
}

/**
 * Takes up to `limit` due messages for sending. Each is leased (nextAttemptAt moved to now + leaseMs) and
 * its attempt counted in the same short transaction, and the SMTP conversation happens after the commit:
 * no row lock or connection is held while a mail server is slow (on PGlite a held transaction would stall
 * every page). On PostgreSQL, `for update skip locked` lets several instances claim at once without ever
 * taking the same message; a worker that dies mid-send leaves a lease that expires, and the message is
 * tried again.
 */
export async function claimDueMail(
  db: Database,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now), beforeDeadline(now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

export async function markMailSent(db: Database, { id, now }: { id: string; now: Date }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

export async function rescheduleMail(
  db: Database,
  { id, nextAttemptAt, error }: { id: string; nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt, lastError: error })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Marks a pending message failed; false when it was no longer pending (nothing changed). */
export async function markMailFailed(
  db: Database | Transaction,
  { id, error, now }: { id: string; error: string; now: Date },
): Promise<boolean> {
  const changed = await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error, failedAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return changed.length > 0;
}

/**
 * Makes every pending message due now. For PGlite at boot only: one process owns the data folder, so a
 * lease still running belongs to a process that is gone (a crash, kill -9) and nobody else will send it.
 * Not for PostgreSQL, where another live instance may hold those leases.
 */
export async function releaseMailLeases(db: Database, { now }: { now: Date }): Promise<number> {
  const released = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.nextAttemptAt, now)))
    .returning({ id: mailOutbox.id });
  return released.length;
}

export async function countPendingMail(db: Database, { now }: { now: Date }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), beforeDeadline(now)));
  return row?.value ?? 0;
}

/** How many messages of one purpose (the sender's label; null on rows from before purposes were recorded). */
export interface MailPurposeCount {
  purpose: string | null;
  count: number;
}

/** The outbox as a whole, in counts and times only: no address, subject or body leaves this function. */
export interface MailDeliverySummary {
  /** When the last message went out; null when none ever did. */
  lastSentAt: Date | null;
  waiting: { total: number; oldestCreatedAt: Date | null; byPurpose: MailPurposeCount[] };
  /** Messages given up on since `failedSince`. */
  failed: { total: number; byPurpose: MailPurposeCount[] };
  /** Link emails withdrawn since `failedSince` (their link used, revoked, replaced or expired): not failures. */
  cancelled: { total: number; byPurpose: MailPurposeCount[] };
}

function totalOf(rows: MailPurposeCount[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/**
 * What an office needs to notice that email is not going out: the messages still waiting (and since when),
 * those given up on since `failedSince`, and the last one sent, counted per purpose. Each query is an index
 * range: pending rows by status, failures by failed_at, the last sent by sent_at.
 */
export async function summarizeMailDelivery(
  db: Database,
  { failedSince, now }: { failedSince: Date; now: Date },
): Promise<MailDeliverySummary> {
  const byPurpose = { purpose: mailOutbox.purpose, count: count() };
  const [waiting, failed, cancelled, lastSent] = await Promise.all([
    // The waiting rows once: their count and their oldest, per purpose. A link email past its deadline is
    // not waiting even before the worker's next pass marks it cancelled.
    db
      .select({ ...byPurpose, oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), beforeDeadline(now)))
      .groupBy(mailOutbox.purpose),
    db
      .select(byPurpose)
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'failed'), gte(mailOutbox.failedAt, failedSince)))
      .groupBy(mailOutbox.purpose),
    db
      .select(byPurpose)
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'cancelled'), gte(mailOutbox.cancelledAt, failedSince)))
      .groupBy(mailOutbox.purpose),
    db.select({ value: max(mailOutbox.sentAt) }).from(mailOutbox),
  ]);
  const oldestCreatedAt = waiting.reduce<Date | null>(
    (earliest, { oldest }) => (oldest && (!earliest || oldest < earliest) ? oldest : earliest),
    null,
  );
  return {
    lastSentAt: lastSent[0]?.value ?? null,
    waiting: {
      total: totalOf(waiting),
      oldestCreatedAt,
      byPurpose: waiting.map(({ purpose, count }) => ({ purpose, count })),
    },
    failed: { total: totalOf(failed), byPurpose: failed },
    cancelled: { total: totalOf(cancelled), byPurpose: cancelled },
  };
}
