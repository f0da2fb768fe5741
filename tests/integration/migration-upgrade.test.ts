import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase, migrationsFolder } from '~/db/migrate.server';
import { createThrowawayPostgresDatabase } from '../setup/test-database';

/*
 * A database that has partners and stopped before 0015 upgrades to the latest migrations in one go: 0015's
 * update of partners queues deferred triggers that a later ALTER TABLE partners must not trip over.
 */

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The committed migrations up to (not including) `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  folders.push(folder);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function upgradeWithAPartner(handle: DatabaseHandle) {
  await migrateDatabase(handle, migrationsBefore('0015_'));
  await handle.db.execute(
    sql.raw(`insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country)
      values ('oak-austin-texas', 'Oak', '1 Main St', 'Austin', 'Texas', '78701', '(512) 555-0100', 'texas', 'austin', 'US')`),
  );
  await migrateDatabase(handle);
  const { rows } = await handle.db.execute<{ hours: string | null; pet: boolean }>(
    sql.raw('select opening_hours as hours, offers_pet_cremation as pet from partners'),
  );
  expect(rows).toEqual([{ hours: null, pet: false }]);
}

describe('upgrading a database with partners', () => {
  it('applies 0015 and every later migration in one run (PostgreSQL)', async () => {
    const throwaway = await createThrowawayPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: throwaway.url });
    try {
      await upgradeWithAPartner(handle);
    } finally {
      await handle.close();
      await throwaway.drop();
    }
  });

  it('applies 0015 and every later migration in one run (PGlite)', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      await upgradeWithAPartner(handle);
    } finally {
      await handle.close();
    }
  });
});

describe('0030: the demo seed’s weekend hours in the stored spelling', () => {
  it('rewrites "Sa-Su" as the form and import write it, leaving other hours alone', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateDatabase(handle, migrationsBefore('0030_'));
      await handle.db.execute(
        sql.raw(`insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country, opening_hours)
          values ('a-austin-texas', 'A', '1 Main St', 'Austin', 'Texas', '78701', '(512) 555-0100', 'texas', 'austin', 'US', 'Mo-Fr 09:00-17:00; Sa-Su 10:00-14:00'),
                 ('b-austin-texas', 'B', '2 Main St', 'Austin', 'Texas', '78701', '(512) 555-0101', 'texas', 'austin', 'US', 'Mo-Sa 09:00-17:00')`),
      );
      await migrateDatabase(handle);
      const { rows } = await handle.db.execute<{ hours: string }>(
        sql.raw('select opening_hours as hours from partners order by name'),
      );
      expect(rows).toEqual([{ hours: 'Mo-Fr 09:00-17:00; Sa,Su 10:00-14:00' }, { hours: 'Mo-Sa 09:00-17:00' }]);
    } finally {
      await handle.close();
    }
  });
});
