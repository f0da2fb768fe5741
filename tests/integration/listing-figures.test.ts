import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { inquiries, listingDailyCounts, type PartnerRow } from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { LISTING_EVENT_REPEAT_MAX } from '~/modules/listing-stats/listing-stats.api.server';
import { getPortalOverview } from '~/modules/partner-portal/portal.service.server';
import { listPartnersOwnedBy } from '~/modules/partners/partner-own-listing.service.server';
import { createApp } from '../../server/app';
import { createHttpServer } from '../../server/lifecycle.server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

// A listing's figures over the real app and database: the public page's beacon counts views and taps per
// day, crawlers and junk do not count, one client cannot inflate a listing, and the portal's months follow
// the clock across a month boundary.

const IP_MAX = 8;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';
let database: DatabaseHandle;
let context: AppContext;
let server: ReturnType<typeof createHttpServer>;
let baseUrl: string;
let clock = Date.parse('2026-11-20T12:00:00Z');
let listed: PartnerRow;
let other: PartnerRow;
let hidden: PartnerRow;
let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://directory.test',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_LISTING_EVENT_MAX: String(IP_MAX),
  });
  context = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL) };
  server = createHttpServer(createApp({ context, now: () => clock }), env).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  listed = await insertPartner(database.db, { name: 'Cedar Funeral Home', email: 'owner@cedar.example' });
  other = await insertPartner(database.db, { name: 'Spruce Cremation' });
  hidden = await insertPartner(database.db, { name: 'Hidden Home', isActive: false });
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

async function beacon(
  partnerId: string,
  kind: string,
  {
    ip = nextIp(),
    userAgent = BROWSER,
    site = 'same-origin',
    origin,
  }: { ip?: string; userAgent?: string | null; site?: string | null; origin?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (origin) headers.origin = origin;
  if (userAgent) headers['user-agent'] = userAgent;
  if (site) headers['sec-fetch-site'] = site;
  const response = await fetch(`${baseUrl}/api/listing-events/${partnerId}/${kind}`, { method: 'POST', headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function counts(partnerId: string) {
  const rows = await database.db.select().from(listingDailyCounts).where(eq(listingDailyCounts.partnerId, partnerId));
  return Object.fromEntries(rows.map((row) => [`${row.day} ${row.kind}`, row.count]));
}

describe('the listing beacon', () => {
  it('counts a page view and the Directions and Call taps per day (204), keeping nothing about the visitor', async () => {
    for (const kind of ['view', 'view', 'directions', 'call']) {
      const answer = await beacon(listed.id, kind);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(await counts(listed.id)).toEqual({
      '2026-11-20 view': 2,
      '2026-11-20 directions': 1,
      '2026-11-20 call': 1,
    });
    const [row] = await database.db.select().from(listingDailyCounts).limit(1);
    expect(Object.keys(row!).sort()).toEqual(['count', 'day', 'kind', 'partnerId']);
  });

  it('does not count crawlers, clients without a user agent, or another site’s pages', async () => {
    const before = await counts(other.id);
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon(other.id, 'view', { userAgent: googlebot })).status).toBe(204);
    expect((await beacon(other.id, 'view', { userAgent: null })).status).toBe(204);
    const crossSite = await beacon(other.id, 'call', { site: 'cross-site' });
    expect(crossSite.status).toBe(403);
    // A browser without Sec-Fetch-Site still names the page's origin.
    for (const origin of ['https://elsewhere.example', 'null']) {
      expect((await beacon(other.id, 'call', { site: null, origin })).status).toBe(403);
    }
    expect(await counts(other.id)).toEqual(before);
    const own = await insertPartner(database.db, { name: 'Rowan Chapel' });
    expect((await beacon(own.id, 'directions', { site: null, origin: baseUrl })).status).toBe(204);
    expect(await counts(own.id)).toEqual({ '2026-11-20 directions': 1 });
  });

  it('answers junk with 400 naming the field, an unknown or hidden listing with 404, and counts nothing', async () => {
    const badId = await beacon('not-a-uuid', 'view');
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toHaveProperty('partnerId');
    const badKind = await beacon(other.id, 'purchase');
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors).toHaveProperty('kind');
    expect((await beacon('00000000-0000-4000-8000-000000000000', 'view')).status).toBe(404);
    expect((await beacon(hidden.id, 'view')).status).toBe(404);
    expect((await beacon(`${other.id}/view/extra`, 'view')).status).toBe(404);
    expect(await counts(other.id)).toEqual({});
    expect(await counts(hidden.id)).toEqual({});
  });

  it('lets one client add only a few of one kind to a listing, and caps a client overall (429)', async () => {
    const ip = nextIp();
    for (let i = 0; i < LISTING_EVENT_REPEAT_MAX; i += 1)
      expect((await beacon(other.id, 'view', { ip })).status).toBe(204);
    const repeated = await beacon(other.id, 'view', { ip });
    expect(repeated.status).toBe(429);
    expect(Number(repeated.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await counts(other.id))['2026-11-20 view']).toBe(LISTING_EVENT_REPEAT_MAX);

    // The same client, other kinds and listings: the per-client ceiling (IP_MAX hits in 10 minutes) stops it.
    const statuses: number[] = [];
    for (const [partner, kind] of [
      [other, 'call'],
      [other, 'directions'],
      [listed, 'view'],
      [listed, 'call'],
    ] as const) {
      statuses.push((await beacon(partner.id, kind, { ip })).status);
    }
    expect(statuses).toEqual([204, 204, 429, 429]);
    // Another client is not held back.
    expect((await beacon(other.id, 'view')).status).toBe(204);
  });

  it('counts one IPv6 network (/64) as one client: a new address in it adds nothing more', async () => {
    const home = await insertPartner(database.db, { name: 'Larch Memorial' });
    for (let i = 1; i <= LISTING_EVENT_REPEAT_MAX; i += 1)
      expect((await beacon(home.id, 'call', { ip: `2001:db8:77:1::${i}` })).status).toBe(204);
    expect((await beacon(home.id, 'call', { ip: '2001:db8:77:1:abcd::99' })).status).toBe(429);
    expect((await counts(home.id))['2026-11-20 call']).toBe(LISTING_EVENT_REPEAT_MAX);
    // The next network is another client.
    expect((await beacon(home.id, 'call', { ip: '2001:db8:77:2::1' })).status).toBe(204);
  });

  it('loses no count when many arrive at once', async () => {
    const fresh = await insertPartner(database.db, { name: 'Busy Funeral Home' });
    const answers = await Promise.all(Array.from({ length: 25 }, () => beacon(fresh.id, 'view')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(204));
    expect(await counts(fresh.id)).toEqual({ '2026-11-20 view': 25 });
  });
});

describe('the figures a partner reads', () => {
  it('groups counts and inquiries by month across a month boundary, with the last 30 days', async () => {
    const partner = await insertPartner(database.db, { name: 'Maple Memorial', email: 'owner@maple.example' });
    clock = Date.parse('2026-10-31T23:59:30Z');
    expect((await beacon(partner.id, 'view')).status).toBe(204);
    expect((await beacon(partner.id, 'call')).status).toBe(204);
    clock = Date.parse('2026-11-01T00:00:30Z');
    expect((await beacon(partner.id, 'view')).status).toBe(204);
    expect((await beacon(partner.id, 'view')).status).toBe(204);
    expect((await beacon(partner.id, 'directions')).status).toBe(204);
    // Long ago: in no month shown nor in the last 30 days.
    clock = Date.parse('2026-04-30T10:00:00Z');
    expect((await beacon(partner.id, 'view')).status).toBe(204);
    const inquiry = (createdAt: string) => ({
      partnerId: partner.id,
      partnerName: partner.name,
      name: 'A Family',
      email: 'family@example.com',
      message: 'A question',
      createdAt: new Date(createdAt),
    });
    await database.db
      .insert(inquiries)
      .values([inquiry('2026-10-31T23:30:00Z'), inquiry('2026-11-01T00:10:00Z'), inquiry('2026-04-15T00:00:00Z')]);

    const now = new Date('2026-11-01T08:00:00Z');
    const session = {
      token: 'unused',
      email: 'owner@maple.example',
      listings: await listPartnersOwnedBy(database.db, 'owner@maple.example'),
    };
    const { figures } = await getPortalOverview(database.db, session, now);
    const maple = figures.get(partner.id)!;
    expect(maple.recent).toEqual({ views: 3, directions: 1, calls: 1, inquiries: 2 });
    expect(maple.months.map((month) => month.month)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
    ]);
    expect(maple.months[0]).toEqual({ month: '2026-11', views: 2, directions: 1, calls: 0, inquiries: 1 });
    expect(maple.months[1]).toEqual({ month: '2026-10', views: 1, directions: 0, calls: 1, inquiries: 1 });
    expect(maple.months.slice(2).every((month) => month.views + month.calls + month.inquiries === 0)).toBe(true);
    // Another listing's figures are not in this partner's overview.
    expect([...figures.keys()]).toEqual([partner.id]);
  });
});
