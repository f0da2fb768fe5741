import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { corrections, inquiries, type PartnerRow, rateLimits } from '~/db/schema.server';
import type { FakeSmtpServer } from '../fakes/smtp-server';
import { insertPartner } from '../factories/partner';
import { type AppWithPages, decodeEntities, startAppWithPages, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';
import { type MailDelivery, startMailDelivery } from '../setup/mail-delivery';

// The partner page, its correction form and its inquiry page in Canadian French (decision 033), as a browser
// without JavaScript gets and posts them: French words, French addresses, French errors; an inquiry sent from
// the French page is stored in French and its confirmation reaches the family, in French, over real SMTP.

const INQUIRY_EMAIL = 'care@directory.test';

let app: AppWithPages;
let database: DatabaseHandle;
let baseUrl: string;
let montreal: PartnerRow;
let austin: PartnerRow;
let smtp: FakeSmtpServer;
let mail: MailDelivery;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.delete(rateLimits);
  app = await startAppWithPages(database, { env: { TRUST_PROXY: 'loopback', INQUIRY_EMAIL } });
  baseUrl = app.baseUrl;
  montreal = await insertPartner(database.db, {
    name: 'Salon funéraire Rosemont',
    address: '1200 rue Sherbrooke Est',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2L 1M2',
    phone: '(514) 555-0123',
    coordinates: { latitude: 45.5019, longitude: -73.5674 },
  });
  austin = await insertPartner(database.db, { name: 'Hill Country Cremation', city: 'Austin', state: 'Texas' });
  mail = await startMailDelivery(database, { fromAddress: INQUIRY_EMAIL });
  smtp = mail.smtp;
}, 120_000);

afterAll(async () => {
  await mail?.close();
  await app?.close();
  await database?.close();
});

async function getPage(path: string) {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, location: response.headers.get('location'), html, text: visibleText(html) };
}

async function post(path: string, fields: Record<string, string>, ip: string) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await response.text();
  return { status: response.status, location: response.headers.get('location'), html, text: visibleText(html) };
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));
const titleOf = (html: string) => decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('the partner page in French', () => {
  it('gives the Google rating in French, its figures written the French way', async () => {
    const rated = await insertPartner(database.db, {
      name: 'Résidence funéraire Gagnon',
      city: 'Québec',
      state: 'Quebec',
      zipCode: 'G1R 4P5',
      googleRating: 4.9,
      googleReviewCount: 1234,
    });
    const page = await getPage(`/fr/province/quebec/ville/quebec/${rated.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Note Google 4,9');
    expect(page.text).toContain('D’après 1 234 avis Google');
    expect(page.text).not.toContain('Google Rating');
    expect(page.text).not.toContain('Based on');
  });

  it('writes hours so a time never breaks across lines: 8 h – 18 h with non-breaking spaces', async () => {
    const open = await insertPartner(database.db, {
      name: 'Coopérative funéraire Horaire',
      city: 'Québec',
      state: 'Quebec',
      zipCode: 'G1R 4P5',
      openingHours: 'Mo-Fr 08:00-18:00; Sa 09:30-12:00',
    });
    const page = await getPage(`/fr/province/quebec/ville/quebec/${open.id}`);
    expect(page.status).toBe(200);
    // The markup, not visibleText (which folds every space into one).
    expect(page.html).toContain('8\u00a0h\u00a0– 18\u00a0h');
    expect(page.html).toContain('9\u00a0h\u00a030\u00a0– 12\u00a0h');
  });

  it('moves /fr/partenaire/{id} to the French city address of the partner', async () => {
    const page = await getPage(`/fr/partenaire/${montreal.id}`);
    expect(page.status).toBe(301);
    expect(page.location).toBe(`/fr/province/quebec/ville/montreal/${montreal.id}`);
    // An English region slug under a French address moves too.
    const english = await getPage(`/fr/province/quebec/ville/montreal/${montreal.slug}`);
    expect(english.status).toBe(301);
    expect(english.location).toBe(`/fr/province/quebec/ville/montreal/${montreal.id}`);
  });

  it('speaks French, links French addresses and names its language in the structured data', async () => {
    const page = await getPage(`/fr/province/quebec/ville/montreal/${montreal.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(titleOf(page.html)).toBe('Salon funéraire Rosemont - Montréal (Québec) | Services de crémation');
    for (const words of [
      'Coordonnées',
      '514 555-0123',
      'En bref',
      'Établissements',
      '1 établissement',
      'Prendre contact',
      'Demander des renseignements',
      'Signaler une erreur',
      'Renseignements vérifiés le',
      'Partenaire depuis',
      'Services offerts',
      'À propos du Salon funéraire Rosemont',
      'Services de crémation au Québec',
      'Services de crémation à Montréal',
      'Envoyer l’itinéraire à mon cellulaire',
      'Appeler',
    ]) {
      expect(page.text, words).toContain(words);
    }
    expect(page.text).not.toMatch(/Contact Information|At a Glance|Report a correction|Information checked on/);
    expect(page.text).not.toMatch(/Send Directions|\bCall\b/);
    // The services are the partner's own English words: marked so a screen reader reads them in English.
    expect(page.html).toMatch(/<ul lang="en"[^>]*><li><span[^>]*>[^<]+<\/span><\/li>/);
    const links = hrefs(page.html);
    expect(links).toContain(`/fr/partenaire/${montreal.id}/correction`);
    expect(links).toContain(`/fr/partenaire/${montreal.id}/demande`);
    expect(links).toContain('/fr/province/quebec');
    expect(links).toContain('/fr/province/quebec/ville/montreal');
    expect(links).not.toContain(`/partner/${montreal.id}/correction`);
    const webPage = jsonLdOf(page.html).find((node) => node['@type'] === 'WebPage');
    expect(webPage).toMatchObject({
      inLanguage: 'fr-CA',
      url: `https://directory.test/fr/province/quebec/ville/montreal/${montreal.id}`,
    });
  });

  it('shows a name with markup in it as text, in every French sentence that names the partner', async () => {
    const hostile = await insertPartner(database.db, {
      name: 'Chapelle </script><b>Lune</b> <0>x</0>',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: 'H2L 1M2',
      coordinates: { latitude: 45.5019, longitude: -73.5674 },
    });
    for (const path of [
      `/fr/province/quebec/ville/montreal/${hostile.id}`,
      `/fr/partenaire/${hostile.id}/correction`,
      `/fr/partenaire/${hostile.id}/demande`,
    ]) {
      const page = await getPage(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('Chapelle </script><b>Lune</b> <0>x</0>');
      expect(page.html, path).not.toContain('<b>Lune</b>');
    }
  });

  it('names its location map in French, and the English page keeps its English map', async () => {
    const french = await getPage(`/fr/province/quebec/ville/montreal/${montreal.id}`);
    expect(french.text).toContain(
      'Carte du Québec : Salon funéraire Rosemont, 1200 rue Sherbrooke Est, Montréal (Québec) H2L 1M2 Montréal (Québec)',
    );
    expect(french.text).toContain('Ouvrir la carte');
    expect(french.text).not.toMatch(/Map of|Open in Maps/);
    const english = await getPage(`/state/quebec/city/montreal/${montreal.id}`);
    expect(english.text).toContain(
      'Map of Quebec: Salon funéraire Rosemont, 1200 rue Sherbrooke Est, Montréal, Quebec H2L 1M2 Montréal, Quebec',
    );
    expect(english.text).toMatch(/Open in Maps (\(opens in a new tab\))?/);
    expect(english.html).toContain('<span class="sr-only"> (opens in a new tab)</span>');
    expect(english.text).not.toMatch(/Carte de|Ouvrir la carte/);
  });

  it('says in French that a partner is not found', async () => {
    const page = await getPage('/fr/partenaire/00000000-0000-4000-8000-000000000000');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Partenaire introuvable');
    expect(hrefs(page.html)).toContain('/fr/recherche');
  });

  it('leaves the English page as it was', async () => {
    const page = await getPage(`/state/texas/city/austin/${austin.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en"');
    expect(titleOf(page.html)).toBe('Hill Country Cremation - Austin, Texas | Cremation Services');
    for (const words of [
      'Contact Information',
      'At a Glance',
      'Get in Touch',
      'Ask for Information',
      'Report a correction',
    ]) {
      expect(page.text, words).toContain(words);
    }
    expect(page.text).toContain('Information checked on');
    expect(hrefs(page.html)).toContain(`/partner/${austin.id}/correction`);
    expect(hrefs(page.html)).toContain(`/partner/${austin.id}/inquiry`);
  });
});

describe('the correction form in French', () => {
  it('explains its errors in French and thanks in French', async () => {
    const path = `/fr/partenaire/${montreal.id}/correction`;
    const form = await getPage(path);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<html lang="fr-CA"');
    expect(form.text).toContain('Qu’est-ce qui est inexact?');
    // « adresse » is feminine.
    expect(form.text).toContain('(facultative)');

    const short = await post(path, { message: 'Trop court', contactEmail: 'pas un courriel' }, '203.0.113.21');
    expect(short.status).toBe(400);
    expect(short.text).toContain('Entrez une adresse courriel valide');
    const empty = await post(path, { message: 'abc', contactEmail: '' }, '203.0.113.21');
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Veuillez en dire un peu plus (10 caractères au minimum)');

    const sent = await post(path, { message: 'Le numéro de téléphone a changé.', contactEmail: '' }, '203.0.113.21');
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${path}?sent=1`);
    expect((await getPage(`${path}?sent=1`)).text).toContain('Merci');
    const stored = await database.db.select().from(corrections).where(eq(corrections.partnerId, montreal.id));
    expect(stored.map((row) => row.message)).toEqual(['Le numéro de téléphone a changé.']);
  });
});

describe('an inquiry from the French page', () => {
  it('shows French errors, stores the inquiry in French and mails the family in French', async () => {
    const path = `/fr/partenaire/${montreal.id}/demande`;
    const form = await getPage(path);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Salon funéraire Rosemont : demande de renseignements');
    expect(form.text).toContain('Courriel');
    expect(hrefs(form.html)).toContain('/fr/confidentialite');

    const empty = await post(path, { name: '', email: 'marie', phone: '', message: '' }, '203.0.113.31');
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Veuillez indiquer votre nom');
    expect(empty.text).toContain('Entrez une adresse courriel valide');
    expect(empty.text).toContain('Veuillez écrire votre message');

    const fields = {
      name: 'Marie Tremblay',
      email: 'marie@example.com',
      phone: '',
      message: 'Bonjour, quels sont vos tarifs?',
    };
    const sent = await post(path, fields, '203.0.113.31');
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(new RegExp(`^${path}\\?sent=\\d{4}-\\d{2}-\\d{2}$`));
    const thanks = await getPage(sent.location!);
    expect(thanks.text).toContain('Demande envoyée le');
    expect(thanks.text).toContain('d’ici deux jours ouvrables');
    expect(thanks.text).toContain('Composez le 514 555-0123');

    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.partnerId, montreal.id));
    expect(row?.locale).toBe('fr');
    const mails = await smtp.waitForMessages(2, 10_000);
    const family = mails.find((mail) => mail.envelope.to[0] === 'marie@example.com');
    expect(family?.subject).toBe('Salon funéraire Rosemont\u00a0: votre demande a été envoyée');
    for (const line of [
      'Salon funéraire Rosemont (Montréal, Québec)',
      'Bonjour Marie Tremblay,',
      'Votre demande adressée au Salon funéraire Rosemont a été envoyée le',
      'qui vous répondra par courriel.',
      'Vous devriez recevoir une réponse d’ici deux jours ouvrables.',
      'appelez le Salon funéraire Rosemont au 514 555-0123.',
      'https://directory.test/fr/confidentialite',
      'une demande faite sur le site https://directory.test/fr.',
    ]) {
      expect(family?.text, line).toContain(line);
    }
    // From the directory's French name, marked as French.
    expect(family?.from).toBe('Répertoire des partenaires Solace Stones <care@directory.test>');
    expect(family?.headers['content-language']).toBe('fr');
    const office = mails.find((mail) => mail.envelope.to[0] === INQUIRY_EMAIL);
    expect(office?.text).toContain('Language: French');
  });

  it('gives the dialog its messages in French, and nothing for a language the site does not have', async () => {
    const french = await fetch(`${baseUrl}/api/inquiry-messages/fr`);
    expect(french.status).toBe(200);
    const body = (await french.json()) as { locale: string; messages: Record<string, unknown> };
    expect(body.locale).toBe('fr');
    expect(JSON.stringify(body.messages['inquiry.send'])).toContain('Envoyer la demande');
    expect((await fetch(`${baseUrl}/api/inquiry-messages/de`)).status).toBe(404);
  });
});
