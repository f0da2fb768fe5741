/**
 * Writes a backup of the directory: `npm run backup -- [--out FILE] [--database-url URL] [--data-dir DIR]`.
 *
 *   --out FILE          where to write (default: backups/directory-<UTC time>.jsonl.gz)
 *   --database-url URL  PostgreSQL to back up (default: DATABASE_URL; unset means PGlite)
 *   --data-dir DIR      PGlite folder (default: DATA_DIR or ./data); its media/ folder is included
 *
 * PostgreSQL: one consistent snapshot while the app keeps serving. PGlite allows one process per data folder:
 * stop the server, back up, start it again. The format and its trade-offs: docs/decisions/011-backup-and-restore.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '~/db/backup/backup.server';
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { DataDirInUseError } from '~/db/data-dir-lock.server';

const usage = 'Usage: npm run backup -- [--out FILE] [--database-url URL] [--data-dir DIR]';

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const target = databaseTargetFromEnv({
    DATABASE_URL: values['database-url'] || process.env.DATABASE_URL || undefined,
    DATA_DIR: values['data-dir'] || process.env.DATA_DIR || './data',
  });
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.resolve(values.out || path.join('backups', `directory-${stamp}.jsonl.gz`));

  const database = await openDatabase(target).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      throw new Error(`${error.message}\nThe server holds that folder: stop it, run npm run backup, start it again.`);
    }
    throw error;
  });
  try {
    const started = performance.now();
    const result = await createBackup(database, {
      file,
      mediaDir: target.kind === 'pglite' ? path.resolve(target.dataDir, 'media') : undefined,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = Object.entries(result.rows).map(([table, count]) => `${table} ${count}`);
    console.log(
      `Backup of ${target.kind === 'pglite' ? `PGlite in ${target.dataDir}` : 'PostgreSQL'} written to ${file} ` +
        `(${(result.bytes / 1024).toFixed(0)} kB, ${seconds} s): ${rows.join(', ')}; ${result.media} media files.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
