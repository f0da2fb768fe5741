import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivity, adminChanges, mailOutbox, partners } from '~/db/schema.server';
import { SIGN_IN_LINKS_PER_ADDRESS_PER_DAY } from '~/modules/partner-portal/portal-constants';
import { processLinkRequests, requestSignInLink } from '~/modules/partner-portal/portal-link-requests.server';
import type { FakeSmtpServer, ReceivedMail } from '../fakes/smtp-server';
import { insertPartner } from '../factories/partner';
import { type MailDelivery, startMailDelivery } from '../setup/mail-delivery';
import { decodeEntities, inputValue, textareaValue } from '../setup/pages-app';
import { type PortalApp, startPortalApp } from '../setup/portal-app';

// Portal safeguards over the real pages, outbox and SMTP: a listing's former address is told when a portal
// edit moves the listing to another email (in the listing's language); one address receives at most
// SIGN_IN_LINKS_PER_ADDRESS_PER_DAY sign-in links a day, however many IPs ask, and then one at a time as they
// expire; a form with a stale CSRF
// field is refused on the portal page in its language.

const PUBLIC_URL = 'https://directory.test';
// The office address the app uses when INQUIRY_EMAIL is not set (the test env).
const OFFICE_EMAIL = 'care@example.org';

let app: PortalApp;
let database: PortalApp['database'];
let smtp: FakeSmtpServer;
let mail: MailDelivery;

beforeAll(async () => {
  app = await startPortalApp();
  database = app.database;
  mail = await startMailDelivery(database, { fromAddress: OFFICE_EMAIL });
  smtp = mail.smtp;
}, 120_000);

afterAll(async () => {
  await mail?.close();
  await app?.close();
});

const post = (path: string, form: Record<string, string>, cookie?: string) => app.send(path, { form, cookie });

async function csrfOf(cookie: string): Promise<string> {
  const { html } = await app.send('/partner-portal', { cookie });
  return decodeEntities(html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '');
}

/** The portal's own-listing form as the page sends it. */
function saveForm(csrf: string, partner: { id: string; phone: string }, email: string, phone = partner.phone) {
  return {
    csrf,
    intent: 'save',
    partnerId: partner.id,
    phone,
    email,
    website: '',
    description: '',
    servicesOffered: 'Cremation',
    priceListUrl: '',
    directCremationFrom: '',
    openingHours: '',
    afterHoursPhone: '',
  };
}

/** The receipts queued for name or address changes asked for on a listing. */
const receiptsAbout = (partnerId: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.purpose, 'portal-change-requested'), eq(mailOutbox.subjectId, partnerId)));

/** Messages the fake SMTP server received for `to`, once the outbox has sent everything it holds. */
async function receivedBy(to: string): Promise<ReceivedMail[]> {
  const queued = await database.db.select({ id: mailOutbox.id }).from(mailOutbox);
  await smtp.waitForMessages(queued.length, 15_000);
  return smtp.messages.filter((mail) => mail.envelope.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}

describe('a portal edit that changes the listing’s email', () => {
  it('tells the former address, in the listing’s language, and the office sees the change', async () => {
    const oldEmail = 'direction@rosemont.example';
    const listing = await insertPartner(database.db, {
      name: 'Salon funéraire Rosemont',
      address: '1200 rue Sherbrooke Est',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: 'H2L 1M2',
      phone: '(514) 555-0123',
      email: oldEmail,
      preferredLanguage: 'fr',
    });
    const cookie = await app.signIn(oldEmail);
    const saved = await post(
      '/partner-portal',
      saveForm(await csrfOf(cookie), listing, 'someone@elsewhere.example'),
      cookie,
    );
    expect(saved.status).toBe(303);

    const [notice] = (await receivedBy(oldEmail)).filter((mail) => !mail.subject.includes('connexion'));
    expect(notice?.subject).toBe(
      'L’adresse courriel de votre fiche Salon funéraire Rosemont dans le répertoire Solace Stones a été modifiée',
    );
    // French writes the first of a month "1er".
    const today = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' })
      .format(new Date())
      .replace(/^1 /, '1er ');
    expect(notice?.text).toContain(
      `L’adresse courriel de votre fiche Salon funéraire Rosemont a été remplacée par someone@elsewhere.example le ${today}, depuis le portail des partenaires.`,
    );
    expect(notice?.text).toContain(`écrivez-nous sans tarder à ${OFFICE_EMAIL}.`);
    // Nothing of it to the new address: only its owner's sign-ins will reach it.
    expect(smtp.messages.some((mail) => mail.envelope.to.includes('someone@elsewhere.example'))).toBe(false);

    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.action, 'portal-edit'), eq(adminActivity.actorEmail, oldEmail)));
    const [change] = await database.db.select().from(adminChanges).where(eq(adminChanges.activityId, activity!.id));
    expect(change).toMatchObject({
      entityId: listing.id,
      before: { email: oldEmail },
      after: { email: 'someone@elsewhere.example' },
    });
  });

  it('writes in English to an English listing, and sends nothing when the email stays', async () => {
    const oldEmail = 'office@hillcountry.example';
    const listing = await insertPartner(database.db, {
      name: 'Hill Country Cremation',
      email: oldEmail,
      phone: '(512) 555-0100',
    });
    const cookie = await app.signIn(oldEmail);
    // The same address, typed differently: not a change.
    const kept = await post(
      '/partner-portal',
      saveForm(await csrfOf(cookie), listing, 'Office@HillCountry.example', '(512) 555-0199'),
      cookie,
    );
    expect(kept.status).toBe(200);
    const noticeAbout = () =>
      database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.purpose, 'portal-email-changed'), eq(mailOutbox.subjectId, listing.id)));
    expect(await noticeAbout()).toEqual([]);

    const moved = await post(
      '/partner-portal',
      saveForm(await csrfOf(cookie), listing, 'new@hillcountry.example'),
      cookie,
    );
    expect(moved.status).toBe(303);
    expect(await noticeAbout()).toHaveLength(1);
    // To the address as the listing last spelled it.
    const notices = (await receivedBy('Office@HillCountry.example')).filter((mail) =>
      mail.subject.includes('was changed'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('The email of your listing Hill Country Cremation on Solace Stones was changed');
    expect(notices[0]?.text).toMatch(
      /The email of your listing Hill Country Cremation was changed to new@hillcountry\.example on \w+ \d+, \d{4} from the partner portal\./,
    );
    expect(notices[0]?.text).toContain(`If this was not you, contact us right away at ${OFFICE_EMAIL}.`);
  });
});

describe('sign-in links to one address', () => {
  it(`stop at ${SIGN_IN_LINKS_PER_ADDRESS_PER_DAY} a day whatever the IPs, silently, yet never lock the partner out`, async () => {
    const address = 'owner@capped.example';
    await insertPartner(database.db, { name: 'Capped Cremation', email: address });
    const ask = async (ip: number, now: Date) => {
      // Each from another IP, under both 15-minute limits: only the daily allowance can stop them.
      await requestSignInLink(database, { email: address, clientIp: `203.0.113.${ip}`, maxPerWindow: 100, now });
      return processLinkRequests(database.db, { publicUrl: PUBLIC_URL, now });
    };
    const minutesAfter = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);
    // A stranger asks again and again: the inbox gets the day's links, then nothing while one of them works.
    const day = new Date();
    let queued = 0;
    for (let ip = 1; ip <= SIGN_IN_LINKS_PER_ADDRESS_PER_DAY + 2; ip += 1) queued += await ask(ip, day);
    expect(queued).toBe(SIGN_IN_LINKS_PER_ADDRESS_PER_DAY);
    expect(await ask(40, minutesAfter(day, 10))).toBe(0);
    expect(await receivedBy(address)).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS_PER_DAY);

    // Hours later every link has expired: the partner who asks gets one, though the day's are used up,
    // and only one until it expires.
    const later = minutesAfter(day, 6 * 60);
    expect(await ask(50, later)).toBe(1);
    expect(await ask(51, minutesAfter(later, 1))).toBe(0);
    expect(await ask(52, minutesAfter(later, 21))).toBe(1);
    expect(await receivedBy(address)).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS_PER_DAY + 2);

    // A day after the first, the allowance is whole again.
    const nextDay = minutesAfter(day, 24 * 60 + 30);
    expect(await ask(53, nextDay)).toBe(1);
    expect(await ask(54, minutesAfter(nextDay, 1))).toBe(1);
  });
});

describe('a portal form whose CSRF field does not match the session', () => {
  it('is refused on the portal page itself, in the page’s language, and changes nothing', async () => {
    const email = 'direction@outremont.example';
    const listing = await insertPartner(database.db, {
      name: 'Maison funéraire Outremont',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: 'H2V 1A1',
      email,
      preferredLanguage: 'fr',
    });
    const cookie = await app.signIn(email);
    const response = await post(
      '/fr/portail-partenaire',
      saveForm('forged-token', listing, 'thief@elsewhere.example'),
      cookie,
    );
    expect(response.status).toBe(403);
    const { text } = response;
    expect(text).toContain(
      'Ce formulaire avait expiré : rien n’a été enregistré. Ce que vous avez écrit est toujours là',
    );
    expect(text).toContain('Maison funéraire Outremont');
    expect(text).not.toContain('This form has expired');
    const [row] = await database.db.select({ email: partners.email }).from(partners).where(eq(partners.id, listing.id));
    expect(row?.email).toBe(email);
  });
  it('shows back what was typed, with the session’s token, so one more press saves it', async () => {
    const email = 'office@juniper.example';
    const listing = await insertPartner(database.db, { name: 'Juniper Cremation', email, phone: '(512) 555-0140' });
    // A page opened in an earlier session: its token is not this session's.
    const earlier = await app.signIn(email);
    const staleCsrf = await csrfOf(earlier);
    const cookie = await app.signIn(email);
    const typed = {
      ...saveForm(staleCsrf, listing, email, '(512) 555-0199'),
      description: 'Family owned since 1950, open six days a week.',
      openingHours: 'Mo-Fr 08:00-18:00; Sa 09:00-12:00',
    };
    const refused = await post('/partner-portal', typed, cookie);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('This form had expired, so nothing was saved. What you typed is still here');
    const field = (name: string) => `listing-${listing.id}-${name}`;
    expect(inputValue(refused.html, field('phone'))).toBe('(512) 555-0199');
    expect(inputValue(refused.html, field('openingHours'))).toBe('Mo-Fr 08:00-18:00; Sa 09:00-12:00');
    expect(textareaValue(refused.html, field('description'))).toBe('Family owned since 1950, open six days a week.');
    const [before] = await database.db.select().from(partners).where(eq(partners.id, listing.id));
    expect(before).toMatchObject({ phone: '(512) 555-0140', openingHours: null });

    // Every form of the page carries this session's token, not the one refused.
    const tokens = new Set(
      [...refused.html.matchAll(/name="csrf" value="([^"]+)"/g)].map((match) => decodeEntities(match[1]!)),
    );
    expect([...tokens]).toEqual([await csrfOf(cookie)]);
    expect(tokens.has(staleCsrf)).toBe(false);
    const again = await post('/partner-portal', { ...typed, csrf: [...tokens][0]! }, cookie);
    expect(again.status).toBe(200);
    const [after] = await database.db.select().from(partners).where(eq(partners.id, listing.id));
    expect(after).toMatchObject({ phone: '(512) 555-0199', openingHours: 'Mo-Fr 08:00-18:00; Sa 09:00-12:00' });
  });

  it('keeps a name and address change typed without a token, in French, and sends nothing', async () => {
    const email = 'direction@verdun.example';
    const listing = await insertPartner(database.db, {
      name: 'Coopérative funéraire Verdun',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: 'H4G 1T9',
      email,
      preferredLanguage: 'fr',
    });
    const cookie = await app.signIn(email);
    const refused = await post(
      '/fr/portail-partenaire',
      {
        intent: 'request-change',
        partnerId: listing.id,
        name: 'Coopérative funéraire du Sud-Ouest',
        address: '4000 rue Wellington',
        city: 'Montréal',
        state: 'Quebec',
        zipCode: 'H4G 1V3',
      },
      cookie,
    );
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Ce formulaire avait expiré : rien n’a été enregistré.');
    expect(inputValue(refused.html, `listing-${listing.id}-change-name`)).toBe('Coopérative funéraire du Sud-Ouest');
    expect(inputValue(refused.html, `listing-${listing.id}-change-address`)).toBe('4000 rue Wellington');
    expect(decodeEntities(refused.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '')).toBe(await csrfOf(cookie));
    expect(refused.text).not.toContain('En attente de vérification par le bureau');
    expect(await receiptsAbout(listing.id)).toEqual([]);
  });
});

describe('a name or address change asked for in the portal', () => {
  const NEW_PLACE = { address: '4000 rue Wellington', city: 'Montréal', state: 'Quebec', zipCode: 'H4G 1V3' };

  it('is acknowledged by email in the listing’s language: what was asked, and that the office reviews it', async () => {
    const email = 'direction@lachine.example';
    const listing = await insertPartner(database.db, {
      name: 'Maison funéraire Lachine',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: 'H8S 1A1',
      email,
      preferredLanguage: 'fr',
    });
    const cookie = await app.signIn(email);
    const asked = await post(
      '/fr/portail-partenaire',
      {
        csrf: await csrfOf(cookie),
        intent: 'request-change',
        partnerId: listing.id,
        name: 'Maison funéraire Lachine et Verdun',
        ...NEW_PLACE,
      },
      cookie,
    );
    expect(asked.status).toBe(200);
    const [receipt, ...more] = (await receivedBy(email)).filter((mail) => mail.subject.includes('demande'));
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe(
      'Votre fiche Maison funéraire Lachine dans le répertoire Solace Stones\u00a0: demande de modification reçue',
    );
    expect(receipt?.text).toContain(
      [
        'Nous avons bien reçu votre demande de remplacer le nom ou l’adresse de votre fiche Maison funéraire Lachine par\u00a0:',
        '',
        'Maison funéraire Lachine et Verdun',
        '4000 rue Wellington',
        'Montréal (Québec) H4G 1V3',
        '',
        'Le bureau l’examinera avant que les familles voient ce changement; d’ici là, votre fiche reste telle quelle.',
      ].join('\n'),
    );
    expect(receipt?.text).toContain(`Si vous n’avez pas fait cette demande, écrivez à ${OFFICE_EMAIL}.`);
  });

  it('writes in English to an English listing', async () => {
    const email = 'office@pecan.example';
    const listing = await insertPartner(database.db, { name: 'Pecan Cremation', email, phone: '(512) 555-0150' });
    const cookie = await app.signIn(email);
    const asked = await post(
      '/partner-portal',
      {
        csrf: await csrfOf(cookie),
        intent: 'request-change',
        partnerId: listing.id,
        name: 'Pecan Valley Cremation',
        address: '9 River Road',
        city: 'Round Rock',
        state: 'Texas',
        zipCode: '78664',
      },
      cookie,
    );
    expect(asked.status).toBe(200);
    expect(await receiptsAbout(listing.id)).toHaveLength(1);
    const [receipt] = (await receivedBy(email)).filter((mail) => mail.subject.includes('change received'));
    expect(receipt?.subject).toBe('Your listing Pecan Cremation on Solace Stones: change received');
    expect(receipt?.text).toContain('Pecan Valley Cremation\n9 River Road\nRound Rock, Texas 78664');
    expect(receipt?.text).toContain('The office will review it before families see it');
  });
});

describe('a portal redirect', () => {
  it('is kept by no cache: a signed-in partner sent on from the sign-in page, in English and French', async () => {
    const address = 'owner@redirected.example';
    await insertPartner(database.db, { name: 'Redirected Funeral Home', email: address });
    const cookie = await app.signIn(address);
    for (const [path, to] of [
      ['/partner-portal/sign-in', '/partner-portal'],
      ['/fr/portail-partenaire/connexion', '/fr/portail-partenaire'],
    ]) {
      const page = await app.send(path!, { cookie });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe(to);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
    }
    const signedOut = await app.send('/partner-portal');
    expect([302, 303]).toContain(signedOut.status);
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
  });
});
