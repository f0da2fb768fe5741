import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, partners, portalChangeRequests } from '~/db/schema.server';
import { parsePartnerCsv } from '~/modules/partners/partner-csv';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Decision 048: a partner's state or province is the one its postal code is in, on every write path of the office.

let database: DatabaseHandle;
let app: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  headers = authHeader((await createAdminSession(app.context)).token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(`/api/admin${path}`, { ...init, headers });

/** ZIP 77379 is Spring, Texas. */
const SPRING_TX = { name: 'Spring Creek Cremation', address: '8 Cypress Rd', city: 'Spring', zipCode: '77379' };
const TEXAS_NOT_CALIFORNIA = 'ZIP code 77379 is in Texas, not California';

async function rowOf(id: string) {
  const [row] = await database.db.select().from(partners).where(eq(partners.id, id));
  return row;
}

async function partnerCount(): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(partners);
  return Number(row?.count ?? 0);
}

async function activityCount(): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(adminActivity);
  return Number(row?.count ?? 0);
}

describe('POST /api/admin/partners', () => {
  it('refuses a state its ZIP is not in, on state, and adds nothing', async () => {
    const before = await partnerCount();
    const response = await admin('/partners', {
      method: 'POST',
      body: { ...SPRING_TX, state: 'California', phone: '(281) 555-0140' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION',
      message: `state: ${TEXAS_NOT_CALIFORNIA}`,
      errors: { state: TEXAS_NOT_CALIFORNIA },
    });
    expect(await partnerCount()).toBe(before);
  });

  it('refuses a Canadian code of another province and accepts the matching one', async () => {
    const body = { name: 'Plateau Cremation', address: '1 Rue Rachel', city: 'Montreal', phone: '(514) 555-0140' };
    const refused = await admin('/partners', {
      method: 'POST',
      body: { ...body, state: 'Ontario', zipCode: 'H2X 1Y4' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ state: 'Postal code H2X 1Y4 is in Quebec, not Ontario' });
    const created = await admin('/partners', {
      method: 'POST',
      body: { ...body, state: 'Quebec', zipCode: 'H2X 1Y4' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ state: 'Quebec', slug: 'plateau-cremation-montreal-qc' });
  });

  it('accepts a ZIP its state agrees with, and a ZIP the offline data does not know', async () => {
    const agreed = await admin('/partners', {
      method: 'POST',
      body: { ...SPRING_TX, state: 'Texas', phone: '(281) 555-0141' },
    });
    expect(agreed.status).toBe(201);
    const unknown = await admin('/partners', {
      method: 'POST',
      body: { ...SPRING_TX, name: 'Nowhere Chapel', state: 'California', zipCode: '00000', phone: '(281) 555-0142' },
    });
    expect(unknown.status).toBe(201);
    expect(unknown.body.state).toBe('California');
  });

  it('accepts either state of a ZIP that crosses a state line (Fort Campbell, Kentucky and Tennessee)', async () => {
    const base = { name: 'Fort Campbell Chapel', address: '1 Screaming Eagle Blvd', city: 'Fort Campbell' };
    for (const [state, phone] of [
      ['Kentucky', '(270) 555-0143'],
      ['Tennessee', '(931) 555-0144'],
    ] as const) {
      const created = await admin('/partners', { method: 'POST', body: { ...base, state, zipCode: '42223', phone } });
      expect(created.status, state).toBe(201);
      expect(created.body.state).toBe(state);
    }
  });
});

describe('PUT /api/admin/partners/:id', () => {
  it('refuses a new state or a new ZIP the other contradicts, and changes nothing', async () => {
    const spring = await insertPartner(database.db, { ...SPRING_TX, name: 'Spring Update Home' });
    const before = await rowOf(spring.id);

    const newState = await admin(`/partners/${spring.id}`, { method: 'PUT', body: { state: 'California' } });
    expect(newState.status).toBe(400);
    expect(newState.body).toMatchObject({
      message: `state: ${TEXAS_NOT_CALIFORNIA}`,
      errors: { state: TEXAS_NOT_CALIFORNIA },
    });

    const newZip = await admin(`/partners/${spring.id}`, { method: 'PUT', body: { zipCode: '94103' } });
    expect(newZip.status).toBe(400);
    expect(newZip.body.errors).toEqual({ state: 'ZIP code 94103 is in California, not Texas' });

    expect(await rowOf(spring.id)).toEqual(before);

    const both = await admin(`/partners/${spring.id}`, {
      method: 'PUT',
      body: { city: 'San Francisco', state: 'California', zipCode: '94103' },
    });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ state: 'California', stateSlug: 'california', zipCode: '94103' });
  });

  it('keeps taking other edits of a listing saved before the rule', async () => {
    const legacy = await insertPartner(database.db, { ...SPRING_TX, name: 'Legacy Home', state: 'California' });
    const response = await admin(`/partners/${legacy.id}`, { method: 'PUT', body: { phone: '(281) 555-0199' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phone: '(281) 555-0199', state: 'California' });
  });
});

describe('PATCH /api/admin/partners/bulk-edit', () => {
  it('refuses to move partners whose ZIPs are in another state, naming them, and moves none', async () => {
    const fresno = await insertPartner(database.db, { name: 'Fresno Hills', city: 'Fresno', zipCode: '93721' });
    const spring = await insertPartner(database.db, { ...SPRING_TX, name: 'Spring Bulk Home' });
    const before = [await rowOf(fresno.id), await rowOf(spring.id)];
    const activities = await activityCount();

    const response = await admin('/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [fresno.id, spring.id], updates: { state: 'California', isPriority: true } },
    });
    expect(response.status).toBe(400);
    const message = `1 of the selected partners have a postal code in another state, so they cannot be moved to California: Spring Bulk Home (${TEXAS_NOT_CALIFORNIA})`;
    expect(response.body).toMatchObject({ message: `state: ${message}`, errors: { state: message } });
    expect([await rowOf(fresno.id), await rowOf(spring.id)]).toEqual(before);
    expect(await activityCount()).toBe(activities);

    // Fresno's own state is California: moving it alone is the office correcting its listing.
    const corrected = await admin('/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [fresno.id], updates: { state: 'California' } },
    });
    expect(corrected.body).toEqual({ updatedCount: 1 });
    expect(await rowOf(fresno.id)).toMatchObject({ state: 'California', timeZone: 'America/Los_Angeles' });
  });
});

describe('POST /api/admin/partners/bulk (CSV import)', () => {
  const csv = [
    'name,address,city,state,zipCode,phone',
    'Bluebonnet Chapel,4 Oak St,Austin,Texas,78701,(512) 555-0161',
    'Spring Import Home,8 Cypress Rd,Spring,California,77379,(281) 555-0162',
  ].join('\n');

  it('names the row in the preview and refuses the whole file, writing nothing', async () => {
    const { rows } = parsePartnerCsv(csv);
    const before = await partnerCount();

    const preview = await admin('/partners/bulk', { method: 'POST', body: { partners: rows, dryRun: true } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      errors: [{ row: 2, field: 'state', message: TEXAS_NOT_CALIFORNIA }],
      actions: ['create', null],
    });

    const response = await admin('/partners/bulk', { method: 'POST', body: { partners: rows } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: `Invalid data in row 2: state: ${TEXAS_NOT_CALIFORNIA}`,
      errors: { 'partners.1.state': TEXAS_NOT_CALIFORNIA },
    });
    expect(await partnerCount()).toBe(before);
  });

  it('refuses a row that moves an existing partner to a state its ZIP is not in', async () => {
    const spring = await insertPartner(database.db, { ...SPRING_TX, name: 'Spring Sheet Home' });
    const before = await rowOf(spring.id);
    const response = await admin('/partners/bulk', {
      method: 'POST',
      body: {
        partners: [
          {
            slug: spring.slug,
            name: spring.name,
            address: spring.address,
            city: 'Spring',
            state: 'CA',
            zipCode: '77379',
            phone: spring.phone,
          },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'partners.0.state': TEXAS_NOT_CALIFORNIA });
    expect(await rowOf(spring.id)).toEqual(before);
  });
});

describe('POST /api/admin/partner-portal/:partnerId/change-requests/:requestId/approve', () => {
  it("refuses a partner's new address whose state its ZIP contradicts, and keeps the request waiting", async () => {
    const spring = await insertPartner(database.db, { ...SPRING_TX, name: 'Spring Portal Home' });
    const before = await rowOf(spring.id);
    const [request] = await database.db
      .insert(portalChangeRequests)
      .values({
        partnerId: spring.id,
        requestedBy: spring.email!,
        proposed: { name: spring.name, address: '9 Cypress Rd', city: 'Spring', state: 'California', zipCode: '77379' },
      })
      .returning();

    const response = await admin(`/partner-portal/${spring.id}/change-requests/${request!.id}/approve`, {
      method: 'POST',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: `state: ${TEXAS_NOT_CALIFORNIA}`,
      errors: { state: TEXAS_NOT_CALIFORNIA },
    });
    expect(await rowOf(spring.id)).toEqual(before);
    const [still] = await database.db
      .select()
      .from(portalChangeRequests)
      .where(eq(portalChangeRequests.id, request!.id));
    expect(still?.status).toBe('pending');
  });
});

// Opening hours that close when they open ("09:00-09:00") are refused when written, never when only stored.
describe('opening hours that close when they open', () => {
  const SAME_TIME =
    'Opening hours: "09:00-09:00" opens and closes at the same time: for a whole day, write 00:00-24:00';

  it('refuses them on create, on update and in an imported row, on the field', async () => {
    const before = await partnerCount();
    const created = await admin('/partners', {
      method: 'POST',
      body: {
        ...SPRING_TX,
        name: 'Same Time Home',
        state: 'Texas',
        phone: '(281) 555-0170',
        openingHours: 'Mo-Fr 09:00-09:00',
      },
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ errors: { openingHours: SAME_TIME } });
    expect(await partnerCount()).toBe(before);

    const home = await insertPartner(database.db, {
      ...SPRING_TX,
      name: 'Hours Home',
      openingHours: 'Mo-Fr 09:00-17:00',
    });
    const updated = await admin(`/partners/${home.id}`, { method: 'PUT', body: { openingHours: 'Mo-Fr 09:00-09:00' } });
    expect(updated.status).toBe(400);
    expect(updated.body).toMatchObject({ errors: { openingHours: SAME_TIME } });
    expect((await rowOf(home.id))?.openingHours).toBe('Mo-Fr 09:00-17:00');

    const { rows } = parsePartnerCsv(
      [
        'name,address,city,state,zipCode,phone,openingHours',
        'Sheet Hours Home,9 Elm St,Spring,Texas,77379,(281) 555-0171,Mo-Fr 09:00-09:00',
      ].join('\n'),
    );
    const preview = await admin('/partners/bulk', { method: 'POST', body: { partners: rows, dryRun: true } });
    expect(preview.body).toMatchObject({ errors: [{ row: 1, field: 'openingHours', message: SAME_TIME }] });
  });

  it('refuses new overnight hours on create and in an imported row, pointing to the after-hours phone', async () => {
    const REVERSED =
      'Opening hours: "17:00-09:00" closes before it opens: give daytime hours only, like 09:00-17:00; for nights, give the after-hours phone';
    const before = await partnerCount();
    const created = await admin('/partners', {
      method: 'POST',
      body: {
        ...SPRING_TX,
        state: 'Texas',
        name: 'Night Hours Home',
        phone: '(281) 555-0173',
        openingHours: 'Mo-Fr 17:00-09:00',
      },
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ errors: { openingHours: REVERSED } });
    expect(await partnerCount()).toBe(before);

    const { rows } = parsePartnerCsv(
      [
        'name,address,city,state,zipCode,phone,openingHours',
        'Sheet Night Home,9 Elm St,Spring,Texas,77379,(281) 555-0174,Mo-Fr 17:00-09:00',
      ].join('\n'),
    );
    const preview = await admin('/partners/bulk', { method: 'POST', body: { partners: rows, dryRun: true } });
    expect(preview.body).toMatchObject({ errors: [{ row: 1, field: 'openingHours', message: REVERSED }] });

    // Open around the clock is still taken.
    const always = await admin('/partners', {
      method: 'POST',
      body: {
        ...SPRING_TX,
        state: 'Texas',
        name: 'Always Open Home',
        phone: '(281) 555-0175',
        openingHours: 'Mo-Su 00:00-24:00',
      },
    });
    expect(always.status).toBe(201);
  });

  it("refuses a seven-digit phone in place of a listing's full number, in the form and an imported row", async () => {
    const NEEDS_AREA_CODE = 'Enter the phone number with its area code, like (512) 555-0142';
    const listed = await insertPartner(database.db, {
      ...SPRING_TX,
      name: 'Full Number Home',
      phone: '(281) 555-0176',
      afterHoursPhone: '555-0199',
    });
    const edited = await admin(`/partners/${listed.id}`, { method: 'PUT', body: { phone: '555-0123' } });
    expect(edited.status).toBe(400);
    expect(edited.body).toMatchObject({ errors: { phone: NEEDS_AREA_CODE } });
    expect((await rowOf(listed.id))?.phone).toBe('(281) 555-0176');

    const { rows } = parsePartnerCsv(
      [
        'id,name,address,city,state,zipCode,phone',
        `${listed.id},Full Number Home,1 Main St,Spring,Texas,77379,5550123`,
      ].join('\n'),
    );
    const preview = await admin('/partners/bulk', { method: 'POST', body: { partners: rows, dryRun: true } });
    expect(preview.body).toMatchObject({ errors: [{ row: 1, field: 'phone', message: NEEDS_AREA_CODE }] });

    // Its stored seven-digit after-hours number does not stop other edits.
    const other = await admin(`/partners/${listed.id}`, { method: 'PUT', body: { phone: '(281) 555-0177' } });
    expect(other.status).toBe(200);
  });

  it('keeps taking other edits of a listing whose stored hours have one', async () => {
    const stored = await insertPartner(database.db, {
      ...SPRING_TX,
      name: 'Stored Hours Home',
      openingHours: 'Mo-Fr 09:00-09:00',
    });
    const updated = await admin(`/partners/${stored.id}`, {
      method: 'PUT',
      body: { phone: '(281) 555-0172', openingHours: 'Mo-Fr 09:00-09:00' },
    });
    expect(updated.status).toBe(200);
    expect((await rowOf(stored.id))?.phone).toBe('(281) 555-0172');
  });
});
