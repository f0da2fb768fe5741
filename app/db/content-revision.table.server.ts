import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose number moves on when a transaction that wrote anything the public pages or public API reads
 * show (partners, their aliases, FAQ items) commits, whoever wrote. The public HTTP validator (ETag) is built
 * from it, so every instance on one database gives a page the same ETag and drops it at the same write
 * (triggers in the migration; server/public-http-cache.server.ts).
 */
export const publicContentRevision = pgTable('public_content_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
