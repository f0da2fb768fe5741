import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mediaObjects, rateLimits } from '~/db/schema.server';
import { createMediaStore } from '~/modules/media/media-store.server';
import { VIDEO_KEEP_DAYS } from '~/modules/partner-tools/video-cleanup.server';
import { cleanMedia } from '../../server/media-cleanup.server';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// The public video tool cannot fill the media store or load the CPU (decision 052): new renders are capped for
// all callers together (across instances on PostgreSQL), and videos not asked for in VIDEO_KEEP_DAYS leave the
// store, rendered again at the same address when asked for. Renders are slow: two in this file.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 24 * 60 * 60 * 1000;

let database: DatabaseHandle;
let dataDir: string;
const apps: TestApp[] = [];

async function app(env: Record<string, string>): Promise<TestApp> {
  const started = await startTestApp(database, { DATA_DIR: dataDir, RATE_LIMIT_TOOLS_MAX: '1000', ...env });
  apps.push(started);
  return started;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'video-renders-test-'));
});
beforeEach(async () => {
  await database.db.delete(rateLimits);
});
afterAll(async () => {
  for (const started of apps) await started.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const video = (companyName: string) => ({
  companyName,
  contactName: 'Maria Alvarez',
  contactEmail: 'maria@example.org',
  contactPhone: '(217) 555-0142',
  website: '',
  logoUrl: '',
  callToAction: 'Call us',
  selectedVideoId: 'polished-granite',
  additionalNotes: '',
});
const generate = (target: TestApp, companyName: string) =>
  target.request('/api/partner-tools/generate-video', { method: 'POST', body: video(companyName) });
const served = async (target: TestApp, url: string) => (await fetch(target.baseUrl + url)).status;

/** The store's time of a video set back, by the store's own means (what the cleanup reads). */
async function age(target: TestApp, url: string, days: number) {
  const key = url.replace('/media/', '');
  const then = new Date(Date.now() - days * DAY);
  if (target.context.env.MEDIA_STORE === 'database')
    await database.db.update(mediaObjects).set({ createdAt: then }).where(eq(mediaObjects.key, key));
  else fs.utimesSync(path.join(dataDir, 'media', key), then, then);
}

let firstUrl: string;

describe('the global cap on new videos (RATE_LIMIT_VIDEO_RENDERS_MAX)', () => {
  it(`refuses a new video past the cap with 429 and Retry-After, whoever asks${onPostgres ? ' and on whichever instance' : ''}`, async () => {
    const first = await app({ RATE_LIMIT_VIDEO_RENDERS_MAX: '1' });
    // On PostgreSQL a second instance shares the count; PGlite is one process, so one instance.
    const second = onPostgres ? await app({ RATE_LIMIT_VIDEO_RENDERS_MAX: '1' }) : first;

    const rendered = await generate(first, 'Capped Chapel');
    expect(rendered.status, rendered.text).toBe(200);
    firstUrl = rendered.body.videoUrl;

    const refused = await generate(second, 'Another Chapel');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    });

    // A video already made is not a new render: it is still handed out past the cap.
    const again = await generate(second, 'Capped Chapel');
    expect(again.status).toBe(200);
    expect(again.body.videoUrl).toBe(firstUrl);
    expect(await served(second, firstUrl)).toBe(200);
  }, 60_000);
});

describe(`the media cleanup of videos not asked for in ${VIDEO_KEEP_DAYS} days`, () => {
  it('keeps a recent video and one asked for again; removes an old one, which a new request renders again', async () => {
    const target = await app({});
    const { env } = target.context;
    // A second, recent video: its bytes need not be rendered for the cleanup to judge it by its age.
    const recentUrl = `/media/videos/${'a'.repeat(32)}.mp4`;
    const store = createMediaStore({ env, db: database.db });
    const bytes = Buffer.from(await (await fetch(target.baseUrl + firstUrl)).arrayBuffer());
    await store.put(recentUrl.replace('/media/', ''), { bytes, contentType: 'video/mp4' });

    // Old, but asked for again through the tool before the cleanup: kept another month.
    await age(target, firstUrl, VIDEO_KEEP_DAYS + 1);
    expect((await generate(target, 'Capped Chapel')).body.videoUrl).toBe(firstUrl);
    let result = await cleanMedia(database.db, { env });
    expect(result.videos).toEqual([]);
    expect(await served(target, firstUrl)).toBe(200);

    // Old and not asked for: removed; the recent one stays.
    await age(target, firstUrl, VIDEO_KEEP_DAYS + 1);
    await age(target, recentUrl, VIDEO_KEEP_DAYS - 1);
    result = await cleanMedia(database.db, { env });
    expect(result.videos.map((object) => object.key)).toEqual([firstUrl.replace('/media/', '')]);
    expect(await served(target, firstUrl)).toBe(404);
    expect(await served(target, recentUrl)).toBe(200);

    // The same inputs later: rendered again, at the same address.
    const again = await generate(target, 'Capped Chapel');
    expect(again.status, again.text).toBe(200);
    expect(again.body.videoUrl).toBe(firstUrl);
    const download = await fetch(target.baseUrl + firstUrl);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
  }, 60_000);
});
