/**
 * Restores a backup written by npm run backup: `npm run restore -- FILE [--force] [--database-url URL] [--data-dir DIR]`.
 *
 *   --force             replace a target that already holds data (without it, a non-empty target is refused)
 *   --database-url URL  PostgreSQL to restore into (default: DATABASE_URL; unset means PGlite)
 *   --data-dir DIR      PGlite folder (default: DATA_DIR or ./data); media files go to its media/ folder
 *
 * Stop the server(s) of the target first. The file is checked whole before anything changes; a backup from
 * an older version is brought up to this version's migrations. Either database kind restores into either.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '~/db/backup/backup-file.server';
import { restoreBackup } from '~/db/backup/backup.server';
import { databaseTargetFromEnv } from '~/db/client.server';
import { DataDirInUseError } from '~/db/data-dir-lock.server';

const usage = 'Usage: npm run restore -- FILE [--force] [--database-url URL] [--data-dir DIR]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(usage);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const target = databaseTargetFromEnv({
    DATABASE_URL: values['database-url'] || process.env.DATABASE_URL || undefined,
    DATA_DIR: values['data-dir'] || process.env.DATA_DIR || './data',
  });
  const file = path.resolve(positionals[0]!);
  const started = performance.now();
  const result = await restoreBackup({ file, target, force: values.force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = Object.entries(result.rows).map(([table, count]) => `${table} ${count}`);
  const media = result.mediaSkipped
    ? `${result.mediaSkipped} media files left out (PostgreSQL keeps no files; videos are made again on request)`
    : `${result.media} media files`;
  console.log(
    `Restored ${file} into ${target.kind === 'pglite' ? `PGlite in ${target.dataDir}` : 'PostgreSQL'} in ${seconds} s: ` +
      `${rows.join(', ')}; ${media}; ${result.migrationsApplied} newer migrations applied.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BackupError) console.error(error.message);
  else if (error instanceof DataDirInUseError) console.error(`${error.message}\nStop the server before restoring.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
