import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Partners the bulk update asked Google about and found no matching place for. Later bulk runs skip them
 * (asking again costs a Text Search and finds the same nothing) until an administrator links a place by
 * hand, which deletes the row. `notOnGoogle`: the administrator said there is no place to link; the row
 * stays so bulk runs keep skipping the partner, but it leaves the "Not matched" list.
 *
 * No foreign key to partners (like inquiries): a partner moved to the trash keeps its row, so a restore
 * (same id) brings back what was known and what the office said. Reads join partners.
 */
export const googlePlaceNoMatches = pgTable('google_place_no_matches', {
  partnerId: uuid('partner_id').primaryKey(),
  triedAt: timestamp('tried_at', { withTimezone: true }).notNull(),
  notOnGoogle: boolean('not_on_google').notNull().default(false),
});
