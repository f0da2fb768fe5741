import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { inquiries, partnerAliases, partners } from '~/db/schema.server';
import { insertSampleDirectory, type SampleDirectory } from '../factories/directory';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let app: TestApp;
let sample: SampleDirectory;
let headers: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  sample = await insertSampleDirectory(database.db);
  app = await startTestApp(database);
  headers = authHeader((await createAdminSession(app.context)).token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(`/api/admin/partners${path}`, { ...init, headers });

const names = (body: Array<{ name: string }>) => body.map((partner) => partner.name);

/** What an admin types into the Add Partner form (strings as the inputs give them). */
const newPartner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Chapel',
  address: '500 Lamar Blvd',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78703',
  phone: '(512) 555-0142',
  email: '',
  website: '',
  ...overrides,
});

async function rowOf(id: string) {
  const [row] = await database.db.select().from(partners).where(eq(partners.id, id));
  return row;
}

describe('GET /api/admin/partners/search', () => {
  it('finds a keyword in name or city, inactive partners included, sorted by name, never cached', async () => {
    const response = await admin('/search?q=austin');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(names(response.body)).toEqual([
      'Austin Memorial Chapel',
      'barton springs funeral home',
      'Hill Country Cremation',
      'Zilker Funeral Services',
    ]);
    expect(response.body.find((partner: { name: string }) => partner.name === 'Zilker Funeral Services')).toMatchObject(
      {
        isActive: false,
        isPriority: true,
      },
    );
  });

  it('narrows by state, or lists a state alone', async () => {
    expect(names((await admin('/search?q=cremation&state=Texas')).body)).toEqual([
      'Hill Country Cremation',
      'Mission Cremation Society',
    ]);
    expect(names((await admin('/search?state=Utah')).body)).toEqual(['Wasatch Funeral']);
    expect(names((await admin('/search?q=&state=NY')).body)).toEqual(["St. Mary's Funeral Home"]);
  });

  it('matches a state named in the keyword and a ZIP prefix', async () => {
    expect(names((await admin('/search?q=ontario')).body)).toEqual(['Lakeshore Cremation']);
    expect(names((await admin('/search?q=782')).body)).toEqual(['Alamo Heights Memorial', 'Mission Cremation Society']);
    expect(names((await admin('/search?q=m5v')).body)).toEqual(['Lakeshore Cremation']);
  });

  it('treats % and _ as plain characters and answers nothing for no match', async () => {
    expect((await admin('/search?q=%25')).body).toEqual([]);
    expect((await admin('/search?q=_')).body).toEqual([]);
    expect((await admin('/search?q=nowhere-at-all')).body).toEqual([]);
  });

  it('refuses an unknown state and an overlong keyword with 400', async () => {
    const state = await admin('/search?q=a&state=Atlantis');
    expect(state.status).toBe(400);
    expect(state.body.errors).toEqual({ state: 'State must be a US state or Canadian province' });
    const long = await admin(`/search?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors.q).toBe('Search text must be at most 100 characters');
  });
});

describe('GET /api/admin/partners and /:id', () => {
  it('lists every partner, active or not', async () => {
    const response = await admin('');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(Object.keys(sample).length);
    expect(names(response.body)).toContain('Wasatch Funeral');
  });

  it('reads one partner by uuid, inactive too, with its version', async () => {
    const response = await admin(`/${sample.utahInactive.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Wasatch Funeral', isActive: false });
    expect(response.body.updatedAt).toBe(sample.utahInactive.updatedAt.toISOString());
  });

  it.each([
    ['a slug', 'hill-country-cremation-austin-tx'],
    ['a legacy id', '1001'],
    ['SQL', "1' or '1'='1"],
  ])('answers %s with 400, not a lookup', async (_label, id) => {
    const response = await admin(`/${encodeURIComponent(id)}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ id: 'Partner id must be a uuid' });
  });

  it('answers an unknown uuid with 404 Partner not found', async () => {
    const response = await admin('/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Partner not found');
  });
});

describe('POST /api/admin/partners', () => {
  it('creates with the spec §9 defaults, derived location, coordinates from the ZIP and partnerSince', async () => {
    const response = await admin('', { method: 'POST', body: newPartner() });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Grace Chapel',
      slug: 'grace-chapel-austin-tx',
      state: 'Texas',
      stateSlug: 'texas',
      citySlug: 'austin',
      country: 'US',
      email: null,
      website: null,
      annualCremations: 0,
      locationCount: 1,
      isPriority: false,
      isActive: true,
      servicesOffered: [],
    });
    // ZIP 78703's centroid (west Austin), from the bundled offline data.
    expect(response.body.coordinates.latitude).toBeCloseTo(30.29, 1);
    expect(response.body.coordinates.longitude).toBeCloseTo(-97.77, 1);
    expect(response.body.partnerSince).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    // It is live on the public directory straight away.
    const publicRead = await app.request(`/api/partners/${response.body.slug}`);
    expect(publicRead.status).toBe(200);
    expect(publicRead.body.id).toBe(response.body.id);
  });

  it('de-duplicates the slug with -2, -3 and keeps given coordinates', async () => {
    const second = await admin('', {
      method: 'POST',
      body: newPartner({ address: '9 Other St', coordinates: { latitude: 30.3, longitude: -97.7 } }),
    });
    const third = await admin('', { method: 'POST', body: newPartner({ address: '10 Other St', state: 'TX' }) });
    expect(second.body.slug).toBe('grace-chapel-austin-tx-2');
    expect(second.body.coordinates).toEqual({ latitude: 30.3, longitude: -97.7 });
    expect(third.body.slug).toBe('grace-chapel-austin-tx-3');
    expect(third.body.state).toBe('Texas');
  });

  it('gives simultaneous creates of the same name distinct slugs', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        admin('', { method: 'POST', body: newPartner({ name: 'Twin Oaks', address: `${n} Twin Rd` }) }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.body.slug)).size).toBe(4);
  });

  it('locates a Canadian partner from its postal code', async () => {
    const response = await admin('', {
      method: 'POST',
      body: newPartner({ name: 'Harbour Cremation', city: 'Toronto', state: 'Ontario', zipCode: 'm5v3l9' }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ zipCode: 'M5V 3L9', country: 'CA', slug: 'harbour-cremation-toronto-on' });
    expect(response.body.coordinates.latitude).toBeCloseTo(43.64, 1);
  });

  it.each([
    [
      'nothing at all',
      {},
      { name: 'Business name is required', phone: 'Phone number is required', zipCode: 'ZIP code is required' },
    ],
    ['a blank name', { name: '  ' }, { name: 'Business name is required' }],
    ['a ZIP of the wrong country', { zipCode: 'M5V 2T6' }, { zipCode: 'Enter a ZIP code like 12345 or 12345-6789' }],
    ['an unknown state', { state: 'Atlantis' }, { state: 'State must be a US state or Canadian province' }],
    ['a bad email', { email: 'not-an-email' }, { email: 'Enter a valid email address' }],
    ['a javascript: website', { website: 'javascript:alert(1)' }, { website: 'Website must be a valid http(s) URL' }],
    ['a website that is no web address', { website: 'call us' }, { website: 'Website must be a valid http(s) URL' }],
    ['a header-injection name', { name: 'Grace\r\nBcc: x@example.com' }, { name: 'Business name must be on one line' }],
    ['a negative count', { annualCremations: -3 }, { annualCremations: 'Annual cremations cannot be negative' }],
  ])('answers %s with 400 and field errors, creating nothing', async (_label, overrides, errors) => {
    const before = (await database.db.select({ id: partners.id }).from(partners)).length;
    const body = Object.keys(overrides).length === 0 ? {} : newPartner(overrides);
    const response = await admin('', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.errors).toMatchObject(errors);
    expect((await database.db.select({ id: partners.id }).from(partners)).length).toBe(before);
  });

  it('takes a website typed without https:// and stores it completed, on create and on edit', async () => {
    const created = await admin('', {
      method: 'POST',
      body: newPartner({ name: 'Bare Domain Chapel', website: 'example.com' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.website).toBe('https://example.com');
    const edited = await admin(`/${created.body.id}`, { method: 'PUT', body: { website: ' www.example.com/path ' } });
    expect(edited.status).toBe(200);
    expect(edited.body.website).toBe('https://www.example.com/path');
    expect((await rowOf(created.body.id))?.website).toBe('https://www.example.com/path');
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await app.request('/api/admin/partners', {
      method: 'POST',
      body: '{"name": ',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const huge = await admin('', { method: 'POST', body: newPartner({ description: 'x'.repeat(150_000) }) });
    expect(huge.status).toBe(413);
  });
});

describe('PUT /api/admin/partners/:id', () => {
  it('changes what is sent, bumps the version and shows on the public API', async () => {
    const before = await rowOf(sample.austinMemorial.id);
    const response = await admin(`/${sample.austinMemorial.id}`, {
      method: 'PUT',
      body: { phone: '(512) 555-0199', updatedAt: before!.updatedAt.toISOString() },
    });
    expect(response.status).toBe(200);
    expect(response.body.phone).toBe('(512) 555-0199');
    expect(response.body.name).toBe('Austin Memorial Chapel');
    expect(response.body.slug).toBe(before!.slug);
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(before!.updatedAt.getTime());
    expect((await app.request(`/api/partners/${sample.austinMemorial.id}`)).body.phone).toBe('(512) 555-0199');
  });

  it('refuses a save based on a stale version with 409 and changes nothing', async () => {
    const loaded = (await admin(`/${sample.roundRock.id}`)).body;
    const first = await admin(`/${sample.roundRock.id}`, {
      method: 'PUT',
      body: { description: 'Saved first.', updatedAt: loaded.updatedAt },
    });
    expect(first.status).toBe(200);
    const second = await admin(`/${sample.roundRock.id}`, {
      method: 'PUT',
      body: { description: 'Saved second, from the old form.', updatedAt: loaded.updatedAt },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      message: 'This partner was changed by someone else. Reload to see their changes.',
    });
    // The answer carries the version that won, as a GET would show it, so the editor can compare.
    const stored = (await admin(`/${sample.roundRock.id}`)).body;
    expect(second.body.current).toEqual(stored);
    expect(second.body.current.description).toBe('Saved first.');
    expect((await rowOf(sample.roundRock.id))?.description).toBe('Saved first.');
  });

  it('detects two saves within the same millisecond as two versions', async () => {
    const loaded = (await admin(`/${sample.dallas.id}`)).body;
    const [a, b] = await Promise.all([
      admin(`/${sample.dallas.id}`, { method: 'PUT', body: { locationCount: 2, updatedAt: loaded.updatedAt } }),
      admin(`/${sample.dallas.id}`, { method: 'PUT', body: { locationCount: 3, updatedAt: loaded.updatedAt } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('moves the slug with a new name and keeps the old one working as an alias', async () => {
    const partner = await insertPartner(database.db, { name: 'Old Name Funeral Home', zipCode: '78701' });
    const response = await admin(`/${partner.id}`, { method: 'PUT', body: { name: 'New Name Funeral Home' } });
    expect(response.status).toBe(200);
    expect(response.body.slug).toBe('new-name-funeral-home-austin-tx');
    const [alias] = await database.db.select().from(partnerAliases).where(eq(partnerAliases.partnerId, partner.id));
    expect(alias?.aliasId).toBe('old-name-funeral-home-austin-tx');
    expect((await app.request('/api/partners/old-name-funeral-home-austin-tx')).body.id).toBe(partner.id);
    expect((await app.request('/api/partners/new-name-funeral-home-austin-tx')).body.id).toBe(partner.id);

    // Renamed back, it gets its first slug again rather than a -2.
    const back = await admin(`/${partner.id}`, { method: 'PUT', body: { name: 'Old Name Funeral Home' } });
    expect(back.body.slug).toBe('old-name-funeral-home-austin-tx');
    expect((await app.request('/api/partners/new-name-funeral-home-austin-tx')).body.id).toBe(partner.id);
  });

  it('moves the coordinates and city slug with a new address', async () => {
    const partner = await insertPartner(database.db, {
      name: 'Moving Chapel',
      coordinates: { latitude: 30.27, longitude: -97.74 },
    });
    const response = await admin(`/${partner.id}`, {
      method: 'PUT',
      body: { city: 'Dallas', zipCode: '75201', address: '1 Main St' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ citySlug: 'dallas', slug: 'moving-chapel-dallas-tx' });
    expect(response.body.coordinates.latitude).toBeCloseTo(32.79, 1);
  });

  it('checks the ZIP against a state sent alone', async () => {
    const response = await admin(`/${sample.hillCountry.id}`, { method: 'PUT', body: { state: 'Ontario' } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ zipCode: 'Enter a Canadian postal code like A1A 1A1' });
    expect((await rowOf(sample.hillCountry.id))?.state).toBe('Texas');
  });

  it.each([
    ['a required field cleared', { phone: '' }, { phone: 'Phone number is required' }],
    ['a bad version', { updatedAt: 'yesterday' }, { updatedAt: 'updatedAt must be an ISO date-time' }],
  ])('answers %s with 400', async (_label, body, errors) => {
    const response = await admin(`/${sample.hillCountry.id}`, { method: 'PUT', body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
  });

  it('answers an unknown partner with 404', async () => {
    const response = await admin('/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      body: { phone: '(512) 555-0000' },
    });
    expect(response.status).toBe(404);
  });
});

describe('PATCH /api/admin/partners/bulk-edit', () => {
  it('changes only the named fields of only the named partners, in one go', async () => {
    const a = await insertPartner(database.db, { name: 'Bulk A', annualCremations: 10, website: 'https://a.example' });
    const b = await insertPartner(database.db, { name: 'Bulk B', annualCremations: 20 });
    const untouched = await insertPartner(database.db, { name: 'Bulk C', annualCremations: 30 });
    const before = { a: await rowOf(a.id), b: await rowOf(b.id), c: await rowOf(untouched.id) };

    const response = await admin('/bulk-edit', {
      method: 'PATCH',
      body: { ids: [a.id, b.id], updates: { isPriority: true, annualCremations: 500 } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ updatedCount: 2 });

    for (const key of ['a', 'b'] as const) {
      const after = await rowOf(before[key]!.id);
      const { isPriority, annualCremations, updatedAt, ...rest } = after!;
      expect({ isPriority, annualCremations }).toEqual({ isPriority: true, annualCremations: 500 });
      expect(updatedAt.getTime()).toBeGreaterThan(before[key]!.updatedAt.getTime());
      const { isPriority: _p, annualCremations: _a, updatedAt: _u, ...restBefore } = before[key]!;
      expect(rest).toEqual(restBefore);
    }
    expect(await rowOf(untouched.id)).toEqual(before.c);
  });

  it('clears a field sent as empty (null) and counts only partners that exist', async () => {
    const a = await insertPartner(database.db, { name: 'Bulk D', website: 'https://d.example' });
    const response = await admin('/bulk-edit', {
      method: 'PATCH',
      body: { ids: [a.id, '00000000-0000-4000-8000-000000000000', a.id], updates: { website: '' } },
    });
    expect(response.body).toEqual({ updatedCount: 1 });
    expect((await rowOf(a.id))?.website).toBeNull();
  });

  it('moves partners to a new state with their slugs, and refuses postal codes of another country', async () => {
    const a = await insertPartner(database.db, { name: 'Bulk Mover', city: 'Springfield', zipCode: '62701' });
    const moved = await admin('/bulk-edit', { method: 'PATCH', body: { ids: [a.id], updates: { state: 'Illinois' } } });
    expect(moved.body).toEqual({ updatedCount: 1 });
    expect(await rowOf(a.id)).toMatchObject({
      state: 'Illinois',
      stateSlug: 'illinois',
      slug: 'bulk-mover-springfield-il',
    });

    const refused = await admin('/bulk-edit', {
      method: 'PATCH',
      body: { ids: [a.id, sample.toronto.id], updates: { state: 'Florida', isPriority: false } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.state).toMatch(
      /^1 of the selected partners have a postal code outside the United States/,
    );
    expect(await rowOf(a.id)).toMatchObject({ state: 'Illinois' });
    expect(await rowOf(sample.toronto.id)).toMatchObject({ state: 'Ontario', isPriority: true });
  });

  it.each([
    [
      'no field',
      { ids: ['00000000-0000-4000-8000-000000000000'], updates: {} },
      'updates',
      'Please select at least one field to update',
    ],
    ['no id', { ids: [], updates: { isActive: true } }, 'ids', 'Select at least one partner'],
    ['a non-uuid id', { ids: ['1001'], updates: { isActive: true } }, 'ids.0', 'Each id must be a partner id'],
    [
      'a bad email',
      { ids: ['00000000-0000-4000-8000-000000000000'], updates: { email: 'nope' } },
      'updates.email',
      'Enter a valid email address',
    ],
    [
      'too many ids',
      { ids: Array.from({ length: 2001 }, () => crypto.randomUUID()), updates: { isActive: true } },
      'ids',
      'At most 2000 partners at a time',
    ],
  ])('answers %s with 400', async (_label, body, field, message) => {
    const response = await admin('/bulk-edit', { method: 'PATCH', body });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });
});

describe('deleting partners', () => {
  async function partnerWithInquiry(name: string) {
    const partner = await insertPartner(database.db, { name });
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ partnerId: partner.id, partnerName: name, name: 'Ada', email: 'ada@example.org', message: 'Hello' })
      .returning();
    return { partner, inquiry: inquiry! };
  }

  it('DELETE /:id removes the partner (into the trash) and keeps its inquiries, still pointing at it', async () => {
    const { partner, inquiry } = await partnerWithInquiry('Delete Me One');
    const response = await admin(`/${partner.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await rowOf(partner.id)).toBeUndefined();
    const [kept] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    // The link stays for a restore from the trash; the inbox shows the stored name meanwhile.
    expect(kept).toMatchObject({ partnerId: partner.id, partnerName: 'Delete Me One', message: 'Hello' });
    expect((await admin(`/${partner.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('DELETE /bulk-delete removes only the named partners and reports how many', async () => {
    const one = await partnerWithInquiry('Delete Me Two');
    const two = await insertPartner(database.db, { name: 'Delete Me Three' });
    const keep = await insertPartner(database.db, { name: 'Keep Me' });
    const response = await admin('/bulk-delete', {
      method: 'DELETE',
      body: { ids: [one.partner.id, two.id, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deletedCount: 2 });
    expect(await rowOf(one.partner.id)).toBeUndefined();
    expect(await rowOf(two.id)).toBeUndefined();
    expect(await rowOf(keep.id)).toBeDefined();
    const [kept] = await database.db.select().from(inquiries).where(eq(inquiries.id, one.inquiry.id));
    expect(kept?.partnerId).toBe(one.partner.id);
  });

  it('refuses a bulk delete without ids or with more than 2,000', async () => {
    expect((await admin('/bulk-delete', { method: 'DELETE', body: { ids: [] } })).status).toBe(400);
    const many = Array.from({ length: 2001 }, () => crypto.randomUUID());
    const response = await admin('/bulk-delete', { method: 'DELETE', body: { ids: many } });
    expect(response.status).toBe(400);
    expect(response.body.errors.ids).toBe('At most 2000 partners at a time');
  });
});
