import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase, migrationsFolder } from '~/db/migrate.server';
import { phoneNotation } from '~/modules/partners/partner.schema';
import { fillMissingTimeZones } from '~/modules/partners/partner-time-zones.server';
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

describe('0033: email changes from before the database stamped them', () => {
  it('stamps each listing, and each partner in the trash, with its last recorded change of address', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateDatabase(handle, migrationsBefore('0033_'));
      const sold = '00000000-0000-4000-8000-000000000001';
      const recased = '00000000-0000-4000-8000-000000000002';
      const trashed = '00000000-0000-4000-8000-000000000003';
      await handle.db.execute(
        sql.raw(`insert into partners (id, slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country, email)
          values ('${sold}', 'sold-austin-texas', 'Sold', '1 Main St', 'Austin', 'Texas', '78701', '(512) 555-0100', 'texas', 'austin', 'US', 'new@owner.example'),
                 ('${recased}', 'recased-austin-texas', 'Recased', '2 Main St', 'Austin', 'Texas', '78701', '(512) 555-0101', 'texas', 'austin', 'US', 'Office@Recased.example')`),
      );
      // What the admin form, then the portal and an import recorded over the months.
      await handle.db.execute(
        sql.raw(`insert into admin_activity (id, at, actor_name, action, entity_type, summary, item_count) values
          ('10000000-0000-4000-8000-000000000001', '2026-03-02T10:00:00Z', 'Office', 'update', 'partner', 'Updated', 1),
          ('10000000-0000-4000-8000-000000000002', '2026-10-14T15:30:00Z', 'Office', 'update', 'partner', 'Updated', 1),
          ('10000000-0000-4000-8000-000000000003', '2026-11-01T09:00:00Z', 'Office', 'import', 'partner', 'Imported', 2),
          ('10000000-0000-4000-8000-000000000004', '2026-11-02T09:00:00Z', 'Office', 'delete', 'partner', 'Deleted', 1)`),
      );
      await handle.db.execute(
        sql.raw(`insert into admin_changes (activity_id, entity_type, entity_id, kind, before, after) values
          ('10000000-0000-4000-8000-000000000001', 'partner', '${sold}', 'update', '{"email": null}', '{"email": "first@owner.example"}'),
          ('10000000-0000-4000-8000-000000000002', 'partner', '${sold}', 'update', '{"email": "first@owner.example"}', '{"email": "new@owner.example"}'),
          ('10000000-0000-4000-8000-000000000003', 'partner', '${sold}', 'update', '{"phone": "(512) 555-0199"}', '{"phone": "(512) 555-0100"}'),
          ('10000000-0000-4000-8000-000000000003', 'partner', '${recased}', 'update', '{"email": "office@recased.example"}', '{"email": "Office@Recased.example"}'),
          ('10000000-0000-4000-8000-000000000001', 'partner', '${trashed}', 'update', '{"email": "a@gone.example"}', '{"email": "b@gone.example"}')`),
      );
      await handle.db.execute(
        sql.raw(`insert into admin_trash (entity_type, entity_id, label, snapshot, deleted_at, deleted_by_name, activity_id)
          values ('partner', '${trashed}', 'Gone', '{"id": "${trashed}", "email": "b@gone.example"}', '2026-11-02T09:00:00Z', 'Office', '10000000-0000-4000-8000-000000000004')`),
      );
      await migrateDatabase(handle);
      const { rows } = await handle.db.execute<{ name: string; since: string | null }>(
        sql.raw(
          `select name, to_char(email_changed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as since from partners order by name`,
        ),
      );
      // The sale in October, not the later import of a phone; a change of letter case is the same address.
      expect(rows).toEqual([
        { name: 'Recased', since: null },
        { name: 'Sold', since: '2026-10-14 15:30' },
      ]);
      const trash = await handle.db.execute<{ since: string | null }>(
        sql.raw(`select snapshot ->> 'emailChangedAt' as since from admin_trash`),
      );
      expect(new Date(trash.rows[0]?.since ?? '').toISOString()).toBe('2026-03-02T10:00:00.000Z');
    } finally {
      await handle.close();
    }
  });
});

describe('0034: Nunavut’s western and central postal areas', () => {
  it('puts Cambridge Bay on Mountain time at the next boot, and leaves Iqaluit on Eastern', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateDatabase(handle, migrationsBefore('0034_'));
      await handle.db.execute(
        sql.raw(`insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country, time_zone)
          values ('bay-cambridge-bay-nunavut', 'Bay', '1 Main St', 'Cambridge Bay', 'Nunavut', 'x0b 0c0', '(867) 555-0100', 'nunavut', 'cambridge-bay', 'CA', 'America/Iqaluit'),
                 ('frobisher-iqaluit-nunavut', 'Frobisher', '2 Main St', 'Iqaluit', 'Nunavut', 'X0A 0H0', '(867) 555-0101', 'nunavut', 'iqaluit', 'CA', 'America/Iqaluit')`),
      );
      await migrateDatabase(handle);
      await fillMissingTimeZones(handle.db);
      const { rows } = await handle.db.execute<{ name: string; zone: string }>(
        sql.raw('select name, time_zone as zone from partners order by name'),
      );
      expect(rows).toEqual([
        { name: 'Bay', zone: 'America/Cambridge_Bay' },
        { name: 'Frobisher', zone: 'America/Iqaluit' },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe('0040: partners’ phones in one notation', () => {
  const typed = [
    '512 555 0199',
    '512.555.0177',
    '(512) 555-0153',
    '+1 412-555-0199 EXTENSION 7',
    '514 555-0118 poste 204',
    '1-800-555-0199 #3',
    '(512) 555-0142 x204',
    '555-0123',
    '555.0123 x 4',
  ];

  async function upgradeWithPhones(handle: DatabaseHandle) {
    await migrateDatabase(handle, migrationsBefore('0040_'));
    const values = typed.map(
      (phone, index) =>
        `('p${index}-austin-texas', 'P${index}', '${index} Main St', 'Austin', 'Texas', '78701', '${phone}', ${index === 0 ? `'${typed[1]}'` : 'null'}, 'texas', 'austin', 'US')`,
    );
    await handle.db.execute(
      sql.raw(`insert into partners (slug, name, address, city, state, zip_code, phone, after_hours_phone, state_slug, city_slug, country)
        values ${values.join(',\n')}`),
    );
    await handle.db.execute(
      sql.raw(`insert into admin_trash (entity_type, entity_id, label, snapshot, deleted_at, deleted_by_name, activity_id)
        values ('partner', '00000000-0000-4000-8000-000000000009', 'Gone', '{"phone": "514.555.0100 poste 2", "afterHoursPhone": null}', now(), 'Office', '10000000-0000-4000-8000-000000000009')`),
    );
    await migrateDatabase(handle);
    const { rows } = await handle.db.execute<{ phone: string; after: string | null }>(
      sql.raw('select phone, after_hours_phone as after from partners order by name'),
    );
    expect(rows.map((row) => row.phone)).toEqual([
      '(512) 555-0199',
      '(512) 555-0177',
      '(512) 555-0153',
      '(412) 555-0199 ext. 7',
      '(514) 555-0118 ext. 204',
      '(800) 555-0199 ext. 3',
      '(512) 555-0142 ext. 204',
      '555-0123',
      '555.0123 x 4',
    ]);
    // The same notation the schema writes on save, so an export imported back changes nothing.
    expect(rows.map((row) => row.phone)).toEqual(typed.map(phoneNotation));
    expect(rows[0]?.after).toBe('(512) 555-0177');
    expect(rows[1]?.after).toBeNull();
    const trash = await handle.db.execute<{ snapshot: Record<string, unknown> }>(
      sql.raw('select snapshot from admin_trash'),
    );
    expect(trash.rows[0]?.snapshot).toEqual({ phone: '(514) 555-0100 ext. 2', afterHoursPhone: null });
  }

  it('rewrites North American numbers and leaves seven-digit ones as typed (PGlite)', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      await upgradeWithPhones(handle);
    } finally {
      await handle.close();
    }
  });

  it('rewrites North American numbers and leaves seven-digit ones as typed (PostgreSQL)', async () => {
    const throwaway = await createThrowawayPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: throwaway.url });
    try {
      await upgradeWithPhones(handle);
    } finally {
      await handle.close();
      await throwaway.drop();
    }
  });
});
