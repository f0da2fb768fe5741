import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { site } from '~/lib/site';
import { insertPartner } from '../factories/partner';
import { type PagesApp, startPagesApp, titleOf } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * The home and search pages in Canadian French, as a phone without JavaScript receives them:
 * French words, `lang="fr-CA"`, links that stay in French, kilometres; the English pages unchanged.
 */

const PUBLIC_URL = 'https://directory.test';

let database: DatabaseHandle;
let app: PagesApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertPartner(db, {
    name: 'Complexe funéraire du Plateau',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2X 1Y4',
    coordinates: { latitude: 45.5148, longitude: -73.5739 },
  });
  await insertPartner(db, {
    name: 'Résidence funéraire Mauricie',
    city: 'Trois-Rivières',
    state: 'Quebec',
    zipCode: 'G9A 5H7',
    coordinates: { latitude: 46.343, longitude: -72.5477 },
  });
  await insertPartner(db, {
    name: 'Pacific Cremation Society',
    city: 'Vancouver',
    state: 'British Columbia',
    zipCode: 'V5K 0A1',
    coordinates: { latitude: 49.2827, longitude: -123.1207 },
  });
  await insertPartner(db, {
    name: 'Golden State Cremation',
    city: 'Sacramento',
    state: 'California',
    zipCode: '95814',
    coordinates: { latitude: 38.5816, longitude: -121.4944 },
  });
  app = await startPagesApp(database, PUBLIC_URL);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * The internal links of the page's main content that these pages draw themselves: the frame (header, footer),
 * the service filters and the partner cards are other pages' parts, moved to French on their own.
 */
const mainLinks = (html: string) => {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<a [^>]*href="(\/[^"]*)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .filter(
      (href) =>
        !href.includes('service=') && href !== '/already-cremated' && !/\/city\/[^/]+\/[0-9a-f-]{36}$/.test(href),
    );
};

describe('the French home page', () => {
  it('speaks French, links to French pages and lists regions by their French names', async () => {
    const page = await app.get('/fr');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(titleOf(page)).toContain('Trouver un service de crémation près de chez vous');
    expect(page.text).toContain('Trouvez un partenaire de confiance près de chez vous');
    expect(page.text).toContain('Partenaires autorisés 4');
    expect(page.text).toContain('Par province ou territoire (Canada)');
    expect(page.text).toContain('Colombie-Britannique 1 partenaire');
    expect(page.text).toContain('Québec 2 partenaires');
    expect(page.text).toContain('Californie 1 partenaire');
    expect(page.text).toContain('parcourez la liste');
    // The search box sends to the French search page, in French words.
    expect(page.html).toMatch(/<form[^>]*action="\/fr\/recherche"/);
    expect(page.html).toContain('placeholder="Ville, code postal ou nom"');
    expect(page.text).toContain('Chercher un partenaire');
    // The maps name and link the regions in French.
    expect(page.html).toContain('aria-label="Colombie-Britannique\u00a0: 1 partenaire"');
    expect(page.html).toContain('href="/fr/province/colombie-britannique"');
    const links = mainLinks(page.html).filter((href) => !href.startsWith('/#'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('/fr/'))).toEqual([]);
  });

  it('leaves the English home page as it was', async () => {
    const page = await app.get('/');
    expect(page.html).toContain('<html lang="en"');
    expect(titleOf(page)).toBe(`Find Cremation Services Near You | ${site.productName} Partner Directory`);
    expect(page.text).toContain('Find a Trusted Cremation Partner Near You');
    expect(page.text).toContain('Browse by Province (Canada)');
    expect(page.text).toContain('British Columbia 1 partner');
    expect(page.text).toContain('Search for a Partner');
    expect(page.html).toMatch(/<form[^>]*action="\/search"/);
    expect(page.html).toContain('aria-label="British Columbia: 1 partner"');
    expect(mainLinks(page.html).filter((href) => href.startsWith('/fr'))).toEqual([]);
  });
});

describe('the French search page', () => {
  it('finds a province by its French name and says so in French, with French links', async () => {
    const page = await app.get(`/fr/recherche?q=${encodeURIComponent('Colombie-Britannique')}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(titleOf(page)).toContain('Résultats pour «\u00a0Colombie-Britannique\u00a0»');
    expect(page.text).toContain('Résultats pour « Colombie-Britannique »');
    expect(page.text).toContain('1 partenaire trouvé');
    expect(page.text).toContain('Tous les partenaires en Colombie-Britannique');
    expect(page.html).toContain('href="/fr/province/colombie-britannique"');
    expect(page.text).toContain('Retour à l’accueil');
    expect(page.text).toContain('Pacific Cremation Society');
  });

  it('finds a town without its accents and gives the radius in kilometres', async () => {
    const page = await app.get('/fr/recherche?q=trois+rivieres');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Résidence funéraire Mauricie');
    expect(page.text).toMatch(/dans un rayon de 160\s?km centré sur Trois-Rivières \(Québec\)/);
  });

  it('helps in French when nothing matches, and keeps the suggestions in French', async () => {
    const page = await app.get('/fr/recherche?q=zzzzqqq');
    expect(page.status).toBe(200);
    expect(page.text).toContain('0 partenaire trouvé');
    expect(page.text).toContain('Aucun partenaire ne correspond à « zzzzqqq »');
    expect(page.text).toContain('Aucun partenaire près de chez vous?');
    // The link to order directly says, in French, that it opens a new tab on the company's English site.
    expect(page.text).toContain('(en anglais, s’ouvre dans un nouvel onglet)');
    expect(page.html).toMatch(/href="https:\/\/solacestones\.example\/order[^"]*"[^>]*hrefLang="en"/);
    expect(page.text).not.toContain('(opens in a new tab)');
    const links = mainLinks(page.html);
    expect(links.filter((href) => !href.startsWith('/fr'))).toEqual([]);
  });

  it('suggests places by their French names, each a French search', async () => {
    const page = await app.get('/fr/recherche?q=Quebek');
    expect(page.status).toBe(200);
    const suggested = [...page.html.matchAll(/href="(\/fr\/recherche\?q=[^"&]+)"[^>]*>([^<]+)</g)].map(
      ([, href, label]) => ({
        href: decodeURIComponent(href!.replace(/\+/g, ' ')),
        label,
      }),
    );
    expect(suggested).toContainEqual({ href: '/fr/recherche?q=Québec', label: 'Québec' });
    expect(suggested.map(({ label }) => label)).not.toContain('Quebec');
    // The English page keeps the English name.
    expect((await app.get('/search?q=Quebek')).html).toMatch(/href="\/search\?q=Quebec"[^>]*>Quebec</);
  });

  it('asks for a search term in French without a query', async () => {
    const page = await app.get('/fr/recherche');
    expect(page.status).toBe(200);
    expect(titleOf(page)).toContain('Chercher un partenaire');
    expect(page.text).toContain('Entrez une ville, un code postal ou un nom');
  });

  it('leaves the English search page in English, in kilometres around a Canadian town', async () => {
    const page = await app.get('/search?q=trois+rivieres');
    expect(page.html).toContain('<html lang="en"');
    expect(page.text).toContain('2 Partners Found');
    expect(page.text).toContain('Nearest first, within 160 km of Trois-Rivières, Quebec.');
    expect(mainLinks(page.html).filter((href) => href.startsWith('/fr'))).toEqual([]);
  });
});
