import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { insertPartner } from '../factories/partner';
import { type AppWithPages, decodeEntities, startAppWithPages, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// French pages name a partner the way French does (« À propos du Repos… », « d’Alfred… », « des Jardins… »),
// call its map by its province (« Carte du Québec ») and write its address with the province in French,
// « Montréal (Québec) H2L 1M2 »; the structured data and the English pages keep the stored English names.

let app: AppWithPages;
let database: DatabaseHandle;
let repos: PartnerRow;
let alfred: PartnerRow;
let jardins: PartnerRow;

const montreal = { latitude: 45.5019, longitude: -73.5674 };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startAppWithPages(database);
  repos = await insertPartner(database.db, {
    name: 'Le Repos Saint-François d’Assise',
    address: '6565, rue Hochelaga',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H1N 1X8',
    website: 'https://repos.example',
    coordinates: montreal,
  });
  alfred = await insertPartner(database.db, {
    name: 'Alfred Dallaire Memoria',
    address: '1120, rue Jean-Talon Est',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2R 1V9',
    coordinates: { latitude: 45.54, longitude: -73.6 },
  });
  jardins = await insertPartner(database.db, {
    name: 'Les Jardins commémoratifs du Pacifique',
    address: '1200 West Georgia Street',
    city: 'Vancouver',
    state: 'British Columbia',
    zipCode: 'V6E 4R2',
    coordinates: { latitude: 49.2827, longitude: -123.1207 },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function getPage(path: string) {
  const response = await fetch(app.baseUrl + path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  // `inline`: the text as one reads it across inline tags (« d’<bdi>Alfred</bdi> » is « d’Alfred »).
  return { html, text: visibleText(html), inline: decodeEntities(html.replace(/<[^>]*>/g, '')) };
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('a French partner page', () => {
  it('contracts « de » with the name’s article and writes the address the Québec way', async () => {
    const page = await getPage(`/fr/province/quebec/ville/montreal/${repos.id}`);
    expect(page.text).toContain('À propos du Repos Saint-François d’Assise');
    expect(page.text).toContain('Demander des renseignements au Repos Saint-François d’Assise');
    expect(page.text).not.toMatch(/de Le Repos|à Le Repos/);
    expect(page.text).toContain('6565, rue Hochelaga, Montréal (Québec) H1N 1X8');
    expect(page.text).toContain('Carte du Québec : Le Repos Saint-François d’Assise, 6565, rue Hochelaga');
    expect(page.text).not.toContain('Quebec');
    // Search engines keep the province's code.
    const business = jsonLdOf(page.html).find((node) => node['@type'] === 'LocalBusiness');
    expect(business?.address).toMatchObject({ addressRegion: 'QC', addressLocality: 'Montréal' });
  });

  it('elides « de » before a vowel, and names a province with its own article', async () => {
    const page = await getPage(`/fr/province/quebec/ville/montreal/${alfred.id}`);
    expect(page.inline).toContain('À propos d’Alfred Dallaire Memoria');
    const bc = await getPage(`/fr/province/colombie-britannique/ville/vancouver/${jardins.id}`);
    expect(bc.text).toContain('À propos des Jardins commémoratifs du Pacifique');
    expect(bc.text).toContain('Vancouver (Colombie-Britannique) V6E 4R2');
    expect(bc.text).toContain('Carte de la Colombie-Britannique : Les Jardins commémoratifs du Pacifique');
    expect(bc.text).not.toContain('British Columbia');
  });

  it('says « au » and « aux » on the inquiry and correction pages', async () => {
    const inquiry = await getPage(`/fr/partenaire/${repos.id}/demande`);
    expect(inquiry.text).toContain('Retour au Repos Saint-François d’Assise');
    expect(inquiry.inline).toContain('puis transmise au Repos Saint-François d’Assise.');
    const correction = await getPage(`/fr/partenaire/${jardins.id}/correction`);
    expect(correction.text).toContain('Retour aux Jardins commémoratifs du Pacifique');
    expect(correction.inline).toContain('inexact ou périmé concernant les Jardins commémoratifs du Pacifique?');
    expect(correction.inline).toContain('un service offert par les Jardins commémoratifs du Pacifique.');
  });

  it('names the partner with its article on the correction page and for the after-hours line', async () => {
    const maison = await insertPartner(database.db, {
      name: 'Maison funéraire Leblanc',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: 'H2X 1Y4',
      afterHoursPhone: '(514) 555-0188',
      coordinates: montreal,
    });
    const correction = await getPage(`/fr/partenaire/${maison.id}/correction`);
    expect(correction.inline).toContain('inexact ou périmé concernant la Maison funéraire Leblanc?');
    expect(correction.inline).toContain('un service offert par la Maison funéraire Leblanc.');
    const page = await getPage(`/fr/province/quebec/ville/montreal/${maison.id}`);
    expect(page.inline).toContain('appeler la Maison funéraire Leblanc en dehors des heures d’ouverture');
    const sent = await fetch(`${app.baseUrl}/fr/partenaire/${maison.id}/correction?sent=1`).then((r) => r.text());
    expect(decodeEntities(sent.replace(/<[^>]*>/g, ''))).toContain('Votre signalement concernant la Maison funéraire');
  });

  it('leaves the English page as it was', async () => {
    const page = await getPage(`/state/quebec/city/montreal/${repos.id}`);
    expect(page.text).toContain('About Le Repos Saint-François d’Assise');
    expect(page.text).toContain('6565, rue Hochelaga, Montréal, Quebec H1N 1X8');
    expect(page.text).not.toMatch(/Québec\)|du Repos/);
    const inquiry = await getPage(`/partner/${repos.id}/inquiry`);
    expect(inquiry.text).toContain('Back to Le Repos Saint-François d’Assise');
  });
});

describe('French partner cards', () => {
  it('show the province in French on the city page, and name the website « du Repos »', async () => {
    const page = await getPage('/fr/province/quebec/ville/montreal');
    expect(page.text).toContain('6565, rue Hochelaga, Montréal (Québec) H1N 1X8');
    expect(page.text).toContain('1120, rue Jean-Talon Est, Montréal (Québec) H2R 1V9');
    expect(page.text).toContain('site Web du Repos Saint-François d’Assise');
    expect(page.text).not.toContain('Quebec H');
    const english = await getPage('/state/quebec/city/montreal');
    expect(english.text).toContain('6565, rue Hochelaga, Montréal, Quebec H1N 1X8');
    expect(english.text).toContain('website of Le Repos Saint-François d’Assise');
  });

  it('come from "Use my location" with the province’s name in the page’s language', async () => {
    const response = await fetch(`${app.baseUrl}/api/search/nearby`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...montreal, locale: 'fr' }),
    });
    const body = (await response.json()) as { cardStateNames?: Record<string, string> };
    expect(body.cardStateNames?.[repos.id]).toBe('Québec');
    const english = await fetch(`${app.baseUrl}/api/search/nearby`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...montreal, locale: 'en' }),
    });
    expect(((await english.json()) as { cardStateNames?: Record<string, string> }).cardStateNames?.[repos.id]).toBe(
      'Quebec',
    );
  });
});
