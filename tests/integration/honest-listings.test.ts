import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase, migrationsFolder } from '~/db/migrate.server';
import { adminActivity, adminChanges, corrections, partners, type PartnerRow } from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { type AppWithPages, decodeEntities, startAppWithPages, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// Honest listings as a family and the office meet them: the partner page (no invented rating, the date the
// listing was checked, 'Report a correction'), the correction form posted as a browser without JavaScript
// does, and the admin queue and check action over the real API, on one real app and database.

let app: AppWithPages;
let database: DatabaseHandle;
let context: AppContext;
let baseUrl: string;
let rated: PartnerRow;
let defaultFive: PartnerRow;
let inactive: PartnerRow;
let admin: { token: string; username: string };
let editor: { token: string; username: string };

const CHECKED_AT = new Date('2026-11-25T15:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a proxy on loopback: X-Forwarded-For names the client, so tests can be different families.
  app = await startAppWithPages(database, { env: { TRUST_PROXY: 'loopback' } });
  ({ context, baseUrl } = app);

  rated = await insertPartner(database.db, {
    name: 'Hill Country Cremation',
    googleRating: 4.6,
    googleReviewCount: 87,
  });
  // What the admin form's defaults leave behind: 5 stars, 0 reviews.
  defaultFive = await insertPartner(database.db, {
    name: 'Default Five Chapel',
    googleRating: 5,
    googleReviewCount: 0,
    yelpRating: 5,
    yelpReviewCount: 0,
  });
  inactive = await insertPartner(database.db, { name: 'Closed Chapel', isActive: false });
  await database.db.update(partners).set({ informationCheckedAt: CHECKED_AT }).where(eq(partners.id, rated.id));
  admin = await createAdminSession(context);
  editor = await createAdminSession(context, { role: 'editor' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function getPage(path: string) {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: visibleText(html) };
}

/** The partner page, following its one redirect to the canonical URL. */
async function partnerPage(partner: PartnerRow) {
  const response = await fetch(`${baseUrl}/partner/${partner.id}`);
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

/** The form as a browser without JavaScript posts it. */
async function postCorrection(partnerId: string, fields: Record<string, string>, ip = '203.0.113.1') {
  const response = await fetch(`${baseUrl}/partner/${partnerId}/correction`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: visibleText(html) };
}

async function api(path: string, { method = 'GET', token = admin.token }: { method?: string; token?: string } = {}) {
  const response = await fetch(baseUrl + path, { method, headers: authHeader(token) });
  return { status: response.status, body: (await response.json()) as any };
}

const storedFor = (partnerId: string) =>
  database.db.select().from(corrections).where(eq(corrections.partnerId, partnerId));

function businessJsonLd(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  return blocks.flat().find((node: { '@type'?: string }) => node['@type'] === 'LocalBusiness');
}

describe('the partner page', () => {
  it('shows the date the information was checked and a link to report a correction', async () => {
    const page = await partnerPage(rated);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Information checked on November 25, 2026');
    expect(page.html).toContain(`href="/partner/${rated.id}/correction"`);
    expect(page.text).toContain('Report a correction');
  });

  it('shows no stars and marks up no rating for a partner whose 5 stars rest on 0 reviews', async () => {
    const page = await partnerPage(defaultFive);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Rated 5 out of 5');
    expect(page.text).not.toContain('5.0');
    expect(page.text).toContain('Google reviews being updated');
    const business = businessJsonLd(page.html);
    expect(business).toBeDefined();
    expect(business).not.toHaveProperty('aggregateRating');
    expect(business).not.toHaveProperty('priceRange');
  });

  it("says in one sentence what 'Featured' means where it appears", async () => {
    const featured = await insertPartner(database.db, { name: 'Featured Chapel', isPriority: true });
    const page = await partnerPage(featured);
    expect(page.text).toContain('Featured Partner');
    expect(page.text).toContain(
      'Featured partners are chosen by the Solace Stones team to be shown first; being featured is not a rating or a review.',
    );
    expect((await partnerPage(rated)).text).not.toContain('Featured partners are chosen');
  });

  it('still shows a real Google rating, but never as rating markup', async () => {
    const page = await partnerPage(rated);
    expect(page.text).toContain('4.6');
    expect(page.text).toContain('87 reviews');
    expect(businessJsonLd(page.html)).not.toHaveProperty('aggregateRating');
  });
});

describe('Report a correction without JavaScript', () => {
  it('is a page with a real form posting to itself, kept out of search results', async () => {
    const page = await getPage(`/partner/${rated.id}/correction`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Report a correction');
    expect(page.text).toContain('Hill Country Cremation');
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    expect(page.html).toContain('name="message"');
    expect(page.html).toContain('name="contactEmail"');
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
  });

  it('stores a valid report and says thank you and what happens next', async () => {
    const sent = await postCorrection(rated.id, {
      message: 'The phone number is now (512) 555-0199.',
      contactEmail: 'sam@example.org',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/partner/${rated.id}/correction?sent=1`);
    const [row] = await storedFor(rated.id);
    expect(row).toMatchObject({
      partnerName: 'Hill Country Cremation',
      message: 'The phone number is now (512) 555-0199.',
      contactEmail: 'sam@example.org',
      status: 'new',
    });
    const thanks = await getPage(sent.headers.get('location')!);
    expect(thanks.text).toContain('Thank you');
    expect(thanks.text).toContain('We check every report with the partner before we change the listing');
  });

  it('refuses a short message, a bad email and 10,000 characters with the same messages as the form, storing nothing', async () => {
    const partner = await insertPartner(database.db, { name: 'Validation Chapel' });
    const short = await postCorrection(partner.id, { message: 'wrong', contactEmail: '' }, '203.0.113.20');
    expect(short.status).toBe(400);
    expect(short.text).toContain('Please say a little more (at least 10 characters)');
    const empty = await postCorrection(partner.id, { message: '   ', contactEmail: '' }, '203.0.113.20');
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Tell us what is wrong');
    const badEmail = await postCorrection(
      partner.id,
      { message: 'The address moved to 5th Street.', contactEmail: 'not-an-email' },
      '203.0.113.20',
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toContain('Enter a valid email address');
    // What was typed comes back in the form, as text.
    expect(badEmail.html).toContain('The address moved to 5th Street.');
    const huge = await postCorrection(
      partner.id,
      { message: `<script>alert(1)</script>${'x'.repeat(10_000)}` },
      '203.0.113.20',
    );
    expect(huge.status).toBe(400);
    expect(huge.text).toContain('Please keep it under 2,000 characters');
    expect(huge.html).not.toContain('<script>alert(1)</script>');
    // Far over any real report: refused before the body is read.
    const flood = await postCorrection(partner.id, { message: 'x'.repeat(200_000) }, '203.0.113.20');
    expect(flood.status).toBe(413);
    expect(flood.text).toContain('That is too long to send');
    expect(await storedFor(partner.id)).toEqual([]);
  });

  it('keeps a link or a script as plain text, never as markup', async () => {
    const partner = await insertPartner(database.db, { name: 'Plain Text Chapel' });
    const message = '<script>alert(1)</script> see <a href="https://spam.example">https://spam.example</a>';
    expect((await postCorrection(partner.id, { message }, '203.0.113.30')).status).toBe(303);
    const [row] = await storedFor(partner.id);
    expect(row?.message).toBe(message);
    const queue = await api('/api/admin/corrections?status=new');
    expect(queue.body.items.find((item: { partnerId: string }) => item.partnerId === partner.id)?.message).toBe(
      message,
    );
  });

  it('limits reports per sender: the sixth in an hour is refused with the time to wait', async () => {
    const partner = await insertPartner(database.db, { name: 'Busy Chapel' });
    for (let index = 0; index < 5; index += 1) {
      const ok = await postCorrection(partner.id, { message: `Report number ${index} about hours.` }, '198.51.100.7');
      expect(ok.status).toBe(303);
    }
    const refused = await postCorrection(partner.id, { message: 'One more report about hours.' }, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.text).toMatch(/Too many attempts\. Try again in \d+ minutes?\./);
    // Another family is not held up by this one.
    expect((await postCorrection(partner.id, { message: 'A different sender writes.' }, '198.51.100.8')).status).toBe(
      303,
    );
    expect(await storedFor(partner.id)).toHaveLength(6);
  });

  it('limits reports per partner, whoever sends them', async () => {
    const partner = await insertPartner(database.db, { name: 'Targeted Chapel' });
    for (let index = 0; index < 20; index += 1) {
      const ok = await postCorrection(
        partner.id,
        { message: `Campaign report ${index} here.` },
        `192.0.2.${index + 1}`,
      );
      expect(ok.status).toBe(303);
    }
    const refused = await postCorrection(partner.id, { message: 'Campaign report 21 here.' }, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('Too many attempts');
    expect(await storedFor(partner.id)).toHaveLength(20);
  });

  it('answers 404 for a partner that does not exist or is not listed, and stores nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await getPage(`/partner/${missing}/correction`)).status).toBe(404);
    expect((await postCorrection(missing, { message: 'This partner does not exist.' }, '203.0.113.40')).status).toBe(
      404,
    );
    expect((await postCorrection(inactive.id, { message: 'This partner is not listed.' }, '203.0.113.40')).status).toBe(
      404,
    );
    expect(await storedFor(missing)).toEqual([]);
    expect(await storedFor(inactive.id)).toEqual([]);
  });
});

describe('the admin corrections queue', () => {
  it('lists new reports first and accepts one, recorded in the same transaction', async () => {
    const partner = await insertPartner(database.db, { name: 'Queue Chapel' });
    await postCorrection(partner.id, { message: 'The website link is broken.' }, '203.0.113.50');
    await postCorrection(partner.id, { message: 'Cremation is no longer offered.' }, '203.0.113.50');
    const list = await api('/api/admin/corrections');
    expect(list.status).toBe(200);
    const mine = list.body.items.filter((item: { partnerId: string }) => item.partnerId === partner.id);
    expect(mine.map((item: { message: string }) => item.message)).toEqual([
      'Cremation is no longer offered.',
      'The website link is broken.',
    ]);
    const stats = await api('/api/admin/stats');
    expect(stats.body.newCorrections).toBe(list.body.newCount);

    const accepted = await api(`/api/admin/corrections/${mine[1].id}/accept`, { method: 'POST' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', handledByName: admin.username });
    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityType, 'correction'), eq(adminActivity.action, 'accept')));
    expect(activity).toMatchObject({ actorName: admin.username, summary: 'Accepted a correction to Queue Chapel' });
    const [change] = await database.db.select().from(adminChanges).where(eq(adminChanges.activityId, activity!.id));
    expect(change).toMatchObject({ entityId: mine[1].id, before: { status: 'new' }, after: { status: 'accepted' } });

    // Handled ones go below the new ones.
    const after = await api('/api/admin/corrections');
    const statuses = after.body.items.map((item: { status: string }) => item.status);
    expect(statuses.indexOf('accepted')).toBeGreaterThan(statuses.lastIndexOf('new'));
  });

  it('lets an editor dismiss a report, once', async () => {
    const partner = await insertPartner(database.db, { name: 'Dismiss Chapel' });
    await postCorrection(partner.id, { message: 'I think the name is spelt wrong.' }, '203.0.113.60');
    const [row] = await storedFor(partner.id);
    const dismissed = await api(`/api/admin/corrections/${row!.id}/dismiss`, { method: 'POST', token: editor.token });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.status).toBe('dismissed');
    const again = await api(`/api/admin/corrections/${row!.id}/accept`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This report was already dismissed by ${editor.username}.`);
    const recorded = await database.db
      .select()
      .from(adminChanges)
      .where(and(eq(adminChanges.entityType, 'correction'), eq(adminChanges.entityId, row!.id)));
    expect(recorded).toHaveLength(1);
  });

  it('refuses strangers and bad ids', async () => {
    expect((await fetch(`${baseUrl}/api/admin/corrections`)).status).toBe(401);
    const bad = await api('/api/admin/corrections/not-an-id/accept', { method: 'POST' });
    expect(bad.status).toBe(400);
    const missing = await api('/api/admin/corrections/00000000-0000-4000-8000-000000000000/accept', { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  it('reads one report for the partner form opened from it, editors too; an unknown one is a 404', async () => {
    const partner = await insertPartner(database.db, { name: 'Report Chapel' });
    await postCorrection(
      partner.id,
      { message: 'The hours changed in June.', contactEmail: 'kin@example.org' },
      '203.0.113.70',
    );
    const [row] = await storedFor(partner.id);
    const one = await api(`/api/admin/corrections/${row!.id}`, { token: editor.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: row!.id,
      partnerId: partner.id,
      partnerName: 'Report Chapel',
      message: 'The hours changed in June.',
      contactEmail: 'kin@example.org',
      status: 'new',
    });
    expect((await api('/api/admin/corrections/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api('/api/admin/corrections/not-an-id')).status).toBe(400);
    expect((await fetch(`${baseUrl}/api/admin/corrections/${row!.id}`)).status).toBe(401);
  });
});

describe('Mark information as checked', () => {
  it('moves the date the page shows, keeps the version stamp, and is recorded', async () => {
    const partner = await insertPartner(database.db, {
      name: 'Checked Chapel',
      createdAt: new Date('2025-01-02T00:00:00Z'),
    });
    const marked = await api(`/api/admin/partners/${partner.id}/information-checked`, { method: 'POST' });
    expect(marked.status).toBe(200);
    expect(Date.parse(marked.body.informationCheckedAt)).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(marked.body.updatedAt).toBe(partner.updatedAt.toISOString());
    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityType, 'partner'), eq(adminActivity.action, 'information-checked')));
    expect(activity?.summary).toBe('Marked the information of Checked Chapel (Austin, Texas) as checked');
    const page = await partnerPage(partner);
    // The partner's day: Austin is on Central time (late in its evening the UTC date is already tomorrow's).
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/Chicago',
    });
    expect(decodeEntities(page.text)).toContain(`Information checked on ${today}`);
    expect(
      (await api('/api/admin/partners/00000000-0000-4000-8000-000000000000/information-checked', { method: 'POST' }))
        .status,
    ).toBe(404);
  });

  it('does not count an admin edit as a check: a fixed typo confirms nothing with the partner', async () => {
    const partner = await insertPartner(database.db, {
      name: 'Edited Chapel',
      createdAt: new Date('2025-01-02T00:00:00Z'),
    });
    const checkedAt = new Date('2025-03-04T15:00:00Z');
    await database.db.update(partners).set({ informationCheckedAt: checkedAt }).where(eq(partners.id, partner.id));
    const response = await fetch(`${baseUrl}/api/admin/partners/${partner.id}`, {
      method: 'PUT',
      headers: { ...authHeader(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '(512) 555-0111' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { informationCheckedAt: string; phone: string };
    expect(body.phone).toBe('(512) 555-0111');
    expect(body.informationCheckedAt).toBe(checkedAt.toISOString());
  });
});

describe('the migration', () => {
  it('fills the checked date of existing partners from their last edit', async () => {
    // The migrations before this one, then a partner as an older version of the app wrote it.
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const index = (journal.entries as { tag: string }[]).findIndex((entry) =>
      entry.tag.endsWith('_honest_listings_corrections'),
    );
    expect(index).toBeGreaterThan(0);
    const olderFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'honest-migrations-'));
    fs.mkdirSync(path.join(olderFolder, 'meta'));
    const entries = journal.entries.slice(0, index) as { tag: string }[];
    fs.writeFileSync(path.join(olderFolder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(olderFolder, `${tag}.sql`));
    const older = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateDatabase(older, olderFolder);
      await older.db.execute(
        sql`insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country, updated_at)
            values ('old-chapel-austin-tx', 'Old Chapel', '1 Main Street', 'Austin', 'Texas', '78701', '(512) 555-0100',
                    'texas', 'austin', 'US', '2025-03-04T05:06:07.000Z')`,
      );
      await migrateDatabase(older);
      const rows = await older.db.execute<{ checked: string }>(
        sql`select to_char(information_checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as checked from partners`,
      );
      expect(rows.rows).toEqual([{ checked: '2025-03-04T05:06:07' }]);
    } finally {
      await older.close();
      fs.rmSync(olderFolder, { recursive: true, force: true });
    }
  });
});
