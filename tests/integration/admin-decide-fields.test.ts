import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import { parsePartnerCsv } from '~/modules/partners/partner-csv';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * The office writes what families decide on (decision 028) through the admin API the form and the CSV
 * import use: validated with the shared schema (400 naming the field), recorded in the partner's history,
 * and exported and imported as CSV columns. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

let database: DatabaseHandle;
let app: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  headers = authHeader((await createAdminSession(app.context, { username: 'ada' })).token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (path: string, init: { method?: string; body?: unknown } = {}) => app.request(path, { ...init, headers });

const basics = {
  name: 'Hill Country Cremation',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0100',
};

async function openingMinutesOf(id: string) {
  const [row] = await database.db
    .select({ openingMinutes: partners.openingMinutes })
    .from(partners)
    .where(eq(partners.id, id));
  return row?.openingMinutes;
}

describe('admin writes of the decide fields', () => {
  it('creates and edits them, keeps the hours in one spelling with their open minutes, and records both', async () => {
    const created = await call('/api/admin/partners', {
      method: 'POST',
      body: {
        ...basics,
        priceListUrl: 'hillcountry.example/prices',
        directCremationFromCents: 129_500,
        priceCheckedOn: '2026-11-03',
        openingHours: 'mo-fr 9:00-17:00',
        afterHoursPhone: '(512) 555-0199',
        offersPetCremation: 'yes',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      priceListUrl: 'https://hillcountry.example/prices',
      openingHours: 'Mo-Fr 09:00-17:00',
      offersPetCremation: true,
      acceptsCrematedRemains: false,
    });
    expect(created.body).not.toHaveProperty('openingMinutes');
    const id = created.body.id as string;
    expect(await openingMinutesOf(id)).toBe('{[540,1020),[1980,2460),[3420,3900),[4860,5340),[6300,6780)}');

    const edited = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { openingHours: 'Sa 10:00-14:00', servesVeterans: true, updatedAt: created.body.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(await openingMinutesOf(id)).toBe('{[7800,8040)}');

    const cleared = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { openingHours: '', updatedAt: edited.body.updatedAt },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.openingHours).toBeNull();
    expect(await openingMinutesOf(id)).toBeNull();

    const history = await call(`/api/admin/history/partner/${id}`);
    const items = history.body.items as { action: string; before: unknown; after: Record<string, unknown> }[];
    expect(items.map((item) => item.action)).toEqual(['update', 'update', 'create']);
    expect(items[1]).toMatchObject({
      before: { openingHours: 'Mo-Fr 09:00-17:00', servesVeterans: false },
      after: { openingHours: 'Sa 10:00-14:00', servesVeterans: true },
    });
    expect(items[2]!.after).toMatchObject({ directCremationFromCents: 129_500, priceCheckedOn: '2026-11-03' });
    // The record keeps the row as stored, derived minutes included, so a restore or undo brings both back.
    expect(items[1]!.after).toMatchObject({ openingMinutes: '{[7800,8040)}' });
  });

  it('refuses bad values with 400 naming the field, and writes nothing', async () => {
    const refused = await call('/api/admin/partners', {
      method: 'POST',
      body: {
        ...basics,
        name: 'Refused Home',
        openingHours: 'weekdays 9-5',
        priceListUrl: 'http://plain.example/prices',
        directCremationFromCents: 99_500,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      openingHours: expect.stringContaining('Opening hours'),
      priceListUrl: 'Price list link must start with https://',
      priceCheckedOn: 'Enter the date the price was checked',
    });
    const rows = await database.db.select().from(partners).where(eq(partners.name, 'Refused Home'));
    expect(rows).toEqual([]);
  });

  it('exports the columns as CSV and imports them back, recorded as one import', async () => {
    const exported = await call('/api/admin/partners/export.csv');
    expect(exported.status).toBe(200);
    const header = exported.text.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toContain('priceListUrl,directCremationFrom,priceCheckedOn,openingHours,afterHoursPhone');
    expect(header).toContain('offersPetCremation,acceptsCrematedRemains,offersWitnessedCremation,servesVeterans');

    const csv = [
      'name,address,city,state,zipCode,phone,openingHours,acceptsCrematedRemains,directCremationFrom,priceCheckedOn',
      'Imported Chapel,9 Oak St,Austin,Texas,78701,(512) 555-0111,Mo-Sa 08:00-18:00,yes,995,2026-10-01',
    ].join('\n');
    const imported = await call('/api/admin/partners/bulk', {
      method: 'POST',
      body: { partners: parsePartnerCsv(csv).rows },
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 1 });
    const [row] = await database.db.select().from(partners).where(eq(partners.name, 'Imported Chapel'));
    expect(row).toMatchObject({
      openingHours: 'Mo-Sa 08:00-18:00',
      acceptsCrematedRemains: true,
      directCremationFromCents: 99_500,
      priceCheckedOn: '2026-10-01',
    });
    expect(row?.openingMinutes).toMatch(/^\{\[480,1080\)/);
    const activity = await call('/api/admin/activity?entity=partner');
    expect(activity.body.items[0]).toMatchObject({ action: 'import', itemCount: 1 });
  });
});
