import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '~/db/client.server';
import {
  adminActivity,
  inquiries,
  mailOutbox,
  mediaObjects,
  partners,
  type PartnerRow,
  portalChangeRequests,
  portalLinkRequests,
  portalLinks,
} from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { inquiryInputSchema } from '~/modules/inquiries/inquiry.schema';
import { submitInquiry } from '~/modules/inquiries/inquiries.service.server';
import { accessibleListings, type PortalSession } from '~/modules/partner-portal/portal-auth.service.server';
import { LINK_SENT_MESSAGE } from '~/modules/partner-portal/portal-constants';
import { askForNameAddressChange, markInquiryAnswered } from '~/modules/partner-portal/portal.service.server';
import { processLinkRequests } from '~/modules/partner-portal/portal-link-requests.server';
import { hashToken } from '~/modules/partner-portal/portal-tokens.server';
import { sendDueReminders } from '~/modules/partner-portal/portal-reminders.server';
import { loggedPath } from '../../server/request-log.server';
import { insertPartner } from '../factories/partner';
import { solidPng } from '../factories/png';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { decodeEntities, inputValue, visibleText } from '../setup/pages-app';
import { type PortalApp, startPortalApp } from '../setup/portal-app';
import { serverBundle } from '../setup/server-build';

// The partner portal as partners and the office meet it, over the real app, pages and database: sign-in
// links from the outbox (used once, expiring, unforgeable, rate limited, revealing nothing), a chain's
// listings, edits that publish and are recorded, inquiries, reminders, the badge, and the office's access.

const LINK_MAX = 4;
// Two writers at once need two connections: PGlite has one.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let app: PortalApp;
let database: DatabaseHandle;
let context: AppContext;
let baseUrl: string;
let chainA1: PartnerRow;
let chainA2: PartnerRow;
let partnerB: PartnerRow;
let inquiryA: string;
let inquiryB: string;
let admin: { token: string };
let send: PortalApp['send'];

const EMAIL_A = 'owner@chain-a.example';
const EMAIL_B = 'director@home-b.example';

beforeAll(async () => {
  app = await startPortalApp({ env: { RATE_LIMIT_PORTAL_LINK_MAX: String(LINK_MAX), MEDIA_STORE: 'database' } });
  ({ database, context, baseUrl, send } = app);

  // A chain: two locations under one address (typed with other capitals on one of them).
  chainA1 = await insertPartner(database.db, { name: 'Alder Chain North', email: EMAIL_A, phone: '(512) 555-0101' });
  chainA2 = await insertPartner(database.db, { name: 'Alder Chain South', email: 'Owner@Chain-A.example' });
  partnerB = await insertPartner(database.db, { name: 'Birch Home', email: EMAIL_B, phone: '(512) 555-0202' });
  const [a] = await database.db
    .insert(inquiries)
    .values({
      partnerId: chainA1.id,
      partnerName: chainA1.name,
      name: 'Ada Family',
      email: 'ada@family.example',
      phone: '(512) 555-0303',
      message: 'Question for North',
    })
    .returning();
  const [b] = await database.db
    .insert(inquiries)
    .values({
      partnerId: partnerB.id,
      partnerName: partnerB.name,
      name: 'Bea Family',
      email: 'bea@family.example',
      message: 'Private question for Birch',
    })
    .returning();
  inquiryA = a!.id;
  inquiryB = b!.id;
  admin = await createAdminSession(context);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function outboxTo(address: string) {
  const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  return rows.filter((row) => row.toAddress.toLowerCase() === address.toLowerCase());
}

/** The newest sign-in link mailed to this address, as its path (after the link job, as the server runs it). */
async function mailedLink(address: string, kind: 'sign-in' | 'confirm' = 'sign-in'): Promise<string> {
  await processLinkRequests(database.db, { publicUrl: context.env.PUBLIC_URL });
  const [mail] = (await outboxTo(address)).filter((row) => row.textBody.includes(`/partner-portal/${kind}/`));
  const url = mail?.textBody.match(new RegExp(`https://directory\\.test(/partner-portal/${kind}/[\\w-]+)`))?.[1];
  if (!url) throw new Error(`no ${kind} link mailed to ${address}`);
  return url;
}

async function signIn(address: string): Promise<string> {
  const asked = await send('/partner-portal/sign-in', { form: { email: address } });
  expect(asked.status).toBe(303);
  const used = await send(await mailedLink(address), { form: {} });
  expect(used.status).toBe(303);
  expect(used.headers.get('location')).toBe('/partner-portal');
  const cookie = used.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

const csrfOf = (html: string) => decodeEntities(html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '');

async function portal(cookie: string) {
  const page = await send('/partner-portal', { cookie });
  return { ...page, csrf: csrfOf(page.html) };
}

/** What a family's browser sends from a listing's page (decision 034). */
async function beacon(partnerId: string, kind: 'view' | 'directions' | 'call') {
  const response = await send(`/api/listing-events/${partnerId}/${kind}`, {
    method: 'POST',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
  });
  expect(response.status).toBe(204);
}

/** Each figures table's 'Last 30 days' row as 'views directions calls inquiries'. */
const recentFigures = (html: string) =>
  [...html.matchAll(/<th scope="row"[^>]*>Last 30 days<\/th>(.*?)<\/tr>/g)].map((row) => visibleText(row[1]!));

const partnerRow = async (id: string) => (await database.db.select().from(partners).where(eq(partners.id, id)))[0]!;

describe('signing in with an emailed link', () => {
  it('mails a link to an address on a listing and answers the same for an unknown one', async () => {
    const linksBefore = (await database.db.select().from(portalLinks)).length;
    const known = await send('/partner-portal/sign-in', { form: { email: EMAIL_B } });
    const unknown = await send('/partner-portal/sign-in', { form: { email: 'nobody@nowhere.example' } });
    expect(known.status).toBe(303);
    expect(unknown.status).toBe(303);
    expect(known.headers.get('location')).toBe(unknown.headers.get('location'));
    expect(known.html).toBe(unknown.html);
    // Answered before anything depends on the address: each request left the same one row, no link, no mail.
    const waiting = await database.db.select().from(portalLinkRequests);
    expect(waiting.map((row) => row.email).sort()).toEqual([EMAIL_B, 'nobody@nowhere.example']);
    expect(await database.db.select().from(portalLinks)).toHaveLength(linksBefore);
    expect(await outboxTo(EMAIL_B)).toHaveLength(0);
    const page = await send(known.headers.get('location')!);
    expect(page.text).toContain(decodeEntities(LINK_SENT_MESSAGE));
    // The link job then mails the listing's address only, and takes both requests.
    expect(await processLinkRequests(database.db, { publicUrl: context.env.PUBLIC_URL })).toBe(1);
    expect(await database.db.select().from(portalLinkRequests)).toHaveLength(0);
    expect(await outboxTo(EMAIL_B)).toHaveLength(1);
    expect(await outboxTo('nobody@nowhere.example')).toHaveLength(0);
    const stored = await database.db.select().from(portalLinks);
    const token = (await mailedLink(EMAIL_B)).split('/').pop()!;
    // Only the hash is stored.
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('mails the link soon after the answer when the server runs the link job', async () => {
    // The job as the server bundle runs it: the same module instance as the pages, so the request's
    // wake-up reaches it; its poll is far beyond the test, so only that wake-up can start it.
    const { startPortalLinkRequests } = await serverBundle();
    const job = startPortalLinkRequests({
      db: database.db,
      log: context.log,
      publicUrl: context.env.PUBLIC_URL,
      pollMs: 3_600_000,
    });
    try {
      const owner = await insertPartner(database.db, { name: 'Cedar Chapel', email: 'front@cedar.example' });
      expect((await send('/partner-portal/sign-in', { form: { email: owner.email! } })).status).toBe(303);
      await expect.poll(async () => (await outboxTo(owner.email!)).length).toBe(1);
    } finally {
      await job.stop();
    }
  });

  it('names the field of a bad address (400), without sending anything', async () => {
    const page = await send('/partner-portal/sign-in', { form: { email: 'not an email' } });
    expect(page.status).toBe(400);
    expect(page.text).toContain('Enter a valid email address');
  });

  it('signs in once: the cookie is HttpOnly and SameSite=Lax, a second use gets the clear page and no cookie', async () => {
    await send('/partner-portal/sign-in', { form: { email: EMAIL_A } });
    const link = await mailedLink(EMAIL_A);
    const opened = await send(link);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Continue to my listing');
    const used = await send(link, { form: {} });
    expect(used.status).toBe(303);
    const cookie = used.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^portal_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    const again = await send(link, { form: {} });
    expect(again.status).toBe(404);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.text).toContain('This sign-in link cannot be used');
    expect((await send(link)).status).toBe(404);
  });

  it('offers on an expired link’s page to email a new link to the same address, never showing it', async () => {
    const address = 'late-reader@cedar-home.example';
    await insertPartner(database.db, { name: 'Late Reader Cremation', email: address });
    await send('/partner-portal/sign-in', { form: { email: address } });
    const link = await mailedLink(address);
    await database.db
      .update(portalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(portalLinks.email, address)));
    for (const expired of [await send(link), await send(link, { form: {} })]) {
      expect(expired.status).toBe(404);
      expect(expired.headers.get('set-cookie')).toBeNull();
      expect(expired.text).toContain('This sign-in link has expired: for your security, a link works for 20 minutes');
      expect(expired.text).toContain('Email me a new link');
      expect(expired.text).not.toContain(address);
      expect(expired.html).not.toContain('name="email"');
    }

    const asked = await send(link, { form: { intent: 'new-link' } });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/partner-portal/sign-in?sent=1');
    const fresh = await mailedLink(address);
    expect(fresh).not.toBe(link);
    const used = await send(fresh, { form: {} });
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe('/partner-portal');

    // Used now: it says so, with no button that would send another.
    const again = await send(fresh);
    expect(again.text).toContain('This sign-in link cannot be used');
    expect(again.text).not.toContain('Email me a new link');
    expect((await send(fresh, { form: { intent: 'new-link' } })).status).toBe(404);
  });

  it('answers an expired link’s request for a new one under the sign-in form’s rate limits', async () => {
    // An address no longer on any listing: asked for the same way, answered the same way.
    const token = 'expired-link-of-a-former-partner';
    await database.db.insert(portalLinks).values({
      tokenHash: hashToken(token),
      purpose: 'sign-in',
      email: 'former@nowhere.example',
      createdAt: new Date(Date.now() - 3_600_000),
      expiresAt: new Date(Date.now() - 2_400_000),
    });
    const link = `/partner-portal/sign-in/${token}`;
    const answers = [];
    for (let i = 0; i <= LINK_MAX; i += 1) answers.push(await send(link, { form: { intent: 'new-link' } }));
    expect(answers.slice(0, LINK_MAX).map((answer) => answer.headers.get('location'))).toEqual(
      Array(LINK_MAX).fill('/partner-portal/sign-in?sent=1'),
    );
    const refused = answers[LINK_MAX]!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.text).toContain('Too many attempts');
    expect(refused.text).toContain('Email me a new link');
  });

  it('refuses a forged link with the page of a used one, offering no new link', async () => {
    const forged = await send('/partner-portal/sign-in/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { form: {} });
    expect(forged.status).toBe(404);
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(forged.text).toContain('This sign-in link cannot be used');
    expect(forged.text).not.toContain('Email me a new link');
    const waiting = async () => (await database.db.select().from(portalLinkRequests)).length;
    const before = await waiting();
    const asked = await send('/partner-portal/sign-in/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      form: { intent: 'new-link' },
    });
    expect(asked.status).toBe(404);
    expect(await waiting()).toBe(before);
  });

  it('rate limits link requests per client, the same way for known and unknown addresses', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < LINK_MAX; i += 1) {
      const page = await send('/partner-portal/sign-in', {
        form: { email: i % 2 ? EMAIL_B : `x${i}@unknown.example` },
        ip,
      });
      expect(page.status).toBe(303);
    }
    const known = await send('/partner-portal/sign-in', { form: { email: EMAIL_B }, ip });
    const unknown = await send('/partner-portal/sign-in', { form: { email: 'y@unknown.example' }, ip });
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(known.headers.get('retry-after')).toBeTruthy();
    expect(known.text).toContain(`If you cannot wait, write to the office at ${context.env.INQUIRY_EMAIL}.`);
    expect(known.text.replace(/\d+/g, 'N')).toBe(
      unknown.text.replace(/\d+/g, 'N').replace('y@unknown.example', EMAIL_B),
    );
  });

  it('keeps link tokens out of the request log', () => {
    expect(loggedPath('/partner-portal/sign-in/abc_DEF-123?x=1')).toBe('/partner-portal/sign-in/[redacted]');
    expect(loggedPath('/partner-portal/confirm/abc_DEF-123')).toBe('/partner-portal/confirm/[redacted]');
    expect(loggedPath('/partner-portal/sign-in')).toBe('/partner-portal/sign-in');
  });

  it('sends a signed-out visitor of the portal to the sign-in page', async () => {
    const page = await send('/partner-portal');
    expect([302, 303]).toContain(page.status);
    expect(page.headers.get('location')).toBe('/partner-portal/sign-in');
  });
});

describe('a partner in its portal', () => {
  let cookieA = '';
  beforeAll(async () => {
    cookieA = await signIn(EMAIL_A);
  });

  it("shows each of a chain's listings and its inquiries, and nothing of another partner", async () => {
    const page = await portal(cookieA);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.text).toContain('Alder Chain North');
    expect(page.text).toContain('Alder Chain South');
    expect(page.text).toContain('Question for North');
    expect(page.text).toContain('ada@family.example');
    expect(page.text).not.toContain('Birch Home');
    expect(page.text).not.toContain('Private question for Birch');
    expect(page.html).not.toContain(partnerB.id);
    // The inquiries come after every form: up top, how many wait and a link down to them.
    const waiting = page.html.indexOf('href="#inquiries"');
    expect(waiting).toBeGreaterThan(-1);
    expect(waiting).toBeLessThan(page.html.indexOf('name="phone"'));
    expect(page.text).toContain('1 inquiry waiting for your answer');
    expect(page.html).toContain('id="inquiries"');
  });

  it("shows each listing's figures: views, taps and inquiries of the last 30 days and six months", async () => {
    for (const kind of ['view', 'view', 'view', 'directions', 'call'] as const) await beacon(chainA1.id, kind);
    await beacon(chainA2.id, 'view');
    const page = await portal(cookieA);
    expect(recentFigures(page.html)).toEqual(['3 1 1 1', '1 0 0 0']);
    expect(page.html).toContain('<th scope="col"');
    expect(page.text).toContain('Figures');
    const month = new Date().toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(page.text).toContain(`${month} 3 1 1 1`);
    expect(page.text).toContain(
      'Months are calendar months on universal time (UTC), several hours ahead of North American clocks: a visit on a month’s last evening may count in the next month.',
    );
    expect(page.html.match(/<caption/g)).toHaveLength(2);
  });

  it("opens the press release and video tools from each listing with that listing's facts filled in", async () => {
    const page = await portal(cookieA);
    const links = [...page.html.matchAll(/href="(\/partner-tools\/[^"]+)"/g)].map((match) => decodeEntities(match[1]!));
    const forNorth = links.filter((link) => new URL(link, baseUrl).searchParams.get('companyName') === chainA1.name);
    expect(forNorth.map((link) => new URL(link, baseUrl).pathname).sort()).toEqual([
      '/partner-tools/press-release',
      '/partner-tools/video',
    ]);
    expect(links.some((link) => link.includes('Alder+Chain+South'))).toBe(true);

    const release = await send(forNorth.find((link) => link.includes('press-release'))!);
    expect(release.status).toBe(200);
    expect(inputValue(release.html, 'press-release-companyName')).toBe('Alder Chain North');
    expect(inputValue(release.html, 'press-release-contactEmail')).toBe(EMAIL_A);
    expect(inputValue(release.html, 'press-release-contactPhone')).toBe('(512) 555-0101');
    expect(inputValue(release.html, 'press-release-companyAddress')).toBe(
      `${chainA1.address}, ${chainA1.city}, ${chainA1.state} ${chainA1.zipCode}`,
    );
    const video = await send(forNorth.find((link) => link.includes('/video'))!);
    expect(inputValue(video.html, 'video-companyName')).toBe('Alder Chain North');
    expect(inputValue(video.html, 'video-contactPhone')).toBe('(512) 555-0101');
  });

  it('keeps the tools open to anyone: no link, nothing filled; a value the tool refuses starts empty', async () => {
    const plain = await send('/partner-tools/press-release');
    expect(plain.status).toBe(200);
    expect(inputValue(plain.html, 'press-release-companyName')).toBe('');
    const mangled = await send(
      `/partner-tools/video?${new URLSearchParams({ companyName: 'Oak Hall', contactEmail: 'not an email', logoUrl: 'javascript:alert(1)' })}`,
    );
    expect(mangled.status).toBe(200);
    expect(inputValue(mangled.html, 'video-companyName')).toBe('Oak Hall');
    expect(inputValue(mangled.html, 'video-contactEmail')).toBe('');
    expect(inputValue(mangled.html, 'video-logoUrl')).toBe('');
  });

  it('edits the phone: published at once and recorded with the partner as the actor, which the office can undo', async () => {
    const { csrf } = await portal(cookieA);
    const saved = await send('/partner-portal', {
      cookie: cookieA,
      form: {
        csrf,
        intent: 'save',
        partnerId: chainA1.id,
        phone: '(512) 555-0999',
        email: EMAIL_A,
        website: 'alder.example',
        description: 'Family-run since 1950.',
        descriptionFr: 'Entreprise familiale depuis 1950.',
        servicesOffered: 'Cremation\n\nMemorial services\n',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Saved. Families see the new details now.');
    const row = await partnerRow(chainA1.id);
    expect(row.phone).toBe('(512) 555-0999');
    expect(row.descriptionFr).toBe('Entreprise familiale depuis 1950.');
    expect(row.website).toBe('https://alder.example');
    expect(row.servicesOffered).toEqual(['Cremation', 'Memorial services']);
    const publicPage = await fetch(`${baseUrl}/partner/${chainA1.id}`).then((response) => response.text());
    expect(visibleText(publicPage)).toContain('(512) 555-0999');

    const [activity] = await database.db.select().from(adminActivity).where(eq(adminActivity.action, 'portal-edit'));
    expect(activity?.actorKind).toBe('partner');
    expect(activity?.actorEmail).toBe(EMAIL_A);
    const history = await fetch(`${baseUrl}/api/admin/history/partner/${chainA1.id}`, {
      headers: authHeader(admin.token),
    }).then(
      (response) => response.json() as Promise<{ items: { actorKind: string; after: Record<string, unknown> }[] }>,
    );
    expect(history.items[0]?.actorKind).toBe('partner');
    expect(history.items[0]?.after).toMatchObject({ phone: '(512) 555-0999' });

    const undo = await fetch(`${baseUrl}/api/admin/partners/undo/${activity!.id}`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(undo.status).toBe(200);
    expect((await partnerRow(chainA1.id)).phone).toBe('(512) 555-0101');
  });

  it('names the field and reason of a bad edit (400) and changes nothing', async () => {
    const { csrf } = await portal(cookieA);
    const page = await send('/partner-portal', {
      cookie: cookieA,
      form: {
        csrf,
        intent: 'save',
        partnerId: chainA2.id,
        phone: 'call us',
        email: '',
        website: 'ftp://x',
        description: '',
        servicesOffered: '',
      },
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain('Enter a valid phone number, like (512) 555-0142, with an extension after x or ext.');
    expect(page.text).toContain('Email is required: it is how you sign in');
    expect(page.text).toContain('Website must be a valid http(s) URL');
    // Said again by the Save button, where the partner is looking, and only under that listing's form.
    expect(page.text).toContain('3 fields above need a correction: nothing was saved.');
    expect(page.text.split('need a correction').length).toBe(2);
    expect((await partnerRow(chainA2.id)).email).toBe('Owner@Chain-A.example');
  });

  it('confirms a listing is still right: the checked date moves, recorded', async () => {
    await database.db
      .update(partners)
      .set({ informationCheckedAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(partners.id, chainA2.id));
    const { csrf } = await portal(cookieA);
    const page = await send('/partner-portal', {
      cookie: cookieA,
      form: { csrf, intent: 'confirm', partnerId: chainA2.id },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Thank you. The date now says today.');
    expect((await partnerRow(chainA2.id)).informationCheckedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('marks its inquiry as answered', async () => {
    const { csrf } = await portal(cookieA);
    const page = await send('/partner-portal', {
      cookie: cookieA,
      form: { csrf, intent: 'answered', inquiryId: inquiryA },
    });
    expect(page.status).toBe(200);
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiryA));
    expect(row?.status).toBe('answered');
  });

  it('takes back a mark pressed by mistake: the inquiry is back where it stood, recorded', async () => {
    await database.db.update(inquiries).set({ status: 'forwarded' }).where(eq(inquiries.id, inquiryA));
    const status = async () =>
      (await database.db.select().from(inquiries).where(eq(inquiries.id, inquiryA)))[0]?.status;
    const press = async (intent: string) => {
      const { csrf } = await portal(cookieA);
      return send('/partner-portal', { cookie: cookieA, form: { csrf, intent, inquiryId: inquiryA } });
    };
    expect((await press('answered')).status).toBe(200);
    const marked = await portal(cookieA);
    expect(marked.text).toContain('Undo: not answered yet');
    expect(marked.html).toContain('value="unanswered"');
    expect((await press('unanswered')).status).toBe(200);
    expect(await status()).toBe('forwarded');
    expect((await portal(cookieA)).text).toContain('Mark as answered');
    const [undo] = await database.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.summary, 'Marked as not answered yet by the partner (inquiry from Ada Family)'));
    expect(undo).toMatchObject({ actorKind: 'partner', actorEmail: EMAIL_A });
    // Partner B cannot take back A's.
    await press('answered');
    const sessionB: PortalSession = {
      token: 'b',
      email: EMAIL_B,
      listings: await accessibleListings(database.db, EMAIL_B),
    };
    await expect(
      markInquiryAnswered(database.db, { session: sessionB, inquiryId: inquiryA, answered: false }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await status()).toBe('answered');
  });

  it("can neither read nor change partner B's data through any portal route", async () => {
    // B's figures (7 views, 2 calls) are in no table of A's.
    for (let i = 0; i < 7; i += 1) await beacon(partnerB.id, 'view');
    for (let i = 0; i < 2; i += 1) await beacon(partnerB.id, 'call');
    const { csrf, html } = await portal(cookieA);
    expect(recentFigures(html)).toHaveLength(2);
    expect(recentFigures(html).some((row) => row.startsWith('7 '))).toBe(false);
    const before = await partnerRow(partnerB.id);
    const attempts: Record<string, string>[] = [
      {
        intent: 'save',
        partnerId: partnerB.id,
        phone: '(512) 555-0666',
        email: EMAIL_A,
        website: '',
        description: '',
        servicesOffered: 'x',
      },
      { intent: 'confirm', partnerId: partnerB.id },
      { intent: 'remove-logo', partnerId: partnerB.id },
      { intent: 'answered', inquiryId: inquiryB },
    ];
    // The same screens in French (decision 033) answer the same.
    for (const portalPath of ['/partner-portal', '/fr/portail-partenaire']) {
      for (const fields of attempts) {
        const page = await send(portalPath, { cookie: cookieA, form: { csrf, ...fields } });
        expect(page.status, `${portalPath} ${fields.intent}`).toBe(404);
        expect(page.text).not.toContain('Private question for Birch');
      }
    }
    // A logo upload (multipart, a real PNG) naming B's listing: refused before the image is even read.
    const upload = new FormData();
    upload.set('csrf', csrf);
    upload.set('intent', 'logo');
    upload.set('partnerId', partnerB.id);
    upload.set('logo', new Blob([new Uint8Array(solidPng(64, 64, [200, 0, 0]))], { type: 'image/png' }), 'logo.png');
    const uploaded = await send('/partner-portal', { cookie: cookieA, form: upload });
    expect(uploaded.status).toBe(404);
    expect(await database.db.select().from(mediaObjects)).toEqual([]);
    const after = await partnerRow(partnerB.id);
    expect(after.logoKey).toBeNull();
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(after.phone).toBe(before.phone);
    expect(after.email).toBe(before.email);
    expect(after.informationCheckedAt.getTime()).toBe(before.informationCheckedAt.getTime());
    const [inquiry] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiryB));
    expect(inquiry?.status).toBe('pending');
    // The other pages of the portal show nothing of B either.
    for (const path of [
      '/partner-portal/sign-in',
      '/partner-portal',
      '/partner-portal.data',
      '/fr/portail-partenaire/connexion',
      '/fr/portail-partenaire',
      '/fr/portail-partenaire.data',
    ]) {
      const page = await send(path, { cookie: cookieA });
      expect(page.html).not.toContain('Birch');
      expect(page.html).not.toContain(partnerB.id);
    }
  });

  it('refuses a post without the session CSRF token (403) and changes nothing', async () => {
    for (const path of ['/partner-portal', '/fr/portail-partenaire']) {
      for (const csrf of [undefined, 'forged-token']) {
        const form: Record<string, string> = { intent: 'confirm', partnerId: chainA1.id };
        if (csrf) form.csrf = csrf;
        const page = await send(path, { cookie: cookieA, form });
        expect(page.status, path).toBe(403);
      }
    }
  });

  it('lets the office see who has access and revoke it, which ends the session at once', async () => {
    const state = await fetch(`${baseUrl}/api/admin/partner-portal/${chainA1.id}`, {
      headers: authHeader(admin.token),
    }).then((response) => response.json() as Promise<{ email: string; status: string }>);
    expect(state).toMatchObject({ email: EMAIL_A, status: 'signed-in' });
    const revoked = await fetch(`${baseUrl}/api/admin/partner-portal/${chainA1.id}/revoke`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(revoked.status).toBe(200);
    const page = await send('/partner-portal', { cookie: cookieA });
    expect(page.headers.get('location')).toBe('/partner-portal/sign-in');
    // Signed in again, the chain sees only the listing still open to it.
    const cookie = await signIn(EMAIL_A);
    const after = await portal(cookie);
    expect(after.text).toContain('Alder Chain South');
    expect(after.text).not.toContain('Alder Chain North');
    // The first invitation gives access back and mails a link.
    const invited = await fetch(`${baseUrl}/api/admin/partner-portal/${chainA1.id}/invite`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(invited.status).toBe(200);
    expect(((await invited.json()) as { status: string }).status).not.toBe('revoked');
  });

  it('signs out', async () => {
    await insertPartner(database.db, { name: 'Cedar Home', email: 'cedar@home-c.example' });
    const cookie = await signIn('cedar@home-c.example');
    const { csrf } = await portal(cookie);
    const out = await send('/partner-portal', { cookie, form: { csrf, intent: 'sign-out' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/partner-portal/sign-in?signed-out=1');
    expect((await send(out.headers.get('location')!)).text).toContain('You are signed out.');
    expect((await send('/partner-portal', { cookie })).headers.get('location')).toBe('/partner-portal/sign-in');

    // A form sent after the session ended: nothing saved, and the sign-in page says so.
    const late = await send('/partner-portal', {
      cookie,
      form: { csrf, intent: 'save', partnerId: chainA1.id, phone: '(512) 555-0999' },
    });
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe('/partner-portal/sign-in?ended=1');
    expect((await send(late.headers.get('location')!)).text).toContain(
      'Your session ended, so what you just sent was not saved.',
    );
    expect((await partnerRow(chainA1.id)).phone).not.toBe('(512) 555-0999');
  });
});

describe('"Is this still right?" reminders', () => {
  it('mails a small batch per run, never the same listing twice in 90 days, with a single-use confirm link', async () => {
    const old = new Date(Date.now() - 100 * 24 * 60 * 60_000);
    await database.db.update(partners).set({ informationCheckedAt: old });
    const due = (await database.db.select().from(partners)).filter((row) => row.email && row.isActive).length;
    const runs: number[] = [];
    for (let run = 0; run < due; run += 1)
      runs.push(await sendDueReminders(database.db, { publicUrl: 'https://directory.test', batch: 2 }));
    expect(runs[0]).toBe(2);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(due);
    expect(runs.at(-1)).toBe(0);
    const reminders = await database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, 'portal-reminder'));
    expect(new Set(reminders.map((row) => row.subjectId)).size).toBe(due);

    const link = await mailedLink(EMAIL_B, 'confirm');
    expect((await send(link)).text).toContain('Yes, still right');
    // A confirm link is not a sign-in link.
    expect((await send(link.replace('/confirm/', '/sign-in/'), { form: {} })).status).toBe(404);
    const posted = await send(link, { form: {} });
    expect(posted.status).toBe(303);
    const confirmed = await send(posted.headers.get('location')!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('now shows that its information was checked today');
    expect((await partnerRow(partnerB.id)).informationCheckedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const reused = await send(link, { form: {} });
    expect(reused.status).toBe(404);
    expect(reused.text).toContain('This link cannot be used');
  });
});

describe('the office dashboard', () => {
  it('flags active listings nobody confirmed for 180 days', async () => {
    const stats = async () =>
      (await fetch(`${baseUrl}/api/admin/stats`, { headers: authHeader(admin.token) }).then((response) =>
        response.json(),
      )) as {
        staleListings: number;
      };
    const before = (await stats()).staleListings;
    await database.db
      .update(partners)
      .set({ informationCheckedAt: new Date(Date.now() - 181 * 24 * 60 * 60_000) })
      .where(eq(partners.id, chainA1.id));
    expect((await stats()).staleListings).toBe(before + 1);
  });
});

describe('the badge', () => {
  it('is a cacheable SVG without script for a listed partner, 304 when unchanged, 404 otherwise', async () => {
    const response = await fetch(`${baseUrl}/badge/${partnerB.id}.svg`);
    const svg = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(svg).toContain('Authorized partner');
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${baseUrl}/badge/${partnerB.id}.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const hidden = await insertPartner(database.db, { name: 'Hidden Home', isActive: false });
    for (const path of [
      `/badge/${hidden.id}.svg`,
      '/badge/00000000-0000-4000-8000-000000000000.svg',
      '/badge/nope.svg',
    ]) {
      expect((await fetch(baseUrl + path)).status).toBe(404);
    }
  });

  it('speaks French at its French address, which the French portal gives', async () => {
    const response = await fetch(`${baseUrl}/fr/badge/${partnerB.id}.svg`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('>Partenaire autorisé</text>');
    expect(svg).toContain('aria-label="Partenaire autorisé Solace Stones"');
    expect(response.headers.get('etag')).not.toBe(
      (await fetch(`${baseUrl}/badge/${partnerB.id}.svg`)).headers.get('etag'),
    );
    const address = 'direction@salon-badge.example';
    const salon = await insertPartner(database.db, { name: 'Salon Badge', email: address });
    const page = await send('/fr/portail-partenaire', { cookie: await signIn(address) });
    expect(page.html).toContain(`src="/fr/badge/${salon.id}.svg"`);
    expect(decodeEntities(page.html)).toContain(
      `<img src="https://directory.test/fr/badge/${salon.id}.svg" alt="Partenaire autorisé Solace Stones"`,
    );
    expect((await fetch(`${baseUrl}/fr/badge/00000000-0000-4000-8000-000000000000.svg`)).status).toBe(404);
  });
});

describe('a listing whose email changed hands', () => {
  it('shows the new address only the inquiries sent since, whichever way the office changed it', async () => {
    const formerAddress = 'former@cedar.example';
    const newAddress = 'new-owner@cedar.example';
    const cedar = await insertPartner(database.db, { name: 'Cedar Hand-Over Chapel', email: formerAddress });
    const inquiryFor = async (message: string) => {
      const [row] = await database.db
        .insert(inquiries)
        .values({
          partnerId: cedar.id,
          partnerName: cedar.name,
          name: 'Cy Family',
          email: 'cy@family.example',
          message,
        })
        .returning();
      return row!.id;
    };
    const before = await inquiryFor('Sent to the former owner');

    // The office gives the listing a new address; a change of letter case alone would not count.
    const changed = await fetch(`${baseUrl}/api/admin/partners/${cedar.id}`, {
      method: 'PUT',
      headers: { ...authHeader(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ email: newAddress, updatedAt: cedar.updatedAt.toISOString() }),
    });
    expect(changed.status).toBe(200);
    const changedAt = (await partnerRow(cedar.id)).emailChangedAt;
    expect(changedAt).not.toBeNull();
    await database.db.update(partners).set({ email: 'New-Owner@Cedar.example' }).where(eq(partners.id, cedar.id));
    expect((await partnerRow(cedar.id)).emailChangedAt).toEqual(changedAt);
    const after = await inquiryFor('Sent to the new owner');

    const cookie = await signIn(newAddress);
    const page = await portal(cookie);
    expect(page.text).toContain('Sent to the new owner');
    expect(page.text).not.toContain('Sent to the former owner');
    // Its figures count what it may read: one inquiry (views, directions, calls, inquiries).
    expect(recentFigures(page.html)).toEqual(['0 0 0 1']);
    expect(page.text).not.toContain(before);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(changedAt!);
    expect(page.text).toContain(
      `Inquiries sent to Cedar Hand-Over Chapel before ${day}, when its email changed, stay with the office: they went to the former address.`,
    );
    const answered = await send('/partner-portal', {
      cookie,
      form: { csrf: page.csrf, intent: 'answered', inquiryId: before },
    });
    expect(answered.status).toBe(404);
    const [untouched] = await database.db.select().from(inquiries).where(eq(inquiries.id, before));
    expect(untouched?.status).toBe('pending');
    expect(after).not.toBe(before);
  });

  it("acts for a session read before the listing's email changed only on what that address still holds", async () => {
    const former = 'former@elder.example';
    const elder = await insertPartner(database.db, { name: 'Elder Chapel', email: former });
    // What a request of the former holder read as it started: its address and the listings it held then.
    const stale: PortalSession = {
      token: 'read-before-the-change',
      email: former,
      listings: await accessibleListings(database.db, former),
    };
    expect(stale.listings.map((listing) => listing.id)).toEqual([elder.id]);
    await database.db.update(partners).set({ email: 'new@elder.example' }).where(eq(partners.id, elder.id));
    const [sentToNewHolder] = await database.db
      .insert(inquiries)
      .values({
        partnerId: elder.id,
        partnerName: elder.name,
        name: 'Eve Family',
        email: 'eve@family.example',
        message: 'Sent after the change',
      })
      .returning();

    await expect(
      markInquiryAnswered(database.db, { session: stale, inquiryId: sentToNewHolder!.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [untouched] = await database.db.select().from(inquiries).where(eq(inquiries.id, sentToNewHolder!.id));
    expect(untouched?.status).toBe('pending');
    await expect(
      askForNameAddressChange(database.db, {
        session: stale,
        partnerId: elder.id,
        proposed: {
          name: 'Elder Chapel Hijacked',
          address: '1 Main St',
          city: 'Austin',
          state: 'Texas',
          zipCode: '78701',
        },
        officeEmail: context.env.INQUIRY_EMAIL,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await database.db.select().from(portalChangeRequests).where(eq(portalChangeRequests.partnerId, elder.id)),
    ).toEqual([]);
  });

  it('hides an inquiry sent to the former address in the very millisecond of the change', async () => {
    const address = 'new-owner@dogwood.example';
    const dogwood = await insertPartner(database.db, { name: 'Dogwood Chapel', email: address });
    await database.db
      .update(partners)
      .set({ emailChangedAt: sql`'2026-11-20T10:00:00.000600Z'::timestamptz` })
      .where(eq(partners.id, dogwood.id));
    const family = {
      partnerId: dogwood.id,
      partnerName: dogwood.name,
      name: 'Dee Family',
      email: 'dee@family.example',
    };
    await database.db.insert(inquiries).values([
      { ...family, message: 'Sent just before the change', createdAt: sql`'2026-11-20T10:00:00.000300Z'::timestamptz` },
      { ...family, message: 'Sent just after the change', createdAt: sql`'2026-11-20T10:00:00.002000Z'::timestamptz` },
    ]);
    const page = await portal(await signIn(address));
    expect(page.text).toContain('Sent just after the change');
    expect(page.text).not.toContain('Sent just before the change');
  });

  it.runIf(onPostgres)(
    'sends an inquiry made while the change is being written to the new address, which then sees it',
    async () => {
      const formerAddress = 'former@elm.example';
      const newAddress = 'new-owner@elm.example';
      const elm = await insertPartner(database.db, { name: 'Elm Hand-Over Chapel', email: formerAddress });
      // A long write (an import, a bulk edit) has changed the address and not committed yet.
      let written!: () => void;
      const changeWritten = new Promise<void>((resolve) => (written = resolve));
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      const change = database.db.transaction(async (tx) => {
        await tx.update(partners).set({ email: newAddress }).where(eq(partners.id, elm.id));
        written();
        await committing;
      });
      await changeWritten;

      const message = 'Sent while the listing changed hands';
      const sent = submitInquiry(database.db, {
        input: inquiryInputSchema.parse({
          name: 'Eli Family',
          email: 'eli@family.example',
          message,
          partnerId: elm.id,
        }),
        inquiryEmail: 'office@directory.example',
        copyPartner: true,
        confirmation: { answerExpected: 'within two business days', publicUrl: 'http://localhost' },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      commit();
      await change;
      const { body } = await sent;

      const mailed = await database.db
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(eq(mailOutbox.subjectId, body.id));
      expect(mailed.map((mail) => mail.to)).toContain(newAddress);
      expect(mailed.map((mail) => mail.to)).not.toContain(formerAddress);
      const page = await portal(await signIn(newAddress));
      expect(page.text).toContain(message);
    },
  );

  it.runIf(onPostgres)(
    'keeps from the new address an inquiry sent to the former one while a long write had not reached the listing',
    async () => {
      const formerAddress = 'former@fir.example';
      const newAddress = 'new-owner@fir.example';
      const fir = await insertPartner(database.db, { name: 'Fir Hand-Over Chapel', email: formerAddress });
      let began!: () => void;
      const writeBegan = new Promise<void>((resolve) => (began = resolve));
      let inquirySent!: () => void;
      const sentMeanwhile = new Promise<void>((resolve) => (inquirySent = resolve));
      const change = database.db.transaction(async (tx) => {
        await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, fir.id));
        began();
        await sentMeanwhile;
        await tx.update(partners).set({ email: newAddress }).where(eq(partners.id, fir.id));
      });
      await writeBegan;

      const message = 'Sent to the former owner during the import';
      const { body } = await submitInquiry(database.db, {
        input: inquiryInputSchema.parse({
          name: 'Fay Family',
          email: 'fay@family.example',
          message,
          partnerId: fir.id,
        }),
        inquiryEmail: 'office@directory.example',
        copyPartner: true,
        confirmation: { answerExpected: 'within two business days', publicUrl: 'http://localhost' },
      });
      inquirySent();
      await change;

      const mailed = await database.db
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(eq(mailOutbox.subjectId, body.id));
      expect(mailed.map((mail) => mail.to)).toContain(formerAddress);
      const page = await portal(await signIn(newAddress));
      expect(page.text).toContain('Fir Hand-Over Chapel');
      expect(page.text).not.toContain(message);
    },
  );
});

describe("the portal's dates and times", () => {
  it("gives them on the listing's clock: El Paso's, Mountain time, not Texas's Central", async () => {
    const address = 'owner@elm-mountain.example';
    const elPaso = await insertPartner(database.db, {
      name: 'Elm Mountain Chapel',
      email: address,
      city: 'El Paso',
      state: 'Texas',
      zipCode: '79901',
    });
    // 9:30 PM on November 28 in El Paso, 10:30 PM in Austin, November 29 in UTC.
    const lateEvening = new Date('2026-11-29T04:30:00.000Z');
    await database.db.update(partners).set({ informationCheckedAt: lateEvening }).where(eq(partners.id, elPaso.id));
    await database.db.insert(inquiries).values({
      partnerId: elPaso.id,
      partnerName: elPaso.name,
      name: 'Eve Family',
      email: 'eve@family.example',
      message: 'Sent late in the evening',
      createdAt: lateEvening,
    });
    await database.db.insert(portalChangeRequests).values({
      partnerId: elPaso.id,
      requestedBy: address,
      proposed: {
        name: 'Elm Mountain Funeral Chapel',
        address: '1 Mesa St',
        city: 'El Paso',
        state: 'Texas',
        zipCode: '79901',
      },
      createdAt: lateEvening,
    });
    const cookie = await signIn(address);
    const page = await portal(cookie);
    expect(page.text).toMatch(/Families read: Information checked on November 28, 2026 ?\./);
    expect(page.text).toContain('Nov 28, 2026, 9:30 PM MST');
    expect(page.text).toMatch(/Waiting for the office since November 28, 2026/);
    const french = await send('/fr/portail-partenaire', { cookie });
    expect(french.text).toContain('28 nov. 2026, 21 h 30 HNR');
  });
});
