import type { Database } from '~/db/client.server';
import type { Env } from '~/lib/env.server';
import { createMediaStore, removeStoredBefore } from '~/modules/media/media-store.server';

/*
 * Rendered videos not asked for in VIDEO_KEEP_DAYS leave the media store (decision 052). Anyone may render
 * one (the tool is public), a partner downloads it once, and nothing in the directory refers to it, so the
 * rule is its age alone: the days since it was rendered or last asked for through the tool (the renderer
 * moves its stored time). Playing or downloading it does not count: a range request must not write. The file
 * name is a hash of what is drawn, so asking again later renders the same video at the same address.
 */

/** Days a video is kept after it was rendered or last asked for. */
export const VIDEO_KEEP_DAYS = 30;

const VIDEO_PREFIX = 'videos/';

export interface VideoCleanupResult {
  removed: { key: string; byteLength: number }[];
}

/**
 * One pass: removes the videos stored (or asked for again) more than VIDEO_KEEP_DAYS ago. Not recorded on the
 * Activity screen (no one's data, nothing to undo); the caller logs it. A request for the same video racing
 * this pass keeps it (removeStoredBefore).
 */
export async function cleanOldVideos(
  db: Database,
  { env, now = new Date() }: { env: Pick<Env, 'MEDIA_STORE' | 'DATA_DIR'>; now?: Date },
): Promise<VideoCleanupResult> {
  const cutoff = new Date(now.getTime() - VIDEO_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return { removed: await removeStoredBefore(createMediaStore({ env, db }), VIDEO_PREFIX, cutoff) };
}
