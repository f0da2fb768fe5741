import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, mailOutbox, partners, type PartnerRow } from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { PUBLIC_CACHE_CONTROL } from '~/lib/http-cache';
import { createLogger } from '~/lib/logger.server';
import { processLinkRequests } from '~/modules/partner-portal/portal-link-requests.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import {
  type AppWithPages,
  decodeEntities,
  type PagesApp,
  startAppWithPages,
  startPagesApp,
  visibleText,
} from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * Holiday closures (decision 036) as families and partners meet them, over the real app, pages and database:
 * a partner types its closures in the portal (published at once, recorded, undoable by the office); the
 * partner page lists them in English and French near the hours and in its structured data; on a closed day
 * the page says "Closed today" and the "open now" filter leaves the partner out, by the partner's own clock;
 * so do its cards on city and search pages, and no cache keeps the badge past the partner's midnight (decision 038).
 */

const PUBLIC_URL = 'https://directory.test';
const EMAIL = 'owner@pecan.example';

/** The app's clock: the real one while signing in (links and sessions expire), fixed for what pages say. */
let clock: number | null = null;
let database: DatabaseHandle;
let context: AppContext;
let app: PagesApp;
let pecan: PartnerRow;
let cookie = '';
let admin = { token: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL });
  context = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL) };
  const austin = { city: 'Austin', state: 'Texas', zipCode: '78701' };
  // Open around the clock, so only a closure can make them closed.
  pecan = await insertPartner(database.db, { ...austin, name: 'Pecan Cremation', email: EMAIL, openingHours: '24/7' });
  await insertPartner(database.db, { ...austin, name: 'Live Oak Chapel', openingHours: '24/7' });
  app = await startPagesApp(database, PUBLIC_URL, { now: () => clock ?? Date.now() });
  admin = await createAdminSession(context);
  cookie = await signIn();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function post(path: string, form: Record<string, string>, withCookie = cookie) {
  const response = await fetch(app.baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(withCookie ? { cookie: withCookie } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: visibleText(html) };
}

async function signIn(): Promise<string> {
  expect((await post('/partner-portal/sign-in', { email: EMAIL }, '')).status).toBe(303);
  await processLinkRequests(database.db, { publicUrl: PUBLIC_URL });
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, EMAIL))
    .orderBy(desc(mailOutbox.createdAt));
  const path = mail?.textBody.match(/https:\/\/directory\.test(\/partner-portal\/sign-in\/[\w-]+)/)?.[1];
  if (!path) throw new Error('no sign-in link mailed');
  const used = await post(path, {}, '');
  expect(used.status).toBe(303);
  return (used.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function portal() {
  const response = await fetch(`${app.baseUrl}/partner-portal`, { headers: { cookie } });
  const html = await response.text();
  return { html, text: visibleText(html), csrf: decodeEntities(html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '') };
}

/** The portal's own-listing form as the page sends it, with `closures` as typed. */
async function saveClosures(closures: string | null) {
  const { csrf } = await portal();
  return post('/partner-portal', {
    csrf,
    intent: 'save',
    partnerId: pecan.id,
    phone: pecan.phone,
    email: EMAIL,
    website: '',
    description: '',
    servicesOffered: 'Cremation',
    priceListUrl: '',
    directCremationFrom: '',
    openingHours: '24/7',
    ...(closures === null ? {} : { closures }),
    afterHoursPhone: '',
  });
}

const englishPage = () => app.get(`/state/texas/city/austin/${pecan.id}`);
const frenchPage = () => app.get(`/fr/etat/texas/ville/austin/${pecan.id}`);
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('');

describe('a partner enters its holiday closures in the portal', () => {
  it('refuses a date that does not exist, naming it, and changes nothing', async () => {
    const refused = await saveClosures('2026-12-25 Christmas Day\n2026-12-32 Boxing Day');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Closure "2026-12-32 Boxing Day": 2026-12-32 is not a real date');
    // What was typed stays in the box, to be corrected.
    expect(refused.html).toMatch(/<textarea[^>]*name="closures"[^>]*>2026-12-25 Christmas Day\n2026-12-32 Boxing Day</);
    const [row] = await database.db.select().from(partners).where(eq(partners.id, pecan.id));
    expect(row?.closures).toEqual([]);
  });

  it('publishes them at once, recorded with the partner as the one who changed them', async () => {
    const saved = await saveClosures(
      '2026-12-25 Christmas Day\n2026-12-31..2027-01-01 New Year\n2027-01-15 Staff training',
    );
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Saved. Families see the new details now.');
    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.action, 'portal-edit'), eq(adminActivity.actorKind, 'partner')))
      .orderBy(desc(adminActivity.at));
    expect(activity?.actorEmail).toBe(EMAIL);
    // The portal shows them back one a line.
    expect((await portal()).html).toMatch(
      /<textarea[^>]*name="closures"[^>]*>2026-12-25 Christmas Day\n2026-12-31\.\.2027-01-01 New Year\n2027-01-15 Staff training</,
    );
  });

  it('shows them near the hours in English and French, in the structured data too', async () => {
    // Sunday 2026-12-20, noon in Austin.
    clock = Date.parse('2026-12-20T18:00:00Z');
    const english = await englishPage();
    expect(english.text).toContain('Opening hours Open now');
    expect(english.text).toContain('Upcoming closures');
    expect(english.text).toContain('Closed Friday, December 25 (Christmas Day)');
    expect(english.text).toContain('Closed Thursday, December 31 to Friday, January 1, 2027 (New Year)');
    const jsonLd = jsonLdOf(english.html);
    expect(jsonLd).toContain('"specialOpeningHoursSpecification"');
    expect(jsonLd).toContain('"validFrom":"2026-12-25","validThrough":"2026-12-25","opens":"00:00","closes":"00:00"');

    const french = await frenchPage();
    expect(french.status).toBe(200);
    expect(french.text).toContain('Fermetures à venir');
    // A holiday the directory knows reads in French; the partner's other words stay English, marked so.
    expect(french.text).toContain('Fermé le vendredi 25 décembre (Noël)');
    expect(french.text).toContain('Fermé du jeudi 31 décembre au vendredi 1er janvier 2027 (Jour de l’An)');
    // …and, as a description with no French, says so in French.
    expect(french.html).toContain(
      '<span class="text-muted" lang="en"> (Staff training)</span><span class="text-muted text-sm"> — en anglais seulement</span>',
    );
    expect(french.text).toContain('Fermé le vendredi 15 janvier 2027 (Staff training) — en anglais seulement');
    expect(french.text.match(/en anglais seulement/g)).toHaveLength(1);
    expect(french.text).not.toContain('Christmas Day');
    expect(jsonLdOf(french.html)).toContain('"name":"Noël"');
    expect(english.html).toContain('<span class="text-muted"> (Staff training)</span>');
    expect(english.text).not.toContain('only in English');
  });

  it('says "Closed today" on the day, by the partner’s clock, and drops past closures', async () => {
    // 11:59 PM on December 24 in Austin (05:59 UTC on the 25th): still open.
    clock = Date.parse('2026-12-25T05:59:00Z');
    expect((await englishPage()).text).toContain('Opening hours Open now');
    // Midnight in Austin: Christmas Day has begun there.
    clock = Date.parse('2026-12-25T06:00:00Z');
    const christmas = await englishPage();
    expect(christmas.text).toContain('Opening hours Closed today');
    // Friday's row says so too, rather than the usual hours.
    expect(christmas.text).toContain('Friday (today) Closed');
    expect((await frenchPage()).text).toContain('Heures d’ouverture Fermé aujourd’hui');
    // December 26: Christmas is past and no longer listed; New Year still is.
    clock = Date.parse('2026-12-26T18:00:00Z');
    const after = await englishPage();
    expect(after.text).toContain('Opening hours Open now');
    expect(after.text).not.toContain('Christmas Day');
    expect(after.text).toContain('Closed Thursday, December 31');
  });
});

describe('the "open now" filter on a closed day', () => {
  it('leaves out a partner whose closure covers the local day, and only that day', async () => {
    clock = Date.parse('2026-12-25T15:00:00Z');
    const christmas = await app.get('/state/texas/city/austin?service=open-now');
    expect(christmas.status).toBe(200);
    expect(christmas.text).toContain('Live Oak Chapel');
    expect(christmas.text).not.toContain('Pecan Cremation');
    const french = await app.get('/fr/etat/texas/ville/austin?service=open-now');
    expect(french.text).toContain('Live Oak Chapel');
    expect(french.text).not.toContain('Pecan Cremation');
    // The last minute of December 24 in Austin: both open.
    clock = Date.parse('2026-12-25T05:59:00Z');
    const eve = await app.get('/state/texas/city/austin?service=open-now');
    expect(eve.text).toContain('Live Oak Chapel');
    expect(eve.text).toContain('Pecan Cremation');
    // January 1 (the range's last day) closed; January 2 open again.
    clock = Date.parse('2027-01-01T18:00:00Z');
    expect((await app.get('/state/texas/city/austin?service=open-now')).text).not.toContain('Pecan Cremation');
    clock = Date.parse('2027-01-02T18:00:00Z');
    expect((await app.get('/state/texas/city/austin?service=open-now')).text).toContain('Pecan Cremation');
  });
});

describe('the office undoes the partner’s edit', () => {
  it('brings the closures back as they were, and the page no longer lists them', async () => {
    clock = null;
    const headers = authHeader(admin.token);
    const list = (await fetch(`${app.baseUrl}/api/admin/activity?entity=partner`, { headers }).then((response) =>
      response.json(),
    )) as { items: { id: string; action: string; undoable: boolean }[] };
    const edit = list.items.find((item) => item.action === 'portal-edit');
    expect(edit?.undoable).toBe(true);
    const undone = await fetch(`${app.baseUrl}/api/admin/partners/undo/${edit!.id}`, { method: 'POST', headers });
    expect(undone.status).toBe(200);
    const [row] = await database.db.select().from(partners).where(eq(partners.id, pecan.id));
    expect(row?.closures).toEqual([]);
    clock = Date.parse('2026-12-20T18:00:00Z');
    const page = await englishPage();
    expect(page.text).toContain('Opening hours Open now');
    expect(page.text).not.toContain('Upcoming closures');
    expect(jsonLdOf(page.html)).not.toContain('specialOpeningHoursSpecification');
  });
});

describe('a portal form without the closures box', () => {
  it('leaves the closures as they are (a page loaded before the box existed)', async () => {
    clock = null;
    expect((await saveClosures('2026-12-25 Christmas Day')).status).toBe(200);
    expect((await saveClosures(null)).status).toBe(200);
    const [row] = await database.db.select().from(partners).where(eq(partners.id, pecan.id));
    expect(row?.closures).toEqual([{ from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' }]);
  });
});

/** Where `words` first stands in `text`, the partner whose name comes last before it (its card). */
function cardSaying(text: string, words: string, names: readonly string[]): string | null {
  const at = text.indexOf(words);
  if (at === -1) return null;
  const before = text.slice(0, at);
  return [...names].sort((a, b) => before.lastIndexOf(b) - before.lastIndexOf(a))[0] ?? null;
}
const countOf = (text: string, words: string) => text.split(words).length - 1;
const AUSTIN_NAMES = ['Pecan Cremation', 'Live Oak Chapel', 'Bluebonnet Funeral Home'];

describe('"Closed today" on the cards of city and search pages', () => {
  // Pecan is closed on December 25 (the block above left it so); Live Oak never is.
  beforeAll(async () => {
    const [row] = await database.db.select().from(partners).where(eq(partners.id, pecan.id));
    expect(row?.closures).toEqual([{ from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' }]);
    await insertPartner(database.db, {
      name: 'Bluebonnet Funeral Home',
      city: 'Dallas',
      state: 'Texas',
      zipCode: '75201',
    });
  });

  it('shows it on the closed partner’s card only, in English and French', async () => {
    // Noon on Christmas Day in Austin.
    clock = Date.parse('2026-12-25T18:00:00Z');
    const city = await app.get('/state/texas/city/austin');
    expect(city.status).toBe(200);
    expect(countOf(city.text, 'Closed today')).toBe(1);
    expect(cardSaying(city.text, 'Closed today', AUSTIN_NAMES)).toBe('Pecan Cremation');
    const frenchCity = await app.get('/fr/etat/texas/ville/austin');
    expect(frenchCity.status).toBe(200);
    expect(countOf(frenchCity.text, 'Fermé aujourd’hui')).toBe(1);
    expect(cardSaying(frenchCity.text, 'Fermé aujourd’hui', AUSTIN_NAMES)).toBe('Pecan Cremation');

    const search = await app.get('/search?q=78701');
    expect(search.status).toBe(200);
    expect(search.text).toContain('Live Oak Chapel');
    expect(countOf(search.text, 'Closed today')).toBe(1);
    expect(cardSaying(search.text, 'Closed today', AUSTIN_NAMES)).toBe('Pecan Cremation');
    const frenchSearch = await app.get('/fr/recherche?q=78701');
    expect(countOf(frenchSearch.text, 'Fermé aujourd’hui')).toBe(1);
    expect(cardSaying(frenchSearch.text, 'Fermé aujourd’hui', AUSTIN_NAMES)).toBe('Pecan Cremation');

    // "Use my location" near Austin: the API names who is closed, with the card's words.
    const nearby = (await fetch(`${app.baseUrl}/api/search/nearby`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latitude: 30.27, longitude: -97.74, locale: 'fr' }),
    }).then((response) => response.json())) as { closedToday: string[]; cardMessages: Record<string, unknown> };
    expect(nearby.closedToday).toEqual([pecan.id]);
    expect(JSON.stringify(nearby.cardMessages)).toContain('Fermé aujourd’hui');

    // December 26: nobody is closed.
    clock = Date.parse('2026-12-26T18:00:00Z');
    expect((await app.get('/state/texas/city/austin')).text).not.toContain('Closed today');
    expect((await app.get('/search?q=78701')).text).not.toContain('Closed today');
  });
});

describe('cached city pages and the partner’s midnight', () => {
  let cached: AppWithPages;
  const get = async (path: string, etag?: string) => {
    const response = await fetch(cached.baseUrl + path, {
      redirect: 'manual',
      // A browser, not a crawler (Node's own user agent counts as a bot): the variant people get.
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', ...(etag ? { 'if-none-match': etag } : {}) },
    });
    const html = await response.text();
    return { status: response.status, headers: response.headers, text: visibleText(html) };
  };

  beforeAll(async () => {
    // The in-process copies on, as in production.
    cached = await startAppWithPages(database, {
      env: { PUBLIC_URL },
      now: () => clock ?? Date.now(),
      publicCacheTtlMs: 60_000,
    });
  });
  afterAll(async () => {
    await cached?.close();
  });

  it('keeps a page with no closure today exactly as cacheable as any other', async () => {
    // December 20 and December 26 at noon: no badge, the same validator and policy both days.
    clock = Date.parse('2026-12-20T18:00:00Z');
    const before = await get('/state/texas/city/austin');
    expect(before.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    clock = Date.parse('2026-12-26T18:00:00Z');
    const after = await get('/state/texas/city/austin');
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(after.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get('/state/texas/city/austin', before.headers.get('etag')!)).status).toBe(304);

    // Dallas has no partner with closures: on Christmas Day, and in the minute before Austin's midnight,
    // its page keeps its one ETag and the usual policy.
    clock = Date.parse('2026-12-20T18:00:00Z');
    const dallas = await get('/state/texas/city/dallas');
    expect(dallas.status).toBe(200);
    for (const at of ['2026-12-25T05:59:30Z', '2026-12-25T18:00:00Z', '2026-12-26T05:59:45Z']) {
      clock = Date.parse(at);
      const page = await get('/state/texas/city/dallas');
      expect(page.headers.get('etag')).toBe(dallas.headers.get('etag'));
      expect(page.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it('shows the badge from the partner’s midnight, with a new ETag, and no cache keeps the day before', async () => {
    // 11:59:30 PM on December 24 in Austin: no badge yet, and a CDN may keep the page only to midnight.
    clock = Date.parse('2026-12-25T05:59:30Z');
    const eve = await get('/state/texas/city/austin');
    expect(eve.text).not.toContain('Closed today');
    expect(eve.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    clock = Date.parse('2026-12-25T05:59:50Z');
    const copy = await get('/state/texas/city/austin');
    expect(copy.headers.get('x-cache')).toBe('HIT');
    expect(copy.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');

    // Midnight in Austin: the copy and the validator of December 24 are not used.
    clock = Date.parse('2026-12-25T06:00:00Z');
    const christmas = await get('/state/texas/city/austin');
    expect(christmas.headers.get('x-cache')).not.toBe('HIT');
    expect(christmas.text).toContain('Closed today');
    expect(christmas.headers.get('etag')).not.toBe(eve.headers.get('etag'));
    expect(christmas.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get('/state/texas/city/austin', eve.headers.get('etag')!)).status).toBe(200);
    expect((await get('/state/texas/city/austin', christmas.headers.get('etag')!)).status).toBe(304);
    // Kept during the day.
    clock = Date.parse('2026-12-25T18:00:00Z');
    const noon = await get('/state/texas/city/austin');
    expect(noon.headers.get('x-cache')).toBe('HIT');
    expect(noon.headers.get('etag')).toBe(christmas.headers.get('etag'));
  });

  it('drops the badge at the end of the partner’s day, from the copy and the validator alike', async () => {
    clock = Date.parse('2026-12-26T05:59:00Z');
    const lastMinute = await get('/state/texas/city/austin');
    expect(lastMinute.text).toContain('Closed today');
    expect(lastMinute.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    clock = Date.parse('2026-12-26T05:59:40Z');
    expect((await get('/state/texas/city/austin')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=20');
    // The French page too.
    clock = Date.parse('2026-12-26T05:59:59Z');
    expect((await get('/fr/etat/texas/ville/austin')).text).toContain('Fermé aujourd’hui');

    // Midnight ending December 25 in Austin (still 11 PM in Denver, 1 AM in New York).
    clock = Date.parse('2026-12-26T06:00:00Z');
    const after = await get('/state/texas/city/austin');
    expect(after.headers.get('x-cache')).not.toBe('HIT');
    expect(after.text).not.toContain('Closed today');
    expect(after.headers.get('etag')).not.toBe(lastMinute.headers.get('etag'));
    expect((await get('/state/texas/city/austin', lastMinute.headers.get('etag')!)).status).toBe(200);
    const french = await get('/fr/etat/texas/ville/austin');
    expect(french.headers.get('x-cache')).not.toBe('HIT');
    expect(french.text).not.toContain('Fermé aujourd’hui');
  });
});

describe('a save leaves out the closures already over', () => {
  it('by the partner’s own calendar, as the hint promises, and says so', async () => {
    // 9 PM on December 25 in Austin, already December 26 in UTC: Christmas Day is still the partner's today.
    clock = Date.parse('2026-12-26T03:00:00Z');
    const saved = await saveClosures('2026-12-24 Christmas Eve\n2026-12-25 Christmas Day\n2026-12-31 New Year');
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Saved. Families see the new details now. Closures already over were left out.');
    const [row] = await database.db.select().from(partners).where(eq(partners.id, pecan.id));
    expect(row?.closures).toEqual([
      { from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' },
      { from: '2026-12-31', to: '2026-12-31', note: 'New Year' },
    ]);
    // What the box shows back is what was saved.
    expect(saved.html).toMatch(/<textarea[^>]*name="closures"[^>]*>2026-12-25 Christmas Day\n2026-12-31 New Year</);

    // Nothing past: the usual message alone.
    const again = await saveClosures('2026-12-25 Christmas Day\n2026-12-31 New Year');
    expect(again.status).toBe(200);
    expect(again.text).toContain('Saved. Families see the new details now.');
    expect(again.text).not.toContain('Closures already over');
  });
});
