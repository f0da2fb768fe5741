import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Env } from '~/lib/env.server';

/** Generated media live in DATA_DIR/media (design §1: the data folder holds the database and media only). */
export function mediaDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR, 'media');
}

/** Public URL of a rendered video; stable because the file name is the hash of its inputs. */
export function videoUrlFor(fileName: string): string {
  return `/media/videos/${fileName}`;
}

/** The template clips and thumbnails: public/ in the repo, copied into build/client by the build. */
export function videoTemplatesDirectory(): string {
  const source = path.resolve(process.cwd(), 'public/video-templates');
  return fs.existsSync(source) ? source : path.resolve(process.cwd(), 'build/client/video-templates');
}

/**
 * Serves the rendered videos of DATA_DIR/media at /media: range requests (express.static answers 206, which video seeking
 * needs), a year of caching (a file's name is the hash of its content's inputs, so it never changes),
 * dot-files (renders in progress) hidden, and a plain 404 for anything else.
 */
export function createMediaFilesRouter(env: Pick<Env, 'DATA_DIR'>) {
  const router = express.Router();
  // Only rendered videos (`videos/{32 hex}.mp4`, see renderHash): anything else an operator or a bug leaves
  // in DATA_DIR/media, and any path trick, is a 404 before the file system is asked.
  router.use((req, res, next) => {
    if (/^\/videos\/[0-9a-f]{32}\.mp4$/.test(req.path)) return next();
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(
    express.static(mediaDirectory(env), {
      index: false,
      dotfiles: 'ignore',
      immutable: true,
      maxAge: '1y',
      fallthrough: true,
      redirect: false,
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
