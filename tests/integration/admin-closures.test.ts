import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import { parsePartnerCsv } from '~/modules/partners/partner-csv';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * The office writes holiday closures (decision 036) through the admin API the form and the CSV import use:
 * the text form or a JSON list, a 400 naming the field and the entry, recorded in the partner's history,
 * exported and imported as the `closures` CSV column. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

let database: DatabaseHandle;
let app: TestApp;
let headers: { authorization: string };

// Next year's holidays: closures more than two years ahead are refused, whenever the test runs.
const year = new Date().getUTCFullYear() + 1;

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
  name: 'Pecan Cremation',
  address: '5 Pecan St',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0140',
};

async function closuresOf(id: string) {
  const [row] = await database.db.select({ closures: partners.closures }).from(partners).where(eq(partners.id, id));
  return row?.closures;
}

describe('the office edits holiday closures', () => {
  let id = '';

  it('creates a partner without closures, then sets them as text, recorded in the history', async () => {
    const created = await call('/api/admin/partners', { method: 'POST', body: basics });
    expect(created.status).toBe(201);
    expect(created.body.closures).toEqual([]);
    id = created.body.id as string;

    const edited = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: {
        closures: `${year}-12-31..${year + 1}-01-01 New Year\n${year}-12-25 Christmas Day`,
        updatedAt: created.body.updatedAt,
      },
    });
    expect(edited.status).toBe(200);
    const christmas = { from: `${year}-12-25`, to: `${year}-12-25`, note: 'Christmas Day' };
    const newYear = { from: `${year}-12-31`, to: `${year + 1}-01-01`, note: 'New Year' };
    expect(edited.body.closures).toEqual([christmas, newYear]);
    expect(await closuresOf(id)).toEqual([christmas, newYear]);

    const history = await call(`/api/admin/history/partner/${id}`);
    const items = history.body.items as { action: string; before: unknown; after: Record<string, unknown> }[];
    expect(items[0]).toMatchObject({
      action: 'update',
      before: { closures: [] },
      after: { closures: [christmas, newYear] },
    });
  });

  it('reads in the history as dates and notes, the way the office wrote them, not as stored fields', async () => {
    const [current] = await database.db.select().from(partners).where(eq(partners.id, id));
    const edited = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { closures: `${year}-12-24..${year}-12-26 Christmas`, updatedAt: current!.updatedAt.toISOString() },
    });
    expect(edited.status).toBe(200);

    // The History panel under the edit form renders these lines as they come.
    const history = await call(`/api/admin/history/partner/${id}`);
    const [latest] = history.body.items as { fields: { label: string; before: string; after: string }[] }[];
    expect(latest?.fields).toEqual([
      {
        field: 'closures',
        label: 'Holiday Closures',
        before: `Closed Dec 25, ${year} (Christmas Day); Closed Dec 31, ${year} – Jan 1, ${year + 1} (New Year)`,
        after: `Closed Dec 24 – Dec 26, ${year} (Christmas)`,
      },
    ]);
    expect(JSON.stringify(latest?.fields)).not.toMatch(/from:|"from"|\d{4}-\d{2}-\d{2}/);

    // The Activity screen's detail of the same change reads the same.
    const activity = await call('/api/admin/activity?entity=partner');
    const detail = await call(`/api/admin/activity/${activity.body.items[0].id}`);
    expect(detail.body.changes[0].fields[0].after).toBe(`Closed Dec 24 – Dec 26, ${year} (Christmas)`);
  });

  it('takes the JSON list an API client sends', async () => {
    const current = await call(`/api/admin/partners/${id}`);
    const edited = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { closures: [{ from: `${year}-07-01`, note: 'Canada Day' }], updatedAt: current.body.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(await closuresOf(id)).toEqual([{ from: `${year}-07-01`, to: `${year}-07-01`, note: 'Canada Day' }]);
  });

  it('refuses a bad date, a range ending before it starts and a closure years ahead with 400 naming the field', async () => {
    const before = await closuresOf(id);
    for (const [closures, reason] of [
      [`${year}-02-30 Odd day`, `Closure "${year}-02-30 Odd day": ${year}-02-30 is not a real date`],
      [`${year}-01-02..${year}-01-01`, `Closure "${year}-01-02..${year}-01-01": the last day is before the first`],
      [`${year + 5}-12-25`, `Closure "${year + 5}-12-25": at most two years ahead`],
    ] as const) {
      const refused = await call(`/api/admin/partners/${id}`, { method: 'PUT', body: { closures } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ closures: reason });
    }
    const tooMany = Array.from({ length: 31 }, (_, day) => `${year}-01-${String(day + 1).padStart(2, '0')}`).join(';');
    const refused = await call(`/api/admin/partners/${id}`, { method: 'PUT', body: { closures: tooMany } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ closures: 'At most 30 closures' });
    expect(await closuresOf(id)).toEqual(before);
  });

  it('exports the closures as one CSV column and imports them back', async () => {
    const current = await call(`/api/admin/partners/${id}`);
    await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: {
        closures: `${year}-12-25 Christmas Day; ${year}-12-31..${year + 1}-01-01`,
        updatedAt: current.body.updatedAt,
      },
    });
    const exported = await call('/api/admin/partners/export.csv');
    expect(exported.status).toBe(200);
    const { rows } = parsePartnerCsv(exported.text.replace(/^\uFEFF/, ''));
    const row = rows.find((candidate) => candidate.name === basics.name)!;
    expect(row.closures).toBe(`${year}-12-25 Christmas Day; ${year}-12-31..${year + 1}-01-01`);

    // Cleared by hand, then the exported file brings them back: its row is older than that edit, so its
    // lastUpdated cell is emptied to overwrite on purpose (decision 045).
    const cleared = await call(`/api/admin/partners/${id}`);
    await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { closures: '', updatedAt: cleared.body.updatedAt },
    });
    expect(await closuresOf(id)).toEqual([]);
    const stale = await call('/api/admin/partners/bulk', { method: 'POST', body: { partners: [row] } });
    expect(stale.status).toBe(400);
    const imported = await call('/api/admin/partners/bulk', {
      method: 'POST',
      body: { partners: [{ ...row, lastUpdated: '' }] },
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ updated: 1 });
    expect(await closuresOf(id)).toEqual([
      { from: `${year}-12-25`, to: `${year}-12-25`, note: 'Christmas Day' },
      { from: `${year}-12-31`, to: `${year + 1}-01-01`, note: null },
    ]);

    const bad = await call('/api/admin/partners/bulk', {
      method: 'POST',
      body: { partners: [{ ...row, closures: 'Christmas' }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('closures');
  });
});
