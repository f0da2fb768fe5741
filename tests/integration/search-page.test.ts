import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { site } from '~/lib/site';
import { CITY_COORDINATES as at } from '../factories/directory';
import { insertPartner } from '../factories/partner';
import { canonicalOf, metaOf, type PagesApp, startPagesApp, titleOf, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// The search page as a phone without JavaScript (or a crawler) receives it: GET /search?q=, rendered on
// the server from the same search service as GET /api/search.

const PUBLIC_URL = 'https://directory.test';
const longDescription = 'A calm chapel by the river, serving Austin families for three generations. '.repeat(4);

let database: DatabaseHandle;
let app: PagesApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertPartner(db, {
    name: 'Riverside Chapel',
    zipCode: '78701',
    googleRating: 4.7,
    googleReviewCount: 88,
    description: longDescription,
    imageUrl: 'https://images.example/riverside.jpg',
    coordinates: at.austin,
  });
  await insertPartner(db, {
    name: 'Capital Cremation',
    zipCode: '78702',
    coordinates: { latitude: 30.263, longitude: -97.714 },
  });
  await insertPartner(db, {
    name: 'Round Rock Memorial',
    city: 'Round Rock',
    zipCode: '78664',
    coordinates: at.roundRock,
  });
  await insertPartner(db, { name: 'Waco Funeral Home', city: 'Waco', zipCode: '76701', coordinates: at.waco });
  await insertPartner(db, { name: 'Closed Austin Chapel', zipCode: '78701', isActive: false, coordinates: at.austin });
  app = await startPagesApp(database, PUBLIC_URL);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const headingOf = (html: string, level: 1 | 2) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((match) =>
    visibleText(`<body>${match[1] ?? ''}`),
  );
/** The partner names of the result cards, in page order (each card's heading links to the partner). */
const cardNames = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a[^>]*href="\/state\/[^"]+\/city\/[^"]+\/[0-9a-f-]{36}"[^>]*>([^<]+)<\/a><\/h3>/g)].map(
    (match) => match[1],
  );

describe('GET /search without a query', () => {
  it.each(['/search', '/search?q=', '/search?q=%20%20%20'])('%s asks for a search term', async (path) => {
    const page = await app.get(path);
    expect(page.status).toBe(200);
    expect(titleOf(page)).toBe('Search Partners');
    expect(headingOf(page.html, 1)).toEqual(['Search Partners']);
    expect(page.text).toContain('Enter a search term to find partners in your area.');
    expect(page.text).not.toContain('Partners Found');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}/search`);
    // Decision 005: nothing to index, but the page's links are followed.
    expect(metaOf(page, 'robots')).toBe('noindex, follow');
  });

  it('has a Back to Home button and a search box that works without JavaScript', async () => {
    const page = await app.get('/search');
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Back to Home<\/a>/);
    const form = page.html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    const input = page.html.match(/<input[^>]*name="q"[^>]*>/)?.[0] ?? '';
    // Without JavaScript the browser itself refuses a blank query (spec §2: it does not navigate).
    expect(input).toMatch(/ required=""/);
  });
});

describe('GET /search?q= with results', () => {
  it('renders the title, the prefilled box, the count heading and compact cards', async () => {
    const page = await app.get('/search?q=austin');
    expect(page.status).toBe(200);
    expect(titleOf(page)).toBe('Search Results for "austin"');
    expect(headingOf(page.html, 1)).toEqual(['Search Results for “austin”']);
    expect(page.html).toMatch(/<input[^>]*name="q"[^>]*value="austin"/);
    expect(headingOf(page.html, 2)).toContain('4 Partners Found');
    // A town: nearest first, within 100 miles of it.
    expect(cardNames(page.html)).toEqual([
      'Riverside Chapel',
      'Capital Cremation',
      'Round Rock Memorial',
      'Waco Funeral Home',
    ]);
    expect(page.text).toContain('Nearest first, within 100 miles of Austin, Texas.');
    expect(page.text).not.toContain('Closed Austin Chapel');
    // Compact cards: the facts, without image, description or the directions button.
    expect(page.html).toContain('aria-label="Rated 4.7 out of 5 on Google"');
    expect(page.html).toContain('href="tel:5125550100"');
    expect(page.text).not.toContain('Send Directions to My Phone');
    // Per compact card: 'Contact' (in the HTML a link to the inquiry's own page, which works without
    // JavaScript; the dialog once the page is interactive), naming the partner for a screen reader, and
    // 'Call' beside it.
    expect(
      page.html.match(
        /<a[^>]*href="\/partner\/[^"]+\/inquiry"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Contact<span class="sr-only">/g,
      ),
    ).toHaveLength(4);
    expect(page.text).toContain('Contact Capital Cremation');
    expect(page.html.match(/aria-label="Call (Capital Cremation|Riverside Chapel), /g)).toHaveLength(2);
    expect(page.html).not.toContain('images.example/riverside.jpg');
    // Nor in the hydration data: a compact card's page does not carry what it does not show.
    expect(page.html).not.toContain('serving Austin families for three generations');
  });

  it('is indexed under one canonical address per search, whatever the case and surrounding spaces', async () => {
    // Decision 005: a search that found partners is a landing page; its canonical is the query trimmed and
    // lower-cased (the match ignores case), so its spellings are one page.
    for (const path of [
      '/search?q=Round%20Rock%20Memorial',
      '/search?q=%20%20round%20rock%20MEMORIAL%20',
      '/search?q=round+rock+memorial',
    ]) {
      const page = await app.get(path);
      expect(metaOf(page, 'robots'), path).toBe(''); // no robots tag: index, follow
      expect(canonicalOf(page), path).toBe(`${PUBLIC_URL}/search?q=round%20rock%20memorial`);
      expect(headingOf(page.html, 2)).toContain('1 Partner Found');
      expect(cardNames(page.html)).toEqual(['Round Rock Memorial']);
    }
  });

  it('lists the partners nearest a ZIP code first, each with its distance', async () => {
    const page = await app.get('/search?q=78664');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Nearest first, within 100 miles of 78664');
    const names = cardNames(page.html);
    expect(names[0]).toBe('Round Rock Memorial');
    expect(names).toEqual(expect.arrayContaining(['Riverside Chapel', 'Capital Cremation', 'Waco Funeral Home']));
    const distances = [...page.text.matchAll(/([\d.,]+) mi away/g)].map((match) => Number(match[1]?.replace(/,/g, '')));
    expect(distances).toHaveLength(names.length);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[distances.length - 1]).toBeGreaterThan(50);
  });

  it('keeps a hostile query inert in the title, the heading and the box', async () => {
    const page = await app.get(`/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(titleOf(page)).toBe('Search Results for "<script>alert(1)</script>"');
    expect(page.text).toContain('0 Partners Found');
  });
});

describe('GET /search?q= with any text', () => {
  it.each([
    'x'.repeat(100),
    "'; drop table partners; --",
    '%_\\',
    '東京の葬儀社',
    'مرحبا',
    '🙂🙂🙂',
    'Ω≈ç√∫˜µ≤≥÷',
    ', , ,',
    'near me',
  ])('%j is a page', async (q) => {
    const page = await app.get(`/search?q=${encodeURIComponent(q)}`);
    expect(page.status).toBe(200);
    expect(headingOf(page.html, 2)[0]).toMatch(/Partners? Found$/);
  });
});

describe('GET /search?q= for a place', () => {
  it('a town without a partner says so and lists the nearest with their distance', async () => {
    // Bastrop, Texas: 30 miles from Austin, no partner of its own.
    const page = await app.get('/search?q=Bastrop%2C%20TX');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/No partner in Bastrop, Texas\. The nearest is \d+ mi away\./);
    expect(page.text).toMatch(/\d+ mi away/);
  });

  it('a business named by the whole query comes first, and the page says why', async () => {
    // "Waco Funeral Home" is a partner and, without "Funeral Home", the town of Waco.
    const page = await app.get(`/search?q=${encodeURIComponent('Waco Funeral Home')}`);
    expect(page.status).toBe(200);
    expect(cardNames(page.html)[0]).toBe('Waco Funeral Home');
    expect(cardNames(page.html)).toContain('Riverside Chapel');
    expect(page.text).toContain('First, the partner whose name contains “Waco Funeral Home”, wherever it is.');
    expect(page.text).toContain('Nearest first, within 100 miles of Waco, Texas.');
    const french = await app.get(`/fr/recherche?q=${encodeURIComponent('Waco Funeral Home')}`);
    expect(french.text).toContain('D’abord, le partenaire dont le nom contient « Waco Funeral Home », où qu’il soit.');
  });

  it('a bare town that is in a business name lists that name, and offers the town’s nearest-first search', async () => {
    // "Waco" is in "Waco Funeral Home": a name search (spec §5), with one tap to the partners near Waco.
    const page = await app.get('/search?q=Waco');
    expect(page.status).toBe(200);
    expect(cardNames(page.html)).toEqual(['Waco Funeral Home']);
    expect(page.text).toContain('Looking for partners near Waco, Texas?');
    expect(page.html).toContain(`href="/search?q=${encodeURIComponent('Waco, TX')}"`);
    expect(page.text).toContain('Show partners within 100 miles of Waco');
    const near = await app.get(`/search?q=${encodeURIComponent('Waco, TX')}`);
    expect(cardNames(near.html)).toEqual(expect.arrayContaining(['Waco Funeral Home', 'Round Rock Memorial']));
    const french = await app.get('/fr/recherche?q=Waco');
    expect(french.text).toContain('Vous cherchez des partenaires près de Waco (Texas)?');
    expect(french.text).toMatch(/Voir les partenaires dans un rayon de 1\d\d km autour de Waco/);
  });

  it('a state pages through all its partners and links to its page', async () => {
    const page = await app.get('/search?q=Texas');
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/state/texas"');
    expect(page.text).toContain('Every partner in Texas');
    // Past the last page: the last page.
    const past = await app.get('/search?q=Texas&page=9');
    expect(past.status).toBe(302);
    expect(past.headers.get('location')).toBe('/search?q=Texas');
  });

  it('a province or state that is also a town offers the town too: Québec, New York', async () => {
    const french = await app.get(`/fr/recherche?q=${encodeURIComponent('Québec')}`);
    expect(french.status).toBe(200);
    expect(french.text).toContain('Vous cherchez des partenaires près de Québec (Québec)?');
    expect(french.html).toContain(`href="/fr/recherche?q=${encodeURIComponent('Québec, QC')}"`);
    const english = await app.get(`/search?q=${encodeURIComponent('new york')}`);
    expect(english.text).toContain('Looking for partners near New York, New York?');
    // A state without a town of its name offers none.
    expect((await app.get('/search?q=Texas')).text).not.toContain('Looking for partners near');
    expect(await (await fetch(`${app.baseUrl}/api/search?q=TX`)).json()).toMatchObject({ nearTown: null });
  });
});

describe('GET /search?q= without a match', () => {
  it('recommends partners of the town a misspelling aims at, suggests it and offers to order directly', async () => {
    const page = await app.get('/search?q=Austn');
    expect(page.status).toBe(200);
    expect(headingOf(page.html, 2)).toEqual(expect.arrayContaining(['0 Partners Found', 'Recommended Partners']));
    expect(page.text).toContain('No partners match “Austn”.');
    const recommended = page.html.split('id="recommended-heading"')[1] ?? '';
    expect(cardNames(recommended).sort()).toEqual(['Capital Cremation', 'Riverside Chapel']);
    // Suggestion buttons are links, so each runs its search with or without JavaScript.
    expect(page.html).toMatch(/<a[^>]*href="\/search\?q=Austin"[^>]*>Austin<\/a>/);
    const order = new URL(site.links.order);
    order.searchParams.set('utm_source', 'partner-directory');
    expect(page.html).toContain(`href="${order.toString()}"`);
    expect(page.text).toContain(`Order from ${site.productName}`);
    // Only recommendations: a thin page, kept out of the index (decision 005); its links are followed.
    expect(metaOf(page, 'robots')).toBe('noindex, follow');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}/search?q=austn`);
  });

  it('still helps when nothing at all is close', async () => {
    const page = await app.get('/search?q=zzzzqqqq');
    expect(page.text).toContain('0 Partners Found');
    expect(page.text).not.toContain('Recommended Partners');
    expect(page.text).toContain(
      'We search by city or town, state or province, ZIP or postal code, or a partner’s name.',
    );
    expect(page.text).toContain(`Order from ${site.productName}`);
  });

  it('asks to check the spelling only when names are spelt like the query', async () => {
    const typo = await app.get(`/search?q=${encodeURIComponent('Riversde Chapl')}`);
    expect(typo.text).toContain('Recommended Partners');
    expect(typo.text).toContain('Check the spelling, or search for a city, a state or a ZIP code.');
    // Common words, spelt right: nothing is like them, and the page says what it can search instead.
    for (const q of ['death certificate', 'sister passed']) {
      const page = await app.get(`/search?q=${encodeURIComponent(q)}`);
      expect(page.text).toContain(`No partners match “${q}”.`);
      expect(page.text).not.toContain('Check the spelling');
      expect(page.text).toContain(
        'We search by city or town, state or province, ZIP or postal code, or a partner’s name.',
      );
    }
    const french = await app.get(`/fr/recherche?q=${encodeURIComponent('mère décédée')}`);
    expect(french.text).not.toContain('Vérifiez l’orthographe');
    expect(french.text).toContain(
      'Cherchez une ville, une province ou un État, un code postal ou le nom d’un partenaire.',
    );
  });
});

describe('GET /search?q= for "near me" or a county', () => {
  it.each([
    'near me',
    'funeral homes near me',
    'cremation nearby',
    'Funeral home close to me',
    'cremation cost',
    'cheap cremation',
    // What happened, with no place: where is the next question.
    'my mother died',
  ])('%j points to "Use my location", not to the spelling', async (q) => {
    const page = await app.get(`/search?q=${encodeURIComponent(q)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('To search near you, we need your location.');
    expect(page.text).toContain('Tap “Use my location” above, or type a town, a ZIP code or a postal code.');
    // Its words for a browser without JavaScript (no button): sent too, shown by CSS only there.
    expect(page.text).toContain('Type a town, a ZIP code or a postal code in the search box above.');
    expect(page.text).not.toContain('Check the spelling');
    expect(page.text).not.toContain('No partners match');
    // The link jumps to the button above, which the page renders with that id.
    expect(page.html).toMatch(/<a[^>]*href="#near-me"[^>]*>Use my location<\/a>/);
    expect(page.html).toMatch(/<button[^>]*id="near-me"/);
    // Partners merely named like its words ("Waco Funeral Home") are not near the family.
    expect(page.text).not.toContain('Recommended Partners');
    expect(page.text).not.toContain('No partner near you?');
  });

  it.each(['près de moi', 'salon funéraire à proximité', 'crématorium proche de moi', 'prix crémation'])(
    '%j in French points to « Utiliser ma position »',
    async (q) => {
      const page = await app.get(`/fr/recherche?q=${encodeURIComponent(q)}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Pour chercher près de vous, il nous faut votre position.');
      expect(page.text).toMatch(/Touchez «\sUtiliser ma position\s» plus haut, ou tapez une ville ou un code postal\./);
      expect(page.text).toContain('Tapez une ville ou un code postal dans le champ de recherche plus haut.');
      expect(page.text).not.toContain('Vérifiez l’orthographe');
      expect(page.html).toMatch(/<a[^>]*href="#near-me"[^>]*>Utiliser ma position<\/a>/);
    },
  );

  it.each(['Cook County', 'Cook County, IL', 'Harris County TX', 'Lake County, IL'])(
    '%j says the directory does not search by county, and guesses no place',
    async (q) => {
      const page = await app.get(`/search?q=${encodeURIComponent(q)}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('We don’t search by county.');
      expect(page.text).toContain('Type a town in the county, a ZIP or postal code, or a partner’s name.');
      expect(page.text).not.toContain('Check the spelling');
      expect(page.text).not.toContain('Try searching for');
      expect(page.text).not.toContain('Recommended Partners');
      // The county was not searched: no partner near it is not known.
      expect(page.text).not.toContain('No partner near you?');
    },
  );

  it('tells API clients the same, without guessed partners or places', async () => {
    const api = async (q: string) =>
      (await (await fetch(`${app.baseUrl}/api/search?q=${encodeURIComponent(q)}`)).json()) as {
        unplaced: string | null;
        recommendations: unknown[];
        suggestions: string[];
      };
    expect(await api('funeral homes near me')).toMatchObject({
      unplaced: 'near-me',
      recommendations: [],
      suggestions: [],
    });
    expect(await api('Lake County, IL')).toMatchObject({ unplaced: 'county', recommendations: [], suggestions: [] });
    expect((await api('Austn')).unplaced).toBeNull();
  });

  it('« comté de … » in French', async () => {
    const page = await app.get(`/fr/recherche?q=${encodeURIComponent('comté de Charlevoix')}`);
    expect(page.text).toContain('Nous ne cherchons pas par comté.');
    expect(page.text).toContain('Tapez une ville du comté, un code postal ou le nom d’un partenaire.');
    expect(page.text).not.toContain('Vérifiez l’orthographe');
  });
});

describe('GET /search with a bad query', () => {
  it('answers an overlong query with 400 and a message, not an error page', async () => {
    const page = await app.get(`/search?q=${'a'.repeat(101)}`);
    expect(page.status).toBe(400);
    expect(page.text).toContain(
      'A search can be at most 100 characters. Try a city, a ZIP or postal code, or a business name.',
    );
    expect(page.text).not.toContain('Something went wrong');
    expect(metaOf(page, 'robots')).toBe('noindex, follow');
    // The box stops at that length, so a family typing never meets the message.
    expect(page.html).toMatch(/<input[^>]*name="q"[^>]*maxLength="100"|<input[^>]*maxLength="100"[^>]*name="q"/i);
    const french = await app.get(`/fr/recherche?q=${'a'.repeat(101)}`);
    expect(french.status).toBe(400);
    expect(french.text).toContain('Une recherche compte au plus 100 caractères.');
  });
});
