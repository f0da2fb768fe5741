import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { insertFaqItem } from '../factories/faq';
import { canonicalOf, metaOf, type PagesApp, type RenderedPage, startPagesApp, titleOf } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// The frame of every page in both languages (decision 033): header, footer and language switch, canonical
// and hreflang alternates, the FAQ page, the not-found pages. Fetched as a browser without JavaScript does.

const ORIGIN = 'https://directory.test';
let database: DatabaseHandle;
let pages: PagesApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertFaqItem(database.db, {
    question: 'How long does it take?',
    answer: 'About six weeks.',
    appliesTo: 'all',
  });
  pages = await startPagesApp(database, ORIGIN);
});
afterAll(async () => {
  await pages?.close();
  await database?.close();
});

const alternatesOf = (page: RenderedPage) =>
  Object.fromEntries(
    [...page.html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
const ogAlternatesOf = (page: RenderedPage) =>
  [...page.html.matchAll(/<meta property="og:locale:alternate" content="([^"]*)"/g)].map((match) => match[1]);
const switchOf = (page: RenderedPage) =>
  page.html.match(
    /<nav aria-label="(?:Language|Langue)"><a href="([^"]*)" lang="([^"]+)" hrefLang="[^"]+"[^>]*>([^<]+)</,
  );

describe('the language switch', () => {
  it('leads from an English page to the same place in French, query kept, and back', async () => {
    const english = await pages.get('/state/quebec/city/montreal?page=2');
    expect(switchOf(english)?.slice(1)).toEqual(['/fr/province/quebec/ville/montreal?page=2', 'fr-CA', 'Français']);
    const search = await pages.get('/search?q=Montr%C3%A9al');
    expect(switchOf(search)?.[1]).toBe('/fr/recherche?q=Montr%C3%A9al');
    const french = await pages.get('/fr/faq');
    expect(switchOf(french)?.slice(1)).toEqual(['/faq', 'en', 'English']);
  });

  it('is absent where there is no French version: admin', async () => {
    for (const path of ['/admin/login']) {
      const page = await pages.get(path);
      expect(switchOf(page), path).toBeNull();
      expect(alternatesOf(page), path).toEqual({});
    }
  });

  it('keeps the partner portal page (its token and query too), without alternates: the portal is noindex', async () => {
    const english = await pages.get('/partner-portal/sign-in?sent=1');
    expect(switchOf(english)?.slice(1)).toEqual(['/fr/portail-partenaire/connexion?sent=1', 'fr-CA', 'Français']);
    expect(alternatesOf(english)).toEqual({});
    const link = await pages.get('/fr/portail-partenaire/connexion/abc_DEF-123');
    expect(switchOf(link)?.slice(1)).toEqual(['/partner-portal/sign-in/abc_DEF-123', 'en', 'English']);
    const confirm = await pages.get('/partner-portal/confirm/abc_DEF-123');
    expect(switchOf(confirm)?.[1]).toBe('/fr/portail-partenaire/confirmer/abc_DEF-123');
  });
});

describe('canonical and hreflang', () => {
  it('on an English page: its own canonical, both versions as alternates, og:locale en_US', async () => {
    const page = await pages.get('/faq');
    expect(page.html).toContain('<html lang="en"');
    expect(canonicalOf(page)).toBe(`${ORIGIN}/faq`);
    expect(alternatesOf(page)).toEqual({
      'en-US': `${ORIGIN}/faq`,
      'en-CA': `${ORIGIN}/faq`,
      'fr-CA': `${ORIGIN}/fr/faq`,
      'x-default': `${ORIGIN}/faq`,
    });
    expect(metaOf(page, 'og:locale')).toBe('en_US');
    // The English address serves Canada too.
    expect(ogAlternatesOf(page)).toEqual(['en_CA', 'fr_CA']);
    expect(metaOf(page, 'og:url')).toBe(`${ORIGIN}/faq`);
  });

  it('on a French page: the French canonical, the same alternates, og:locale fr_CA', async () => {
    for (const [path, english] of [
      ['/fr/faq', '/faq'],
      ['/fr', '/'],
    ] as const) {
      const page = await pages.get(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<html lang="fr-CA"');
      expect(canonicalOf(page)).toBe(`${ORIGIN}${path}`);
      expect(alternatesOf(page)).toEqual({
        'en-US': `${ORIGIN}${english}`,
        'en-CA': `${ORIGIN}${english}`,
        'fr-CA': `${ORIGIN}${path}`,
        'x-default': `${ORIGIN}${english}`,
      });
      expect(metaOf(page, 'og:locale')).toBe('fr_CA');
      expect(ogAlternatesOf(page)).toEqual(['en_US', 'en_CA']);
    }
  });
});

describe('a search in either language', () => {
  it('names the search’s one address and its twin however the query was typed: capitals, accents', async () => {
    const twins = {
      'en-US': `${ORIGIN}/search?q=montr%C3%A9al`,
      'en-CA': `${ORIGIN}/search?q=montr%C3%A9al`,
      'fr-CA': `${ORIGIN}/fr/recherche?q=montr%C3%A9al`,
      'x-default': `${ORIGIN}/search?q=montr%C3%A9al`,
    };
    const french = await pages.get('/fr/recherche?q=Montr%C3%A9al');
    expect(canonicalOf(french)).toBe(`${ORIGIN}/fr/recherche?q=montr%C3%A9al`);
    expect(alternatesOf(french)).toEqual(twins);
    const english = await pages.get('/search?q=MONTR%C3%89AL');
    expect(canonicalOf(english)).toBe(`${ORIGIN}/search?q=montr%C3%A9al`);
    expect(alternatesOf(english)).toEqual(twins);
  });
});

describe('a French-speaking browser or crawler on an English address', () => {
  it('gets the English page it asked for: no redirect, no language cookie, one cached copy for everyone', async () => {
    for (const path of ['/', '/faq', '/search?q=montreal']) {
      const response = await fetch(`${pages.baseUrl}${path}`, {
        headers: { 'Accept-Language': 'fr-CA,fr;q=0.9' },
        redirect: 'manual',
      });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<html lang="en"');
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(response.headers.get('vary') ?? '', path).not.toMatch(/accept-language|cookie/i);
    }
  });
});

describe('the French home page’s structured data', () => {
  it('describes the French site: its name, address and search in French', async () => {
    const page = await pages.get('/fr');
    const website = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((node) => node['@type'] === 'WebSite');
    expect(website).toMatchObject({
      name: 'Répertoire des partenaires Solace Stones',
      url: `${ORIGIN}/fr`,
      inLanguage: 'fr-CA',
      potentialAction: { target: { urlTemplate: `${ORIGIN}/fr/recherche?q={search_term_string}` } },
    });
    expect(metaOf(page, 'og:site_name')).toBe('Répertoire des partenaires Solace Stones');
    expect(metaOf(page, 'og:image:alt')).toBe('Répertoire des partenaires Solace Stones');
  });
});

describe('the FAQ page and the frame in French', () => {
  it('speaks French around the questions, links to French pages, and marks English content lang="en"', async () => {
    const page = await pages.get('/fr/faq');
    expect(titleOf(page)).toBe('Foire aux questions | Répertoire des partenaires Solace Stones');
    expect(page.text).toContain('Foire aux questions');
    expect(page.text).toContain('Questions générales');
    expect(page.text).toContain('Passer au contenu principal');
    expect(page.text).toContain('Répertoire des partenaires'); // header
    expect(page.text).toContain('Tous droits réservés'); // footer
    expect(page.html).toMatch(/<a href="\/fr\/faq" class="[^"]*">Questions fréquentes<\/a>/);
    expect(page.html).toMatch(/<a href="\/fr\/confidentialite" class="[^"]*">Confidentialité<\/a>/);
    expect(page.html).toContain('href="/fr"');
    expect(page.html).toMatch(/<details[^>]* lang="en"/);
    expect(page.text).toContain('Ces questions et réponses n’existent qu’en anglais.');
    expect(page.text).toContain('How long does it take?');
    expect(page.text).toContain('(en anglais, s’ouvre dans un nouvel onglet)');
    expect(page.text).not.toMatch(/\b(faq|frame|notFound|header|footer)\.[a-z]/);
  });

  it('keeps the English page as it was', async () => {
    const page = await pages.get('/faq');
    expect(titleOf(page)).toBe('Frequently Asked Questions | Solace Stones Partner Directory');
    expect(page.text).toContain('General Questions');
    expect(page.text).toContain('Looking for a partner near you? Search the directory . Another question? Contact us');
    expect(page.text).toContain('Skip to main content');
    expect(page.html).not.toMatch(/<details[^>]* lang=/);
  });
});

describe('the privacy page', () => {
  it('is in French at /fr/confidentialite, body included, with the configured facts', async () => {
    const page = await pages.get('/fr/confidentialite');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(titleOf(page)).toBe('Confidentialité | Solace Stones');
    for (const text of [
      'Ce que recueille une demande',
      'votre nom, votre adresse courriel',
      'Qui la reçoit',
      'Combien de temps nous la conservons',
      'Les demandes sont supprimées automatiquement',
      'Consulter, corriger ou supprimer vos renseignements',
      'Commissariat à la protection de la vie privée du Canada',
      'protection des renseignements personnels chez Solace Stones',
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.html).toMatch(/<a href="mailto:[^"]+@[^"]+"/);
    expect(page.text).not.toMatch(/What an inquiry collects|Who receives it|How long we keep it|privacy\.[a-z]/);
    expect(canonicalOf(page)).toBe(`${ORIGIN}/fr/confidentialite`);
  });

  it('keeps the English page as it was', async () => {
    const page = await pages.get('/privacy');
    expect(page.html).toContain('<html lang="en"');
    expect(titleOf(page)).toBe('Privacy | Solace Stones');
    expect(page.text).toContain('What an inquiry collects');
    expect(page.text).toContain('your name, your email address and, if you give it, your phone number;');
    expect(page.text).toMatch(
      /so the page can show “Inquiry sent”; it keeps no name or address, and clearing your browser’s site data removes it\./,
    );
    expect(page.text).toMatch(/Inquiries are deleted automatically \d+ months after they were sent/);
    expect(page.text).not.toContain('Ce que recueille une demande');
  });
});

describe('the home page FAQ block', () => {
  it('links to all questions in French on /fr, in English on /', async () => {
    const french = await pages.get('/fr');
    expect(french.html).toMatch(/<a [^>]*href="\/fr\/faq"[^>]*>Toutes les questions et réponses<\/a>/);
    expect(french.text).not.toContain('All questions and answers');
    const english = await pages.get('/');
    expect(english.html).toMatch(/<a [^>]*href="\/faq"[^>]*>All questions and answers<\/a>/);
  });
});

describe('the already-cremated page', () => {
  it('is in French at /fr/deja-incinere, its search going to the French search page', async () => {
    const page = await pages.get('/fr/deja-incinere');
    expect(page.status).toBe(200);
    expect(titleOf(page)).toBe('Vous avez déjà les cendres? Comment un partenaire peut vous aider | Solace Stones');
    expect(page.text).toContain('Comment cela se passe');
    expect(page.html).toContain('action="/fr/recherche"');
    expect(canonicalOf(page)).toBe(`${ORIGIN}/fr/deja-incinere`);
    const english = await pages.get('/already-cremated');
    expect(english.text).toContain(
      'Or browse by place from the directory’s home page and choose “We already have the ashes” on a state or city page.',
    );
    expect(english.html).toContain('action="/search"');
  });
});

describe('not-found pages', () => {
  it('/fr/… unknown is the French 404, linking the French home and the English one', async () => {
    const page = await pages.get('/fr/nulle-part');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(page.text).toContain('Page introuvable');
    expect(titleOf(page)).toBe('Page introuvable | Solace Stones');
    expect(page.html).toContain('<a href="/" lang="en" hrefLang="en"');
    expect(metaOf(page, 'robots')).toBe('noindex, nofollow');
  });

  it.each(['/de/faq', '/fr-fr/faq', '/xyz'])(
    '%s is the English 404 linking both home pages, never a 500',
    async (path) => {
      const page = await pages.get(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain('<html lang="en"');
      expect(page.text).toContain('Page Not Found');
      expect(page.html).toMatch(/<a href="\/"[^>]*>/);
      expect(page.html).toContain('<a href="/fr" lang="fr-CA" hrefLang="fr-CA"');
      expect(page.text).toContain('Page d’accueil en français');
    },
  );
});
