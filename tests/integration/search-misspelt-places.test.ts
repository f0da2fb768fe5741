import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { searchPartners } from '~/modules/search/search.service.server';
import { insertPartner } from '../factories/partner';
import { metaOf, type PagesApp, startPagesApp, titleOf } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * What a family in Québec types on a phone: a town without partners misspelt ("gatinau"), run together
 * ("troisrivieres"), shortened ("ste-agathe"), and a town whose nearest partners are far. Each lands on the
 * place meant, as a search spelt right does (decision 026).
 */

let database: DatabaseHandle;
let app: PagesApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertPartner(db, {
    name: 'Ottawa Valley Memorial Chapel',
    city: 'Ottawa',
    state: 'Ontario',
    zipCode: 'K1P 1A1',
    coordinates: { latitude: 45.4215, longitude: -75.6972 },
  });
  // Gallatin is what the database's likeness made of "gatinau": a town with partners, far away.
  await insertPartner(db, {
    name: 'Sumner County Funeral Home',
    city: 'Gallatin',
    state: 'Tennessee',
    zipCode: '37066',
    coordinates: { latitude: 36.3884, longitude: -86.4467 },
  });
  await insertPartner(db, {
    name: 'Coopérative funéraire de la Mauricie',
    city: 'Shawinigan',
    state: 'Quebec',
    zipCode: 'G9N 1A1',
    coordinates: { latitude: 46.566, longitude: -72.749 },
  });
  await insertPartner(db, {
    name: 'Résidence funéraire des Laurentides',
    city: 'Saint-Jérôme',
    state: 'Quebec',
    zipCode: 'J7Z 1A1',
    coordinates: { latitude: 45.7804, longitude: -74.0036 },
  });
  await insertPartner(db, {
    name: 'Résidence funéraire du Saguenay',
    city: 'Saguenay',
    state: 'Quebec',
    zipCode: 'G7H 1A1',
    coordinates: { latitude: 48.428, longitude: -71.068 },
  });
  // Pittsburg, California, is one letter from Pittsburgh, Pennsylvania.
  await insertPartner(db, {
    name: 'Allegheny Cremation Society',
    city: 'Pittsburgh',
    state: 'Pennsylvania',
    zipCode: '15222',
    coordinates: { latitude: 40.4406, longitude: -79.9959 },
  });
  await insertPartner(db, {
    name: 'Contra Costa Cremation',
    city: 'Pittsburg',
    state: 'California',
    zipCode: '94565',
    coordinates: { latitude: 38.028, longitude: -121.8847 },
  });
  app = await startPagesApp(database, 'https://directory.test');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a misspelt town without partners', () => {
  it.each([
    ['gatinau', 'Gatineau', 'Ottawa Valley Memorial Chapel'],
    ['trois riviere', 'Trois-Rivières', 'Coopérative funéraire de la Mauricie'],
    ['troisrivieres', 'Trois-Rivières', 'Coopérative funéraire de la Mauricie'],
    ['ste-agathe', 'Sainte-Agathe-des-Monts', 'Résidence funéraire des Laurentides'],
    ['st-agathe', 'Sainte-Agathe-des-Monts', 'Résidence funéraire des Laurentides'],
  ])('%s is searched as %s, its nearest partners first, in either language', async (q, town, nearest) => {
    for (const preferCountry of [undefined, 'CA'] as const) {
      const found = await searchPartners(database.db, { q, preferCountry });
      expect(found.place).toMatchObject({ name: town, state: 'Quebec', hasPartner: false });
      expect(found.partners[0]?.name).toBe(nearest);
      expect(found.query).toBe(q);
    }
  });

  it('is Gatineau on the French page, with Ottawa’s partner and not Gallatin, Tennessee', async () => {
    const page = await app.get('/fr/recherche?q=gatinau');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Aucun partenaire à Gatineau (Québec).');
    expect(page.text).toContain('Ottawa Valley Memorial Chapel');
    expect(page.text).not.toContain('Gallatin');
    expect(page.text).not.toContain('Sumner County Funeral Home');
  });

  it('tells API clients what it searched instead of what was typed, and nothing for a town spelt right', async () => {
    const api = async (q: string) => {
      const response = await fetch(`${app.baseUrl}/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { query: string; correctedQuery: string | null; place: { name: string } };
    };
    expect(await api('gatinau')).toMatchObject({
      query: 'gatinau',
      correctedQuery: 'Gatineau',
      place: { name: 'Gatineau' },
    });
    expect(await api('trois riviere')).toMatchObject({ query: 'trois riviere', correctedQuery: 'Trois-Rivières' });
    expect(await api('Gatineau')).toMatchObject({
      query: 'Gatineau',
      correctedQuery: null,
      place: { name: 'Gatineau' },
    });
    expect(await api('Memorial Chapel')).toMatchObject({ correctedQuery: null });
  });

  it('says on the page which town it searched and what was typed, without script, in English and French', async () => {
    const english = await app.get('/search?q=gatinau');
    expect(english.text).toContain('Showing results for Gatineau, Quebec. You searched for “gatinau”.');
    // Said once, above the results and their note, outside the count that is announced on each search.
    expect(english.text.indexOf('Showing results for')).toBeLessThan(english.text.indexOf('No partner in Gatineau'));
    expect(english.text.indexOf('Showing results for')).toBeLessThan(english.text.indexOf('Ottawa Valley Memorial'));
    expect(english.html).not.toMatch(/aria-live="polite"[^>]*>(?:(?!<\/div>)[\s\S])*Showing results for/);
    // The page is still the typed search's, and not one for search engines to list.
    expect(titleOf(english)).toContain('Search Results for "gatinau"');
    expect(metaOf(english, 'robots')).toBe('noindex, follow');

    const french = await app.get('/fr/recherche?q=trois%20riviere');
    expect(french.html).toContain(
      'Résultats pour Trois-Rivières (Québec). Vous avez cherché «\u00a0trois riviere\u00a0».',
    );
    expect(metaOf(french, 'robots')).toBe('noindex, follow');

    for (const spelt of ['/search?q=Gatineau', '/fr/recherche?q=Gatineau']) {
      const page = await app.get(spelt);
      expect(page.text).not.toContain('Showing results for');
      expect(page.text).not.toContain('Vous avez cherché');
    }
  });

  it('keeps offering a misspelt town that has partners, with them', async () => {
    const found = await searchPartners(database.db, { q: 'Galatin' });
    expect(found.place).toBeNull();
    expect(found.suggestions).toContain('Gallatin');
    expect(found.recommendations[0]?.name).toBe('Sumner County Funeral Home');
  });

  it('reads a misspelt town in the state the text names, not a town of that spelling elsewhere', async () => {
    const found = await searchPartners(database.db, { q: 'Pittsburg PA' });
    expect(found.correctedQuery).toBe('Pittsburgh, PA');
    expect(found.partners.map((partner) => partner.name)).toEqual(['Allegheny Cremation Society']);
    const page = await app.get('/search?q=Pittsburg%20PA');
    expect(page.text).toContain('Showing results for Pittsburgh, Pennsylvania. You searched for “Pittsburg PA”.');
    expect(page.text).not.toContain('Contra Costa Cremation');
    // Spelt so with no state, it is Pittsburg, California's own search.
    expect((await searchPartners(database.db, { q: 'Pittsburg' })).partners[0]?.name).toBe('Contra Costa Cremation');
  });
});

describe('a ZIP or postal code after the town', () => {
  it('searches the code, and says so', async () => {
    const found = await searchPartners(database.db, { q: 'pittsburgh pa 15222' });
    expect(found).toMatchObject({ query: 'pittsburgh pa 15222', correctedQuery: '15222' });
    expect(found.partners.map((partner) => partner.name)).toEqual(['Allegheny Cremation Society']);
    const page = await app.get('/search?q=pittsburgh%20pa%2015222');
    expect(page.text).toContain(
      'Showing results for 15222 (Pittsburgh, Pennsylvania). You searched for “pittsburgh pa 15222”.',
    );
    const french = await app.get('/fr/recherche?q=saguenay%20g7h%201a1');
    expect(french.text).toMatch(
      /Résultats pour G7H 1A1 \(Saguenay, Québec\)\. Vous avez cherché «\s?saguenay g7h 1a1\s?»\./,
    );
    expect(french.text).toContain('Résidence funéraire du Saguenay');
  });
});

describe('a town whose nearest partners are far', () => {
  it('says the town has none above the nearest, not a count of zero, in French and in English', async () => {
    const french = await app.get('/fr/recherche?q=rimouski');
    expect(french.status).toBe(200);
    expect(french.html).toMatch(/<h2[^>]*>Aucun partenaire à Rimouski \(Québec\)<\/h2>/);
    expect(french.text).not.toContain('0 partenaire trouvé');
    expect(french.text).toMatch(/Le plus proche est à 1\d\d\s?km\./);
    expect(french.text).toContain('Les partenaires les plus proches');
    expect(french.text).toContain('Résidence funéraire du Saguenay');

    const english = await app.get('/search?q=rimouski');
    expect(english.html).toMatch(/<h2[^>]*>No Partner in Rimouski, Quebec<\/h2>/);
    expect(english.text).not.toContain('0 Partners Found');
    expect(english.text).toMatch(/The nearest is 1\d\d km away\./);
  });

  it('says none is within the radius of a postal code above the nearest, not a count of zero', async () => {
    const french = await app.get('/fr/recherche?q=G5L%201A1');
    expect(french.status).toBe(200);
    expect(french.html).toMatch(/<h2[^>]*>Aucun partenaire dans un rayon de \d+\s?km autour de G5L 1A1<\/h2>/);
    expect(french.text).not.toContain('0 partenaire trouvé');
    expect(french.text).toMatch(/Le plus proche est à 1\d\d\s?km\./);

    const english = await app.get('/search?q=G5L%201A1');
    expect(english.html).toMatch(/<h2[^>]*>No Partner within \d+ km of G5L 1A1<\/h2>/);
    expect(english.text).not.toContain('0 Partners Found');
    expect(english.text).toMatch(/The nearest is 1\d\d km away\./);
  });
});

describe('places of one name', () => {
  it('offers Waterloo, Québec first on the French page, after the most populous Waterloo; by size in English', async () => {
    const offered = (html: string, path: string) =>
      [...html.matchAll(new RegExp(`href="${path}\\?q=Waterloo(?:%2C|,)(?:\\+|%20)([A-Z]{2})"`, 'g'))].map(
        ([, region]) => region,
      );
    const french = await app.get('/fr/recherche?q=Waterloo');
    expect(french.text).toContain('Nous avons cherché Waterloo (Ontario)');
    expect(offered(french.html, '/fr/recherche')).toEqual(['QC', 'IA', 'IL', 'NY']);
    const english = await app.get('/search?q=Waterloo');
    expect(offered(english.html, '/search')).toEqual(['IA', 'IL', 'NY', 'QC']);
  });
});
