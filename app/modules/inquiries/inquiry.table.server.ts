import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/partner.table.server';

export const inquiryStatuses = ['pending', 'contacted', 'closed'] as const;

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted partner must not take the family's inquiry with it: the link is cleared, the name kept.
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    partnerName: text('partner_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    status: text('status', { enum: inquiryStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiries_created_idx').on(table.createdAt), index('inquiries_status_idx').on(table.status)],
);

export type InquiryRow = typeof inquiries.$inferSelect;
