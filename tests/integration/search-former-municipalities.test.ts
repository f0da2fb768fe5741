import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { searchPartners } from '~/modules/search/search.service.server';
import { insertPartner } from '../factories/partner';
import { type PagesApp, startPagesApp } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * Québec's former municipalities (merged in 2002) are the names families still give their town: "Charlesbourg",
 * "Chicoutimi", "Verdun". They are places of the shipped gazetteer (scripts/build-gazetteer.ts, decision 026's
 * amendment of 2026-11-29), found through GET /api/search and the French search page.
 */

const PUBLIC_URL = 'https://directory.test';

let database: DatabaseHandle;
let app: PagesApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertPartner(db, {
    name: 'Résidence funéraire du Saguenay',
    city: 'Saguenay',
    state: 'Quebec',
    zipCode: 'G7H 1A1',
    coordinates: { latitude: 48.428, longitude: -71.068 },
  });
  await insertPartner(db, {
    name: 'Coopérative funéraire de la Capitale',
    city: 'Québec',
    state: 'Quebec',
    zipCode: 'G1H 1A1',
    coordinates: { latitude: 46.86, longitude: -71.27 },
  });
  await insertPartner(db, {
    name: 'Complexe funéraire du Sud-Ouest',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H4G 1A1',
    coordinates: { latitude: 45.46, longitude: -73.58 },
  });
  await insertPartner(db, {
    name: 'Northern Michigan Funeral Chapel',
    city: 'Alpena',
    state: 'Michigan',
    zipCode: '49707',
    coordinates: { latitude: 45.0617, longitude: -83.4327 },
  });
  // Look-alike towns for the suggestions: Beaufort is one letter from "Beaufot", Beauport two.
  await insertPartner(db, {
    name: 'Lowcountry Funeral Home',
    city: 'Beaufort',
    state: 'South Carolina',
    zipCode: '29902',
    coordinates: { latitude: 32.4316, longitude: -80.6698 },
  });
  await insertPartner(db, {
    name: 'Maison funéraire de la Côte',
    city: 'Beauport',
    state: 'Quebec',
    zipCode: 'G1E 1A1',
    coordinates: { latitude: 46.876, longitude: -71.192 },
  });
  app = await startPagesApp(database, PUBLIC_URL);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Body {
  total: number;
  partners: Array<{ name: string; distanceMiles?: number }>;
  place: { name: string; state: string; alternatives: Array<{ name: string; state: string }> } | null;
  suggestions: string[];
}

const search = async (q: string, more = ''): Promise<Body> => {
  const response = await app.get(`/api/search?q=${encodeURIComponent(q)}${more ? `&${more}` : ''}`);
  expect(response.status).toBe(200);
  return JSON.parse(response.text) as Body;
};

describe('a former municipality of Québec', () => {
  it.each([
    ['Charlesbourg', 'Coopérative funéraire de la Capitale'],
    ['Chicoutimi', 'Résidence funéraire du Saguenay'],
    ['Jonquière', 'Résidence funéraire du Saguenay'],
    ['jonquiere', 'Résidence funéraire du Saguenay'],
    ['Verdun', 'Complexe funéraire du Sud-Ouest'],
  ])('%s is a place in Quebec, its partners nearest first', async (query, nearest) => {
    const body = await search(query);
    expect(body.place).toMatchObject({ state: 'Quebec', alternatives: [] });
    expect(body.place?.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toBe(
      query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    );
    expect(body.partners[0]?.name).toBe(nearest);
    expect(body.partners.map((partner) => partner.name)).not.toContain('Northern Michigan Funeral Chapel');
  });

  it('is Lachine, Québec in English and in French, with Lachine, Michigan offered', async () => {
    // Neither Lachine has a known population: the borough of Montréal wins over the village, whatever the
    // page's language, and the family nearest Montréal sees its partners first.
    for (const preferCountry of [undefined, 'CA', 'US'] as const) {
      const found = await searchPartners(database.db, { q: 'Lachine', preferCountry });
      expect(found.place).toMatchObject({ name: 'Lachine', state: 'Quebec' });
      expect(found.place?.alternatives).toEqual([expect.objectContaining({ name: 'Lachine', state: 'Michigan' })]);
      expect(found.partners[0]?.name).toBe('Complexe funéraire du Sud-Ouest');
    }
    const english = await search('Lachine');
    expect(english.place).toMatchObject({ name: 'Lachine', state: 'Quebec' });
    // The village is one tap away.
    const michigan = await search('Lachine, MI');
    expect(michigan.place).toMatchObject({ name: 'Lachine', state: 'Michigan', alternatives: [] });
    expect(michigan.partners[0]?.name).toBe('Northern Michigan Funeral Chapel');

    const refused = await app.get('/api/search?q=Lachine&preferCountry=FR');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('preferCountry must be US or CA');
  });

  it('is found on the English search page, Lachine, Michigan offered beside it', async () => {
    const page = await app.get('/search?q=Lachine');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Searched Lachine, Quebec, the largest place of that name. Did you mean:');
    expect(page.html).toMatch(/<a [^>]*href="\/search\?q=Lachine(%2C|,)(\+|%20)MI"[^>]*>Lachine, Michigan<\/a>/);
    expect(page.text).toContain('Complexe funéraire du Sud-Ouest');
    expect(page.text).not.toContain('Northern Michigan Funeral Chapel');
  });

  it('is found on the French search page', async () => {
    const page = await app.get('/fr/recherche?q=Lachine');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/centré sur Lachine \(Québec\)/);
    expect(page.text).toContain('Complexe funéraire du Sud-Ouest');
  });
});

describe('suggestions for a misspelt town', () => {
  it('come by spelling on English pages, and put Canada first on French ones when nearly as close', async () => {
    // "Beaufot": Beaufort is one letter away and more alike to the trigrams; Beauport two.
    expect((await search('Beaufot')).suggestions.slice(0, 2)).toEqual(['Beaufort', 'Beauport']);
    const french = await searchPartners(database.db, { q: 'Beaufot', preferCountry: 'CA' });
    expect(french.suggestions.slice(0, 2)).toEqual(['Beauport', 'Beaufort']);
  });

  it('put Canada first on the French search page', async () => {
    const page = await app.get('/fr/recherche?q=Beaufot');
    expect(page.status).toBe(200);
    const suggested = [...page.html.matchAll(/href="\/fr\/recherche\?q=([^"&]+)"/g)].map(([, q]) =>
      decodeURIComponent(q!.replace(/\+/g, ' ')),
    );
    expect(suggested.indexOf('Beauport')).toBeGreaterThanOrEqual(0);
    expect(suggested.indexOf('Beauport')).toBeLessThan(suggested.indexOf('Beaufort'));
  });
});
