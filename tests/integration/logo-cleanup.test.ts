import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, adminChanges, mediaObjects, partners } from '~/db/schema.server';
import { createMediaStore } from '~/modules/media/media-store.server';
import { cleanUnusedLogos, LOGO_KEEP_DAYS } from '~/modules/partners/partner-logo-cleanup.server';
import { insertPartner } from '../factories/partner';
import { solidPng } from '../factories/png';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Uploaded logos no longer used leave the media store after LOGO_KEEP_DAYS (decision 050), in both stores:
// a replaced logo goes, a trashed partner's stays, an undo within the window shows its logo again, one past
// it is refused naming the logo, and two cleanups at once both succeed, the removals recorded once.

const DAY = 24 * 60 * 60 * 1000;
/** The cleanup's clock, a day past the window: what was uploaded in this test is old enough to go. */
const later = () => new Date(Date.now() + (LOGO_KEEP_DAYS + 1) * DAY);

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logo-cleanup-test-'));
}, 120_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['database', 'files'] as const)('MEDIA_STORE=%s', (kind) => {
  let app: TestApp;
  let token: string;
  let colour = kind === 'database' ? 10 : 130;

  beforeAll(async () => {
    app = await startTestApp(database, { DATA_DIR: dataDir, MEDIA_STORE: kind });
    ({ token } = await createAdminSession(app.context));
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (url: string, init: { method?: string; body?: BodyInit; type?: string } = {}) =>
    fetch(`${app.baseUrl}${url}`, {
      method: init.method ?? 'GET',
      headers: { ...authHeader(token), ...(init.type ? { 'content-type': init.type } : {}) },
      body: init.body,
    });

  /** The office uploads a new image (a distinct colour each time, so a distinct key); its key. */
  async function upload(partnerId: string): Promise<string> {
    colour += 7;
    const response = await call(`/api/admin/partners/${partnerId}/logo`, {
      method: 'POST',
      type: 'image/png',
      body: new Blob([new Uint8Array(solidPng(120, 80, [colour, 60, 90]))]),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { logoKey: string }).logoKey;
  }

  /** An object stored long ago (its stored time, which the cleanup reads, set back by the store's own means). */
  async function age(key: string, days: number) {
    const then = new Date(Date.now() - days * DAY);
    if (kind === 'database')
      await database.db.update(mediaObjects).set({ createdAt: then }).where(eq(mediaObjects.key, key));
    else fs.utimesSync(path.join(dataDir, 'media', key), then, then);
  }

  /** What a family's browser gets for the image's address. */
  const served = async (key: string) => (await fetch(`${app.baseUrl}/media/${key}`)).status;
  const logoOf = async (id: string) =>
    (await database.db.select({ key: partners.logoKey }).from(partners).where(eq(partners.id, id)))[0]?.key;
  async function lastUpload(partnerId: string) {
    const [row] = await database.db
      .select({ id: adminActivity.id })
      .from(adminActivity)
      .innerJoin(adminChanges, eq(adminChanges.activityId, adminActivity.id))
      .where(and(eq(adminChanges.entityId, partnerId), eq(adminActivity.action, 'logo-uploaded')))
      .orderBy(desc(adminActivity.at))
      .limit(1);
    return row!.id;
  }

  it('keeps a replaced logo within the window, so an undo of the replacement shows it again', async () => {
    const partner = await insertPartner(database.db, { name: `Birch Chapel ${kind}` });
    const first = await upload(partner.id);
    const second = await upload(partner.id);
    expect(second).not.toBe(first);

    // The replaced image was first stored long ago; its replacement is recent, so an undo may want it back.
    await age(first, LOGO_KEEP_DAYS + 10);
    const { removed } = await cleanUnusedLogos(database.db, { env: app.context.env });
    expect(removed.map((object) => object.key)).not.toContain(first);
    expect(await served(first)).toBe(200);

    const undo = await call(`/api/admin/partners/undo/${await lastUpload(partner.id)}`, { method: 'POST' });
    expect(undo.status).toBe(200);
    expect(await logoOf(partner.id)).toBe(first);
    expect(await served(first)).toBe(200);
  });

  it('removes a replaced logo after the window, keeps the one shown, and refuses to undo back to the removed one', async () => {
    const partner = await insertPartner(database.db, { name: `Elm Memorial ${kind}` });
    const first = await upload(partner.id);
    const second = await upload(partner.id);

    const { removed } = await cleanUnusedLogos(database.db, { env: app.context.env, now: later() });
    expect(removed.map((object) => object.key)).toContain(first);
    expect(removed.map((object) => object.key)).not.toContain(second);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);

    // Recorded as the system's, on the Activity screen's "Uploaded logos".
    const activity = await call('/api/admin/activity?entity=logo');
    const items = ((await activity.json()) as { items: { actorName: string; actorKind: string; summary: string }[] })
      .items;
    expect(items[0]).toMatchObject({ actorKind: 'system', actorName: 'system (unused logo cleanup)' });
    expect(items[0]!.summary).toMatch(/unused for over 30 days/);

    // Past the window an undo would show a broken image: refused, naming the partner and the logo.
    const undo = await call(`/api/admin/partners/undo/${await lastUpload(partner.id)}`, { method: 'POST' });
    expect(undo.status).toBe(409);
    const { message, code } = (await undo.json()) as { message: string; code: string };
    expect(code).toBe('CONFLICT');
    expect(message).toContain(`Elm Memorial ${kind}`);
    expect(message).toContain(first);
    expect(message).toContain('Nothing was undone');
    expect(await logoOf(partner.id)).toBe(second);
  });

  it("keeps a trashed partner's logo, so a restore shows it", async () => {
    const partner = await insertPartner(database.db, { name: `Oak Crematory ${kind}` });
    const logo = await upload(partner.id);
    expect((await call(`/api/admin/partners/${partner.id}`, { method: 'DELETE' })).status).toBe(200);

    await cleanUnusedLogos(database.db, { env: app.context.env, now: later() });
    expect(await served(logo)).toBe(200);

    const restored = await call(`/api/admin/partners/trash/${partner.id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(await logoOf(partner.id)).toBe(logo);
    expect(await served(logo)).toBe(200);
  });

  it('runs twice at once without failing; each logo is removed and recorded once', async () => {
    const partner = await insertPartner(database.db, { name: `Pine Funeral Home ${kind}` });
    const replaced = [await upload(partner.id), await upload(partner.id)];
    await upload(partner.id);

    const now = later();
    const runs = await Promise.all([
      cleanUnusedLogos(database.db, { env: app.context.env, now }),
      cleanUnusedLogos(database.db, { env: app.context.env, now }),
    ]);
    const removed = runs.flatMap((run) => run.removed.map((object) => object.key));
    expect(removed).toEqual(expect.arrayContaining(replaced));
    expect(new Set(removed).size).toBe(removed.length);
    for (const key of replaced) expect(await served(key)).toBe(404);
    const recorded = await database.db
      .select({ key: adminChanges.entityId })
      .from(adminChanges)
      .where(and(eq(adminChanges.entityType, 'logo'), eq(adminChanges.kind, 'purge')));
    for (const key of replaced) expect(recorded.filter((row) => row.key === key)).toHaveLength(1);
  });

  it('keeps bytes put again after a removal was decided: an upload of the same image racing the cleanup', async () => {
    const store = createMediaStore(app.context);
    const key = `logos/${kind === 'database' ? 'a' : 'b'}${'0'.repeat(31)}.webp`;
    await store.put(key, { bytes: Buffer.from('first'), contentType: 'image/webp' });
    const decided = new Date(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await store.put(key, { bytes: Buffer.from('first'), contentType: 'image/webp' });
    expect(await store.remove(key, { storedBefore: decided })).toBe(false);
    expect(await served(key)).toBe(200);
  });
});
