import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { CHUNK_BYTES, createMediaStore, type MediaStore } from '~/modules/media/media-store.server';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Rendered videos behind one interface (MEDIA_STORE): in the database (what several instances share) or in
// DATA_DIR/media, and served from either with the same answers: type, length, one range, 416, 304.
// tests/integration/multi-instance.test.ts reads from one instance what another stored.

let database: DatabaseHandle;
let dataDir: string;
let sourceFile: string;
const bytes = randomBytes(CHUNK_BYTES * 2 + 1234);

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-store-test-'));
  sourceFile = path.join(dataDir, 'rendered.mp4');
  fs.writeFileSync(sourceFile, bytes);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function readAll(iterable: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

/** node:http, not fetch(): fetch adds `Cache-Control: no-cache` to conditional requests. */
function statusOf(url: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });
}

describe.each(['database', 'files'] as const)('MEDIA_STORE=%s', (kind) => {
  let app: TestApp;
  let store: MediaStore;
  const hash = randomBytes(16).toString('hex');
  const key = `videos/${hash}.mp4`;
  const url = () => `${app.baseUrl}/media/videos/${hash}.mp4`;

  beforeAll(async () => {
    app = await startTestApp(database, { DATA_DIR: dataDir, MEDIA_STORE: kind });
    store = createMediaStore(app.context);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores a file once and reads any range back in pieces of at most 256 KiB', async () => {
    expect(store.kind).toBe(kind);
    expect(await store.head(key)).toBeNull();
    await store.put(key, { file: sourceFile, contentType: 'video/mp4' });
    await store.put(key, { file: sourceFile, contentType: 'video/mp4' }); // a key is written once; again is fine
    expect(await store.head(key)).toMatchObject({ contentType: 'video/mp4', byteLength: bytes.length });

    const whole = await readAll(store.readRange(key, 0, bytes.length - 1));
    expect(Math.max(...whole.map((piece) => piece.length))).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(Buffer.concat(whole).equals(bytes)).toBe(true);
    const middle = Buffer.concat(await readAll(store.readRange(key, CHUNK_BYTES - 10, CHUNK_BYTES + 10)));
    expect(middle.equals(bytes.subarray(CHUNK_BYTES - 10, CHUNK_BYTES + 11))).toBe(true);
  });

  it('serves it whole, by range, 416 past the end, 304 when unchanged, HEAD without a body', async () => {
    const whole = await fetch(url());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await fetch(url(), { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const past = await fetch(url(), { headers: { range: `bytes=${bytes.length + 5}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    // A range of a copy the client no longer has is answered with the whole object.
    const stale = await fetch(url(), { headers: { range: 'bytes=0-9', 'if-range': '"something-else"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();

    expect(await statusOf(url(), { 'if-none-match': whole.headers.get('etag')! })).toBe(304);
    const head = await fetch(url(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(await head.text()).toBe('');
  });

  it('answers 404 for an unknown video and for any other path', async () => {
    expect((await fetch(`${app.baseUrl}/media/videos/${'0'.repeat(32)}.mp4`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/media/videos/${hash}.MP4`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/media/videos/../pglite`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/media/videos/${hash}.mp4`, { method: 'POST' })).status).toBe(404);
  });
});
