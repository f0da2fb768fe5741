import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, mailOutbox, partners, type PartnerRow } from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { processLinkRequests } from '~/modules/partner-portal/portal-link-requests.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { decodeEntities, type PagesApp, startPagesApp, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * Holiday closures (decision 036) as families and partners meet them, over the real app, pages and database:
 * a partner types its closures in the portal (published at once, recorded, undoable by the office); the
 * partner page lists them in English and French near the hours and in its structured data; on a closed day
 * the page says "Closed today" and the "open now" filter leaves the partner out, by the partner's own clock.
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
    const saved = await saveClosures('2026-12-25 Christmas Day\n2026-12-31..2027-01-01 New Year');
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
      /<textarea[^>]*name="closures"[^>]*>2026-12-25 Christmas Day\n2026-12-31\.\.2027-01-01 New Year</,
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
    expect(french.text).toContain('Fermé le vendredi 25 décembre (Christmas Day)');
    expect(french.text).toContain('Fermé du jeudi 31 décembre au vendredi 1er janvier 2027 (New Year)');
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
