import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every app instance on one PostgreSQL (docs/decisions/003-rate-limit-store.md).
 * `key` is `<limiter>:<client ip>`; `reset_at_ms` the window's end in epoch milliseconds.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
});
