import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { insertPartner } from '../factories/partner';
import { type PagesApp, startPagesApp, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * What families decide on (decision 028), as a phone without JavaScript or a crawler receives it: the price
 * line, the hours with "Open now" at the server's clock (fixed here, never the real one), the services, the
 * filter links of city, state and search pages, and the short caching of pages that say "open now".
 */

const PUBLIC_URL = 'https://directory.test';
/** Wednesday 2026-11-25, 10:00:20 in Austin (CST, UTC-6). */
let clock = Date.parse('2026-11-25T16:00:20Z');

let database: DatabaseHandle;
let app: PagesApp;
let priced: PartnerRow;

beforeAll(async () => {
  database = await createTestDatabase();
  const austin = { city: 'Austin', state: 'Texas', zipCode: '78701' };
  priced = await insertPartner(database.db, {
    ...austin,
    name: 'Hill Country Cremation',
    priceListUrl: 'https://hillcountry.example/prices',
    directCremationFromCents: 129_500,
    priceCheckedOn: '2026-11-03',
    openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
    afterHoursPhone: '(512) 555-0199',
    offersPetCremation: true,
    acceptsCrematedRemains: true,
  });
  await insertPartner(database.db, { ...austin, name: 'Plain Chapel' });
  await insertPartner(database.db, {
    ...austin,
    name: 'Veterans Rest',
    servesVeterans: true,
    openingHours: 'Sa,Su 10:00-16:00',
  });
  await insertPartner(database.db, {
    city: 'Dallas',
    state: 'Texas',
    zipCode: '75201',
    coordinates: { latitude: 32.78, longitude: -96.8 },
    name: 'Dallas Pets',
    offersPetCremation: true,
  });
  // Nunavut: two partners, neither offering witnessed cremation, one serving veterans.
  const iqaluit = {
    city: 'Iqaluit',
    state: 'Nunavut',
    zipCode: 'X0A 0H0',
    phone: '(867) 555-0110',
    coordinates: { latitude: 63.75, longitude: -68.52 },
  };
  await insertPartner(database.db, { ...iqaluit, name: 'Arctic Rest Cremation', servesVeterans: true });
  await insertPartner(database.db, { ...iqaluit, name: 'Frobisher Bay Chapel' });
  app = await startPagesApp(database, PUBLIC_URL, { now: () => clock });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const partnerUrl = () => `/state/texas/city/austin/${priced.id}`;

describe('the partner page', () => {
  it('shows the price line, the hours with "Open now", the after-hours phone and the services', async () => {
    clock = Date.parse('2026-11-25T16:00:20Z');
    const page = await app.get(partnerUrl());
    expect(page.status).toBe(200);
    expect(page.text).toContain('From $1,295 direct cremation · checked Nov 2026 · see price list');
    expect(page.html).toContain('href="https://hillcountry.example/prices"');
    expect(page.text).toContain('Opening hours Open now');
    expect(page.text).toContain('Monday 9:00 AM – 5:00 PM');
    expect(page.text).toContain('Sunday Closed');
    expect(page.text).toContain('Local time (Central Time)');
    expect(page.text).toContain('After hours: (512) 555-0199');
    expect(page.html).toContain('href="tel:5125550199"');
    expect(page.text).toContain('Pet cremation');
    expect(page.text).toContain('Accepts remains cremated elsewhere');
    expect(page.html).toContain('href="/already-cremated"');
  });

  it('says "Closed now" outside the hours, and a CDN may keep it only until the minute ends', async () => {
    // Wednesday 17:00:45 in Austin: closing time.
    clock = Date.parse('2026-11-25T23:00:45Z');
    const page = await app.get(partnerUrl());
    expect(page.text).toContain('Opening hours Closed now');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15');
  });

  it('gives a new ETag each minute, so a 304 never keeps an old "open now"', async () => {
    clock = Date.parse('2026-11-25T22:59:10Z');
    const before = await app.get(partnerUrl());
    const etag = before.headers.get('etag')!;
    const sameMinute = await fetch(`${app.baseUrl}${partnerUrl()}`, { headers: { 'If-None-Match': etag } });
    expect(sameMinute.status).toBe(304);
    clock = Date.parse('2026-11-25T23:00:00Z');
    const nextMinute = await fetch(`${app.baseUrl}${partnerUrl()}`, { headers: { 'If-None-Match': etag } });
    expect(nextMinute.status).toBe(200);
    expect(await nextMinute.text()).toContain('Closed now');
  });

  it('publishes opening hours as structured data, never a price range', async () => {
    const page = await app.get(partnerUrl());
    const jsonLd = page.html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(jsonLd).toContain('"openingHoursSpecification"');
    expect(jsonLd).toContain('"opens":"09:00","closes":"17:00"');
    expect(jsonLd).not.toContain('priceRange');
  });

  it('shows no price, hours or services a partner did not give', async () => {
    const plain = (await app.get('/state/texas/city/austin')).html.match(
      /href="(\/state\/texas\/city\/austin\/[^"]+)"[^>]*>Plain Chapel/,
    )?.[1];
    expect(plain).toBeDefined();
    const page = await app.get(plain!);
    expect(page.text).not.toContain('From $');
    expect(page.text).not.toContain('Open now');
    expect(page.text).not.toContain('Closed now');
    expect(page.text).not.toContain('Prices, Hours and Services');
  });

  it('says the hours are not listed when a partner gave a price but no hours', async () => {
    const pricedOnly = await insertPartner(database.db, {
      name: 'Priced Only Chapel',
      city: 'Austin',
      state: 'Texas',
      zipCode: '78701',
      directCremationFromCents: 99_500,
      priceCheckedOn: '2026-11-02',
    });
    const page = await app.get(`/state/texas/city/austin/${pricedOnly.id}`);
    expect(page.text).toContain('Prices, Hours and Services');
    expect(page.text).toContain('Opening hours not listed: call to ask.');
    expect(page.text).not.toContain('Open now');
    const french = await app.get(`/fr/etat/texas/ville/austin/${pricedOnly.id}`);
    expect(french.text).toMatch(/Heures d’ouverture non indiquées\s?: appelez pour les connaître\./);
  });
});

describe('filters as links', () => {
  it('city page: links that work without JavaScript, and a filtered list that is not indexed', async () => {
    const city = await app.get('/state/texas/city/austin');
    expect(city.html).toContain('href="/state/texas/city/austin?service=pet"');
    expect(city.html).toContain('href="/state/texas/city/austin?service=open-now"');
    expect(city.text).toContain('From $1,295 direct cremation');

    const pets = await app.get('/state/texas/city/austin?service=pet');
    expect(pets.status).toBe(200);
    expect(pets.text).toContain('Partners in Austin: Pet cremation');
    expect(pets.text).toContain('1 partner matches.');
    expect(pets.text).toContain('Hill Country Cremation');
    expect(pets.text).not.toContain('Plain Chapel');
    expect(pets.html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
    expect(pets.html).toContain('href="/state/texas/city/austin"');

    // French: the filter's name quoted as the button says it, not a capital in mid-sentence.
    const frenchPets = await app.get('/fr/etat/texas/ville/austin?service=pet');
    expect(frenchPets.text).toContain('Partenaires à Austin : « Crémation d’animaux de compagnie »');
    expect(frenchPets.text).toContain('1 partenaire correspond.');
  });

  it('open now at the server’s clock, in the partner’s time zone', async () => {
    // Saturday 2026-11-28 12:00 in Austin: both partners with Saturday hours are open.
    clock = Date.parse('2026-11-28T18:00:00Z');
    const saturday = await app.get('/state/texas/city/austin?service=open-now');
    expect(saturday.text).toContain('2 partners match.');
    expect(saturday.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    // Sunday 2026-11-29 09:00: nobody.
    clock = Date.parse('2026-11-29T15:00:00Z');
    const sunday = await app.get('/state/texas/city/austin?service=open-now');
    expect(sunday.text).toContain('No partner in Austin matches open now yet.');
    const frenchSunday = await app.get('/fr/etat/texas/ville/austin?service=open-now');
    expect(frenchSunday.text).toContain(
      'Pour l’instant, aucun partenaire à Austin ne correspond à ce choix : ouvert en ce moment.',
    );
  });

  it('past the hours, "Open now" also names who answers after hours, with the number to call', async () => {
    const afterHoursOf = (html: string) =>
      visibleText(html.match(/<section aria-labelledby="after-hours-heading"[\s\S]*?<\/section>/)?.[0] ?? '');
    // Saturday 12:00 in Austin: Hill Country Cremation is open, so it is in the list, not under after hours.
    clock = Date.parse('2026-11-28T18:00:00Z');
    const open = await app.get('/state/texas/city/austin?service=open-now');
    expect(afterHoursOf(open.html)).toBe('');
    // Sunday 09:00: nobody is open; the one with an after-hours line is there to call.
    clock = Date.parse('2026-11-29T15:00:00Z');
    for (const path of ['/state/texas/city/austin?service=open-now', '/state/texas?service=open-now']) {
      const page = await app.get(path);
      const section = afterHoursOf(page.html);
      expect(section, path).toContain('Closed now, answering after hours');
      expect(section).toContain('Hill Country Cremation');
      expect(section).toContain('After hours: (512) 555-0199');
      expect(section).not.toContain('Plain Chapel');
      expect(section).not.toContain('Veterans Rest');
      expect(page.html).toContain('href="tel:5125550199"');
    }
    // The other filters still apply: no veterans' partner has an after-hours line.
    expect(afterHoursOf((await app.get('/state/texas/city/austin?service=veterans,open-now')).html)).toBe('');
    // A search filtered to "Open now": its partners are closed, not missing, and who answers is named.
    const search = await app.get('/search?q=Austin%2C%20TX&service=open-now');
    expect(search.text).toMatch(
      /0 Partners Found None of the \d+ partners for “Austin, TX” is open right now\. Show all \d+/,
    );
    expect(search.html).toContain('href="/search?q=Austin%2C+TX"');
    expect(search.text).not.toContain('No partner near you?');
    expect(afterHoursOf(search.html)).toContain('These partners for “Austin, TX” are closed at this hour');
    expect(afterHoursOf(search.html)).toContain('After hours: (512) 555-0199');
    const french = await app.get('/fr/etat/texas/ville/austin?service=open-now');
    expect(afterHoursOf(french.html)).toContain('Fermés en ce moment, joignables en dehors des heures d’ouverture');
    expect(afterHoursOf(french.html)).toContain('Ces partenaires à Austin sont fermés à cette heure-ci');
  });

  it('one spelling per filter set: another order or an unknown key moves there', async () => {
    const moved = await app.get('/state/texas/city/austin?service=open-now,pet&page=2');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/state/texas/city/austin?service=pet,open-now');
    // Pages of a filtered list: past the end to its last page, not a page number to its first.
    const past = await app.get('/state/texas/city/austin?service=pet&page=5');
    expect(past.status).toBe(302);
    expect(past.location).toBe('/state/texas/city/austin?service=pet');
    const notANumber = await app.get('/state/texas?service=pet&page=abc');
    expect(notANumber.status).toBe(301);
    expect(notANumber.location).toBe('/state/texas?service=pet');
    const unknown = await app.get('/state/texas?service=bogus');
    expect(unknown.status).toBe(301);
    expect(unknown.location).toBe('/state/texas');
  });

  it('state page: the state’s partners that pass the filter, across its towns', async () => {
    const pets = await app.get('/state/texas?service=pet');
    expect(pets.status).toBe(200);
    expect(pets.text).toContain('Partners in Texas: Pet cremation');
    expect(pets.text).toContain('Dallas Pets');
    expect(pets.text).toContain('Hill Country Cremation');
    expect(pets.text).not.toContain('Veterans Rest');
    expect(pets.html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
  });

  it('a real town without a partner: its nearest partners pass the same filters', async () => {
    // Bastrop, Texas: no partner, about 30 miles from the Austin ones.
    const all = await app.get('/state/texas/city/bastrop');
    expect(all.status).toBe(404);
    expect(all.text).toMatch(/No partner in Bastrop, Texas\. The nearest is \d+ mi away\./);
    expect(all.text).toContain('Plain Chapel');
    expect(all.html).toContain('href="/state/texas/city/bastrop?service=veterans"');

    const veterans = await app.get('/state/texas/city/bastrop?service=veterans');
    expect(veterans.status).toBe(404);
    expect(veterans.text).toMatch(/No partner in Bastrop, Texas\. The nearest that matches Veterans is \d+ mi away\./);
    expect(veterans.text).toContain('Veterans Rest');
    expect(veterans.text).not.toContain('Plain Chapel');
    expect(veterans.text).not.toContain('Hill Country Cremation');

    // Wednesday 10:00 in Austin: the weekday partner is open, the weekend one is not.
    clock = Date.parse('2026-11-25T16:00:30Z');
    const open = await app.get('/state/texas/city/bastrop?service=open-now');
    expect(open.text).toContain('Hill Country Cremation');
    expect(open.text).not.toContain('Veterans Rest');
    expect(open.text).not.toContain('Plain Chapel');

    const moved = await app.get('/state/texas/city/bastrop?service=open-now,veterans');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/state/texas/city/bastrop?service=veterans,open-now');
  });

  it('search results: the same filter, keeping the query', async () => {
    const search = await app.get('/search?q=Austin%2C%20TX&service=veterans');
    expect(search.status).toBe(200);
    expect(search.text).toContain('Showing only partners with: Veterans');
    expect(search.text).toContain('Veterans Rest');
    expect(search.text).not.toContain('Hill Country Cremation');
    expect(search.html).toContain('href="/search?q=Austin%2C+TX&amp;service=pet,veterans"');
    expect(search.html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
  });
});

describe('a search whose words ask for a filter', () => {
  it('turns it on where the words name a place, shown as a chip the family can turn off', async () => {
    const pets = await app.get('/search?q=pet%20cremation%20austin');
    expect(pets.status).toBe(200);
    expect(pets.text).toContain('Showing only partners with: Pet cremation');
    expect(pets.text).toContain('Hill Country Cremation');
    expect(pets.text).not.toContain('Plain Chapel');
    expect(pets.text).not.toContain('Veterans Rest');
    // The chip is on; turning it off writes "none" (`service=`), or the words would turn it on again.
    expect(pets.html).toMatch(/<a [^>]*href="\/search\?q=pet\+cremation\+austin&amp;service="[^>]*>.*?Pet cremation/);
    const all = await app.get('/search?q=pet+cremation+austin&service=');
    expect(all.status).toBe(200);
    expect(all.text).not.toContain('Showing only partners with');
    expect(all.text).toContain('Plain Chapel');
    expect(all.text).toContain('Hill Country Cremation');
    // Where the words ask for nothing, "none" is the plain address.
    const plain = await app.get('/search?q=austin&service=');
    expect(plain.status).toBe(301);
    expect(plain.location).toBe('/search?q=austin');
    // Another chip keeps the one the words asked for.
    expect(pets.html).toContain('href="/search?q=pet+cremation+austin&amp;service=pet,veterans"');
    // So do the other places offered: another Austin, the state's page.
    expect(pets.html).toContain('href="/search?q=Austin%2C%20MN&amp;service=pet"');
    const veterans = await app.get('/search?q=veterans%20texas');
    expect(veterans.text).toContain('Showing only partners with: Veterans');
    expect(veterans.html).toContain('href="/state/texas?service=veterans"');

    // French, by the words of the page's language.
    const french = await app.get('/fr/recherche?q=cr%C3%A9mation%20animaux%20Dallas');
    expect(french.text).toContain('Dallas Pets');
    expect(french.text).not.toContain('Plain Chapel');
  });

  it('searches by name as typed: a business whose name holds the words is not filtered out', async () => {
    const byName = await app.get('/search?q=Veterans%20Rest');
    expect(byName.text).toContain('Veterans Rest');
    expect(byName.text).not.toContain('Showing only partners with');
    const chapel = await app.get('/search?q=Plain%20Chapel%20pet');
    expect(chapel.text).not.toContain('Showing only partners with');
  });
});

describe('a search whose filters leave none of its partners', () => {
  /** The no-results box: what the page says where "0 Partners Found" is read. */
  const noResultsBox = (text: string) => text.slice(text.indexOf('0 Partners Found'));

  it('says the filter removed them, names it, and links to them without it', async () => {
    const page = await app.get('/search?q=Nunavut&service=witnessed');
    expect(page.status).toBe(200);
    expect(noResultsBox(page.text)).toMatch(
      /^0 Partners Found None of the 2 partners found for “Nunavut” matches your filter: Witnessed cremation\. Clear filters and show all 2 /,
    );
    expect(page.html).toMatch(/<a [^>]*href="\/search\?q=Nunavut"[^>]*>Clear filters and show all 2<\/a>/);
    // Not "every partner in Nunavut" over no result, nor "no partner near you?": there are partners.
    expect(page.text).not.toContain('Every partner in Nunavut');
    expect(page.text).not.toContain('No partner near you?');
    // Still a filtered variant of the search: kept out of search engines.
    expect(page.html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
    // The link leads to them.
    const all = await app.get('/search?q=Nunavut');
    expect(all.text).toContain('2 Partners Found');
    expect(all.text).toContain('Arctic Rest Cremation');
  });

  it('says the same in French', async () => {
    const page = await app.get('/fr/recherche?q=Nunavut&service=witnessed');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '0 partenaire trouvé Aucun des 2 partenaires trouvés pour « Nunavut » ne correspond à votre filtre : Crémation en présence des proches. Effacer les filtres et afficher les 2',
    );
    expect(page.html).toMatch(
      /<a [^>]*href="\/fr\/recherche\?q=Nunavut"[^>]*>Effacer les filtres et afficher les 2<\/a>/,
    );
    expect(page.text).not.toContain('Tous les partenaires au Nunavut');
  });

  it('names every filter, and says "it" of a single partner', async () => {
    const both = await app.get('/search?q=Nunavut&service=witnessed,open-now');
    expect(both.text).toContain(
      'None of the 2 partners found for “Nunavut” matches your filters: Witnessed cremation and Open now.',
    );
    const french = await app.get('/fr/recherche?q=Nunavut&service=witnessed,open-now');
    expect(french.text).toContain(
      'ne correspond à vos filtres : Crémation en présence des proches et Ouvert en ce moment.',
    );
    // A business name (the text match): one partner.
    const one = await app.get('/search?q=Plain%20Chapel&service=pet');
    expect(noResultsBox(one.text)).toMatch(
      /^0 Partners Found The partner found for “Plain Chapel” does not match your filter: Pet cremation\. Clear filters and show it /,
    );
    expect(one.html).toContain('href="/search?q=Plain+Chapel"');
    const uneSeule = await app.get('/fr/recherche?q=Plain%20Chapel&service=pet');
    expect(uneSeule.text).toContain(
      'Le partenaire trouvé pour « Plain Chapel » ne correspond pas à votre filtre : Crémation d’animaux de compagnie. Effacer les filtres et l’afficher',
    );
  });

  it('counts as the search without filters does, for a town and a ZIP code', async () => {
    for (const query of ['Austin, TX', '78701']) {
      const encoded = encodeURIComponent(query);
      const all = await app.get(`/search?q=${encoded}`);
      const found = Number(/(\d+) Partners Found/.exec(all.text)?.[1]);
      expect(found, query).toBeGreaterThan(1);
      const page = await app.get(`/search?q=${encoded}&service=witnessed`);
      expect(page.text, query).toContain(
        `None of the ${found} partners found for “${query}” matches your filter: Witnessed cremation. Clear filters and show all ${found}`,
      );
    }
  });

  it('says nothing of filters when the search finds no partner without them either', async () => {
    const page = await app.get('/search?q=Yukon&service=witnessed');
    expect(page.status).toBe(200);
    expect(page.text).toContain('0 Partners Found');
    expect(page.text).not.toContain('partners found for');
    expect(page.text).not.toContain('Every partner in Yukon');
    expect(page.text).toContain('No partners match “Yukon”.');
  });

  it('GET /api/search gives the count without filters only when they leave none', async () => {
    const get = async (search: string) =>
      (await (await fetch(`${app.baseUrl}/api/search?${search}`)).json()) as Record<string, unknown>;
    expect(await get('q=Nunavut&service=witnessed')).toMatchObject({ total: 0, unfilteredTotal: 2 });
    expect(await get('q=Nunavut&service=veterans')).not.toHaveProperty('unfilteredTotal');
    expect(await get('q=Nunavut')).not.toHaveProperty('unfilteredTotal');
  });
});

describe('/already-cremated', () => {
  it('explains how it works and searches with the filter, without JavaScript', async () => {
    const page = await app.get('/already-cremated');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Already Have the Ashes?');
    expect(page.text).toContain('How it works');
    expect(page.html).toMatch(/<form[^>]*action="\/search" method="get"/);
    expect(page.html).toContain('name="service" value="already-cremated"');
    // What the form sends (the hidden field first).
    const found = await app.get('/search?service=already-cremated&q=Austin');
    expect(found.status).toBe(200);
    expect(found.text).toContain('Showing only partners with: We already have the ashes');
    expect(found.text).toContain('Hill Country Cremation');
    expect(found.text).not.toContain('Plain Chapel');
  });
});

describe('public JSON', () => {
  it('carries the new fields, and not the derived open minutes', async () => {
    const response = await fetch(`${app.baseUrl}/api/partners/${priced.id}`);
    const json = (await response.json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      priceListUrl: 'https://hillcountry.example/prices',
      directCremationFromCents: 129_500,
      priceCheckedOn: '2026-11-03',
      openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
      afterHoursPhone: '(512) 555-0199',
      offersPetCremation: true,
      acceptsCrematedRemains: true,
      offersWitnessedCremation: false,
      servesVeterans: false,
    });
    expect(json).not.toHaveProperty('openingMinutes');
  });
});
