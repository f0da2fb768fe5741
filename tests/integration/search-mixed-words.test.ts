import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { insertPartner } from '../factories/partner';
import { type PagesApp, startPagesApp } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * Mixed searches as families type them on phones (decision 054): a business's name with a town or a service
 * word, a misspelt town with a service word, a town whose name holds a service word. The page and
 * /api/search give the same answer; never "No partners match" when the directory plainly has what was meant.
 */

let database: DatabaseHandle;
let app: PagesApp;

const at = (latitude: number, longitude: number) => ({ coordinates: { latitude, longitude } });
const houston = { city: 'Houston', state: 'Texas', zipCode: '77002' };
const austin = { city: 'Austin', state: 'Texas', zipCode: '78701' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertPartner(db, { ...houston, name: 'Murphy Funeral Home & Cremation Services', ...at(29.76, -95.37) });
  await insertPartner(db, {
    name: 'Murphy Funeral Home',
    city: 'Chicago Heights',
    state: 'Illinois',
    zipCode: '60411',
    ...at(41.506, -87.635),
  });
  await insertPartner(db, { ...houston, name: 'Bayou Veterans Chapel', servesVeterans: true, ...at(29.75, -95.4) });
  await insertPartner(db, { ...houston, name: 'Magnolia Chapel', ...at(29.77, -95.36) });
  // Near Murphy, Texas, a town that only shares the name's word.
  await insertPartner(db, {
    name: 'Collin County Cremation',
    city: 'Plano',
    state: 'Texas',
    zipCode: '75074',
    ...at(33.02, -96.7),
  });
  await insertPartner(db, {
    name: 'Pine Ridge Funeral Home',
    city: 'Trotwood',
    state: 'Ohio',
    zipCode: '45426',
    ...at(39.797, -84.311),
  });
  await insertPartner(db, { ...austin, name: 'Hill Country Pets', offersPetCremation: true, ...at(30.27, -97.74) });
  await insertPartner(db, { ...austin, name: 'Plain Austin Chapel', ...at(30.26, -97.75) });
  await insertPartner(db, {
    name: 'Bellville Pet Cremation',
    city: 'Bellville',
    state: 'Texas',
    zipCode: '77418',
    offersPetCremation: true,
    ...at(29.95, -96.26),
  });
  // A phrase in business names across the continent ("cremation society houston").
  await insertPartner(db, { ...houston, name: 'Gulf Coast Cremation Society', ...at(29.74, -95.38) });
  await insertPartner(db, {
    name: 'Keystone Cremation Society',
    city: 'Philadelphia',
    state: 'Pennsylvania',
    zipCode: '19103',
    ...at(39.95, -75.17),
  });
  await insertPartner(db, {
    name: 'Dallas Family Chapel',
    city: 'Dallas',
    state: 'Texas',
    zipCode: '75201',
    ...at(32.78, -96.8),
  });
  app = await startPagesApp(database, 'https://directory.test');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const api = async (q: string) => {
  const response = await fetch(`${app.baseUrl}/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    total: number;
    correctedQuery: string | null;
    partners: Array<{ name: string; distanceMiles?: number }>;
    place: { name: string; state: string; namedFirst: number } | null;
  };
};
const page = (q: string) => app.get(`/search?q=${encodeURIComponent(q)}`);
const names = (list: Array<{ name: string }>) => list.map((partner) => partner.name);

describe('a business name with a town or a service word', () => {
  it('lists the businesses named near the town first, then the town’s partners', async () => {
    const found = await api('Murphy Funeral Home houston');
    expect(names(found.partners)[0]).toBe('Murphy Funeral Home & Cremation Services');
    expect(found.place).toMatchObject({ name: 'Houston', state: 'Texas', namedFirst: 1 });
    expect(names(found.partners)).toContain('Magnolia Chapel');
    // The family named Houston: the distances are from it, and the Murphy of Chicago Heights is not theirs.
    expect(found.partners[0]!.distanceMiles).toBeLessThan(5);
    expect(names(found.partners)).not.toContain('Murphy Funeral Home');
    const shown = await page('Murphy Funeral Home houston');
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain('No partners match');
    expect(shown.text).toContain('First, the partner near Houston whose name contains “Murphy Funeral Home”.');
    expect(shown.text.indexOf('Murphy Funeral Home & Cremation Services')).toBeLessThan(
      shown.text.indexOf('Magnolia Chapel'),
    );
  });

  it('a phrase many names share, then a town: those near the town, not the whole continent first', async () => {
    const found = await api('cremation society houston');
    expect(found.place).toMatchObject({ name: 'Houston', namedFirst: 1 });
    expect(names(found.partners)[0]).toBe('Gulf Coast Cremation Society');
    expect(names(found.partners)).not.toContain('Keystone Cremation Society');
    expect(names(found.partners)).toContain('Magnolia Chapel');
  });

  it('a service word after a name does not hide the business named', async () => {
    const found = await api('Pine Ridge Funeral Home pet cremation');
    expect(names(found.partners)[0]).toBe('Pine Ridge Funeral Home');
    const shown = await page('Pine Ridge Funeral Home pet cremation');
    expect(shown.text).toContain('Pine Ridge Funeral Home');
    expect(shown.text).not.toContain('No partners match');
    expect(shown.text).not.toContain('Showing only partners with');
  });

  it('a name that only shares a word with a town shows no distance from that town', async () => {
    const found = await api('murphy funeral home');
    expect(found.place).toMatchObject({ name: 'Murphy', state: 'Texas', namedFirst: 2 });
    const named = found.partners.slice(0, 2);
    expect(names(named).sort()).toEqual(['Murphy Funeral Home', 'Murphy Funeral Home & Cremation Services']);
    expect(named.map((partner) => partner.distanceMiles)).toEqual([undefined, undefined]);
    const shown = await page('murphy funeral home');
    // The named businesses' cards, before the town's partners, say no distance.
    const cards = shown.text.slice(
      shown.text.indexOf('Murphy Funeral Home'),
      shown.text.indexOf('Collin County Cremation'),
    );
    expect(cards).toContain('Chicago Heights');
    expect(cards).not.toContain(' away');
  });
});

describe('a misspelt town with a service word', () => {
  it('is corrected as the town, the filter on', async () => {
    const found = await api('pet cremation austn');
    expect(found.correctedQuery).toBe('Austin');
    const shown = await page('pet cremation austn');
    expect(shown.text).toContain('Showing results for Austin, Texas. You searched for “pet cremation austn”.');
    expect(shown.text).toContain('Showing only partners with: Pet cremation');
    expect(shown.text).toContain('Hill Country Pets');
    expect(shown.text).not.toContain('Plain Austin Chapel');
    // The town's own search offered keeps the filter on.
    expect(shown.html).toContain('href="/search?q=Austin%2C%20TX&amp;service=pet"');

    const veterans = await page('veterans houstn tx');
    expect(veterans.text).toContain('Showing results for Houston, Texas.');
    expect(veterans.text).toContain('Showing only partners with: Veterans');
    expect(veterans.text).toContain('Bayou Veterans Chapel');
    expect(veterans.text).not.toContain('Magnolia Chapel');
  });

  it('is corrected after the words saying what is sought: "funeral home dalas", "cremation near austn"', async () => {
    const dallas = await page('funeral home dalas');
    expect(dallas.text).toContain('Showing results for Dallas, Texas.');
    expect(dallas.text).toContain('Dallas Family Chapel');
    expect(dallas.text).not.toContain('No partners match');
    const found = await api('cremation near austn');
    expect(found.correctedQuery).toBe('Austin');
    expect(names(found.partners)).toContain('Plain Austin Chapel');
  });

  it('a misspelt business name is still never taken for a town', async () => {
    const shown = await page('pet Murhpy Funeral Home');
    expect(shown.text).not.toContain('Showing results for');
  });
});

describe('a town whose name holds a service word', () => {
  it('is that town, the filter on', async () => {
    const found = await api('pet cremation Cat Spring texas');
    expect(found.place).toMatchObject({ name: 'Cat Spring', state: 'Texas' });
    const shown = await page('pet cremation Cat Spring texas');
    expect(shown.text).toContain('Showing only partners with: Pet cremation');
    expect(shown.text).toContain('Cat Spring');
    expect(shown.text).toContain('Bellville Pet Cremation');
  });
});
