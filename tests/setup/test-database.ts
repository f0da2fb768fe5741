import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';

/** The machine's own PostgreSQL, used by the tests that need PostgreSQL when TEST_DATABASE_URL is unset. */
const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the integration suite both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: await migratedPglite() });
    // A no-op on the template's copy; it keeps every file's database on the migrations of this checkout.
    await migrateDatabase(handle);
    return handle;
  }
  const throwaway = await createThrowawayPostgresDatabase(serverUrl, await migratedPostgresTemplate(serverUrl));
  const handle = await openDatabase({ kind: 'postgres', url: throwaway.url, maxConnections: 5 });
  // A no-op on the template's copy, as for PGlite above.
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}

let migratedTemplate: Promise<Blob> | undefined;

/**
 * A dump of a freshly migrated in-memory PGlite, made once per test worker (the integration project shares
 * a worker's modules between files): starting each file's database from it (PGlite's `loadDataDir`) skips
 * PGlite's first start and every migration, about a second of CPU per file (decision 039).
 */
function migratedPglite(): Promise<Blob> {
  migratedTemplate ??= (async () => {
    const template = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateDatabase(template);
      return await (template.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })();
  return migratedTemplate;
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A database migrated once per test worker, that each file's database is copied from (PostgreSQL's own
 * CREATE DATABASE … TEMPLATE): about 0.4 s of migrations per file saved, as the PGlite template does. It is
 * left with no connection, which a template needs; the server keeps it (one per worker and run, a few MB).
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const template = await createThrowawayPostgresDatabase(serverUrl);
    const handle = await openDatabase({ kind: 'postgres', url: template.url, maxConnections: 2 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    return new URL(template.url).pathname.slice(1);
  })();
  return postgresTemplate;
}

export interface ThrowawayDatabase {
  /** Connection URL of the new database: empty, or a copy of the template it was made from. */
  url: string;
  /** Drops it, closing whatever connections are left. */
  drop(): Promise<void>;
}

/**
 * A new database on a PostgreSQL server (empty, or a copy of `template`), for tests that only make sense there
 * (several instances on one database): TEST_DATABASE_URL's server, else the local one on 127.0.0.1:5432.
 * Neither answering is an error, never a skip.
 */
export async function createThrowawayPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `This test needs PostgreSQL: set TEST_DATABASE_URL or run one at ${LOCAL_POSTGRES_URL} (${(error as Error).message})`,
      );
    }
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}
