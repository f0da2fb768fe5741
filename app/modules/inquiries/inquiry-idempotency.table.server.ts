import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records of POST /api/inquiries: the first answer given for a key, replayed to a retry of
 * the same request for IDEMPOTENCY_KEY_TTL_MS. Written in the inquiry's own transaction, so a key never
 * exists without its inquiry, nor an inquiry sent with a key without the key. The primary key is what makes
 * two concurrent requests with one key produce one inquiry.
 */
export const inquiryIdempotencyKeys = pgTable(
  'inquiry_idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** SHA-256 of the validated request: the same key with another inquiry is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    // Null only inside the transaction that claimed the key; committed rows always carry the answer.
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiry_idempotency_keys_created_idx').on(table.createdAt)],
);
