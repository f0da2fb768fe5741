/**
 * Cleans the media store now rather than at the server's next pass: `npm run clean-media` removes uploaded
 * logos nothing has used for 30 days (decision 050) and rendered videos not asked for in 30 days (decision
 * 052). Same target rule as the server: DATABASE_URL (PostgreSQL) with MEDIA_STORE, else PGlite and
 * DATA_DIR/media (stop the server first: PGlite allows one process per data folder). Safe beside running
 * instances on PostgreSQL; removed logos are recorded in the Activity screen as the system's.
 */
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { VIDEO_KEEP_DAYS } from '~/modules/partner-tools/video-cleanup.server';
import { LOGO_KEEP_DAYS } from '~/modules/partners/partner-logo-cleanup.server';
import { cleanMedia } from '../server/media-cleanup.server';

function describe(removed: { key: string; byteLength: number }[], what: string, unused: string, store: string) {
  const bytes = removed.reduce((sum, object) => sum + object.byteLength, 0);
  return removed.length === 0
    ? `No ${what} ${unused} (${store} store).`
    : `Removed ${removed.length} ${what}${removed.length === 1 ? '' : 's'} ${unused} (${Math.round(bytes / 1024)} kB, ${store} store):\n${removed.map((object) => `  ${object.key}`).join('\n')}`;
}

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(databaseTargetFromEnv(env));
  try {
    // As the server does at boot: a database behind this checkout's migrations has no columns to read yet.
    await migrateDatabase(database);
    const { logos, videos } = await cleanMedia(database.db, { env });
    log.info({ event: 'logos.cleaned', count: logos.length, store: env.MEDIA_STORE }, 'unused logos removed');
    log.info({ event: 'videos.cleaned', count: videos.length, store: env.MEDIA_STORE }, 'old videos removed');
    console.log(describe(logos, 'logo', `unused for over ${LOGO_KEEP_DAYS} days`, env.MEDIA_STORE));
    console.log(describe(videos, 'video', `unrequested for over ${VIDEO_KEEP_DAYS} days`, env.MEDIA_STORE));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
