import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminChanges, adminTrash, partners } from '~/db/schema.server';
import type { Partner } from '~/modules/partners/partner.schema';
import { NORTH_AMERICAN_TIME_ZONES } from '~/modules/geo/postal-time-zones';
import { fillMissingTimeZones } from '~/modules/partners/partner-time-zones.server';
import { listFilteredPartners } from '~/modules/partners/partners.service.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { type AppWithPages, renderedPage, startAppWithPages } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * A partner keeps the clock of where it is, not of its state: El Paso is on Mountain time though Texas is on
 * Central. The zone comes from the postal code on every write, and at boot for rows written before; "Open
 * now" on the page and the filter follow it (decision 047). PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

/** Wednesday 2026-11-25 at 9:30 AM in Austin (CST, UTC-6), 8:30 AM in El Paso (MST, UTC-7). */
const NINE_THIRTY_IN_AUSTIN = Date.parse('2026-11-25T15:30:10Z');
let clock = NINE_THIRTY_IN_AUSTIN;

let database: DatabaseHandle;
let app: AppWithPages;
let headers: Record<string, string>;

const elPaso = {
  name: 'Sun City Cremation',
  address: '100 N Oregon St',
  city: 'El Paso',
  state: 'Texas',
  zipCode: '79901',
  phone: '(915) 555-0100',
  openingHours: 'Mo-Fr 09:00-17:00',
};

beforeAll(async () => {
  database = await createTestDatabase();
  await insertPartner(database.db, {
    name: 'Hill Country Cremation',
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    openingHours: 'Mo-Fr 09:00-17:00',
  });
  app = await startAppWithPages(database, { now: () => clock });
  headers = {
    ...authHeader((await createAdminSession(app.context, { username: 'ada' })).token),
    'content-type': 'application/json',
  };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function adminCall(path: string, method: string, body: unknown): Promise<{ status: number; body: Partner }> {
  const response = await fetch(`${app.baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Partner };
}

async function openNowInTexas(): Promise<string[]> {
  const found = await listFilteredPartners(database.db, {
    stateSlug: 'texas',
    filters: ['open-now'],
    now: new Date(clock),
    offset: 0,
    limit: 24,
  });
  return found.partners.map((partner) => partner.name).sort();
}

describe('a partner’s own time zone', () => {
  let created: Partner;

  it('is named from the postal code the office enters', async () => {
    const entered = await adminCall('/api/admin/partners', 'POST', elPaso);
    expect(entered.status).toBe(201);
    expect(entered.body.timeZone).toBe('America/Denver');

    const second = await adminCall('/api/admin/partners', 'POST', {
      ...elPaso,
      name: 'Franklin Mountain Chapel',
      address: '200 N Mesa St',
      zipCode: '79902-1234',
    });
    expect(second.status).toBe(201);
    expect(second.body.timeZone).toBe('America/Denver');

    const austin = await adminCall('/api/admin/partners', 'POST', {
      ...elPaso,
      name: 'Capitol Cremation',
      city: 'Austin',
      zipCode: '78701',
      openingHours: null,
    });
    expect(austin.body.timeZone).toBe('America/Chicago');
    created = entered.body;
  });

  it('shows "Closed now" at 8:30 AM in El Paso while Austin, on the state’s clock, is open', async () => {
    clock = NINE_THIRTY_IN_AUSTIN;
    const page = await renderedPage(await fetch(`${app.baseUrl}/state/texas/city/el-paso/${created.id}`));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Opening hours Closed now');
    expect(page.text).toContain('Local time (Mountain Time)');
    expect(await openNowInTexas()).toEqual(['Hill Country Cremation']);

    clock = Date.parse('2026-11-25T16:00:10Z'); // 9:00 AM in El Paso
    const open = await renderedPage(await fetch(`${app.baseUrl}/state/texas/city/el-paso/${created.id}`));
    expect(open.text).toContain('Opening hours Open now');
    expect(await openNowInTexas()).toEqual([
      'Franklin Mountain Chapel',
      'Hill Country Cremation',
      'Sun City Cremation',
    ]);
  });

  it('follows the postal code when it changes', async () => {
    const moved = await adminCall(`/api/admin/partners/${created.id}`, 'PUT', {
      zipCode: '78701',
      updatedAt: created.updatedAt,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.timeZone).toBe('America/Chicago');

    const back = await adminCall(`/api/admin/partners/${created.id}`, 'PUT', {
      zipCode: '79901',
      updatedAt: moved.body.updatedAt,
    });
    expect(back.status).toBe(200);
    expect(back.body.timeZone).toBe('America/Denver');
  });

  it('is named at boot for partners written before they had one', async () => {
    clock = NINE_THIRTY_IN_AUSTIN;
    await database.db
      .update(partners)
      .set({ timeZone: null })
      .where(sql`${partners.city} = 'El Paso'`);
    // Without a zone, the state's clock: El Paso reads as open at 9:30 Central.
    expect(await openNowInTexas()).toEqual([
      'Franklin Mountain Chapel',
      'Hill Country Cremation',
      'Sun City Cremation',
    ]);

    expect(await fillMissingTimeZones(database.db)).toBe(2);
    expect(await openNowInTexas()).toEqual(['Hill Country Cremation']);
    const [row] = await database.db
      .select({ timeZone: partners.timeZone })
      .from(partners)
      .where(eq(partners.id, created.id));
    expect(row?.timeZone).toBe('America/Denver');
    expect(await fillMissingTimeZones(database.db)).toBe(0);
  });

  it('comes back from the trash and from an undo on its address’s clock, even when recorded without one', async () => {
    const zoneOf = async (id: string) =>
      (await database.db.select({ timeZone: partners.timeZone }).from(partners).where(eq(partners.id, id)))[0]
        ?.timeZone;
    // A record made before partners had their own zone holds none: the snapshot in the trash ...
    expect((await fetch(`${app.baseUrl}/api/admin/partners/${created.id}`, { method: 'DELETE', headers })).status).toBe(
      200,
    );
    await database.db
      .update(adminTrash)
      .set({ snapshot: sql`${adminTrash.snapshot} - 'timeZone'` })
      .where(eq(adminTrash.entityId, created.id));
    const restored = await fetch(`${app.baseUrl}/api/admin/partners/trash/${created.id}/restore`, {
      method: 'POST',
      headers,
    });
    expect(restored.status).toBe(200);
    expect(await zoneOf(created.id)).toBe('America/Denver');

    // ... and a bulk move to another state (a Denver listing recorded in Texas, put right): undoing it puts the
    // listing back on Texas's Central time.
    const austin = await insertPartner(database.db, { name: 'Lady Bird Cremation', city: 'Denver', zipCode: '80202' });
    const moved = await fetch(`${app.baseUrl}/api/admin/partners/bulk-edit`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ ids: [austin.id], updates: { state: 'Colorado' } }),
    });
    expect(moved.status).toBe(200);
    expect(await zoneOf(austin.id)).toBe('America/Denver');
    const [change] = await database.db
      .select()
      .from(adminChanges)
      .where(eq(adminChanges.entityId, austin.id))
      .orderBy(desc(adminChanges.id))
      .limit(1);
    await database.db
      .update(adminChanges)
      .set({ before: sql`${adminChanges.before} - 'timeZone'`, after: sql`${adminChanges.after} - 'timeZone'` })
      .where(eq(adminChanges.id, change!.id));
    const undone = await fetch(`${app.baseUrl}/api/admin/partners/undo/${change!.activityId}`, {
      method: 'POST',
      headers,
    });
    expect(undone.status).toBe(200);
    expect(await zoneOf(austin.id)).toBe('America/Chicago');
  });

  it('names only zones the database’s clock knows', async () => {
    for (const zone of NORTH_AMERICAN_TIME_ZONES) {
      const { rows } = await database.db.execute<{ local: string }>(
        sql`select to_char(timestamptz '2026-07-01 12:00:00+00' at time zone ${zone}, 'HH24') as local`,
      );
      expect(rows[0]?.local, zone).toMatch(/^\d\d$/);
    }
  });
});
