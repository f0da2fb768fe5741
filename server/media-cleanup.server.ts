import type { Logger } from 'pino';
import type { Database } from '~/db/client.server';
import type { Env } from '~/lib/env.server';
import { type BackgroundJob, startPeriodicJob } from '~/lib/periodic-job.server';
import { cleanOldVideos } from '~/modules/partner-tools/video-cleanup.server';
import { cleanUnusedLogos } from '~/modules/partners/partner-logo-cleanup.server';

/** How often each server process cleans the media store (and once at start). */
export const MEDIA_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

type MediaEnv = Pick<Env, 'MEDIA_STORE' | 'DATA_DIR'>;

export interface MediaCleanupResult {
  logos: { key: string; byteLength: number }[];
  videos: { key: string; byteLength: number }[];
}

/**
 * One pass over the media store: unused logos (decision 050, recorded) and videos not asked for in a month
 * (decision 052). Each owner module decides what is in use; this only runs them together.
 */
export async function cleanMedia(
  db: Database,
  { env, now }: { env: MediaEnv; now?: Date },
): Promise<MediaCleanupResult> {
  const { removed: logos } = await cleanUnusedLogos(db, { env, now });
  const { removed: videos } = await cleanOldVideos(db, { env, now });
  return { logos, videos };
}

const bytesOf = (objects: { byteLength: number }[]) => objects.reduce((sum, object) => sum + object.byteLength, 0);

/**
 * The scheduled cleanup: at start, then every few hours, in every instance. A failed part is logged and
 * tried again at the next tick; the other part still runs.
 */
export function startMediaCleanup({
  db,
  env,
  log,
  intervalMs = MEDIA_CLEANUP_INTERVAL_MS,
}: {
  db: Database;
  env: MediaEnv;
  log: Logger;
  intervalMs?: number;
}): BackgroundJob {
  return startPeriodicJob({
    name: 'media-cleanup',
    intervalMs,
    log,
    pass: async () => {
      await cleanUnusedLogos(db, { env }).then(
        ({ removed }) => {
          if (removed.length > 0)
            log.info(
              { event: 'logos.cleaned', count: removed.length, bytes: bytesOf(removed) },
              'unused logos removed',
            );
        },
        (err: unknown) => log.error({ err }, 'unused logo cleanup failed'),
      );
      // After the logos: on PGlite one connection, and their pass holds a transaction.
      const { removed } = await cleanOldVideos(db, { env });
      if (removed.length > 0)
        log.info({ event: 'videos.cleaned', count: removed.length, bytes: bytesOf(removed) }, 'old videos removed');
    },
  });
}
