import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Logger } from 'pino';
import { sendMediaObject } from '~/modules/media/media-response.server';
import type { MediaStore } from '~/modules/media/media-store.server';

/** The media store key of a rendered video (`{hash}.mp4`, see renderHash). */
export function videoKeyFor(fileName: string): string {
  return `videos/${fileName}`;
}

/** Public URL of a rendered video; stable because the file name is the hash of its inputs. */
export function videoUrlFor(fileName: string): string {
  return `/media/${videoKeyFor(fileName)}`;
}

/** The template clips and thumbnails: public/ in the repo, copied into build/client by the build. */
export function videoTemplatesDirectory(): string {
  const source = path.resolve(process.cwd(), 'public/video-templates');
  return fs.existsSync(source) ? source : path.resolve(process.cwd(), 'build/client/video-templates');
}

/**
 * Serves the rendered videos and the partners' logos (decision 035) at /media from the media store (the database or DATA_DIR/media, MEDIA_STORE):
 * range requests (video seeking needs them), a year of caching (a video's name is the hash of its inputs,
 * so it never changes), and a plain 404 for anything else.
 */
export function createMediaRouter(store: MediaStore, log: Logger) {
  const router = express.Router();
  // Only rendered videos (`videos/{32 hex}.mp4`) and re-encoded logos (`logos/{32 hex}.webp`): anything
  // else, and any path trick, is a 404 before the store is asked.
  router.use(async (req, res) => {
    const key = /^\/((?:videos\/[0-9a-f]{32}\.mp4)|(?:logos\/[0-9a-f]{32}\.webp))$/.exec(req.path)?.[1];
    if ((req.method === 'GET' || req.method === 'HEAD') && key && (await sendMediaObject(req, res, store, key, log)))
      return;
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
