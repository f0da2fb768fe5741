import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '~/db/client.server';
import {
  adminActivity,
  mailOutbox,
  partners,
  type PartnerRow,
  portalChangeRequests,
  portalLinks,
} from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import type { WaitingChangeRequests } from '~/modules/partner-portal/portal-constants';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { decodeEntities, visibleText } from '../setup/pages-app';
import { type PortalApp, startPortalApp } from '../setup/portal-app';
import { sendDueReminders } from '~/modules/partner-portal/portal-reminders.server';
import { hashToken, newToken } from '~/modules/partner-portal/portal-tokens.server';

// The portal's second slice over the real app, pages and database: a partner edits what families decide on
// (published at once, recorded), and asks for a name or address change that only the office can approve or
// decline. Partner B neither sees nor acts on A's requests.

let app: PortalApp;
let database: DatabaseHandle;
let context: AppContext;
let baseUrl: string;
let partnerA: PartnerRow;
let partnerB: PartnerRow;
let admin: { token: string };
let cookieA = '';
let cookieB = '';
let beforeApproval: PartnerRow;
let send: PortalApp['send'];

const EMAIL_A = 'owner@aspen.example';
const EMAIL_B = 'director@birch.example';

async function portal(cookie: string) {
  const page = await send('/partner-portal', { cookie });
  return { ...page, csrf: decodeEntities(page.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '') };
}

const partnerRow = async (id: string) => (await database.db.select().from(partners).where(eq(partners.id, id)))[0]!;

const adminApi = (path: string, method: 'GET' | 'POST' = 'GET', headers = authHeader(admin.token)) =>
  fetch(`${baseUrl}/api/admin${path}`, { method, headers });

/** The portal's own-listing form as the page sends it (unticked boxes are absent). */
function listingForm(csrf: string, partner: PartnerRow, fields: Record<string, string> = {}): Record<string, string> {
  return {
    csrf,
    intent: 'save',
    partnerId: partner.id,
    phone: partner.phone,
    email: partner.email ?? '',
    website: '',
    description: '',
    servicesOffered: 'Cremation',
    priceListUrl: '',
    directCremationFrom: '',
    openingHours: '',
    afterHoursPhone: '',
    ...fields,
  };
}

/** The office's decisions emailed to this address, oldest first. */
const decisionMailsTo = (address: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.purpose, 'portal-change-decided')))
    .orderBy(asc(mailOutbox.createdAt));

const NEW_ADDRESS = { address: '9 River Road', city: 'Round Rock', state: 'Texas', zipCode: '78664' };

beforeAll(async () => {
  app = await startPortalApp();
  ({ database, context, baseUrl, send } = app);
  partnerA = await insertPartner(database.db, { name: 'Aspen Cremation', email: EMAIL_A, phone: '(512) 555-0101' });
  partnerB = await insertPartner(database.db, { name: 'Birch Home', email: EMAIL_B, phone: '(512) 555-0202' });
  admin = await createAdminSession(context);
  cookieA = await app.signIn(EMAIL_A);
  cookieB = await app.signIn(EMAIL_B);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a partner edits what families decide on', () => {
  it('publishes price (typed in dollars, checked today), hours, after-hours phone and services, recorded', async () => {
    const { csrf } = await portal(cookieA);
    const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const dayBefore = today();
    const saved = await send('/partner-portal', {
      cookie: cookieA,
      form: listingForm(csrf, partnerA, {
        priceListUrl: 'aspen.example/prices',
        directCremationFrom: '$1,295.50',
        openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
        afterHoursPhone: '(512) 555-0911',
        offersPetCremation: 'yes',
        servesVeterans: 'yes',
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Saved. Families see the new details now.');
    const row = await partnerRow(partnerA.id);
    expect(row).toMatchObject({
      priceListUrl: 'https://aspen.example/prices',
      directCremationFromCents: 129550,
      openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
      afterHoursPhone: '(512) 555-0911',
      offersPetCremation: true,
      acceptsCrematedRemains: false,
      offersWitnessedCremation: false,
      servesVeterans: true,
    });
    expect([dayBefore, today()]).toContain(row.priceCheckedOn);

    const publicPage = visibleText(await fetch(`${baseUrl}/partner/${partnerA.id}`).then((r) => r.text()));
    expect(publicPage).toContain('From $1,295.50');
    expect(publicPage).toContain('(512) 555-0911');
    expect(publicPage).toContain('Pet cremation');

    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'portal-edit'))
      .orderBy(desc(adminActivity.at));
    expect(activity?.actorKind).toBe('partner');
    const history = (await (await adminApi(`/history/partner/${partnerA.id}`)).json()) as {
      items: { after: Record<string, unknown> }[];
    };
    expect(history.items[0]?.after).toMatchObject({ directCremationFromCents: 129550, servesVeterans: true });
  });

  it('publishes the long description families read under About, and shows it back in the form', async () => {
    const { csrf, html } = await portal(cookieB);
    expect(html).toContain('name="longDescription"');
    const saved = await send('/partner-portal', {
      cookie: cookieB,
      form: listingForm(csrf, partnerB, {
        longDescription: '  Family owned since 1962.\n\nWe answer the phone day and night.  ',
      }),
    });
    expect(saved.status).toBe(200);
    expect((await partnerRow(partnerB.id)).longDescription).toBe(
      'Family owned since 1962.\n\nWe answer the phone day and night.',
    );
    const publicPage = visibleText(await fetch(`${baseUrl}/partner/${partnerB.id}`).then((r) => r.text()));
    expect(publicPage).toContain('About Birch Home');
    expect(publicPage).toContain('We answer the phone day and night.');
    const again = await portal(cookieB);
    expect(decodeEntities(again.html)).toContain('Family owned since 1962.');

    // A page opened before the box existed posts no such field: the text stays.
    const older = await send('/partner-portal', { cookie: cookieB, form: listingForm(again.csrf, partnerB) });
    expect(older.status).toBe(200);
    expect((await partnerRow(partnerB.id)).longDescription).toBe(
      'Family owned since 1962.\n\nWe answer the phone day and night.',
    );
  });

  it('keeps the checked date when the price stays the same, and the form shows the price in dollars', async () => {
    await database.db.update(partners).set({ priceCheckedOn: '2026-01-15' }).where(eq(partners.id, partnerA.id));
    const page = await portal(cookieA);
    expect(page.html).toMatch(/name="directCremationFrom"[^>]*value="1295.50"/);
    const saved = await send('/partner-portal', {
      cookie: cookieA,
      form: listingForm(page.csrf, partnerA, {
        directCremationFrom: '1295.50',
        openingHours: 'Mo-Fr 08:00-18:00',
        offersPetCremation: 'yes',
      }),
    });
    expect(saved.status).toBe(200);
    const row = await partnerRow(partnerA.id);
    expect(row.priceCheckedOn).toBe('2026-01-15');
    expect(row.openingHours).toBe('Mo-Fr 08:00-18:00');
    // Unticked boxes are a "no".
    expect(row.servesVeterans).toBe(false);
  });

  it('names the field and reason of a bad price or bad hours (400) and changes nothing', async () => {
    const { csrf } = await portal(cookieA);
    const before = await partnerRow(partnerA.id);
    const page = await send('/partner-portal', {
      cookie: cookieA,
      form: listingForm(csrf, partnerA, {
        directCremationFrom: 'about 1000',
        openingHours: 'Mo-Fr 9 to 11',
        priceListUrl: 'http://aspen.example/prices',
      }),
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain(
      'Direct cremation price must be in dollars, like 1295 or 1295.50 (a dot before the cents)',
    );
    expect(page.text).toContain('Price list link must start with https://');
    expect(page.html).toMatch(/id="[^"]*openingHours-error"/);
    const after = await partnerRow(partnerA.id);
    expect(after.directCremationFromCents).toBe(before.directCremationFromCents);
    expect(after.openingHours).toBe(before.openingHours);
  });
});

describe('name and address changes go to the office', () => {
  let requestId = '';

  it('stores the request as waiting for the office; families still see the old name', async () => {
    const { csrf } = await portal(cookieA);
    const asked = await send('/partner-portal', {
      cookie: cookieA,
      form: {
        csrf,
        intent: 'request-change',
        partnerId: partnerA.id,
        name: 'Aspen Memorial Cremation',
        ...NEW_ADDRESS,
      },
    });
    expect(asked.status).toBe(200);
    // Each field of the request form is labelled (its id is not the listing heading's).
    for (const field of ['name', 'address', 'city', 'state', 'zipCode']) {
      const fieldId = `listing-${partnerA.id}-change-${field}`;
      expect(asked.html).toContain(`for="${fieldId}"`);
      expect(asked.html.split(`id="${fieldId}"`)).toHaveLength(2);
    }
    expect(asked.text).toContain('Waiting for the office');
    expect(asked.text).toMatch(
      /Waiting for the office since .*: Aspen Memorial Cremation ?, 9 River Road, Round Rock, Texas 78664/,
    );
    expect((await partnerRow(partnerA.id)).name).toBe('Aspen Cremation');
    const publicPage = visibleText(await fetch(`${baseUrl}/partner/${partnerA.id}`).then((r) => r.text()));
    expect(publicPage).not.toContain('Aspen Memorial Cremation');
    const [request] = await database.db
      .select()
      .from(portalChangeRequests)
      .where(eq(portalChangeRequests.partnerId, partnerA.id));
    expect(request).toMatchObject({ status: 'pending', requestedBy: EMAIL_A });
    requestId = request!.id;
  });

  it('does not take "Yes, still right" while the change waits, in the portal or by the reminder link', async () => {
    const checkedAt = new Date(Date.now() - 100 * 24 * 60 * 60_000);
    await database.db.update(partners).set({ informationCheckedAt: checkedAt }).where(eq(partners.id, partnerA.id));
    const page = await portal(cookieA);
    expect(page.text).toContain('Your new name or address is waiting for the office. Once it has been reviewed');
    expect(page.html).not.toContain('value="confirm"');
    // A page opened before the request still has the button: the server refuses it.
    const confirmed = await send('/partner-portal', {
      cookie: cookieA,
      form: { csrf: page.csrf, intent: 'confirm', partnerId: partnerA.id },
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.text).toContain('Your new name or address is waiting for the office');
    expect(confirmed.text).not.toContain('The date now says today');
    expect((await partnerRow(partnerA.id)).informationCheckedAt).toEqual(checkedAt);

    // No reminder asks while the change waits: the listing could not be confirmed as it stands.
    await sendDueReminders(database.db, { publicUrl: 'https://directory.test', batch: 10 });
    const reminders = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, EMAIL_A), eq(mailOutbox.purpose, 'portal-reminder')));
    expect(reminders).toEqual([]);
    // A reminder's link mailed before the request is refused, and not used up.
    const token = newToken();
    await database.db.insert(portalLinks).values({
      tokenHash: hashToken(token),
      purpose: 'confirm',
      email: EMAIL_A,
      partnerId: partnerA.id,
      expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
    });
    const link = `/partner-portal/confirm/${token}`;
    const byLink = await send(link, { form: {} });
    expect(byLink.status).toBe(409);
    expect(byLink.text).toContain('so the listing cannot be confirmed yet');
    expect((await partnerRow(partnerA.id)).informationCheckedAt).toEqual(checkedAt);
    // Nothing was used up: the link still confirms once the office has decided.
    expect((await send(link)).text).toContain('Yes, still right');
  });

  it('names the field of a bad request (400) and stores nothing new', async () => {
    const { csrf } = await portal(cookieA);
    const page = await send('/partner-portal', {
      cookie: cookieA,
      form: { csrf, intent: 'request-change', partnerId: partnerA.id, name: '', ...NEW_ADDRESS, zipCode: 'K1A 0B1' },
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain('Business name is required');
    expect(page.text).toContain('Enter a ZIP code like 12345 or 12345-6789');
    // A ZIP of another state: the office could not approve it (decision 048), so the partner hears now.
    const elsewhere = await send('/partner-portal', {
      cookie: cookieA,
      form: {
        csrf,
        intent: 'request-change',
        partnerId: partnerA.id,
        name: 'Aspen',
        ...NEW_ADDRESS,
        state: 'Oklahoma',
      },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.text).toContain('ZIP code 78664 is in Texas, not Oklahoma');
    const rows = await database.db.select().from(portalChangeRequests);
    expect(rows.map((row) => row.id)).toEqual([requestId]);
  });

  it("keeps partner B from seeing or acting on A's request, and no partner can approve", async () => {
    const pageB = await portal(cookieB);
    expect(pageB.text).not.toContain('Aspen Memorial Cremation');
    expect(pageB.text).not.toContain('Waiting for the office');
    const dataB = await send('/partner-portal.data', { cookie: cookieB });
    expect(dataB.html).not.toContain(requestId);
    expect(dataB.html).not.toContain('Aspen');
    const asB = await send('/partner-portal', {
      cookie: cookieB,
      form: { csrf: pageB.csrf, intent: 'request-change', partnerId: partnerA.id, name: 'Hijacked', ...NEW_ADDRESS },
    });
    expect(asB.status).toBe(404);
    // Neither partner has a way to decide: not in the portal, not with its cookie on the office's API.
    const { csrf } = await portal(cookieA);
    for (const intent of ['approve', 'decline']) {
      const tried = await send('/partner-portal', {
        cookie: cookieA,
        form: { csrf, intent, partnerId: partnerA.id, requestId },
      });
      expect(tried.status, intent).toBe(400);
    }
    const viaApi = await fetch(
      `${baseUrl}/api/admin/partner-portal/${partnerA.id}/change-requests/${requestId}/approve`,
      { method: 'POST', headers: { cookie: cookieA } },
    );
    expect(viaApi.status).toBe(401);
    const [request] = await database.db
      .select()
      .from(portalChangeRequests)
      .where(eq(portalChangeRequests.id, requestId));
    expect(request?.status).toBe('pending');
    expect(request?.proposed.name).toBe('Aspen Memorial Cremation');
    expect((await partnerRow(partnerA.id)).name).toBe('Aspen Cremation');
  });

  it("shows the office the request on the partner's page and counts it on the dashboard", async () => {
    const stats = (await (await adminApi('/stats')).json()) as { portalChangeRequests: number };
    expect(stats.portalChangeRequests).toBe(1);
    // The dashboard lists who waits, what changed and since when, with the page where the office decides.
    const waiting = (await (await adminApi('/partner-portal/change-requests')).json()) as WaitingChangeRequests;
    expect(waiting.total).toBe(1);
    expect(waiting.items).toEqual([
      expect.objectContaining({
        id: requestId,
        partnerId: partnerA.id,
        requestedBy: EMAIL_A,
        current: expect.objectContaining({ name: 'Aspen Cremation', city: partnerA.city }),
        proposed: expect.objectContaining({ name: 'Aspen Memorial Cremation', city: 'Round Rock' }),
        changed: ['name', 'address', 'city', 'zipCode'],
      }),
    ]);
    expect(Date.parse(waiting.items[0]!.createdAt)).toBeGreaterThan(Date.now() - 60 * 60_000);
    const partnerPage = `/admin/partners/${partnerA.id}/edit`;
    expect((await fetch(baseUrl + partnerPage)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/admin/partner-portal/change-requests`)).status).toBe(401);
    const state = (await (await adminApi(`/partner-portal/${partnerA.id}`)).json()) as {
      changeRequests: { id: string; requestedBy: string; proposed: { name: string } }[];
    };
    expect(state.changeRequests).toEqual([
      expect.objectContaining({
        id: requestId,
        requestedBy: EMAIL_A,
        proposed: expect.objectContaining({ name: 'Aspen Memorial Cremation' }),
      }),
    ]);
    const stateB = (await (await adminApi(`/partner-portal/${partnerB.id}`)).json()) as { changeRequests: unknown[] };
    expect(stateB.changeRequests).toEqual([]);
    // A request is decided on the listing it belongs to only.
    const wrongListing = await adminApi(`/partner-portal/${partnerB.id}/change-requests/${requestId}/approve`, 'POST');
    expect(wrongListing.status).toBe(404);
  });

  it('applies an approved change, recorded with the admin as the actor; a second decision is a 404', async () => {
    beforeApproval = await partnerRow(partnerA.id);
    const approved = await adminApi(`/partner-portal/${partnerA.id}/change-requests/${requestId}/approve`, 'POST');
    expect(approved.status).toBe(200);
    const answer = (await approved.json()) as { changeRequests: unknown[]; decisionEmailed: boolean };
    expect(answer.changeRequests).toEqual([]);
    // The office's screen says the partner was told only when a mail was queued.
    expect(answer.decisionEmailed).toBe(true);
    const row = await partnerRow(partnerA.id);
    expect(row).toMatchObject({ name: 'Aspen Memorial Cremation', ...NEW_ADDRESS });
    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.action, 'portal-change-approved'), eq(adminActivity.actorKind, 'admin')))
      .orderBy(desc(adminActivity.at));
    expect(activity?.summary).toContain('Aspen Memorial Cremation');
    const publicPage = visibleText(await fetch(`${baseUrl}/partner/${partnerA.id}`).then((r) => r.text()));
    expect(publicPage).toContain('Aspen Memorial Cremation');
    const again = await adminApi(`/partner-portal/${partnerA.id}/change-requests/${requestId}/decline`, 'POST');
    expect(again.status).toBe(404);
    const told = (await portal(cookieA)).text;
    expect(told).not.toContain('Waiting for the office');
    expect(told).toMatch(/The office approved your new name or address on \w+ \d+, \d{4}\./);

    // And by email, to the address that asked, in the listing's language.
    const mails = await decisionMailsTo(EMAIL_A);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your listing Aspen Memorial Cremation on Solace Stones: change approved');
    expect(mails[0]!.textBody).toMatch(
      /The office approved the new name or address you asked for on \w+ \d+, \d{4}\. Families now see your listing as:\n\nAspen Memorial Cremation\n9 River Road\nRound Rock, Texas 78664\n/,
    );
    expect(mails[0]!.textBody).toContain(
      `See your listing: https://directory.test/state/texas/city/round-rock/${partnerA.id}`,
    );
  });

  it('undoes an approved change from the Activity screen: name, address and page address back as before', async () => {
    const list = (await (await adminApi('/activity?entity=partner')).json()) as {
      items: { id: string; action: string; undoable: boolean }[];
    };
    const approval = list.items.find((item) => item.action === 'portal-change-approved');
    expect(approval?.undoable).toBe(true);
    const undone = await adminApi(`/partners/undo/${approval!.id}`, 'POST');
    expect(undone.status).toBe(200);
    const row = await partnerRow(partnerA.id);
    const { name, address, city, state, zipCode, slug, latitude, longitude } = beforeApproval;
    expect(row).toMatchObject({ name, address, city, state, zipCode, slug, latitude, longitude });
    const publicPage = visibleText(await fetch(`${baseUrl}/partner/${partnerA.id}`).then((r) => r.text()));
    expect(publicPage).toContain('Aspen Cremation');
    expect(publicPage).not.toContain('Aspen Memorial Cremation');
    const after = (await (await adminApi('/activity?entity=partner')).json()) as {
      items: { id: string; undoable: boolean }[];
    };
    expect(after.items.find((item) => item.id === approval!.id)?.undoable).toBe(false);
    expect((await adminApi(`/partners/undo/${approval!.id}`, 'POST')).status).toBe(409);
  });

  it('leaves the listing as it is when the office declines, and records the decision', async () => {
    const { csrf } = await portal(cookieB);
    await send('/partner-portal', {
      cookie: cookieB,
      form: { csrf, intent: 'request-change', partnerId: partnerB.id, name: 'Birch & Sons', ...NEW_ADDRESS },
    });
    const [request] = await database.db
      .select()
      .from(portalChangeRequests)
      .where(and(eq(portalChangeRequests.partnerId, partnerB.id), eq(portalChangeRequests.status, 'pending')));
    const declined = await adminApi(`/partner-portal/${partnerB.id}/change-requests/${request!.id}/decline`, 'POST');
    expect(declined.status).toBe(200);
    expect((await partnerRow(partnerB.id)).name).toBe('Birch Home');
    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'portal-change-declined'));
    expect(activity).toMatchObject({ actorKind: 'admin' });
    const stats = (await (await adminApi('/stats')).json()) as { portalChangeRequests: number };
    expect(stats.portalChangeRequests).toBe(0);
    const told = (await portal(cookieB)).text;
    expect(told).not.toContain('Waiting for the office');
    expect(told).toMatch(
      /On \w+ \d+, \d{4} the office did not make the change you asked for \(\s?Birch & Sons\s?, 9 River Road, Round Rock, Texas 78664\)\. To ask why, write to \S+@\S+\./,
    );
    // Partner A's page says nothing of B's decision.
    expect((await portal(cookieA)).text).not.toContain('Birch & Sons');

    // The history names what the partner asked to change, not the fields it left as they were.
    const history = (await (await adminApi(`/history/partner/${partnerB.id}`)).json()) as {
      items: { after: Record<string, unknown> | null }[];
    };
    const changes = history.items.flatMap((item) => Object.entries(item.after ?? {}));
    const asked = { name: 'Birch & Sons', address: '9 River Road', city: 'Round Rock', zipCode: '78664' };
    expect(changes).toContainEqual(['requestedChange', asked]);
    expect(changes).toContainEqual(['declinedChange', asked]);

    const [mail, ...more] = await decisionMailsTo(EMAIL_B);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your listing Birch Home on Solace Stones: change not made');
    expect(mail?.textBody).toMatch(
      /On \w+ \d+, \d{4} you asked the office to change the name or address of your listing Birch Home to:\n\nBirch & Sons\n9 River Road\nRound Rock, Texas 78664\n\nThe office did not make this change: your listing stays as families see it now\. To ask why, write to \S+@\S+\./,
    );
  });

  it('emails no decision to an address that no longer holds the listing', async () => {
    const { csrf } = await portal(cookieB);
    await send('/partner-portal', {
      cookie: cookieB,
      form: { csrf, intent: 'request-change', partnerId: partnerB.id, name: 'Birch Chapel', ...NEW_ADDRESS },
    });
    const [request] = await database.db
      .select()
      .from(portalChangeRequests)
      .where(and(eq(portalChangeRequests.partnerId, partnerB.id), eq(portalChangeRequests.status, 'pending')));
    // The office gives the listing to someone else before deciding.
    await database.db.update(partners).set({ email: 'new.director@birch.example' }).where(eq(partners.id, partnerB.id));
    const declined = await adminApi(`/partner-portal/${partnerB.id}/change-requests/${request!.id}/decline`, 'POST');
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as { decisionEmailed: boolean }).decisionEmailed).toBe(false);
    expect(await decisionMailsTo(EMAIL_B)).toHaveLength(1);
    expect(await decisionMailsTo('new.director@birch.example')).toEqual([]);
  });
});

describe('a change of hands', () => {
  it("keeps a request the listing's former email made from the new holder, and tells the office", async () => {
    const formerEmail = 'former@cedar.example';
    const cedar = await insertPartner(database.db, { name: 'Cedar Chapel', email: formerEmail });
    const formerCookie = await app.signIn(formerEmail);
    const { csrf } = await portal(formerCookie);
    await send('/partner-portal', {
      cookie: formerCookie,
      form: { csrf, intent: 'request-change', partnerId: cedar.id, name: 'Cedar Chapel & Sons', ...NEW_ADDRESS },
    });
    expect((await portal(formerCookie)).text).toContain('Waiting for the office');
    const officeView = async () =>
      ((await (await adminApi(`/partner-portal/${cedar.id}`)).json()) as { changeRequests: unknown[] }).changeRequests;
    expect(await officeView()).toEqual([expect.objectContaining({ askedFromFormerEmail: false })]);

    // The business changes hands: the office gives the listing its new owner's address.
    await database.db.update(partners).set({ email: 'new.owner@cedar.example' }).where(eq(partners.id, cedar.id));
    // The former address's sign-in is not the new one's.
    const access = async () =>
      (await (await adminApi(`/partner-portal/${cedar.id}`)).json()) as { status: string; emailSince: string | null };
    expect(await access()).toMatchObject({ status: 'not-invited', emailSince: expect.any(String) });
    const newCookie = await app.signIn('new.owner@cedar.example');
    expect((await access()).status).toBe('signed-in');
    const newHolder = await portal(newCookie);
    expect(newHolder.text).toContain('Cedar Chapel');
    expect(newHolder.text).not.toContain('Waiting for the office');
    expect(newHolder.text).not.toContain('Cedar Chapel & Sons');
    expect((await send('/partner-portal.data', { cookie: newCookie })).html).not.toContain('Cedar Chapel & Sons');
    // The office still sees it, marked as asked from an address the listing no longer has.
    expect(await officeView()).toEqual([
      expect.objectContaining({ requestedBy: formerEmail, askedFromFormerEmail: true }),
    ]);
    const waiting = (await (await adminApi('/partner-portal/change-requests')).json()) as WaitingChangeRequests;
    expect(waiting.items.find((item) => item.partnerId === cedar.id)).toMatchObject({ askedFromFormerEmail: true });
    // The new holder's own request replaces it, and is theirs.
    await send('/partner-portal', {
      cookie: newCookie,
      form: {
        csrf: newHolder.csrf,
        intent: 'request-change',
        partnerId: cedar.id,
        name: 'Cedar Memorial Chapel',
        ...NEW_ADDRESS,
      },
    });
    expect((await portal(newCookie)).text).toMatch(/Waiting for the office since .*: Cedar Memorial Chapel/);
    expect(await officeView()).toEqual([
      expect.objectContaining({ requestedBy: 'new.owner@cedar.example', askedFromFormerEmail: false }),
    ]);
  });
});

describe('a partner changes its listing’s email', () => {
  it('lands on the sign-in page told why, in its language, without the new address in the page', async () => {
    for (const [locale, portalPath, signInPath, message] of [
      [
        'en',
        '/partner-portal',
        '/partner-portal/sign-in',
        "Saved. Your listing's email is now the new address you entered",
      ],
      [
        'fr',
        '/fr/portail-partenaire',
        '/fr/portail-partenaire/connexion',
        'Enregistré. Le courriel de votre fiche est maintenant la nouvelle adresse',
      ],
    ] as const) {
      const oldEmail = `office-${locale}@larch.example`;
      const newEmail = `desk-${locale}@larch.example`;
      const larch = await insertPartner(database.db, { name: `Larch Home ${locale}`, email: oldEmail });
      const cookie = await app.signIn(oldEmail);
      const { csrf } = await portal(cookie);
      const saved = await send(portalPath, {
        cookie,
        form: listingForm(csrf, larch, { email: newEmail }),
      });
      expect(saved.status).toBe(303);
      expect(saved.location).toBe(`${signInPath}?email-changed=1`);
      expect(saved.headers.get('set-cookie')).toContain('Max-Age=0');
      const signInPage = await send(saved.location!);
      expect(signInPage.text).toContain(message);
      expect(signInPage.html).not.toContain(newEmail);
      expect((await partnerRow(larch.id)).email).toBe(newEmail);
    }
  });

  it('stays in the portal for the listings the address still holds, saying where the other one went', async () => {
    const email = 'owner@maple-chain.example';
    const north = await insertPartner(database.db, { name: 'Maple North', email });
    await insertPartner(database.db, { name: 'Maple South', email });
    const cookie = await app.signIn(email);
    const { csrf } = await portal(cookie);
    const saved = await send('/partner-portal', {
      cookie,
      form: listingForm(csrf, north, { email: 'north@maple-chain.example' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Saved. That listing's email is now the new address you entered");
    const after = await portal(cookie);
    expect(after.text).toContain('Maple South');
    expect(after.text).not.toContain('Maple North');
  });
});
