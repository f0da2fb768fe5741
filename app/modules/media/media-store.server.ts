import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import type { Env } from '~/lib/env.server';
import { mediaObjects } from './media-object.table.server';

/**
 * Where generated media (rendered videos) and uploaded images (partner logos) live, chosen by MEDIA_STORE (decision 008): `database` (the
 * default with DATABASE_URL) keeps them in PostgreSQL, so a link made on one instance works on every other;
 * `files` keeps them in DATA_DIR/media (the default with PGlite: one process, one folder).
 *
 * A key names immutable content (`videos/{hash of the inputs}.mp4`): it is written once and never changed.
 * Unused logos and videos not asked for in a month are removed by the periodic media cleanup (decisions 050, 052).
 */
export interface MediaObjectInfo {
  /** When it was stored, or put again since (a put of bytes already there moves it, as a cleanup's guard). */
  contentType: string;
  byteLength: number;
  createdAt: Date;
}

export interface MediaStore {
  readonly kind: Env['MEDIA_STORE'];
  head(key: string): Promise<MediaObjectInfo | null>;
  /**
   * Stores a finished file's (or buffer's) bytes under `key`; a key that exists already keeps its bytes, and
   * its stored time moves to now, so a cleanup that decided on it before this put leaves it (decision 050).
   */
  put(key: string, source: MediaSource): Promise<void>;
  /** Moves an existing object's stored time to now (a use, for the cleanup); whether it exists. */
  touch(key: string): Promise<boolean>;
  /** The objects whose key starts with `prefix` (a folder such as `logos/`). */
  list(prefix: string): AsyncIterable<{ key: string } & MediaObjectInfo>;
  /** Deletes `key` only if it was stored (or put again) before `storedBefore`; whether it was deleted. */
  remove(key: string, options: { storedBefore: Date }): Promise<boolean>;
  /** The bytes from `start` to `end` (inclusive), in pieces of at most CHUNK_BYTES. */
  readRange(key: string, start: number, end: number): AsyncIterable<Buffer>;
}

/** A finished file on disk (a rendered video) or bytes in memory (a re-encoded logo, a few hundred kB). */
export type MediaSource = ({ file: string } | { bytes: Buffer }) & { contentType: string };

const bytesOf = (source: MediaSource) => ('bytes' in source ? source.bytes : fs.readFile(source.file));

/** What one read of a range asks the database for: a video is never held in memory whole. */
export const CHUNK_BYTES = 256 * 1024;

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;
function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
  return key;
}

/**
 * Removes the objects under `prefix` stored before `storedBefore` that `keep` does not hold on to, and returns
 * them. Each removal looks at the stored time again (MediaStore.remove), so a put or touch racing it keeps its
 * object, and two instances running at once remove each object once.
 */
export async function removeStoredBefore(
  store: MediaStore,
  prefix: string,
  storedBefore: Date,
  keep: (key: string) => boolean = () => false,
): Promise<{ key: string; byteLength: number }[]> {
  const due: { key: string; byteLength: number }[] = [];
  for await (const object of store.list(prefix)) {
    if (object.createdAt < storedBefore && !keep(object.key))
      due.push({ key: object.key, byteLength: object.byteLength });
  }
  const removed: { key: string; byteLength: number }[] = [];
  for (const object of due) if (await store.remove(object.key, { storedBefore })) removed.push(object);
  return removed;
}

export function createMediaStore({
  env,
  db,
}: {
  env: Pick<Env, 'MEDIA_STORE' | 'DATA_DIR'>;
  /** A transaction too: on PGlite a query outside an open transaction would wait for it forever. */
  db: Database | Transaction;
}): MediaStore {
  return env.MEDIA_STORE === 'database' ? databaseMediaStore(db) : filesMediaStore(mediaDirectory(env));
}

/** DATA_DIR/media (design §1: the data folder holds the database and media only). */
export function mediaDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR, 'media');
}

export function databaseMediaStore(db: Database | Transaction): MediaStore {
  return {
    kind: 'database',
    async head(key) {
      const [row] = await db
        .select({
          contentType: mediaObjects.contentType,
          byteLength: mediaObjects.byteLength,
          createdAt: mediaObjects.createdAt,
        })
        .from(mediaObjects)
        .where(eq(mediaObjects.key, checkKey(key)));
      return row ?? null;
    },
    async put(key, source) {
      const content = await bytesOf(source);
      const { contentType } = source;
      await db
        .insert(mediaObjects)
        .values({ key: checkKey(key), contentType, byteLength: content.length, content })
        .onConflictDoUpdate({ target: mediaObjects.key, set: { createdAt: sql`now()` } });
    },
    async touch(key) {
      const touched = await db
        .update(mediaObjects)
        .set({ createdAt: sql`now()` })
        .where(eq(mediaObjects.key, checkKey(key)))
        .returning({ key: mediaObjects.key });
      return touched.length > 0;
    },
    async *list(prefix) {
      const rows = await db
        .select({
          key: mediaObjects.key,
          contentType: mediaObjects.contentType,
          byteLength: mediaObjects.byteLength,
          createdAt: mediaObjects.createdAt,
        })
        .from(mediaObjects)
        .where(like(mediaObjects.key, `${checkKey(prefix.replace(/\/$/, ''))}/%`))
        .orderBy(mediaObjects.key);
      yield* rows;
    },
    async remove(key, { storedBefore }) {
      // One statement: a put that moved the stored time first wins, whatever the order of the two.
      const deleted = await db
        .delete(mediaObjects)
        .where(and(eq(mediaObjects.key, checkKey(key)), lt(mediaObjects.createdAt, storedBefore)))
        .returning({ key: mediaObjects.key });
      return deleted.length > 0;
    },
    async *readRange(key, start, end) {
      checkKey(key);
      for (let from = start; from <= end; from += CHUNK_BYTES) {
        const length = Math.min(CHUNK_BYTES, end - from + 1);
        // substring() counts from 1; the column is stored uncompressed, so only these pages are read.
        const result = await db.execute<{ chunk: Buffer | Uint8Array }>(
          sql`select substring(${mediaObjects.content} from ${from + 1} for ${length}) as chunk from ${mediaObjects} where ${mediaObjects.key} = ${key}`,
        );
        const chunk = result.rows[0]?.chunk;
        if (!chunk || chunk.byteLength !== length)
          throw new Error(`Media object ${key} is shorter than its recorded length`);
        yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      }
    },
  };
}

const CONTENT_TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.webp': 'image/webp' };

export function filesMediaStore(directory: string): MediaStore {
  const fileOf = (key: string) => path.join(directory, checkKey(key));
  const store: MediaStore = {
    kind: 'files',
    async head(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      if (!stat?.isFile()) return null;
      const contentType = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
      return { contentType, byteLength: stat.size, createdAt: stat.mtime };
    },
    async put(key, source) {
      const target = fileOf(key);
      const now = new Date();
      // Already there: only its time moves (a removal after this sees it as new). Gone meanwhile: written below.
      const touched = await fs.utimes(target, now, now).then(
        () => true,
        () => false,
      );
      if (touched) return;
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Copied beside the target, then renamed: a reader never sees a half-written file.
      const partial = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(4).toString('hex')}.part`,
      );
      try {
        if ('bytes' in source) await fs.writeFile(partial, source.bytes);
        else await fs.copyFile(source.file, partial);
        await fs.rename(partial, target);
      } finally {
        await fs.rm(partial, { force: true });
      }
    },
    async touch(key) {
      const now = new Date();
      return fs.utimes(fileOf(key), now, now).then(
        () => true,
        () => false,
      );
    },
    async *list(prefix) {
      const folder = fileOf(prefix.replace(/\/$/, ''));
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      for (const name of names.sort()) {
        if (name.startsWith('.')) continue; // a put's partial copy
        const key = `${prefix.replace(/\/$/, '')}/${name}`;
        const info = await store.head(key);
        if (info) yield { key, ...info };
      }
    },
    async remove(key, { storedBefore }) {
      const info = await store.head(key);
      if (!info || info.createdAt >= storedBefore) return false;
      // Moved aside, then looked at again: a put or touch between the first look and the removal renewed the
      // time of the file it is about to lose (it goes back); one after the move finds no file and writes anew.
      const target = fileOf(key);
      const aside = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.gone`);
      if (
        !(await fs.rename(target, aside).then(
          () => true,
          () => false,
        ))
      )
        return false;
      const moved = await fs.stat(aside);
      if (moved.mtime >= storedBefore) {
        await fs.rename(aside, target);
        return false;
      }
      await fs.rm(aside, { force: true });
      return true;
    },
    readRange(key, start, end) {
      return createReadStream(fileOf(key), { start, end, highWaterMark: CHUNK_BYTES });
    },
  };
  return store;
}
