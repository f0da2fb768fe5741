import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client.server';

// Committed SQL migrations; the server runs from the repository root (npm start / npm run serve).
export const migrationsFolder = path.resolve(process.cwd(), 'drizzle');

// Arbitrary constant key: every app instance starting at once against one PostgreSQL takes turns.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations. Safe to call from many instances at once on PostgreSQL.
 * `folder` is for a restore, which first builds the schema a backup was taken at (app/db/backup.server.ts).
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    return;
  }
  const pool = handle.pool!;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from partners`);
  return (result.rows[0]?.count ?? 0) === 0;
}
