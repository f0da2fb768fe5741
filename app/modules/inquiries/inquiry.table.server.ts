import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** 'pending' is the spec's default (shown as New); decision 014. */
export const inquiryStatuses = ['pending', 'forwarded', 'answered', 'closed'] as const;

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: a deleted partner waits in the trash (decision 023), and its inquiries keep pointing at
    // it, so a restore gives them back; until then the inbox shows the stored partner name.
    partnerId: uuid('partner_id'),
    partnerName: text('partner_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    // The language of the page it was sent from (decision 033): the family's emails are written in it.
    locale: text('locale', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: inquiryStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiries_created_idx').on(table.createdAt),
    index('inquiries_status_idx').on(table.status),
    index('inquiries_partner_idx').on(table.partnerId),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;

/**
 * The office's internal notes on an inquiry, newest last. The author is kept by id and by the username at
 * the time of writing, without a foreign key: the record of who wrote what outlives the admin account.
 */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiry_notes_inquiry_idx').on(table.inquiryId, table.createdAt)],
);

export type InquiryNoteRow = typeof inquiryNotes.$inferSelect;
