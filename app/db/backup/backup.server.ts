import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, type DatabaseHandle, type DatabaseTarget, openDatabase } from '../client.server';
import { migrateDatabase, migrationsFolder } from '../migrate.server';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupCounts,
  type BackupHeader,
  endLine,
  isSafeMediaPath,
  mediaLine,
  openBackupFile,
  rowLine,
  verifyBackupFile,
  writeBackupFile,
} from './backup-file.server';

/*
 * npm run backup / npm run restore (decision 011): a logical export of every table of the public schema, read
 * in one repeatable-read transaction, plus the media files of an embedded data folder. The same file restores
 * into PGlite or PostgreSQL, whichever wrote it.
 */

/** Left out of a backup: state a restored instance rebuilds by itself. */
export const SKIPPED_TABLES: ReadonlyMap<string, string> = new Map([
  ['rate_limits', 'counters of the last hour at most'],
  ['directory_revision', 'moved on by a trigger whenever partners change'],
  ['public_content_revision', 'moved on by a trigger whenever partners, aliases or FAQ items change'],
  ['admin_sessions', 'sign-ins last 12 hours at most: admins sign in again after a restore'],
]);

type Queryable = Pick<Database, 'execute'>;

const ROWS_PER_BATCH = 500;
const BYTES_PER_BATCH = 8 * 1024 * 1024;

export interface BackupResult extends BackupCounts {
  file: string;
  bytes: number;
}

/**
 * Writes a backup of the database (and of `mediaDir`, when given) to `file`. The tables are read in one
 * read-only repeatable-read transaction, so the file is one consistent snapshot while the app keeps serving
 * (PostgreSQL); an embedded database is not shared, so its server is stopped while this runs.
 */
export async function createBackup(
  handle: DatabaseHandle,
  { file, mediaDir }: { file: string; mediaDir?: string },
): Promise<BackupResult> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  return handle.db.transaction(
    async (tx) => {
      const tables = await listTables(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        source: handle.kind,
        migrations: await appliedMigrations(tx),
        tables,
      };
      const counts: BackupCounts = { rows: Object.fromEntries(tables.map((table) => [table, 0])), media: 0 };
      async function* lines() {
        yield JSON.stringify(header);
        for (const table of tables) {
          for await (const batch of readRows(tx, table)) {
            for (const row of batch) yield rowLine(table, row);
            counts.rows[table] = (counts.rows[table] ?? 0) + batch.length;
          }
        }
        for (const relativePath of mediaDir ? listMediaFiles(mediaDir) : []) {
          yield mediaLine(relativePath, await fs.promises.readFile(path.join(mediaDir!, relativePath)));
          counts.media += 1;
        }
        yield endLine(counts);
      }
      const bytes = await writeBackupFile(file, lines());
      return { file, bytes, ...counts };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface RestoreResult extends BackupCounts {
  /** Migrations newer than the backup, applied after its data was loaded. */
  migrationsApplied: number;
  /** Media files in the backup that a PostgreSQL target does not keep on disk. */
  mediaSkipped: number;
}

/**
 * Restores a backup into `target`, replacing nothing unless `force`:
 * 1. the whole file is read once and checked (a damaged or truncated file changes nothing);
 * 2. a staging PGlite in a temporary folder gets the schema the backup was taken at, the data, then every
 *    newer migration: an older backup comes up on a newer version, and a failed migration stops here too;
 * 3. the target is migrated and filled from the staging copy in one transaction, refused when it holds
 *    data (partners, FAQ, inquiries, admins ...) unless `force`, which empties those tables in the same transaction;
 * 4. embedded targets get the media files into DATA_DIR/media.
 * Stop the target's servers first: a PGlite folder is locked by its server; on PostgreSQL the one transaction
 * holds the tables it fills locked, so running instances would stall until it commits.
 */
export async function restoreBackup({
  file,
  target,
  force = false,
}: {
  file: string;
  target: DatabaseTarget;
  force?: boolean;
}): Promise<RestoreResult> {
  const { header, counts } = await verifyBackupFile(file);
  const backupMigrations = matchMigrations(file, header);
  const mediaDir = target.kind === 'pglite' ? path.resolve(target.dataDir, 'media') : undefined;

  const handle = await openDatabase(target);
  let staging: StagingFolder | undefined;
  try {
    await refuseUnlessEmpty(handle.db, mediaDir, force);
    staging = createStagingFolder(target);
    const stagedMedia = mediaDir ? staging.mediaDir : undefined;
    const stagingDb = await openDatabase({ kind: 'pglite', dataDir: staging.databaseDir });
    try {
      await migrateDatabase(stagingDb, writeMigrationsFolder(staging.migrationsDir, backupMigrations));
      const known = new Set(await listTables(stagingDb.db));
      const unknown = header.tables.filter((table) => !known.has(table));
      if (unknown.length > 0) {
        throw new BackupError(
          'incompatible',
          `${file} holds tables that no migration creates (${unknown.join(', ')}): tables made by hand are not ` +
            'restored. Nothing was changed.',
        );
      }
      await loadBackup(stagingDb.db, file, stagedMedia);
      await migrateDatabase(stagingDb);

      await migrateDatabase(handle);
      await handle.db.transaction(async (tx) => {
        const tables = await listTables(tx);
        await refuseUnlessEmpty(tx, mediaDir, force);
        if (force && tables.length > 0) {
          // CASCADE also empties what hangs off those rows (the sessions of replaced admins).
          await tx.execute(
            sql`truncate table ${sql.join(
              tables.map((t) => sql.identifier(t)),
              sql`, `,
            )} cascade`,
          );
        }
        await copyTables(stagingDb.db, tx, tables);
      });
    } finally {
      await stagingDb.close();
    }
    if (mediaDir && stagedMedia) {
      fs.rmSync(mediaDir, { recursive: true, force: true });
      fs.mkdirSync(stagedMedia, { recursive: true });
      fs.renameSync(stagedMedia, mediaDir);
    }
  } finally {
    staging?.remove();
    await handle.close();
  }
  const migrationsApplied = readMigrationFiles({ migrationsFolder }).length - backupMigrations;
  return {
    ...counts,
    migrationsApplied,
    mediaSkipped: mediaDir ? 0 : counts.media,
    media: mediaDir ? counts.media : 0,
  };
}

/** Tables of the public schema worth backing up, parents before the tables whose foreign keys point to them. */
async function listTables(db: Queryable): Promise<string[]> {
  const result = await db.execute<{ name: string; parents: string[] }>(sql`
    select c.relname::text as name,
      array(
        select distinct p.relname::text from pg_constraint k join pg_class p on p.oid = k.confrelid
        where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid
      ) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`);
  const parents = new Map(
    result.rows.filter((row) => !SKIPPED_TABLES.has(row.name)).map((row) => [row.name, row.parents] as const),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of parents.keys()) visit(table, []);
  return ordered;
}

async function appliedMigrations(db: Queryable): Promise<BackupHeader['migrations']> {
  const result = await db.execute<{ hash: string; created_at: string | number }>(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return result.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** How many of this version's migrations the backup was taken at; refuses a backup from a newer version. */
function matchMigrations(file: string, header: BackupHeader): number {
  const local = readMigrationFiles({ migrationsFolder });
  header.migrations.forEach((migration, index) => {
    if (index >= local.length) {
      throw new BackupError(
        'incompatible',
        `${file} was taken by a newer version of the app (${header.migrations.length} migrations, this version has ` +
          `${local.length}). Restore it with that version or a newer one. Nothing was changed.`,
      );
    }
    if (local[index]!.hash !== migration.hash || local[index]!.folderMillis !== migration.createdAt) {
      throw new BackupError(
        'incompatible',
        `${file} was taken at a migration (number ${index + 1}) that differs from this version's drizzle/ folder. ` +
          'Restore it with the version of the app that wrote it. Nothing was changed.',
      );
    }
  });
  if (header.migrations.length === 0) {
    throw new BackupError('incompatible', `${file} was taken from a database never migrated. Nothing was changed.`);
  }
  return header.migrations.length;
}

/** A copy of drizzle/ holding only its first `count` migrations: the schema a backup was taken at. */
function writeMigrationsFolder(folder: string, count: number): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

interface StagingFolder {
  databaseDir: string;
  migrationsDir: string;
  mediaDir: string;
  remove(): void;
}

function createStagingFolder(target: DatabaseTarget): StagingFolder {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-restore-'));
  // Staged media sit next to DATA_DIR/media, on its file system, so they move into place with one rename.
  const mediaDir =
    target.kind === 'pglite'
      ? path.resolve(target.dataDir, `media.restoring-${process.pid}`)
      : path.join(root, 'media');
  return {
    databaseDir: path.join(root, 'database'),
    migrationsDir: path.join(root, 'migrations'),
    mediaDir,
    remove() {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** The backup's rows into a database at the backup's schema, in one transaction; media files to `mediaDir`. */
async function loadBackup(db: Database, file: string, mediaDir: string | undefined): Promise<void> {
  const { entries } = await openBackupFile(file);
  await db.transaction(async (tx) => {
    const inserter = createBatchInserter(tx);
    for await (const entry of entries) {
      if (entry.kind === 'row') {
        await inserter.add(entry.table, entry.row);
      } else if (mediaDir) {
        const destination = path.join(mediaDir, entry.path);
        fs.mkdirSync(path.dirname(destination), { recursive: true });
        fs.writeFileSync(destination, entry.data);
      }
    }
    await inserter.flush();
  });
}

/** Every row of the staging database into the target, table by table in foreign-key order. */
async function copyTables(from: Database, to: Queryable, tables: string[]): Promise<void> {
  const staged = (await listTables(from)).sort().join(', ');
  if (staged !== [...tables].sort().join(', ')) {
    throw new Error(`The restored tables (${staged}) differ from the target's (${tables.join(', ')}).`);
  }
  await from.transaction(async (readTx) => {
    const inserter = createBatchInserter(to);
    for (const table of tables) {
      for await (const batch of readRows(readTx, table)) for (const row of batch) await inserter.add(table, row);
      await inserter.flush();
      await resetSequences(to, table);
    }
  });
}

/** Rows as JSON text, through a cursor: a large table never sits in memory whole. Call inside a transaction. */
async function* readRows(db: Queryable, table: string): AsyncGenerator<string[]> {
  // A table holding files (bytea) is read a row at a time: 500 stored videos would not fit in memory.
  const binary = await db.execute<{ binary: boolean }>(sql`
    select exists (
      select 1 from pg_attribute
      where attrelid = ${`public.${quoteIdentifier(table)}`}::regclass and atttypid = 'bytea'::regtype
        and attnum > 0 and not attisdropped
    ) as binary`);
  const rowsPerFetch = binary.rows[0]?.binary ? 1 : ROWS_PER_BATCH;
  await db.execute(
    sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
  );
  try {
    for (;;) {
      const result = await db.execute<{ row: string }>(sql.raw(`fetch forward ${rowsPerFetch} from backup_rows`));
      if (result.rows.length === 0) return;
      yield result.rows.map((row) => row.row);
    }
  } finally {
    await db.execute(sql`close backup_rows`);
  }
}

/**
 * Inserts JSON rows in batches. PostgreSQL turns the JSON back into typed columns itself
 * (jsonb_populate_recordset), so text arrays, jsonb, timestamps and bytea come back exactly as they were.
 */
function createBatchInserter(db: Queryable) {
  const columnsByTable = new Map<string, string[]>();
  let table: string | undefined;
  let rows: string[] = [];
  let bytes = 0;

  async function flush() {
    if (!table || rows.length === 0) return;
    let columns = columnsByTable.get(table);
    if (!columns) {
      columns = await insertableColumns(db, table);
      columnsByTable.set(table, columns);
    }
    const list = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const tableName = sql.identifier(table);
    await db.execute(sql`
      insert into ${tableName} (${list}) overriding system value
      select ${list} from jsonb_populate_recordset(null::${tableName}, ${`[${rows.join(',')}]`}::jsonb)`);
    rows = [];
    bytes = 0;
  }

  return {
    async add(rowTable: string, row: string) {
      if (rowTable !== table) {
        await flush();
        table = rowTable;
      }
      rows.push(row);
      bytes += row.length;
      if (rows.length >= ROWS_PER_BATCH || bytes >= BYTES_PER_BATCH) await flush();
    },
    flush,
  };
}

/** Columns a row can be inserted with: generated columns are computed again by the database. */
async function insertableColumns(db: Queryable, table: string): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select a.attname::text as name from pg_attribute a
    where a.attrelid = ${`public.${quoteIdentifier(table)}`}::regclass and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = ''
    order by a.attnum`);
  return result.rows.map((row) => row.name);
}

/** Serial and identity columns continue after the restored rows. */
async function resetSequences(db: Queryable, table: string): Promise<void> {
  const qualified = `public.${quoteIdentifier(table)}`;
  const result = await db.execute<{ column: string; sequence: string }>(sql`
    select a.attname::text as column, pg_get_serial_sequence(${qualified}, a.attname) as sequence
    from pg_attribute a
    where a.attrelid = ${qualified}::regclass and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(${qualified}, a.attname) is not null`);
  for (const { column, sequence } of result.rows) {
    await db.execute(
      sql`select setval(${sequence}, coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${sql.identifier(table)}`,
    );
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Refuses a target that holds data (or media files) unless forced: a restore replaces everything. */
async function refuseUnlessEmpty(db: Queryable, mediaDir: string | undefined, force: boolean): Promise<void> {
  if (force) return;
  const filled: string[] = [];
  for (const table of await listTables(db)) {
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    const count = result.rows[0]?.count ?? 0;
    if (count > 0) filled.push(`${table}: ${count} ${count === 1 ? 'row' : 'rows'}`);
  }
  const mediaFiles = mediaDir && fs.existsSync(mediaDir) ? listMediaFiles(mediaDir).length : 0;
  if (mediaFiles > 0) filled.push(`${mediaDir}: ${mediaFiles} ${mediaFiles === 1 ? 'file' : 'files'}`);
  if (filled.length > 0) {
    throw new BackupError(
      'not-empty',
      `The target is not empty (${filled.join(', ')}). A restore replaces all of it: run again with --force ` +
        'to do so. Nothing was changed.',
    );
  }
}

/** Files under the media folder, as relative paths with forward slashes (the app names them by hash). */
function listMediaFiles(mediaDir: string): string[] {
  if (!fs.existsSync(mediaDir)) return [];
  return fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isSafeMediaPath)
    .sort();
}
