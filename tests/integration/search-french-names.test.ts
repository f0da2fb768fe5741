import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import { searchPartners } from '~/modules/search/search.service.server';
import { insertPartner } from '../factories/partner';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * Places typed in French, with or without accents: they find what their English or ASCII names
 * find, through GET /api/search and the service the search page calls.
 */

let database: DatabaseHandle;
let app: TestApp;

const at = (latitude: number, longitude: number) => ({ coordinates: { latitude, longitude } });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const db = database.db;
  await insertPartner(db, {
    name: 'Complexe funéraire du Plateau',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2X 1Y4',
    ...at(45.5148, -73.5739),
  });
  await insertPartner(db, {
    name: 'Résidence funéraire Mauricie',
    city: 'Trois-Rivières',
    state: 'Quebec',
    zipCode: 'G9A 5H7',
    ...at(46.343, -72.5477),
  });
  await insertPartner(db, {
    name: 'Pacific Cremation Society',
    city: 'Vancouver',
    state: 'British Columbia',
    zipCode: 'V5K 0A1',
    ...at(49.2827, -123.1207),
  });
  await insertPartner(db, {
    name: 'Harbourview Funeral Home',
    city: 'Halifax',
    state: 'Nova Scotia',
    zipCode: 'B3H 1A1',
    ...at(44.6488, -63.5752),
  });
  await insertPartner(db, {
    name: 'Golden State Cremation',
    city: 'Sacramento',
    state: 'California',
    zipCode: '95814',
    ...at(38.5816, -121.4944),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Body {
  total: number;
  partners: Array<{ name: string }>;
  region: { name: string; slug: string } | null;
  place: { name: string; state: string } | null;
}

const search = async (q: string): Promise<Body> => {
  const response = await app.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.body as Body;
};
const names = (body: Body) => body.partners.map((partner) => partner.name).sort();

describe('search by French place names', () => {
  it('finds a province by its French name, with or without accents, as by its English name', async () => {
    const english = await search('British Columbia');
    expect(names(english)).toEqual(['Pacific Cremation Society']);
    for (const q of ['Colombie-Britannique', 'colombie britannique', 'COLOMBIE-BRITANNIQUE']) {
      const body = await search(q);
      expect(names(body), q).toEqual(names(english));
      expect(body.region, q).toEqual({ name: 'British Columbia', slug: 'british-columbia' });
    }
    for (const q of ['Nouvelle-Écosse', 'nouvelle ecosse']) {
      expect(names(await search(q)), q).toEqual(['Harbourview Funeral Home']);
    }
    expect(names(await search('Californie'))).toEqual(['Golden State Cremation']);
  });

  it('finds Quebec with or without its accent', async () => {
    const english = await search('Quebec');
    expect(names(english)).toEqual(['Complexe funéraire du Plateau', 'Résidence funéraire Mauricie']);
    for (const q of ['Québec', 'québec', 'QUÉBEC']) expect(names(await search(q)), q).toEqual(names(english));
  });

  it('finds a town with or without accents and hyphens', async () => {
    // Nearest first within the town's radius: Trois-Rivières is 80 miles from Montréal.
    for (const q of ['Montréal', 'montreal', 'MONTREAL']) {
      const body = await search(q);
      expect(body.place, q).toMatchObject({ name: 'Montréal', state: 'Quebec' });
      expect(
        body.partners.map((partner) => partner.name),
        q,
      ).toEqual(['Complexe funéraire du Plateau', 'Résidence funéraire Mauricie']);
    }
    for (const q of ['Trois-Rivières', 'trois rivieres', 'Trois-Rivieres']) {
      const body = await search(q);
      expect(body.partners[0]?.name, q).toBe('Résidence funéraire Mauricie');
      expect(body.place, q).toMatchObject({ name: 'Trois-Rivières', state: 'Quebec' });
    }
  });

  it('names a postal code by its town, spelt as the town spells it', async () => {
    // The postal data calls G9A "Trois-rivi\uFFFDres East".
    const response = await app.request(`/api/search?q=${encodeURIComponent('G9A 5H7')}`);
    const body = response.body as Body & { origin: { city: string; state: string } };
    expect(body.origin).toMatchObject({ city: 'Trois-Rivières', state: 'Quebec' });
    expect(body.partners[0]?.name).toBe('Résidence funéraire Mauricie');
  });

  it('reads a postal code typed with a dash or pasted with odd spaces as the code itself', async () => {
    const typed = await search('G9A 5H7');
    expect(typed.total).toBeGreaterThan(0);
    for (const variant of ['g9a-5h7', 'G9A  5H7', 'G9A\u00a05H7']) {
      const body = (await search(variant)) as Body & { origin: { postalCode: string } };
      expect(body.origin?.postalCode, variant).toBe('G9A 5H7');
      expect(names(body), variant).toEqual(names(typed));
    }
  });

  it('reads a French province after a town', async () => {
    const body = await search('Vancouver, Colombie-Britannique');
    expect(body.place).toMatchObject({ name: 'Vancouver', state: 'British Columbia' });
    expect(body.partners[0]?.name).toBe('Pacific Cremation Society');
    expect((await search('Trois-Rivières, Québec')).place).toMatchObject({ name: 'Trois-Rivières' });
  });

  it('gives the search page the same answer as the API', async () => {
    const result = await searchPartners(database.db, { q: 'colombie britannique' });
    expect(result.region).toEqual({ name: 'British Columbia', slug: 'british-columbia' });
    expect(result.partners.map((partner) => partner.name)).toEqual(['Pacific Cremation Society']);
  });

  it('judges a misspelt town without accents: « Monreal » is Montréal before Monroe', async () => {
    const monroe = await insertPartner(database.db, {
      name: 'Bayou Memorial Chapel',
      city: 'Monroe',
      state: 'Louisiana',
      zipCode: '71201',
      ...at(32.5093, -92.1193),
    });
    try {
      const response = await app.request('/api/search?q=Monreal');
      const body = response.body as Body & { suggestions: string[]; recommendations: Array<{ name: string }> };
      expect(body.total).toBe(0);
      expect(body.suggestions[0]).toBe('Montréal');
      expect(body.recommendations[0]?.name).toBe('Complexe funéraire du Plateau');
      expect(body.suggestions).toContain('Monroe');
    } finally {
      await database.db.delete(partners).where(eq(partners.id, monroe.id));
    }
  });

  it('reads St- and Ste- as Saint- and Sainte-, as Quebec writes its towns', async () => {
    const richelieu = await insertPartner(database.db, {
      name: 'Résidence funéraire du Haut-Richelieu',
      city: 'Saint-Jean-sur-Richelieu',
      state: 'Quebec',
      zipCode: 'J3B 1A1',
    });
    const foy = await insertPartner(database.db, {
      name: 'Coopérative funéraire des Deux Rives',
      city: 'Sainte-Foy',
      state: 'Quebec',
      zipCode: 'G1V 1A1',
    });
    try {
      for (const q of ['St-Jean', 'st jean', 'St. Jean', 'Saint-Jean']) {
        expect(names(await search(q)), q).toContain('Résidence funéraire du Haut-Richelieu');
      }
      for (const q of ['Ste-Foy', 'ste foy'])
        expect(names(await search(q)), q).toContain('Coopérative funéraire des Deux Rives');
    } finally {
      await database.db.delete(partners).where(inArray(partners.id, [richelieu.id, foy.id]));
    }
  });

  it('tells Québec the town from Quebec the province when a misspelling is like both', async () => {
    const quebecCity = await insertPartner(database.db, {
      name: 'Coopérative funéraire de la Capitale',
      city: 'Québec',
      state: 'Quebec',
      zipCode: 'G1R 4P5',
      ...at(46.8139, -71.208),
    });
    try {
      const body = (await app.request('/api/search?q=Quebek')).body as Body & { suggestions: string[] };
      expect(body.total).toBe(0);
      expect(body.suggestions).toEqual(expect.arrayContaining(['Quebec', 'Québec, Quebec']));
      expect(body.suggestions).not.toContain('Québec');
      // Each suggestion's search finds something different: the province, and the town first.
      const town = (await app.request(`/api/search?q=${encodeURIComponent('Québec, Quebec')}`)).body as Body;
      expect(town.partners[0]?.name).toBe('Coopérative funéraire de la Capitale');
      const province = (await app.request('/api/search?q=Quebec')).body as Body;
      expect(province.region).toEqual({ name: 'Quebec', slug: 'quebec' });
      expect(town.region).toBeNull();
      expect(town.place).toMatchObject({ name: 'Québec', state: 'Quebec' });
    } finally {
      await database.db.delete(partners).where(eq(partners.id, quebecCity.id));
    }
  });

  it('suggests a province misspelled in French', async () => {
    const response = await app.request(`/api/search?q=${encodeURIComponent('Colombie-Britanique')}`);
    const body = response.body as Body & { recommendations: Array<{ name: string }> };
    expect(body.total).toBe(0);
    expect(body.recommendations.map((partner) => partner.name)).toContain('Pacific Cremation Society');
  });
});
