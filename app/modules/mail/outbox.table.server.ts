import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** cancelled: a link email whose link was used, revoked, replaced or expired before it went out. */
export const outboxStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;

/**
 * Transactional outbox: a message is written in the same transaction as the record that caused it and
 * sent later by a worker, so a success answer to the visitor never depends on the mail server being up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The record the message is about, as its sender names it (`purpose` says which kind), so the sender can
     * list its messages; no foreign key: mail knows no other module's tables.
     */
    subjectId: uuid('subject_id'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    /** The sender's label for what the message is (e.g. which of an inquiry's emails); null on old rows. */
    purpose: text('purpose'),
    /**
     * The message's language as its sender wrote it ('en', 'fr'): the From name and the Content-Language header
     * follow it. Null: the default From name and no header (the office's own English emails, older rows).
     */
    language: text('language'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the worker gave up on it (status failed), so the dashboard can count the recent failures. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * A link email's deadline, its link's expiry: not sent from then on (cancelled). Only such messages can
     * be cancelled; null (inquiries, notices) means it goes out however late, never dropped.
     */
    sendBefore: timestamp('send_before', { withTimezone: true }),
    /** When it was cancelled (status cancelled), so the dashboard can count them apart from failures. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_subject_idx').on(table.subjectId),
    // The dashboard's email delivery card: the last message sent and the failures of the last days, each an
    // index range rather than a walk over every message ever sent.
    index('mail_outbox_sent_at_idx').on(table.sentAt),
    index('mail_outbox_failed_at_idx').on(table.failedAt),
    index('mail_outbox_cancelled_at_idx').on(table.cancelledAt),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
