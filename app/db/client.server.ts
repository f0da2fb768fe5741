import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.server';
import { acquireDataDirLock } from './data-dir-lock.server';

export type Schema = typeof schema;

/** Both drivers answer raw queries with `{ rows }` (PGlite `Results`, pg `QueryResult`). */
export interface RowsResult<Row> {
  rows: Row[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
/** The common type of both drivers: services are written once against it. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Throws when the database cannot answer (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Only for PostgreSQL: the pool, for advisory locks and listen/notify. */
  pool?: pg.Pool;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `loadDataDir` starts it as a copy of another's `dumpDataDir()` (the tests' migrated template). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export function databaseTargetFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR };
}

/** The contrib extensions the migrations create: trigram similarity (search) and earth distances (ZIP radius). */
const pgliteExtensions = { pg_trgm, cube, earthdistance };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.maxConnections);
  if (target.kind === 'pglite-memory') {
    return openPglite(new PGlite({ extensions: pgliteExtensions, loadDataDir: target.loadDataDir }));
  }

  // PGlite neither creates parent folders nor locks its folder; two processes on one folder corrupt it.
  const dataDir = path.resolve(target.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
    return openPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function openPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

async function openPostgres(url: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
