import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { type NewPartnerRow, partners } from '~/db/schema.server';
import { parseCsv } from '~/lib/csv';
import { PARTNER_EXPORT_HEADER } from '~/modules/partners/partner-csv';
import { derivePartnerLocation } from '~/modules/partners/partner-location';
import { PLACEHOLDER_PHONE } from '~/modules/partners/partner-formats';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let app: TestApp;
let headers: { authorization: string };

/** More than one export batch (500 rows): the export is not capped at one. */
const BULK = 620;
const NAMED = 4;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const alder = await insertPartner(db, {
    name: 'Alder Chapel',
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    phone: '(512) 555-0142',
    email: 'care@alder.example',
    website: 'https://alder-chapel.example',
    isPriority: true,
  });
  const birch = await insertPartner(db, {
    name: 'birch Funeral Home',
    city: 'Toronto',
    state: 'Ontario',
    zipCode: 'M5V 2T6',
    phone: '(416) 555-0100',
    email: null,
    website: null,
    isActive: false,
  });
  const cedar = await insertPartner(db, {
    name: 'Cedar Cremation',
    city: 'Denver',
    state: 'Colorado',
    zipCode: '80202',
    phone: PLACEHOLDER_PHONE,
    email: 'office@cedar.example',
    website: 'https://www.cedarcremation.example',
  });
  const dogwood = await insertPartner(db, {
    name: 'Dogwood Memorial',
    city: 'Washington',
    state: 'District of Columbia',
    zipCode: '20001',
    phone: '(202) 555-0199',
    email: 'info@dogwood.example',
    website: null,
    isPriority: true,
  });
  await db.update(partners).set({ googlePlaceId: 'place-alder', googleRating: 4.8 }).where(eq(partners.id, alder.id));
  await db.update(partners).set({ googlePlaceId: null }).where(eq(partners.id, birch.id));
  await db
    .update(partners)
    .set({ googlePlaceId: '', googleRating: 3.9, updatedAt: new Date('2030-01-01T00:00:00Z') })
    .where(eq(partners.id, cedar.id));
  await db
    .update(partners)
    .set({ googlePlaceId: 'place-dogwood', googleRating: 4.2 })
    .where(eq(partners.id, dogwood.id));

  const location = derivePartnerLocation('Rutland', 'Vermont')!;
  const bulk: NewPartnerRow[] = Array.from({ length: BULK }, (_, index) => {
    const number = String(index).padStart(3, '0');
    return {
      ...location,
      slug: `zz-bulk-${number}-rutland-vt`,
      name: `Zz Bulk ${number}`,
      address: `${index + 1} Main St`,
      city: 'Rutland',
      zipCode: '05701',
      phone: `(802) 555-${String(index).padStart(4, '0')}`,
      googlePlaceId: `place-${number}`,
      description: index === 0 ? '=cmd|calc, "quoted"' : null,
    };
  });
  await db.insert(partners).values(bulk);

  app = await startTestApp(database);
  headers = authHeader((await createAdminSession(app.context)).token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = (query: string) => app.request(`/api/admin/partners/page?${query}`, { headers });
const names = async (query: string) => {
  const response = await page(query);
  expect(response.status, response.text).toBe(200);
  return (response.body.partners as Array<{ name: string }>).map((partner) => partner.name);
};

describe('GET /api/admin/partners/page', () => {
  it('pages the whole directory with true totals, 50 by default, by name, never cached', async () => {
    const first = await page('');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ total: BULK + NAMED, page: 1, pageSize: 50, pageCount: 13 });
    expect(first.body.partners).toHaveLength(50);
    expect(first.body.partners.slice(0, 5).map((partner: { name: string }) => partner.name)).toEqual([
      'Alder Chapel',
      'birch Funeral Home',
      'Cedar Cremation',
      'Dogwood Memorial',
      'Zz Bulk 000',
    ]);
    expect(first.body.partners[0]).toMatchObject({
      slug: 'alder-chapel-austin-tx',
      city: 'Austin',
      state: 'Texas',
      phone: '(512) 555-0142',
      email: 'care@alder.example',
      website: 'https://alder-chapel.example',
      isActive: true,
      isPriority: true,
      googleRating: 4.8,
      hasGooglePlace: true,
    });

    const last = await page('pageSize=200&page=4');
    expect(last.body).toMatchObject({ total: BULK + NAMED, page: 4, pageSize: 200, pageCount: 4 });
    expect(last.body.partners).toHaveLength(BULK + NAMED - 600);
    expect(last.body.partners.at(-1).name).toBe('Zz Bulk 619');
    // Past the end: an empty page, the total still true.
    const beyond = await page('pageSize=200&page=9');
    expect(beyond.body.partners).toEqual([]);
    expect(beyond.body.total).toBe(BULK + NAMED);
  });

  it('pages without gaps or repeats when the sort key ties (tiebreak by name, then id)', async () => {
    const seen: string[] = [];
    for (let index = 1; index <= 7; index++)
      seen.push(...(await names(`state=VT&sort=city&pageSize=100&page=${index}`)));
    expect(seen).toHaveLength(BULK);
    expect(new Set(seen).size).toBe(BULK);
    expect(seen.slice(0, 2)).toEqual(['Zz Bulk 000', 'Zz Bulk 001']);
  });

  it('filters by state or province (name, abbreviation or slug), DC included, with its total', async () => {
    expect(await names('state=District%20of%20Columbia')).toEqual(['Dogwood Memorial']);
    expect(await names('state=ON')).toEqual(['birch Funeral Home']);
    expect(await names('state=colorado')).toEqual(['Cedar Cremation']);
    expect((await page('state=Vermont')).body.total).toBe(BULK);
    expect((await page('state=Utah')).body).toMatchObject({ total: 0, partners: [], pageCount: 1 });
  });

  it('filters active/inactive, featured, missing Google data and placeholder phones', async () => {
    expect(await names('status=inactive')).toEqual(['birch Funeral Home']);
    expect((await page('status=active')).body.total).toBe(BULK + NAMED - 1);
    expect(await names('featured=1')).toEqual(['Alder Chapel', 'Dogwood Memorial']);
    expect(await names('missingGoogle=1')).toEqual(['birch Funeral Home', 'Cedar Cremation']);
    expect(await names('placeholderPhone=true')).toEqual(['Cedar Cremation']);
    expect(await names('featured=1&state=TX')).toEqual(['Alder Chapel']);
    expect(await names('missingGoogle=1&status=active')).toEqual(['Cedar Cremation']);
    // Off is the same as absent.
    expect((await page('featured=0&missingGoogle=&placeholderPhone=false')).body.total).toBe(BULK + NAMED);
  });

  it('searches phone by digits, email and website as well as name and city', async () => {
    expect(await names('q=512.555.0142')).toEqual(['Alder Chapel']);
    expect(await names('q=5125550142')).toEqual(['Alder Chapel']);
    expect(await names(`q=${encodeURIComponent('(802) 555-0619')}`)).toEqual(['Zz Bulk 619']);
    expect(await names('q=OFFICE%40cedar')).toEqual(['Cedar Cremation']);
    expect(await names('q=cedarcremation')).toEqual(['Cedar Cremation']);
    expect(await names('q=alder-chapel.example')).toEqual(['Alder Chapel']);
    expect(await names('q=toronto')).toEqual(['birch Funeral Home']);
    // A wildcard typed by an admin is a literal character.
    expect(await names('q=%25')).toEqual([]);
    const counted = await page('q=555-06&pageSize=5');
    expect(counted.body.total).toBe(20);
    expect(counted.body.partners).toHaveLength(5);
  });

  it('sorts by each column both ways, missing values last', async () => {
    expect(await names('sort=name&dir=desc&pageSize=2')).toEqual(['Zz Bulk 619', 'Zz Bulk 618']);
    expect(await names('sort=city&pageSize=3')).toEqual(['Alder Chapel', 'Cedar Cremation', 'Zz Bulk 000']);
    expect(await names('sort=city&dir=desc&pageSize=2')).toEqual(['Dogwood Memorial', 'birch Funeral Home']);
    expect(await names('sort=state&pageSize=4')).toEqual([
      'Cedar Cremation',
      'Dogwood Memorial',
      'birch Funeral Home',
      'Alder Chapel',
    ]);
    expect(await names('sort=state&dir=desc&pageSize=1')).toEqual(['Zz Bulk 000']);
    expect(await names('sort=phone&pageSize=4')).toEqual([
      'Dogwood Memorial',
      'birch Funeral Home',
      'Alder Chapel',
      'Cedar Cremation',
    ]);
    expect(await names('sort=phone&dir=desc&pageSize=1')).toEqual(['Zz Bulk 619']);
    expect(await names('sort=email&pageSize=3')).toEqual(['Alder Chapel', 'Dogwood Memorial', 'Cedar Cremation']);
    expect(await names('sort=email&dir=desc&pageSize=3')).toEqual([
      'Cedar Cremation',
      'Dogwood Memorial',
      'Alder Chapel',
    ]);
    expect(await names('sort=active&pageSize=1')).toEqual(['birch Funeral Home']);
    expect(await names('sort=active&dir=desc&pageSize=1')).toEqual(['Alder Chapel']);
    expect(await names('sort=featured&dir=desc&pageSize=3')).toEqual([
      'Alder Chapel',
      'Dogwood Memorial',
      'birch Funeral Home',
    ]);
    expect(await names('sort=rating&dir=desc&pageSize=4')).toEqual([
      'Alder Chapel',
      'Dogwood Memorial',
      'Cedar Cremation',
      'birch Funeral Home',
    ]);
    expect(await names('sort=rating&pageSize=3')).toEqual(['Cedar Cremation', 'Dogwood Memorial', 'Alder Chapel']);
    expect(await names('sort=updated&dir=desc&pageSize=1')).toEqual(['Cedar Cremation']);
  });

  it('answers 400 naming the parameter for a bad query', async () => {
    const cases: Array<[string, string]> = [
      ['pageSize=201', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['sort=zip', 'sort'],
      ['dir=up', 'dir'],
      ['state=Atlantis', 'state'],
      ['status=gone', 'status'],
      ['featured=maybe', 'featured'],
      ['q=a&q=b', 'q'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await page(query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.errors), query).toEqual([field]);
      expect(response.body.message, query).toMatch(new RegExp(`^${field}: `));
    }
    expect((await page('pageSize=201')).body.errors.pageSize).toBe('pageSize must be at most 200');
  });

  it('is for signed-in staff only', async () => {
    expect((await app.request('/api/admin/partners/page')).status).toBe(401);
    expect((await app.request('/api/admin/partners/export.csv')).status).toBe(401);
  });
});

describe('GET /api/admin/partners/export.csv', () => {
  async function exportCsv(query = '') {
    const response = await fetch(`${app.baseUrl}/api/admin/partners/export.csv?${query}`, { headers });
    return { response, rows: parseCsv(await response.text()) };
  }

  it('streams every partner with the export columns as an attachment, no 500 cap', async () => {
    const { response, rows } = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="partners_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Written as it is read, so no length is known up front.
    expect(response.headers.get('content-length')).toBeNull();
    const [header, ...records] = rows;
    expect(header).toEqual([...PARTNER_EXPORT_HEADER]);
    expect(records).toHaveLength(BULK + NAMED);
    const exportedNames = records.map((record) => record[0]);
    expect(new Set(exportedNames).size).toBe(BULK + NAMED);
    expect(exportedNames.slice(0, 2)).toEqual(['Alder Chapel', 'birch Funeral Home']);
    expect(exportedNames.at(-1)).toBe('Zz Bulk 619');
    // Formula-like text is neutralised and quoted, as the browser-built export did.
    expect(records.find((record) => record[0] === 'Zz Bulk 000')?.[8]).toBe(`'=cmd|calc, "quoted"`);
  });

  it('honours the filters and search of the table', async () => {
    const featured = await exportCsv('featured=1&sort=rating&page=3');
    expect(featured.rows.slice(1)).toEqual([
      [
        'Alder Chapel',
        expect.any(String),
        'Austin',
        'Texas',
        '78701',
        '(512) 555-0142',
        'care@alder.example',
        'https://alder-chapel.example',
        expect.any(String),
        '0',
        '1',
        'true',
        'true',
        'Cremation;Memorial services',
        // What families decide on (decision 028): none given for this partner.
        '',
        '',
        '',
        '',
        '',
        'false',
        'false',
        'false',
        'false',
        // No French description, no holiday closures.
        '',
        '',
        // Emails in English, as a listing in Texas gets them.
        'en',
        // The English long description as stored; no French one, no French services.
        expect.any(String),
        '',
        '',
        // Which partner the row is, and the version exported.
        expect.stringMatching(/^alder-chapel-/),
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      ],
      expect.arrayContaining(['Dogwood Memorial', 'District of Columbia']),
    ]);
    expect((await exportCsv('state=VT')).rows).toHaveLength(BULK + 1);
    expect((await exportCsv('q=555-06')).rows).toHaveLength(21);
    expect((await exportCsv('status=inactive')).rows.slice(1).map((row) => row[0])).toEqual(['birch Funeral Home']);
  });

  it('refuses a bad filter with 400 before any CSV is sent', async () => {
    const response = await fetch(`${app.baseUrl}/api/admin/partners/export.csv?state=Atlantis`, { headers });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      state: 'State must be a US state or Canadian province',
    });
  });
});
