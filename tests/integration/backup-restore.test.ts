import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '~/db/backup/backup-file.server';
import { createBackup, restoreBackup } from '~/db/backup/backup.server';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '~/db/client.server';
import { migrateDatabase, migrationsFolder } from '~/db/migrate.server';
import type { FaqRow, PartnerRow } from '~/db/schema.server';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession, TEST_ADMIN_PASSWORD } from '../setup/admin-session';
import { startTestApp } from '../setup/test-app';

/*
 * npm run backup / npm run restore, through the module both scripts call: a directory backed up and restored
 * into a fresh database comes up whole in a fresh app; a target holding data is refused without --force; a
 * damaged or truncated file is refused and changes nothing; a backup from an older schema is migrated up.
 * PGlite data folders (with their media) by default, throwaway PostgreSQL databases with TEST_DATABASE_URL.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const dropLater: string[] = [];

/** A fresh, empty database: a new PGlite folder, or a new database on the PostgreSQL server. */
async function freshTarget(): Promise<DatabaseTarget> {
  const name = `restore_${Date.now()}_${randomBytes(4).toString('hex')}`;
  if (!serverUrl) return { kind: 'pglite', dataDir: path.join(workDir, name) };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  dropLater.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString(), maxConnections: 3 };
}

const mediaDirOf = (target: DatabaseTarget) =>
  target.kind === 'pglite' ? path.join(target.dataDir, 'media') : undefined;
const envFor = (target: DatabaseTarget): Record<string, string> =>
  target.kind === 'pglite' ? { DATA_DIR: target.dataDir } : {};

/** Runs `check` against an app booted over `target`, the way a fresh instance would start on it. */
async function withApp<T>(
  target: DatabaseTarget,
  check: (app: Awaited<ReturnType<typeof startTestApp>>) => Promise<T>,
) {
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    const app = await startTestApp(handle, envFor(target));
    try {
      return await check(app);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function partnerCount(target: DatabaseTarget): Promise<number> {
  const handle = await openDatabase(target);
  try {
    const result = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from partners`);
    return result.rows[0]!.count;
  } finally {
    await handle.close();
  }
}

const VIDEO_PATH = 'videos/0123456789abcdef0123456789abcdef.mp4';
const videoBytes = randomBytes(4096);

let source: DatabaseTarget;
let backupFile: string;
let partners: PartnerRow[];
let faqItems: FaqRow[];
let admin: { username: string; token: string };
let inquiryId: string;

beforeAll(async () => {
  source = await freshTarget();
  const handle: DatabaseHandle = await openDatabase(source);
  try {
    await migrateDatabase(handle);
    partners = [
      await insertPartner(handle.db, {
        name: 'Riverside Memorial Chapel',
        city: 'Austin',
        state: 'Texas',
        aliases: ['4711'],
      }),
      await insertPartner(handle.db, {
        name: 'Lakeview Cremation',
        city: 'Toronto',
        state: 'Ontario',
        zipCode: 'M5V 2T6',
      }),
    ];
    faqItems = [
      await insertFaqItem(handle.db, { question: 'How long does it take to make the stones?' }),
      await insertFaqItem(handle.db, { question: 'Can we share the stones between relatives?' }),
    ];
    const app = await startTestApp(handle, envFor(source));
    try {
      const inquiry = await app.request('/api/inquiries', {
        method: 'POST',
        body: {
          name: 'Maria Lopez',
          email: 'maria.lopez@example.com',
          message: 'Could you tell us about memorial stones for my father?',
          partnerId: partners[0]!.id,
        },
      });
      expect(inquiry.status).toBe(201);
      inquiryId = inquiry.body.id;
      admin = await createAdminSession(app.context);
    } finally {
      await app.close();
    }
    const mediaDir = mediaDirOf(source);
    if (mediaDir) {
      fs.mkdirSync(path.dirname(path.join(mediaDir, VIDEO_PATH)), { recursive: true });
      fs.writeFileSync(path.join(mediaDir, VIDEO_PATH), videoBytes);
    }
    backupFile = path.join(workDir, 'backups', 'directory.jsonl.gz');
    const result = await createBackup(handle, { file: backupFile, mediaDir });
    // Password hashes and inquiries: the owner alone reads the file and the folder it created.
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(backupFile)).mode & 0o777).toBe(0o700);
    expect(result.rows).toMatchObject({
      partners: 2,
      partner_aliases: 1,
      faq_items: 2,
      inquiries: 1,
      // The coordinator's email and the family's confirmation.
      mail_outbox: 2,
      admin_users: 1,
    });
  } finally {
    await handle.close();
  }
});

afterAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  if (!serverUrl || dropLater.length === 0) return;
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  for (const name of dropLater) await dropper.query(`drop database if exists "${name}" with (force)`);
  await dropper.end();
});

describe('a backup restored into a fresh database', () => {
  let target: DatabaseTarget;

  beforeAll(async () => {
    target = await freshTarget();
    await restoreBackup({ file: backupFile, target });
  });

  it('serves every partner, by id and by legacy alias, and every FAQ item', async () => {
    await withApp(target, async (app) => {
      for (const partner of partners) {
        const response = await app.request(`/api/partners/${partner.id}`);
        expect(response.status).toBe(200);
        expect(response.body.name).toBe(partner.name);
      }
      const byAlias = await app.request('/api/partners/4711');
      expect(byAlias.body.id).toBe(partners[0]!.id);

      const faq = await app.request('/api/faq');
      expect(faq.body.map((item: { question: string }) => item.question)).toEqual(
        expect.arrayContaining(faqItems.map((item) => item.question)),
      );
    });
  });

  it('lets the admin sign in with the same password and see the inquiry with its pending email', async () => {
    await withApp(target, async (app) => {
      const login = await app.request('/api/admin/login', {
        method: 'POST',
        body: { username: admin.username, password: TEST_ADMIN_PASSWORD },
      });
      expect(login.status).toBe(200);

      const inbox = await app.request('/api/admin/inquiries', { headers: authHeader(login.body.token) });
      expect(inbox.status).toBe(200);
      const inquiry = inbox.body.find((item: { id: string }) => item.id === inquiryId);
      expect(inquiry).toMatchObject({ name: 'Maria Lopez', partnerName: 'Riverside Memorial Chapel' });
      expect(inquiry.delivery.state).toBe('pending');

      // Sessions are not part of a backup: a token from before the backup no longer opens anything.
      const oldSession = await app.request('/api/admin/inquiries', { headers: authHeader(admin.token) });
      expect(oldSession.status).toBe(401);
    });
  });

  it.skipIf(serverUrl)('brings back the rendered videos of an embedded data folder', async () => {
    await withApp(target, async (app) => {
      const response = await fetch(`${app.baseUrl}/media/${VIDEO_PATH}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(videoBytes)).toBe(true);
    });
  });
});

describe('a restore over a database that holds data', () => {
  let target: DatabaseTarget;

  beforeAll(async () => {
    target = await freshTarget();
    await restoreBackup({ file: backupFile, target });
    const handle = await openDatabase(target);
    await insertPartner(handle.db, { name: 'Added After The Backup' });
    await handle.close();
  });

  it('is refused without --force, naming what is there, and changes nothing', async () => {
    const attempt = restoreBackup({ file: backupFile, target });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(/not empty \(.*partners: 3 rows.*--force/);
    expect(await partnerCount(target)).toBe(3);
  });

  it('with --force replaces everything with the backup', async () => {
    await restoreBackup({ file: backupFile, target, force: true });
    expect(await partnerCount(target)).toBe(2);
    await withApp(target, async (app) => {
      expect((await app.request(`/api/partners/${partners[1]!.id}`)).status).toBe(200);
    });
  });

  describe('a damaged backup file', () => {
    const original = () => fs.readFileSync(backupFile);
    const damaged: [string, () => Buffer, RegExp][] = [
      [
        'cut in half',
        () => original().subarray(0, Math.floor(original().length / 2)),
        /damaged or truncated \(it ends early\)/,
      ],
      [
        'with bytes changed in the middle',
        () => {
          const bytes = Buffer.from(original());
          for (let i = Math.floor(bytes.length / 2); i < Math.floor(bytes.length / 2) + 16; i++)
            bytes.writeUInt8(bytes.readUInt8(i) ^ 0xff, i);
          return bytes;
        },
        /damaged/,
      ],
      [
        'missing its last line (compressed again, so gzip alone cannot tell)',
        () => {
          const lines = gunzipSync(original()).toString('utf8').trimEnd().split('\n');
          return gzipSync(lines.slice(0, -1).join('\n') + '\n');
        },
        /truncated \(its end line is missing\)/,
      ],
      ['that is not a backup at all', () => gzipSync('{"hello":"world"}\n'), /not written by npm run backup/],
    ];

    it.each(damaged)(
      '%s is refused with a clear message, even with --force, and changes nothing',
      async (_name, make, message) => {
        const file = path.join(workDir, `damaged-${randomBytes(4).toString('hex')}.jsonl.gz`);
        fs.writeFileSync(file, make());
        const attempt = restoreBackup({ file, target, force: true });
        await expect(attempt).rejects.toThrow(message);
        await expect(attempt).rejects.toThrow(/Nothing was changed/);
        expect(await partnerCount(target)).toBe(2);
      },
    );
  });
});

describe('a backup taken before the newest migrations', () => {
  it('is restored at its own schema, then migrated up to this version', async () => {
    // A database at the schema of every migration but the last: what an older version of the app left.
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const olderFolder = path.join(workDir, 'older-migrations');
    fs.mkdirSync(path.join(olderFolder, 'meta'), { recursive: true });
    const entries = journal.entries.slice(0, -1) as { tag: string }[];
    fs.writeFileSync(path.join(olderFolder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(olderFolder, `${tag}.sql`));

    const older = await freshTarget();
    const handle = await openDatabase(older);
    const olderFile = path.join(workDir, 'older.jsonl.gz');
    let partner: { id: string };
    try {
      await migrateDatabase(handle, olderFolder);
      // Plain SQL with the columns every schema has: the current Drizzle table may name newer ones.
      const inserted = await handle.db.execute<{ id: string }>(
        sql`insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country, updated_at)
            values ('oakwood-funeral-home-austin-tx', 'Oakwood Funeral Home', '100 Main Street', 'Austin', 'Texas',
                    '78701', '(512) 555-0100', 'texas', 'austin', 'US', '2025-03-04T05:06:07.000Z')
            returning id`,
      );
      partner = inserted.rows[0]!;
      await createBackup(handle, { file: olderFile });
    } finally {
      await handle.close();
    }

    const target = await freshTarget();
    const result = await restoreBackup({ file: olderFile, target });
    expect(result.migrationsApplied).toBe(1);
    await withApp(target, async (app) => {
      const response = await app.request(`/api/partners/${partner.id}`);
      expect(response.body.name).toBe('Oakwood Funeral Home');
      const applied = await app.context.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.count).toBe(journal.entries.length);
    });
  });
});

describe.skipIf(!serverUrl)('between database kinds', () => {
  it('restores a PostgreSQL backup into a PGlite folder, and that folder’s backup into PostgreSQL', async () => {
    const folder: DatabaseTarget = { kind: 'pglite', dataDir: path.join(workDir, 'from-postgres') };
    await restoreBackup({ file: backupFile, target: folder });
    const embeddedFile = path.join(workDir, 'embedded.jsonl.gz');
    const handle = await openDatabase(folder);
    try {
      await createBackup(handle, { file: embeddedFile, mediaDir: mediaDirOf(folder) });
    } finally {
      await handle.close();
    }

    const postgres = await freshTarget();
    await restoreBackup({ file: embeddedFile, target: postgres });
    await withApp(postgres, async (app) => {
      for (const partner of partners) expect((await app.request(`/api/partners/${partner.id}`)).status).toBe(200);
      const login = await app.request('/api/admin/login', {
        method: 'POST',
        body: { username: admin.username, password: TEST_ADMIN_PASSWORD },
      });
      const inbox = await app.request('/api/admin/inquiries', { headers: authHeader(login.body.token) });
      expect(inbox.body.map((item: { id: string }) => item.id)).toContain(inquiryId);
    });
  });
});
