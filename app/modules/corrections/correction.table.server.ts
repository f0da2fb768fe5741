import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { correctionStatuses } from './correction.statuses';

/** What a visitor reported as wrong on a partner page ('Report a correction'), kept as plain text. */
export const corrections = pgTable(
  'corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: a deleted partner waits in the trash, and its reports keep pointing at it for a
    // restore; the queue shows the stored name meanwhile.
    partnerId: uuid('partner_id').notNull(),
    partnerName: text('partner_name').notNull(),
    message: text('message').notNull(),
    contactEmail: text('contact_email'),
    status: text('status', { enum: correctionStatuses }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByName: text('handled_by_name'),
  },
  (table) => [
    index('corrections_status_created_idx').on(table.status, table.createdAt),
    index('corrections_partner_idx').on(table.partnerId),
  ],
);

export type CorrectionRow = typeof corrections.$inferSelect;
