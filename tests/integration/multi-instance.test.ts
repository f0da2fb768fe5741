import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChangeNotifications } from '~/db/change-notifications.server';
import { openDatabase } from '~/db/client.server';
import { createLogger } from '~/lib/logger.server';
import { adminUsers, mailOutbox, mediaObjects, rateLimits } from '~/db/schema.server';
import { createMediaStore } from '~/modules/media/media-store.server';
import { bootRuntime } from '../../server/runtime.server';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../fakes/google-places-server';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { type AppInstance, type AppInstances, startAppInstances } from '../setup/app-instances';
import { createThrowawayPostgresDatabase } from '../setup/test-database';

// Two instances of the app on one PostgreSQL database, each as its own process would be: its own pool, change
// listener, mail worker and public page copies kept for a minute. They must behave as one site. Only meaningful
// on PostgreSQL (PGlite is one process per data folder: there is no second instance to agree with), so it runs
// in the PostgreSQL run of the integration suite (TEST_DATABASE_URL, as CI sets it), like the other
// PostgreSQL-only checks, and `npm test` on a machine with only Node passes without it.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let app: AppInstances;
let a: AppInstance;
let b: AppInstance;
let smtp: FakeSmtpServer;
let google: FakeGooglePlaces;
const PLACE_ID = 'ChIJtwoInstances';
const ADMIN = { username: 'owner', passwordHash: 'correct horse battery staple' };

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    google = await startFakeGooglePlaces({
      places: [{ id: PLACE_ID, displayName: 'Two Instances Chapel', rating: 4.6, userRatingCount: 12 }],
    });
    app = await startAppInstances({ postgres: true });
    const env = {
      SMTP_URL: smtp.url,
      RATE_LIMIT_INQUIRY_MAX: '4',
      RATE_LIMIT_INQUIRY_SENDER_MAX: '1000',
      GOOGLE_PLACES_API_KEY: google.apiKey,
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
    };
    // A fixed clock: partner pages carry the minute in their ETag (decision 028); copies must not straddle one.
    const now = () => Date.parse('2026-11-25T16:00:20Z');
    const start = () => app.startInstance({ build: app.build, publicCacheTtlMs: 60_000, env, mailWorker: true, now });
    [a, b] = await Promise.all([start(), start()]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await google?.close();
  });
  // The per-address counts are shared by both instances (that is one of the points): each test starts from none.
  beforeEach(async () => {
    await app.database.db.delete(rateLimits);
  });

  /**
   * Polls `read` until `done` holds or 3 s pass; the last value and how long it took. B keeps its copies for
   * a minute, so seeing a change within 3 s can only come from the notification (it takes milliseconds; the
   * rest is rendering on a busy machine).
   */
  async function within3s<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; ms: number }> {
    const started = Date.now();
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() - started > 3_000) return { value, ms: Date.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const text = async (url: string) => (await fetch(url)).text();
  const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;

  describe('one-time admin setup', () => {
    it('holds across instances: the same moment on A and B makes exactly one admin', async () => {
      const setUp = (instance: AppInstance, username: string) =>
        fetch(`${instance.baseUrl}/api/admin/create-first-user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...ADMIN, username, email: `${username}@example.org`, role: 'admin', isActive: true }),
        });
      const answers = await Promise.all([setUp(a, ADMIN.username), setUp(b, 'other-owner')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const admins = await app.database.db.select({ username: adminUsers.username }).from(adminUsers);
      expect(admins).toHaveLength(1);
    });

    it('a session made on A is valid on B, and signing out on B ends it on A', async () => {
      const [admin] = await app.database.db.select({ username: adminUsers.username }).from(adminUsers);
      const login = await fetch(`${a.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: admin!.username, password: ADMIN.passwordHash }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const bearer = { authorization: `Bearer ${token}` };
      expect((await fetch(`${b.baseUrl}/api/admin/stats`, { headers: bearer })).status).toBe(200);
      expect((await fetch(`${b.baseUrl}/api/admin/logout`, { method: 'POST', headers: bearer })).status).toBeLessThan(
        300,
      );
      expect((await fetch(`${a.baseUrl}/api/admin/stats`, { headers: bearer })).status).toBe(401);
    });
  });

  describe('public pages and API after a write', () => {
    it("an admin edit through A shows on B's partner page and API at once, not when B's copies expire", async () => {
      const { id } = app.sample.roundRock;
      const page = `${b.baseUrl}/partner/${id}`;
      const api = `${b.baseUrl}/api/partners/${id}`;
      // B keeps copies for a minute: without a word from the database it would go on showing them.
      await fetch(page);
      await fetch(api);
      expect((await fetch(page)).headers.get('x-cache')).toBe('HIT');
      expect((await fetch(api)).headers.get('x-cache')).toBe('HIT');

      await app.editPartner(a.baseUrl, id, { description: 'Edited on instance A.', phone: '(512) 555-0111' });
      const onPage = await within3s(
        () => text(page),
        (html) => html.includes('Edited on instance A.'),
      );
      expect(onPage.value).toContain('Edited on instance A.');
      const onApi = await within3s(
        () => json<{ phone: string }>(api),
        (partner) => partner.phone === '(512) 555-0111',
      );
      expect(onApi.value.phone).toBe('(512) 555-0111');
    });

    it("a write behind both apps (a script adding an FAQ) shows on B's FAQ API at once", async () => {
      const faq = `${b.baseUrl}/api/faq`;
      await fetch(faq);
      expect((await fetch(faq)).headers.get('x-cache')).toBe('HIT');
      await insertFaqItem(app.database.db, { question: 'Can several instances serve one directory?' });
      const seen = await within3s(
        () => text(faq),
        (body) => body.includes('Can several instances serve one directory?'),
      );
      expect(seen.value).toContain('Can several instances serve one directory?');
    });

    it('a change published through one instance reaches the subscribers of both', async () => {
      const heard: string[] = [];
      const unsubscribe = [a, b].map((instance, index) =>
        instance.changes.subscribe((change) => {
          if (change.kind === 'table' && change.table === 'published_by_a_test') heard.push(index ? 'B' : 'A');
        }),
      );
      try {
        await a.changes.publish('published_by_a_test');
        await within3s(
          async () => heard.length,
          (count) => count >= 2,
        );
        expect(heard.sort()).toEqual(['A', 'B']);
      } finally {
        for (const stop of unsubscribe) stop();
      }
    });

    it('B reconnects by itself after losing its listening connection, and edits reach it again', async () => {
      const logged = (message: string) => b.logs.filter((line) => line.msg === message);
      const { id } = app.sample.dallas;
      const api = `${b.baseUrl}/api/partners/${id}`;
      await app.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'data-change-listener'`);
      await within3s(
        async () => logged('data change listener reconnected').length,
        (lines) => lines > 0,
      );
      expect(logged('data change listener disconnected; reconnecting')).toHaveLength(1);
      expect(logged('data change listener disconnected; reconnecting')[0]!.level).toBe(40); // warn
      expect(logged('data change listener reconnected')).toHaveLength(1);

      await fetch(api);
      expect((await fetch(api)).headers.get('x-cache')).toBe('HIT');
      await app.editPartner(a.baseUrl, id, { phone: '(214) 555-0199' });
      const seen = await within3s(
        () => json<{ phone: string }>(api),
        (partner) => partner.phone === '(214) 555-0199',
      );
      expect(seen.value.phone).toBe('(214) 555-0199');
    });
  });

  describe('the listener while PostgreSQL is unreachable', () => {
    it('warns once, keeps trying, and listens again (info) when the database answers', async () => {
      // A port where nothing answers yet; later a plain TCP relay to the real server opens on it.
      const port = await new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as net.AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      const real = new URL(app.database.pool!.options.connectionString!);
      const relayed = new URL(real);
      relayed.host = `127.0.0.1:${port}`;
      const logs: Array<{ msg?: string; level?: number }> = [];
      const handle = await openDatabase({ kind: 'postgres', url: relayed.toString(), maxConnections: 1 });
      const changes = createChangeNotifications(handle, {
        log: createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line)) }),
        minRetryMs: 50,
        maxRetryMs: 200,
      });
      const sockets = new Set<net.Socket>();
      const relay = net.createServer((client) => {
        const upstream = net.connect(Number(real.port || 5432), real.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 1_000)); // several attempts fail meanwhile
        expect(logs.filter((line) => line.msg === 'data change listener disconnected; reconnecting')).toHaveLength(1);
        await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
        await changes.whenListening();
        expect(logs.filter((line) => line.msg === 'data change listener reconnected')).toHaveLength(1);

        const heard: string[] = [];
        changes.subscribe((change) => change.kind === 'table' && heard.push(change.table));
        await insertFaqItem(app.database.db, { question: 'Heard after the outage?' });
        await within3s(
          async () => heard.length,
          (count) => count > 0,
        );
        expect(heard).toContain('faq_items');
      } finally {
        await changes.stop();
        await handle.close();
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => relay.close(resolve));
      }
    });
  });

  describe("Google's data", () => {
    it("an admin's Google refresh on A makes B forget its cached place", async () => {
      const partner = await insertPartner(app.database.db, { name: 'Two Instances Chapel', googlePlaceId: PLACE_ID });
      const enhanced = `${b.baseUrl}/api/partners/${partner.id}/google-places-enhanced`;
      const googleAsked = () =>
        google.apiRequests().filter((request) => request.path === `/v1/places/${PLACE_ID}`).length;
      expect((await fetch(enhanced)).status).toBe(200);
      const afterFirst = googleAsked();
      expect((await fetch(enhanced)).status).toBe(200);
      expect(googleAsked()).toBe(afterFirst); // B's gateway keeps the place for 15 minutes

      const { token } = await createAdminSession(a.context);
      const refresh = await fetch(`${a.baseUrl}/api/google-places/update/${partner.id}`, {
        method: 'POST',
        headers: authHeader(token),
      });
      expect(refresh.status).toBe(200);
      const afterRefresh = googleAsked();
      const asked = await within3s(
        async () => {
          await fetch(enhanced);
          return googleAsked();
        },
        (requests) => requests > afterRefresh,
      );
      expect(asked.value).toBe(afterRefresh + 1);
    });
  });

  describe('generated videos', () => {
    it('a video stored on A downloads from B: type, length, ranges, 416, long cache', async () => {
      const bytes = randomBytes(700 * 1024); // several 256 KiB pieces
      const file = path.join(os.tmpdir(), `video-${randomBytes(4).toString('hex')}.mp4`);
      fs.writeFileSync(file, bytes);
      const hash = randomBytes(16).toString('hex');
      try {
        expect(createMediaStore(a.context).kind).toBe('database');
        await createMediaStore(a.context).put(`videos/${hash}.mp4`, { file, contentType: 'video/mp4' });
      } finally {
        fs.rmSync(file, { force: true });
      }
      const url = `${b.baseUrl}/media/videos/${hash}.mp4`;

      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('content-length')).toBe(String(bytes.length));
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

      // Across a piece boundary (256 KiB = 262,144).
      const part = await fetch(url, { headers: { range: 'bytes=262000-400000' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 262000-400000/${bytes.length}`);
      expect(part.headers.get('content-length')).toBe('138001');
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(262000, 400001))).toBe(true);

      const tail = await fetch(url, { headers: { range: 'bytes=-100' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 100))).toBe(true);

      const past = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

      // Not fetch(): it adds `Cache-Control: no-cache` to a conditional request, which rightly forbids a 304.
      const revalidated = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get(url, { headers: { 'if-none-match': whole.headers.get('etag')! } }, (response) => {
            response.resume();
            resolve(response.statusCode);
          })
          .on('error', reject);
      });
      expect(revalidated).toBe(304);
      expect((await fetch(`${b.baseUrl}/media/videos/${'0'.repeat(32)}.mp4`)).status).toBe(404);
    });

    it('a video rendered through A plays from B, and the same request on B reuses it', async () => {
      const video = {
        companyName: 'Two Instances Chapel',
        contactName: 'Maria Alvarez',
        contactEmail: 'maria@example.org',
        contactPhone: '(217) 555-0142',
        website: '',
        logoUrl: '',
        callToAction: 'Call us',
        selectedVideoId: 'polished-granite',
        additionalNotes: '',
      };
      const generate = (instance: AppInstance) =>
        fetch(`${instance.baseUrl}/api/partner-tools/generate-video`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(video),
        });
      const rendered = await generate(a);
      expect(rendered.status).toBe(200);
      const { videoUrl } = (await rendered.json()) as { videoUrl: string };
      const download = await fetch(b.baseUrl + videoUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('video/mp4');
      const body = Buffer.from(await download.arrayBuffer());
      expect(download.headers.get('content-length')).toBe(String(body.length));
      expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp'); // an MP4 file

      const again = await generate(b);
      expect(((await again.json()) as { videoUrl: string }).videoUrl).toBe(videoUrl);
      const renders = (instance: AppInstance) => instance.logs.filter((line) => line.msg === 'video rendered').length;
      expect([renders(a), renders(b)]).toEqual([1, 0]);
      const [stored] = await app.database.db.select({ value: count() }).from(mediaObjects);
      expect(stored?.value).toBe(2); // this one and the previous test's
    }, 60_000);
  });

  describe('inquiries', () => {
    const inquiry = (name: string) => ({
      name,
      email: 'family@example.com',
      phone: '(512) 555-0199',
      message: 'Could you tell us about memorial stones?',
      partnerId: app.sample.austinMemorial.id,
    });
    const send = (instance: AppInstance, name: string) =>
      fetch(`${instance.baseUrl}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(inquiry(name)),
      });

    it('each email goes out exactly once while both mail workers run', async () => {
      const before = smtp.messages.length;
      const names = ['Family One', 'Family Two', 'Family Three', 'Family Four'];
      const answers = await Promise.all(names.map((name, index) => send(index % 2 ? b : a, name)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      // The coordinator's email and the family's confirmation of each.
      await smtp.waitForMessages(before + names.length * 2, 10_000);
      // Both workers poll every 200 ms and are woken by every inquiry: give a duplicate time to appear.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const delivered = smtp.messages.slice(before);
      const toFamily = delivered.filter((message) => message.envelope.to[0] === 'family@example.com');
      expect(toFamily).toHaveLength(names.length);
      const subjects = delivered.filter((message) => !toFamily.includes(message)).map((message) => message.subject);
      expect(subjects).toHaveLength(names.length);
      for (const name of names) expect(subjects.filter((subject) => subject.endsWith(`from ${name}`))).toHaveLength(1);
      const unsent = await app.database.db
        .select({ value: count() })
        .from(mailOutbox)
        .where(sql`${mailOutbox.status} <> 'sent'`);
      expect(unsent[0]?.value).toBe(0);
    });

    it('the per-address limit counts inquiries sent to A and B together', async () => {
      const statuses: number[] = [];
      for (const instance of [a, b, a, b, a, b]) statuses.push((await send(instance, 'Counted Family')).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    });
  });

  describe('starting together on an empty database', () => {
    it('two runtimes both boot: migrations applied once, the demo data seeded once', async () => {
      const fresh = await createThrowawayPostgresDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-boot-'));
      const logs: Array<{ msg?: string }> = [];
      const boot = () =>
        bootRuntime({
          source: { DATABASE_URL: fresh.url, DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'info', NODE_ENV: 'test' },
          logDestination: { write: (line: string) => void logs.push(JSON.parse(line)) },
        });
      try {
        const results = await Promise.allSettled([boot(), boot()]);
        for (const result of results) if (result.status === 'fulfilled') await result.value.database.close();
        expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
        expect(logs.filter((line) => line.msg === 'demo data seeded')).toHaveLength(1);

        const check = await openDatabase({ kind: 'postgres', url: fresh.url, maxConnections: 1 });
        try {
          const one = async (query: ReturnType<typeof sql>) =>
            (await check.db.execute<{ n: number }>(query)).rows[0]?.n;
          expect(await one(sql`select count(*)::int as n from partners where is_active`)).toBe(1857);
          const journal = JSON.parse(fs.readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
            entries: unknown[];
          };
          expect(await one(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
            journal.entries.length,
          );
        } finally {
          await check.close();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await fresh.drop();
      }
    }, 120_000);
  });
});
