import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { LISTING_EVENT_KINDS } from './listing-events';

/**
 * A listing's figures (decision 034): one row per partner, UTC day and kind, a bare count. Nothing about
 * the visitor (no IP, agent, cookie or time of day). No foreign key: as the portal's tables, counts
 * outlive a partner in the trash and never block its deletion.
 */
export const listingDailyCounts = pgTable(
  'listing_daily_counts',
  {
    partnerId: uuid('partner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: LISTING_EVENT_KINDS }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.day, table.kind] }),
    check('listing_daily_counts_kind_check', sql`${table.kind} in ('view', 'directions', 'call')`),
  ],
);
