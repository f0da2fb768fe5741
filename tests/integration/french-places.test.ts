import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner } from '../factories/partner';
import { startPagesApp, titleOf, type PagesApp } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// The state, province and city pages in Canadian French (decision 033), as a crawler or a phone without
// JavaScript receives them: French words, French addresses, kilometres; the English pages unchanged.

let app: PagesApp;

beforeAll(async () => {
  const database = await createTestDatabase();
  const db = database.db;
  const montreal = { latitude: 45.5019, longitude: -73.5674 };
  await insertPartner(db, {
    name: 'Salon funéraire du Plateau',
    address: '4500 rue Saint-Denis',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2J 2L3',
    phone: '514-555-0123',
    googleRating: 4.5,
    googleReviewCount: 12,
    locationCount: 2,
    directCremationFromCents: 189500,
    priceCheckedOn: '2026-10-14',
    offersPetCremation: true,
    coordinates: montreal,
  });
  await insertPartner(db, {
    name: 'Pacific Cremation',
    city: 'Los Angeles',
    state: 'California',
    zipCode: '90012',
    coordinates: { latitude: 34.0522, longitude: -118.2437 },
  });
  app = await startPagesApp(database, 'https://directory.test');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a province page in French', () => {
  it('names the province with its preposition, lists its cities at French addresses', async () => {
    const page = await app.get('/fr/province/quebec');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(titleOf(page)).toBe('1+ services de crémation au Québec | Partenaires Solace Stones');
    // One partner: the description says so in the singular; the site's name in French for sharing.
    expect(page.html).toContain(
      '<meta name="description" content="Une maison funéraire ou entreprise de crémation autorisée par Solace Stones au Québec, dans 1 ville.',
    );
    expect(page.html).toContain('<meta property="og:site_name" content="Répertoire des partenaires Solace Stones"/>');
    expect(page.text).toContain('Partenaires Solace Stones au Québec');
    expect(page.text).toContain('1 partenaire autorisé dans 1 ville');
    expect(page.text).toContain('Partenaires par ville');
    expect(page.html).toContain('href="/fr/province/quebec/ville/montreal"');
    // The trail in French, at French addresses, in the structured data too.
    expect(page.html).toContain('aria-label="Fil d’Ariane"');
    expect(page.html).toContain('"name":"Services de crémation","item":"https://directory.test/fr"');
    expect(page.html).toContain('"item":"https://directory.test/fr/province/quebec"');
    // The search box and the filter links stay in French.
    expect(page.html).toContain('action="/fr/recherche"');
    expect(page.text).toContain('Crémation d’animaux');
    expect(page.html).toContain('href="/fr/province/quebec?service=pet"');
  });

  it('moves a wrong word or an English slug to the one French address, and answers an unknown one in French', async () => {
    expect(await app.get('/fr/etat/quebec')).toMatchObject({ status: 301, location: '/fr/province/quebec' });
    expect(await app.get('/fr/province/british-columbia')).toMatchObject({
      status: 301,
      location: '/fr/province/colombie-britannique',
    });
    expect(await app.get('/fr/etat/california?service=pet')).toMatchObject({
      status: 301,
      location: '/fr/etat/californie?service=pet',
    });
    // Typed with its accents, as a family may type it.
    expect(await app.get('/fr/province/qu%C3%A9bec')).toMatchObject({ status: 301, location: '/fr/province/quebec' });
    // A postal abbreviation, as /state/qc takes it.
    expect(await app.get('/fr/province/qc')).toMatchObject({ status: 301, location: '/fr/province/quebec' });
    expect(await app.get('/fr/province/QC/ville/montreal')).toMatchObject({
      status: 301,
      location: '/fr/province/quebec/ville/montreal',
    });
    expect(await app.get('/fr/province/Qu%C3%A9bec/ville/montr%C3%A9al')).toMatchObject({
      status: 301,
      location: '/fr/province/quebec/ville/montreal',
    });
    const unknown = await app.get('/fr/province/quebecc');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('État ou province introuvable');
    expect(unknown.text).toMatch(/Vouliez-vous dire Québec ?\?/);
    expect(unknown.html).toContain('href="/fr/province/quebec"');
  });

  it('says a state without its article where French needs none: en Californie', async () => {
    const page = await app.get('/fr/etat/californie');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Partenaires Solace Stones en Californie');
    expect(page.html).toContain('href="/fr/etat/californie/ville/los-angeles"');
  });
});

describe('a city page in French', () => {
  it('shows the partner card in French: price, rating, phone, services, buttons, links', async () => {
    const page = await app.get('/fr/province/quebec/ville/montreal');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(titleOf(page)).toBe('Services de crémation à Montréal (Québec) | 1+ maisons funéraires de confiance');
    expect(page.text).toContain('Services de crémation à Montréal (Québec)');
    expect(page.text).toContain('1 partenaire autorisé Solace Stones qui dessert Montréal');
    expect(page.text).toContain('Partenaires à Montréal');
    // The card: its words, Canadian French figures and the French partner address.
    expect(page.text).toContain('Crémation directe à partir de 1 895 $ · prix vérifié en oct. 2026');
    // Its description exists only in English: the card says so, and marks the text as English.
    expect(page.text).toContain('En anglais : A family-owned funeral home');
    expect(page.html).toContain('<span lang="en">A family-owned funeral home');
    expect(page.text).toContain('(12 avis Google)');
    expect(page.text).toContain('4,5');
    expect(page.text).toContain('514 555-0123');
    expect(page.text).toContain('2 établissements');
    expect(page.text).toContain('Crémation d’animaux');
    expect(page.text).toContain('Envoyer l’itinéraire à mon cellulaire');
    expect(page.text).toContain('Appeler');
    // The call button's name for a screen reader writes the number as the card shows it.
    expect(page.html).toContain('Appeler le Salon funéraire du Plateau, 514 555-0123');
    expect(page.html).toMatch(/href="\/fr\/province\/quebec\/ville\/montreal\/[0-9a-f-]{36}"/);
    expect(page.text).toContain('Choisir des services de crémation à Montréal');
    expect(page.text).toContain('Demander des renseignements');
    expect(page.text).not.toMatch(/Cremation Services|Featured Partners|Google reviews being updated/);
    expect(page.text).not.toMatch(/Ask for Information|Send Directions|\bCall\b/);
  });

  it('lists a town without a partner with the nearest ones, in kilometres', async () => {
    const page = await app.get('/fr/province/quebec/ville/laval');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Partenaires les plus proches');
    expect(page.text).toMatch(/Aucun partenaire à Laval \(Québec\)\. Le plus proche se trouve à \d+(,\d)? km\./);
    expect(page.text).toMatch(/à \d+(,\d)? km/);
    expect(page.text).not.toMatch(/\d mi\b/);
  });

  it('says in French that it knows no such town in the province', async () => {
    const page = await app.get('/fr/province/quebec/ville/nulle-part');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Endroit introuvable');
    expect(page.text).toMatch(/Nous n’avons pas trouvé Nulle Part au Québec\. Vérifiez l’orthographe/);
    expect(page.text).not.toContain('À venir');
  });

  it("gives a Canadian town's distances in kilometres in English too, a US town's in miles", async () => {
    const laval = await app.get('/state/quebec/city/laval');
    expect(laval.status).toBe(404);
    expect(laval.text).toMatch(/The nearest is \d+(\.\d)? km away\./);
    // Each card in the unit of its own place: the Montréal partner in kilometres, the Los Angeles one in miles.
    expect(laval.text).toMatch(/Salon funéraire du Plateau \d+(\.\d)? km away/);
    expect(laval.text).toMatch(/Pacific Cremation [\d,]+ mi away/);
    const montreal = await app.get('/state/quebec/city/montreal');
    // Los Angeles, the nearby city of the test data, is a US place: miles.
    expect(montreal.text).toMatch(/Los Angeles, CA 1 partner · [\d,]+ mi away/);
  });

  it('moves another spelling of the place to the one French address', async () => {
    expect(await app.get('/fr/etat/quebec/ville/montreal')).toMatchObject({
      status: 301,
      location: '/fr/province/quebec/ville/montreal',
    });
    expect(await app.get('/fr/province/quebec/ville/Montreal')).toMatchObject({
      status: 301,
      location: '/fr/province/quebec/ville/montreal',
    });
    const unknown = await app.get('/fr/province/nulle-part/ville/montreal');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Endroit introuvable');
  });
});

describe('the English pages', () => {
  it('keep their words, their addresses and miles', async () => {
    const state = await app.get('/state/quebec');
    expect(state.html).toContain('<html lang="en"');
    expect(titleOf(state)).toBe('1+ Cremation Services in Quebec | Solace Stones Partners');
    expect(state.text).toContain('Solace Stones Partners in Quebec');
    expect(state.html).toContain('href="/state/quebec/city/montreal"');

    const city = await app.get('/state/quebec/city/montreal');
    expect(titleOf(city)).toBe('Cremation Services Montréal, Quebec | 1+ Trusted Funeral Homes');
    expect(city.text).toContain('From CA$1,895');
    expect(city.text).toContain('direct cremation · checked Oct 2026');
    expect(city.text).toContain('(12 reviews on Google)');
    expect(city.text).toContain('Send Directions to My Phone');
    expect(city.text).toContain('Pet cremation');
    // Only the language switch leads to French; the page's own links stay English.
    const mainHtml = city.html.slice(city.html.indexOf('<main'), city.html.indexOf('</main>'));
    expect(mainHtml).not.toContain('href="/fr/');
    expect(city.html).toContain('href="/fr/province/quebec/ville/montreal" lang="fr-CA"');

    const town = await app.get('/state/california/city/pasadena');
    expect(town.status).toBe(404);
    expect(town.text).toMatch(/The nearest is \d+(\.\d)? mi away\./);
  });
});
