import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import { parsePartnerCsv, partnersToCsv } from '~/modules/partners/partner-csv';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

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

/**
 * A version a minute old whose milliseconds show: an exported time ending in .000 is compared to the second
 * (a spreadsheet may have dropped them), where an edit in the same second would go unseen.
 */
const exportedVersion = () => ({ createdAt: new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000 + 250) });

const importRows = (rows: unknown[], dryRun?: boolean) =>
  app.request('/api/admin/partners/bulk', {
    method: 'POST',
    body: dryRun === undefined ? { partners: rows } : { partners: rows, dryRun },
    headers,
  });

async function partnerCount(): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(partners);
  return Number(row?.count ?? 0);
}

async function partnerNamed(name: string) {
  const rows = await database.db.select().from(partners).where(eq(partners.name, name));
  return rows;
}

/** What an admin's spreadsheet looks like (spec §3 export columns, in another order, with an extra column). */
const threeRowCsv = [
  'name,address,city,state,zipCode,phone,email,website,annualCremations,locationCount,isPriority,isActive,servicesOffered,Notes',
  'Cedar Grove Cremation,12 Cedar St,Waco,Texas,76701,(254) 555-0110,care@cedargrove.example,https://cedargrove.example,"1,200",2,true,true,Direct Cremation;Memorial Services,call first',
  'Bayview Funeral Home,40 Harbor Rd,Tampa,FL,33602,(813) 555-0111,,,,,,,,',
  'Prairie Rose Chapel,9 Main St,Regina,Saskatchewan,s4p3y2,(306) 555-0112,,,85,1,false,false,Celebration of Life,',
].join('\r\n');

describe('POST /api/admin/partners/bulk (CSV import)', () => {
  it('imports every row of a file in one go, with defaults, coordinates and unique slugs', async () => {
    await insertPartner(database.db, {
      name: 'Cedar Grove Cremation',
      city: 'Waco',
      address: '99 Elsewhere Rd',
      zipCode: '76702',
    });
    const before = await partnerCount();
    const { rows, ignoredColumns } = parsePartnerCsv(threeRowCsv);
    expect(ignoredColumns).toEqual(['Notes']);

    const response = await importRows(rows);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({ count: 3, created: 3, updated: 0, unchanged: 0 });
    expect(await partnerCount()).toBe(before + 3);

    const [cedar] = (await partnerNamed('Cedar Grove Cremation')).filter((row) => row.address === '12 Cedar St');
    expect(cedar).toMatchObject({
      slug: 'cedar-grove-cremation-waco-tx-2',
      annualCremations: 1200,
      locationCount: 2,
      isPriority: true,
      servicesOffered: ['Direct Cremation', 'Memorial Services'],
    });
    expect(cedar?.latitude).toBeCloseTo(31.55, 1);
    const [bayview] = await partnerNamed('Bayview Funeral Home');
    expect(bayview).toMatchObject({
      state: 'Florida',
      email: null,
      annualCremations: 0,
      locationCount: 1,
      isPriority: false,
      isActive: true,
      servicesOffered: [],
    });
    const [prairie] = await partnerNamed('Prairie Rose Chapel');
    expect(prairie).toMatchObject({ zipCode: 'S4P 3Y2', country: 'CA', isActive: false });
    expect(prairie?.longitude).toBeLessThan(-100);
  });

  it('imports a file French-Canadian Excel saved with semicolons between the columns', async () => {
    // "CSV UTF-8" from Excel set to French (Canada): a byte-order mark, semicolons, cells holding one quoted.
    const semicolonCsv =
      [
        '\ufeffname;address;city;state;zipCode;phone;email;servicesOffered;locationCount;isActive;Remarques',
        'Résidence funéraire Côté;"1200, rue Saint-Denis";Montréal;Québec;H2X 1Y4;(514) 555-0170;info@rfcote.example;"Crémation;Columbarium";2;yes;',
        'Coopérative funéraire de Lévis;45 rue Déziel;Lévis;QC;G6V 4Z2;(418) 555-0171;;;;1;à rappeler',
      ].join('\r\n') + '\r\n';
    const before = await partnerCount();
    const { rows, ignoredColumns } = parsePartnerCsv(semicolonCsv);
    expect(ignoredColumns).toEqual(['Remarques']);

    const check = await importRows(rows, true);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ count: 2, created: 2, updated: 0, errors: [] });
    const response = await importRows(rows);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: 2, created: 2, updated: 0, unchanged: 0 });
    expect(await partnerCount()).toBe(before + 2);

    const [cote] = await partnerNamed('Résidence funéraire Côté');
    expect(cote).toMatchObject({
      address: '1200, rue Saint-Denis',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: 'H2X 1Y4',
      email: 'info@rfcote.example',
      servicesOffered: ['Crémation', 'Columbarium'],
      locationCount: 2,
    });
    const [levis] = await partnerNamed('Coopérative funéraire de Lévis');
    expect(levis).toMatchObject({ address: '45 rue Déziel', city: 'Lévis', state: 'Quebec', isActive: true });
  });

  it('creates no duplicates when the same file is imported again, and applies its changes', async () => {
    const before = await partnerCount();
    const changed = threeRowCsv.replace('(813) 555-0111', '(813) 555-0199').replace('40 Harbor Rd', '40 HARBOR  RD');
    const response = await importRows(parsePartnerCsv(changed).rows);
    expect(response.body).toEqual({ count: 3, created: 0, updated: 1, unchanged: 2 });
    expect(await partnerCount()).toBe(before);
    const bayview = await partnerNamed('Bayview Funeral Home');
    expect(bayview).toHaveLength(1);
    expect(bayview[0]).toMatchObject({ phone: '(813) 555-0199', address: '40 HARBOR  RD' });
  });

  it('round-trips an export: re-importing it updates the same partners and changes nothing else', async () => {
    const featured = await insertPartner(database.db, {
      name: '=Formula Looking Name',
      phone: '(512) 555-0170 ext. 4',
      isPriority: true,
      googleRating: 4.4,
      longDescription: 'Kept as it was.',
    });
    const before = await partnerCount();
    const csv = partnersToCsv([featured]);
    expect(csv).toContain("'=Formula Looking Name");
    const response = await importRows(parsePartnerCsv(csv).rows);
    expect(response.body).toEqual({ count: 1, created: 0, updated: 0, unchanged: 1 });
    expect(await partnerCount()).toBe(before);
    const [after] = await database.db.select().from(partners).where(eq(partners.id, featured.id));
    expect(after).toMatchObject({
      name: '=Formula Looking Name',
      phone: '(512) 555-0170 ext. 4',
      isPriority: true,
      googleRating: 4.4,
      longDescription: 'Kept as it was.',
      slug: featured.slug,
    });
  });

  it('renames and moves a partner from an exported file: the row’s slug says which partner it is', async () => {
    const partner = await insertPartner(database.db, { name: 'Renamed Later Home', address: '5 Old Rd' });
    const csv = partnersToCsv([partner])
      .replace('Renamed Later Home', 'Renamed Later Home & Chapel')
      .replace('5 Old Rd', '7 New Rd');
    const response = await importRows(parsePartnerCsv(csv).rows);
    expect(response.body).toEqual({ count: 1, created: 0, updated: 1, unchanged: 0 });
    const [after] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(after).toMatchObject({ name: 'Renamed Later Home & Chapel', address: '7 New Rd', slug: partner.slug });
    expect(await partnerNamed('Renamed Later Home')).toEqual([]);
  });

  it('refuses a row edited from an export older than its partner’s last change, and says how to go on', async () => {
    const partner = await insertPartner(database.db, {
      name: 'Edited Twice Home',
      phone: '(512) 555-0140',
      ...exportedVersion(),
    });
    const oldExport = partnersToCsv([partner]).replace('(512) 555-0140', '(512) 555-0141');
    // Meanwhile, someone edits the partner in the admin.
    const edit = await app.request(`/api/admin/partners/${partner.id}`, {
      method: 'PUT',
      body: { description: 'Edited in the admin after the export.' },
      headers,
    });
    expect(edit.status).toBe(200);

    const { rows } = parsePartnerCsv(oldExport);
    const check = await importRows(rows, true);
    expect(check.body).toMatchObject({ count: 0, created: 0, updated: 0, unchanged: 0, actions: [null] });
    expect(check.body.errors).toEqual([
      {
        row: 1,
        field: 'lastUpdated',
        message: expect.stringMatching(
          /^Changed on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T, after this file was exported: export again and redo this row, or empty its lastUpdated cell to overwrite that change$/,
        ),
      },
    ]);
    const refused = await importRows(rows);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Invalid data in row 1: lastUpdated: Changed on /);
    const [kept] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(kept).toMatchObject({ phone: '(512) 555-0140', description: 'Edited in the admin after the export.' });

    // Emptying the cell overwrites on purpose; the columns the row has win, the description included.
    const overwrite = await importRows(rows.map((row) => ({ ...row, lastUpdated: '' })));
    expect(overwrite.body).toEqual({ count: 1, created: 0, updated: 1, unchanged: 0 });
    const [after] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(after?.phone).toBe('(512) 555-0141');
  });

  it('knows a partner renamed in the admin after the export by its old slug, and refuses the older row', async () => {
    const partner = await insertPartner(database.db, {
      name: 'Renamed In Admin Home',
      phone: '(512) 555-0160',
      ...exportedVersion(),
    });
    const oldExport = partnersToCsv([partner]);
    const renamed = await app.request(`/api/admin/partners/${partner.id}`, {
      method: 'PUT',
      body: { name: 'Renamed In Admin Chapel' },
      headers,
    });
    expect(renamed.body.slug).not.toBe(partner.slug);
    const check = await importRows(parsePartnerCsv(oldExport).rows, true);
    expect(check.body).toMatchObject({ created: 0, errors: [{ row: 1, field: 'lastUpdated' }] });
    expect(await partnerNamed('Renamed In Admin Home')).toEqual([]);
  });

  it('refuses a second row with the same slug: a copied row is not the same partner twice', async () => {
    const partner = await insertPartner(database.db, { name: 'Copied Row Home', address: '3 Copy St' });
    const [header, row] = partnersToCsv([partner]).trimEnd().split('\r\n');
    const branch = row!.replace('Copied Row Home', 'Copied Row Home North').replace('3 Copy St', '9 Branch Rd');
    const check = await importRows(parsePartnerCsv([header, row, branch].join('\r\n')).rows, true);
    expect(check.body.errors).toEqual([
      {
        row: 2,
        field: 'slug',
        message: 'Row 1 has the same slug: empty this cell to add a new partner, or keep one row per partner',
      },
    ]);
    const [after] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(after?.name).toBe('Copied Row Home');
  });

  it('refuses a row whose partner is in the Trash, rather than re-create it with the slug its restore needs', async () => {
    const partner = await insertPartner(database.db, { name: 'Trashed Meanwhile Home' });
    const oldExport = partnersToCsv([partner]);
    expect((await app.request(`/api/admin/partners/${partner.id}`, { method: 'DELETE', headers })).status).toBe(200);
    const refused = await importRows(parsePartnerCsv(oldExport).rows);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Invalid data in row 1: slug: This partner is in the Trash: restore it there first, or empty this cell to add a new partner',
    );
    expect(await partnerNamed('Trashed Meanwhile Home')).toEqual([]);
    const restored = await app.request(`/api/admin/partners/trash/${partner.id}/restore`, { method: 'POST', headers });
    expect(restored.status).toBe(200);
  });

  it('compares lastUpdated at the precision a spreadsheet kept (milliseconds dropped or written as .000)', async () => {
    const partner = await insertPartner(database.db, { name: 'Rounded Version Home' });
    const { rows } = parsePartnerCsv(partnersToCsv([partner]));
    const seconds = partner.updatedAt.toISOString().slice(0, 19);
    for (const lastUpdated of [`${seconds}Z`, `${seconds}.000Z`]) {
      const check = await importRows([{ ...rows[0], lastUpdated }], true);
      expect(check.body).toMatchObject({ errors: [], unchanged: 1 });
    }
  });

  it('reads the price in dollars, as the form does, and the old cents column as cents', async () => {
    const header = 'name,address,city,state,zipCode,phone,priceCheckedOn';
    const dollars = parsePartnerCsv(
      `${header},directCremationFrom\nPriced In Dollars,1 Price St,Austin,Texas,78701,(512) 555-0150,2026-11-02,"$1,295"\n`,
    );
    const cents = parsePartnerCsv(
      `${header},directCremationFromCents\nPriced In Cents,2 Price St,Austin,Texas,78701,(512) 555-0151,2026-11-02,99500\n`,
    );
    expect((await importRows([...dollars.rows, ...cents.rows])).status).toBe(200);
    expect((await partnerNamed('Priced In Dollars'))[0]?.directCremationFromCents).toBe(129_500);
    expect((await partnerNamed('Priced In Cents'))[0]?.directCremationFromCents).toBe(99_500);
  });

  it('dates a price changed in the sheet today, unless the sheet changed the date too', async () => {
    const repriced = await insertPartner(database.db, {
      name: 'Repriced In Sheet',
      state: 'California',
      directCremationFromCents: 99_500,
      priceCheckedOn: '2025-01-15',
    });
    const redated = await insertPartner(database.db, {
      name: 'Redated In Sheet',
      directCremationFromCents: 99_500,
      priceCheckedOn: '2025-01-15',
    });
    const cleared = await insertPartner(database.db, {
      name: 'Price Removed In Sheet',
      directCremationFromCents: 99_500,
      priceCheckedOn: '2025-01-15',
    });
    const [repricedRow, redatedRow, clearedRow] = parsePartnerCsv(partnersToCsv([repriced, redated, cleared])).rows;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    const response = await importRows([
      { ...repricedRow, directCremationFromCents: 109_500 },
      { ...redatedRow, directCremationFromCents: 109_500, priceCheckedOn: '2026-10-01' },
      { ...clearedRow, directCremationFromCents: null },
    ]);
    expect(response.body).toMatchObject({ updated: 3 });
    expect((await partnerNamed('Repriced In Sheet'))[0]).toMatchObject({
      directCremationFromCents: 109_500,
      priceCheckedOn: today,
    });
    expect((await partnerNamed('Redated In Sheet'))[0]).toMatchObject({ priceCheckedOn: '2026-10-01' });
    expect((await partnerNamed('Price Removed In Sheet'))[0]).toMatchObject({
      directCremationFromCents: null,
      priceCheckedOn: null,
    });
  });

  it('refuses a price written with a decimal comma rather than publish it a hundred or a thousand times off', async () => {
    const header = 'name,address,city,state,zipCode,phone,priceCheckedOn,directCremationFrom';
    const file = parsePartnerCsv(
      [
        header,
        'Comma Price One,1 Comma St,Austin,Texas,78701,(512) 555-0160,2026-11-02,"995,50"',
        'Comma Price Two,2 Comma St,Austin,Texas,78701,(512) 555-0161,2026-11-02,"1.295,50"',
      ].join('\n'),
    );
    const preview = await importRows(file.rows, true);
    expect(preview.body.errors).toEqual([
      {
        row: 1,
        field: 'directCremationFromCents',
        message: 'Direct cremation price must be in dollars, like 1295 or 1295.50 (a dot before the cents)',
      },
      {
        row: 2,
        field: 'directCremationFromCents',
        message: 'Direct cremation price must be in dollars, like 1295 or 1295.50 (a dot before the cents)',
      },
    ]);
    expect((await importRows(file.rows)).status).toBe(400);
    expect(await partnerNamed('Comma Price One')).toEqual([]);
  });

  it('leaves columns the file does not have alone on update', async () => {
    const partner = await insertPartner(database.db, { name: 'Flag Keeper', isPriority: true, isActive: false });
    const response = await importRows([
      {
        name: 'Flag Keeper',
        address: partner.address,
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        phone: '(512) 555-0101',
      },
    ]);
    expect(response.body).toEqual({ count: 1, created: 0, updated: 1, unchanged: 0 });
    const [after] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(after).toMatchObject({ isPriority: true, isActive: false, phone: '(512) 555-0101' });
  });

  it('matches on a slug column when the row gives one', async () => {
    const partner = await insertPartner(database.db, {
      name: 'Slug Matched Home',
      slug: 'slug-matched-home-austin-tx',
    });
    const response = await importRows([
      {
        slug: 'slug-matched-home-austin-tx',
        name: 'Slug Matched Home & Chapel',
        address: '1 New Address',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78702',
        phone: '(512) 555-0102',
      },
    ]);
    expect(response.body).toEqual({ count: 1, created: 0, updated: 1, unchanged: 0 });
    const [after] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(after).toMatchObject({
      name: 'Slug Matched Home & Chapel',
      slug: 'slug-matched-home-austin-tx',
      zipCode: '78702',
    });
  });

  it('writes a partner repeated within one file once, the last row winning', async () => {
    const before = await partnerCount();
    const row = {
      name: 'Twice Listed',
      address: '5 Twin St',
      city: 'Austin',
      state: 'Texas',
      zipCode: '78704',
      phone: '(512) 555-0103',
    };
    const response = await importRows([row, { ...row, address: '5 twin st', phone: '(512) 555-0104' }]);
    expect(response.body).toEqual({ count: 2, created: 1, updated: 0, unchanged: 0 });
    expect(await partnerCount()).toBe(before + 1);
    expect((await partnerNamed('Twice Listed'))[0]?.phone).toBe('(512) 555-0104');
  });

  it('refuses the whole file listing every problem of every row, and writes nothing', async () => {
    const before = await partnerCount();
    const { rows } = parsePartnerCsv(
      [
        'name,address,city,state,zipCode,phone,isActive',
        'Good One,1 A St,Austin,Texas,78701,(512) 555-0120,yes',
        'Bad ZIP,2 B St,Austin,Texas,7870,(512) 555-0121,perhaps',
        'Bad Too,3 C St,Austin,Atlantis,78701,,',
      ].join('\n'),
    );
    const response = await importRows(rows);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Invalid data in row 2: isActive: Active must be yes or no (or true/false, 1/0), not "perhaps"; ' +
        'row 2: zipCode: Enter a ZIP code like 12345 or 12345-6789; ' +
        'row 3: state: State must be a US state or Canadian province; ' +
        'row 3: phone: Phone number is required',
    );
    expect(response.body.errors).toEqual({
      'partners.1.isActive': 'Active must be yes or no (or true/false, 1/0), not "perhaps"',
      'partners.1.zipCode': 'Enter a ZIP code like 12345 or 12345-6789',
      'partners.2.state': 'State must be a US state or Canadian province',
      'partners.2.phone': 'Phone number is required',
    });
    expect(await partnerCount()).toBe(before);
    expect(await partnerNamed('Good One')).toEqual([]);
  });

  it('keeps the message of a file with very many problems short, the errors listing them all', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({ name: `Nameless ${index}` }));
    const response = await importRows(rows);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(
      /^Invalid data in row 1: address: Address is required; .*\.\.\. and \d+ more$/,
    );
    expect(Object.keys(response.body.errors)).toHaveLength(30 * 5);
  });

  it('completes a website typed without https:// and names the website of a row that has none', async () => {
    const csv = [
      'name,address,city,state,zipCode,phone,website',
      'Bare Site Cremation,4 Web St,Austin,Texas,78701,(512) 555-0140,baresite.example.com',
      'Path Site Cremation,5 Web St,Austin,Texas,78701,(512) 555-0141,www.pathsite.example/about',
      'No Site Cremation,6 Web St,Austin,Texas,78701,(512) 555-0142,see brochure',
    ].join('\n');
    const preview = await importRows(parsePartnerCsv(csv).rows, true);
    expect(preview.body.errors).toEqual([{ row: 3, field: 'website', message: 'Website must be a valid http(s) URL' }]);

    const response = await importRows(parsePartnerCsv(csv.split('\n').slice(0, 3).join('\n')).rows);
    expect(response.status).toBe(200);
    expect((await partnerNamed('Bare Site Cremation'))[0]?.website).toBe('https://baresite.example.com');
    expect((await partnerNamed('Path Site Cremation'))[0]?.website).toBe('https://www.pathsite.example/about');
  });

  it('reads yes/no, true/false and 1/0 flags, and names a flag it cannot read with its value', async () => {
    const csv = [
      'name,address,city,state,zipCode,phone,isActive,isPriority',
      'Flag Yes Cremation,7 Flag St,Austin,Texas,78701,(512) 555-0150, Yes ,YES',
      'Flag No Cremation,8 Flag St,Austin,Texas,78701,(512) 555-0151,no,0',
      'Flag One Cremation,9 Flag St,Austin,Texas,78701,(512) 555-0152,1,False',
      'Flag Odd Cremation,10 Flag St,Austin,Texas,78701,(512) 555-0153,maybe,',
    ].join('\n');
    const preview = await importRows(parsePartnerCsv(csv).rows, true);
    expect(preview.body.errors).toEqual([
      { row: 4, field: 'isActive', message: 'Active must be yes or no (or true/false, 1/0), not "maybe"' },
    ]);

    const response = await importRows(parsePartnerCsv(csv.split('\n').slice(0, 4).join('\n')).rows);
    expect(response.status).toBe(200);
    expect((await partnerNamed('Flag Yes Cremation'))[0]).toMatchObject({ isActive: true, isPriority: true });
    expect((await partnerNamed('Flag No Cremation'))[0]).toMatchObject({ isActive: false, isPriority: false });
    expect((await partnerNamed('Flag One Cremation'))[0]).toMatchObject({ isActive: true, isPriority: false });
  });

  it('previews with a dry run: every row checked, nothing written', async () => {
    const before = await partnerCount();
    const { rows } = parsePartnerCsv(
      [
        'name,address,city,state,zipCode,phone,annualCremations,email',
        'Bayview Funeral Home,40 Harbor Rd,Tampa,Florida,33602,(813) 555-0111,,',
        'Fresh Start Cremation,8 New Rd,Austin,Texas,78701,(512) 555-0130,,',
        ',1 Nameless Rd,Austin,Texas,78701,(512) 555-0131,,',
        'Counted Wrong,2 Count Rd,Austin,Texas,78701,(512) 555-0132,about forty,nobody',
      ].join('\n'),
    );
    const response = await importRows(rows, true);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      count: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [
        { row: 3, field: 'name', message: 'Business name is required' },
        { row: 4, field: 'email', message: 'Enter a valid email address' },
        { row: 4, field: 'annualCremations', message: 'Annual cremations must be a number' },
      ],
      actions: ['update', 'create', null, null],
      // The row matched on name, address and ZIP whatever their case and spacing; it still rewrites them.
      changes: [
        [
          { field: 'address', label: 'Address', before: '40 HARBOR  RD', after: '40 Harbor Rd', movesOnMap: true },
          {
            field: 'phone',
            label: 'Phone Number',
            before: '(813) 555-0199',
            after: '(813) 555-0111',
            movesOnMap: false,
          },
        ],
        [],
        [],
        [],
      ],
    });
    expect(await partnerCount()).toBe(before);
  });

  it('previews what a row changes on the partner it updates: old and new value, a move on the map marked', async () => {
    const bishop = await insertPartner(database.db, {
      name: 'Bishop Funeral Chapel',
      address: '1 Chapel Rd',
      city: 'Kansas City',
      state: 'Missouri',
      zipCode: '64116',
      phone: '(816) 555-0100',
    });
    const { rows } = parsePartnerCsv(
      [
        'slug,name,address,city,state,zipCode,phone',
        `${bishop.slug},Bishop Funeral Chapel,1 Chapel Rd,Kansas City,Missouri,64111,(816) 555-0199`,
      ].join('\n'),
    );
    const response = await importRows(rows, true);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ updated: 1, actions: ['update'] });
    const [changes] = response.body.changes;
    expect(changes).toContainEqual({
      field: 'zipCode',
      label: 'ZIP Code',
      before: '64116',
      after: '64111',
      movesOnMap: true,
    });
    expect(changes).toContainEqual({
      field: 'phone',
      label: 'Phone Number',
      before: '(816) 555-0100',
      after: '(816) 555-0199',
      movesOnMap: false,
    });
    // Fields the server derives (the time zone, the search slugs) are not the admin's to review.
    expect(changes.map((change: { field: string }) => change.field)).not.toContain('timeZone');
    // Nothing written by the preview.
    expect((await partnerNamed('Bishop Funeral Chapel'))[0]).toMatchObject({
      zipCode: '64116',
      phone: '(816) 555-0100',
    });
  });

  it('takes a large file (over the 100 kB default, under 5 MB) in one transaction', async () => {
    const before = await partnerCount();
    const rows = Array.from({ length: 1500 }, (_, index) => ({
      name: `Bulk Imported Home ${index}`,
      address: `${index} Import Way`,
      city: 'Houston',
      state: 'Texas',
      zipCode: '77002',
      phone: '(713) 555-0100',
      description: 'A caring team serving Houston families. '.repeat(3),
    }));
    expect(JSON.stringify({ partners: rows }).length).toBeGreaterThan(100_000);
    const started = Date.now();
    const response = await importRows(rows);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: 1500, created: 1500, updated: 0, unchanged: 0 });
    expect(await partnerCount()).toBe(before + 1500);
    const again = await importRows(rows);
    expect(again.body).toEqual({ count: 1500, created: 0, updated: 0, unchanged: 1500 });
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it.each([
    ['no rows', { partners: [] }, 'CSV file must contain headers and at least one data row'],
    ['not a list', { partners: 'name,address' }, 'partners must be a list'],
    [
      'more than 5,000 rows',
      { partners: Array.from({ length: 5001 }, () => ({})) },
      'At most 5,000 partners per import',
    ],
  ])('answers %s with 400', async (_label, body, message) => {
    const response = await app.request('/api/admin/partners/bulk', { method: 'POST', body, headers });
    expect(response.status).toBe(400);
    expect(response.body.errors.partners).toBe(message);
  });

  it('answers a row that is not an object with 400 naming it', async () => {
    const response = await importRows(['just text']);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid data in row 1: Each row must be an object of partner fields');
    expect(response.body.errors).toEqual({ 'partners.0': 'Each row must be an object of partner fields' });
  });

  it('answers a body over 5 MB with 413', async () => {
    const response = await app.request('/api/admin/partners/bulk', {
      method: 'POST',
      body: JSON.stringify({ partners: [{ name: 'x'.repeat(5 * 1024 * 1024 + 10) }] }),
      headers,
    });
    expect(response.status).toBe(413);
  });
});
