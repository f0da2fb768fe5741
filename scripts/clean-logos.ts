/**
 * Removes uploaded logos nothing has used for 30 days, now rather than at the server's next pass:
 * `npm run clean-logos`. Same target rule as the server: DATABASE_URL (PostgreSQL) with MEDIA_STORE, else
 * PGlite and DATA_DIR/media (stop the server first: PGlite allows one process per data folder). Safe beside
 * running instances on PostgreSQL; recorded in the Activity screen as the system's. Decision 050.
 */
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { cleanUnusedLogos, LOGO_KEEP_DAYS } from '~/modules/partners/partner-logo-cleanup.server';

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(databaseTargetFromEnv(env));
  try {
    // As the server does at boot: a database behind this checkout's migrations has no columns to read yet.
    await migrateDatabase(database);
    const { removed } = await cleanUnusedLogos(database.db, { env });
    const bytes = removed.reduce((sum, object) => sum + object.byteLength, 0);
    log.info({ event: 'logos.cleaned', count: removed.length, bytes, store: env.MEDIA_STORE }, 'unused logos removed');
    console.log(
      removed.length === 0
        ? `No logo unused for over ${LOGO_KEEP_DAYS} days (${env.MEDIA_STORE} store).`
        : `Removed ${removed.length} logo${removed.length === 1 ? '' : 's'} unused for over ${LOGO_KEEP_DAYS} days (${Math.round(bytes / 1024)} kB, ${env.MEDIA_STORE} store):\n${removed.map((object) => `  ${object.key}`).join('\n')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
