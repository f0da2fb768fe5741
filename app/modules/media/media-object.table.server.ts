import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea: Buffer in, Buffer out (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Generated media (rendered videos) when MEDIA_STORE=database: every app instance on one PostgreSQL reads
 * what any of them wrote. A key names immutable content (`videos/{hash}.mp4`); rows are written once.
 * `content` is stored uncompressed out of line (drizzle/*_multi_instance.sql): media are compressed already,
 * and `substring()` then reads only the pages of the asked range.
 */
export const mediaObjects = pgTable('media_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  byteLength: integer('byte_length').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
