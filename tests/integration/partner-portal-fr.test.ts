import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '~/db/client.server';
import {
  inquiries,
  mailOutbox,
  partners,
  type PartnerRow,
  portalChangeRequests,
  portalLinks,
} from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { portalPaths } from '~/modules/partner-portal/portal-constants';
import { processLinkRequests } from '~/modules/partner-portal/portal-link-requests.server';
import { sendDueReminders } from '~/modules/partner-portal/portal-reminders.server';
import { loggedPath } from '../../server/request-log.server';
import { insertPartner } from '../factories/partner';
import { solidPng } from '../factories/png';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { decodeEntities, inputValue, type RenderedPage, textareaValue } from '../setup/pages-app';
import { type PortalApp, startPortalApp } from '../setup/portal-app';

// The partner portal in Canadian French (decision 033) over the real app, pages and database: a French link
// signs in to the French portal, edits and refusals answer in French, redirects keep the page's language,
// one session serves both languages, and the English portal stays as it was.

const FR = portalPaths('fr');
const EN = portalPaths('en');
let app: PortalApp;
let database: DatabaseHandle;
let context: AppContext;
let partnerA: PartnerRow;
let partnerB: PartnerRow;
let cookieA = '';
let tremblay = '';
let send: PortalApp['send'];

const EMAIL_A = 'direction@erable.example';
const EMAIL_B = 'owner@birch.example';

/** The token of the newest link of this kind mailed to the address, whatever the language of its address. */
async function mailedToken(address: string, kind: 'sign-in' | 'confirm'): Promise<string> {
  await processLinkRequests(database.db, { publicUrl: context.env.PUBLIC_URL });
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt));
  const words =
    kind === 'sign-in'
      ? '(?:partner-portal/sign-in|fr/portail-partenaire/connexion)'
      : '(?:partner-portal/confirm|fr/portail-partenaire/confirmer)';
  for (const mail of mails) {
    const token = mail.textBody.match(new RegExp(`https://directory\\.test/${words}/([\\w-]+)`))?.[1];
    if (token) return token;
  }
  throw new Error(`no ${kind} link mailed to ${address}`);
}

/** Asks for a link on the French sign-in page and follows it as a French link. */
async function signInInFrench(address: string): Promise<RenderedPage> {
  const asked = await send(FR.signIn, { form: { email: address } });
  expect(asked.status).toBe(303);
  expect(asked.headers.get('location')).toBe(`${FR.signIn}?sent=1`);
  return send(FR.signInLink(await mailedToken(address, 'sign-in')), { form: {} });
}

const cookieOf = (answer: RenderedPage) => (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
const csrfOf = (html: string) => decodeEntities(html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '');
const partnerRow = async (id: string) => (await database.db.select().from(partners).where(eq(partners.id, id)))[0]!;

/** The listing form as the page sends it (unticked boxes are absent). */
function listingForm(csrf: string, partner: PartnerRow, fields: Record<string, string> = {}): Record<string, string> {
  return {
    csrf,
    intent: 'save',
    partnerId: partner.id,
    phone: partner.phone,
    email: partner.email ?? '',
    website: '',
    description: '',
    descriptionFr: '',
    longDescriptionFr: '',
    servicesOffered: 'Crémation',
    servicesOfferedFr: '',
    priceListUrl: '',
    directCremationFrom: '',
    openingHours: '',
    afterHoursPhone: '',
    ...fields,
  };
}

/** Words of the English portal that must not show on a French page. */
const ENGLISH_WORDS = ['Your listing', 'Sign out', 'Save changes', 'Inquiries from families', 'Badge for your website'];

beforeAll(async () => {
  app = await startPortalApp({ env: { MEDIA_STORE: 'database' } });
  ({ database, context, send } = app);
  partnerA = await insertPartner(database.db, {
    name: 'Salon funéraire L’Érable',
    email: EMAIL_A,
    phone: '(514) 555-0101',
    address: '12 rue Principale',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2X 1Y4',
  });
  partnerB = await insertPartner(database.db, { name: 'Birch Home', email: EMAIL_B, phone: '(512) 555-0202' });
  const sent = await database.db
    .insert(inquiries)
    .values([
      {
        partnerId: partnerA.id,
        partnerName: partnerA.name,
        name: 'Famille Tremblay',
        email: 'tremblay@famille.example',
        message: 'Bonjour, une question pour vous.',
        locale: 'fr',
        createdAt: new Date('2026-11-20T15:05:00Z'),
      },
      {
        partnerId: partnerB.id,
        partnerName: partnerB.name,
        name: 'Bea Family',
        email: 'bea@family.example',
        message: 'Private question for Birch',
      },
    ])
    .returning();
  tremblay = sent[0]!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('signing in from a French link', () => {
  it('asks for a link in French: the same answer for any address, field errors in French', async () => {
    const page = await send(FR.signIn);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(page.text).toContain('Connexion des partenaires');
    expect(page.text).toContain('Adresse courriel de votre fiche');
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const unknown = await send(FR.signIn, { form: { email: 'personne@nulle-part.example' } });
    expect(unknown.headers.get('location')).toBe(`${FR.signIn}?sent=1`);
    const sent = await send(`${FR.signIn}?sent=1`);
    expect(sent.text).toContain(
      'Si cette adresse figure sur la fiche d’un partenaire, un lien de connexion vient d’y être envoyé.',
    );
    const bad = await send(FR.signIn, { form: { email: 'pas une adresse' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Entrez une adresse courriel valide, par exemple nom@exemple.com');
    expect(bad.text).not.toContain('Enter a valid email address');
  });

  it('opens the French link page, signs in to the French portal, and the cookie serves both languages', async () => {
    expect((await send(FR.signIn, { form: { email: EMAIL_A } })).status).toBe(303);
    const token = await mailedToken(EMAIL_A, 'sign-in');
    const opened = await send(FR.signInLink(token));
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Accéder à ma fiche');
    const used = await send(FR.signInLink(token), { form: {} });
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe(FR.portal);
    cookieA = cookieOf(used);
    expect(cookieA).toMatch(/^portal_session=/);

    const french = await send(FR.portal, { cookie: cookieA });
    expect(french.status).toBe(200);
    expect(french.html).toContain('<html lang="fr-CA"');
    expect(french.headers.get('cache-control')).toContain('no-store');
    expect(french.html).toMatch(/<meta name="robots" content="noindex/);
    expect(french.html).toContain('<title>Votre fiche | Portail des partenaires');
    expect(french.text).toContain('Votre fiche');
    expect(french.text).toContain(`Session ouverte avec l’adresse ${EMAIL_A}`);
    expect(french.text).toContain('Coordonnées, prix, heures et services');
    expect(french.text).toContain('Demandes des familles');
    for (const words of ENGLISH_WORDS) expect(french.text, words).not.toContain(words);
    // The language switch keeps the page.
    expect(french.html).toMatch(/<a href="\/partner-portal" lang="en" hrefLang="en"/);
    // The partner tools open in French, prefilled, and are no longer called English-only.
    const toolLinks = [...french.html.matchAll(/href="(\/[^"]*outils-partenaires[^"?]*)\?[^"]*"/g)].map((m) => m[1]);
    expect(toolLinks).toEqual(['/fr/outils-partenaires/communique', '/fr/outils-partenaires/video']);
    expect(french.html).not.toMatch(/href="\/partner-tools/);
    expect(french.text).not.toContain('qu’en anglais');

    // The same session in English: the English portal, unchanged.
    const english = await send(EN.portal, { cookie: cookieA });
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en"');
    expect(english.text).toContain('Your listing');
    expect(english.text).toContain('Save changes');
    expect(english.text).not.toContain('Votre fiche');
    expect(english.html).toMatch(/<a href="\/fr\/portail-partenaire" lang="fr-CA" hrefLang="fr-CA"/);
  });

  it('answers a used or forged French link with the French page that does not tell them apart', async () => {
    for (const token of [await mailedToken(EMAIL_A, 'sign-in'), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const page = await send(FR.signInLink(token), { form: {} });
      expect(page.status).toBe(404);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(page.text).toContain('Ce lien de connexion ne peut pas être utilisé');
      expect(page.html).toContain(`href="${FR.signIn}"`);
    }
  });

  it('offers in French on an expired link’s page to email a new link, answered as the French sign-in form', async () => {
    expect((await send(FR.signIn, { form: { email: EMAIL_B } })).status).toBe(303);
    const token = await mailedToken(EMAIL_B, 'sign-in');
    await database.db
      .update(portalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalLinks.email, EMAIL_B));
    const expired = await send(FR.signInLink(token));
    expect(expired.status).toBe(404);
    expect(expired.text).toContain('Ce lien de connexion a expiré : pour votre sécurité');
    expect(expired.text).toContain('M’envoyer un nouveau lien');
    expect(expired.text).not.toContain(EMAIL_B);
    const asked = await send(FR.signInLink(token), { form: { intent: 'new-link' } });
    expect(asked.headers.get('location')).toBe(`${FR.signIn}?sent=1`);
    expect(await mailedToken(EMAIL_B, 'sign-in')).not.toBe(token);
  });

  it('keeps each language on its own side: redirects to the sign-in page and to the portal in the page’s language', async () => {
    const signedOut = await send(FR.portal);
    expect(signedOut.headers.get('location')).toBe(FR.signIn);
    expect((await send(EN.portal)).headers.get('location')).toBe(EN.signIn);
    expect((await send(FR.signIn, { cookie: cookieA })).headers.get('location')).toBe(FR.portal);
  });

  it('says in French when an address asked too often (429), the limit being the English one', async () => {
    const answers: RenderedPage[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await send(FR.signIn, { form: { email: 'souvent@nulle-part.example' } }));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303]);
    const refused = answers[5]!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.text).toContain(
      'Trop de liens de connexion ont été demandés. Veuillez réessayer dans quelques minutes. Si vous ne pouvez pas attendre, écrivez au bureau à',
    );
    expect(refused.text).toContain(context.env.INQUIRY_EMAIL);
  });

  it('keeps French link tokens out of the request log', () => {
    expect(loggedPath('/fr/portail-partenaire/connexion/abc_DEF-123?x=1')).toBe(
      '/fr/portail-partenaire/connexion/[redacted]',
    );
    expect(loggedPath('/fr/portail-partenaire/confirmer/abc_DEF-123')).toBe(
      '/fr/portail-partenaire/confirmer/[redacted]',
    );
  });
});

describe('the French portal', () => {
  it('shows dates, figures and inquiries in French', async () => {
    const page = await send(FR.portal, { cookie: cookieA });
    // On the listing's clock (Montréal, Eastern time), labelled with its zone.
    expect(page.text).toContain('Famille Tremblay Nouvelle 20 nov. 2026, 10 h 05 HNE');
    expect(page.text).toContain('30 derniers jours');
    expect(page.text).toContain(
      'Les mois sont des mois civils selon le temps universel (UTC), en avance de plusieurs heures sur les horloges d’Amérique du Nord : une visite le soir du dernier jour d’un mois peut compter dans le mois suivant.',
    );
    expect(page.html).toContain(
      '<th scope="col" class="px-0.5 py-2 text-right text-xs font-semibold sm:px-2 sm:text-base">Vues</th>',
    );
    expect(page.text).toContain('Les familles lisent : « Renseignements vérifiés le');
    expect(page.text).toContain('J’ai répondu');
    expect(page.text).toContain('1 demande attend votre réponse');
    // The partner's own mark, not a reply the directory sent; and it can be taken back.
    const marked = await send(FR.portal, {
      cookie: cookieA,
      form: { csrf: csrfOf(page.html), intent: 'answered', inquiryId: tremblay },
    });
    expect(marked.status).toBe(200);
    const after = await send(FR.portal, { cookie: cookieA });
    expect(after.text).toContain('Famille Tremblay Marquée comme répondue');
    expect(after.text).not.toContain('Réponse envoyée');
    expect(after.text).toContain('Annuler : pas encore répondue');
    await send(FR.portal, {
      cookie: cookieA,
      form: { csrf: csrfOf(after.html), intent: 'unanswered', inquiryId: tremblay },
    });
    expect((await send(FR.portal, { cookie: cookieA })).text).toContain('Famille Tremblay Nouvelle');
    // The state list labels Québec in French, keeping the stored name as its value.
    expect(page.html).toMatch(/<option value="Quebec" selected="">Québec<\/option>/);
    // Its public page and the badge's link are the French ones.
    const frenchPage = `/fr/province/quebec/ville/montreal/${partnerA.id}`;
    expect(page.html).toContain(`href="${frenchPage}"`);
    expect(decodeEntities(page.html)).toContain(`<a href="https://directory.test${frenchPage}">`);
    expect(page.text).not.toContain('Birch');
    expect(page.html).not.toContain(partnerB.id);
  });

  it('saves an edit with a price typed the French way and says so in French', async () => {
    const { html } = await send(FR.portal, { cookie: cookieA });
    const saved = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, {
        phone: '514 555-0199',
        directCremationFrom: '1 295,50 $',
        descriptionFr: 'Entreprise familiale depuis 1950.',
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(
      'Modifications enregistrées. Les familles voient dès maintenant les nouveaux renseignements.',
    );
    const row = await partnerRow(partnerA.id);
    expect(row.phone).toBe('(514) 555-0199');
    expect(row.directCremationFromCents).toBe(129_550);
    expect(row.descriptionFr).toBe('Entreprise familiale depuis 1950.');
    const again = await send(FR.portal, { cookie: cookieA });
    expect(inputValue(again.html, `listing-${partnerA.id}-directCremationFrom`)).toBe('1295,50');
    // Stored in the one notation, shown back the French way.
    expect(inputValue(again.html, `listing-${partnerA.id}-phone`)).toBe('514 555-0199');
  });

  it('saves hours written the Quebec way, stores them in the one notation and shows them back in French', async () => {
    const { html } = await send(FR.portal, { cookie: cookieA });
    expect(html).toContain('lun-ven 9 h-17 h; sam 10 h-14 h; dim fermé');
    expect(html).not.toContain('abréviations anglaises');
    const saved = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, { openingHours: 'lun-ven 9h-17h; sam 10h-14h; dim fermé' }),
    });
    expect(saved.status).toBe(200);
    expect((await partnerRow(partnerA.id)).openingHours).toBe('Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su closed');
    const again = await send(FR.portal, { cookie: cookieA });
    expect(inputValue(again.html, `listing-${partnerA.id}-openingHours`)).toBe(
      'lun-ven 9 h-17 h; sam 10 h-14 h; dim fermé',
    );
    // The English portal keeps the English notation.
    const english = await send(EN.portal, { cookie: cookieA });
    expect(inputValue(english.html, `listing-${partnerA.id}-openingHours`)).toBe(
      'Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su closed',
    );
    const page = await send(`/fr/province/quebec/ville/montreal/${partnerA.id}`, {});
    expect(page.status).toBe(200);
    // The page runs on the real clock: today's row says so, whichever day the test runs.
    const today = String.raw`(?:\(aujourd’hui\)\s)?`;
    expect(page.text).toMatch(new RegExp(String.raw`Lundi\s${today}9\sh\s–\s17\sh`));
    expect(page.text).toMatch(new RegExp(String.raw`Samedi\s${today}10\sh\s–\s14\sh\sDimanche\s${today}Fermé`));

    // What it cannot read is quoted back in French, as typed, and nothing changes.
    const refused = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(again.html), partnerA, { openingHours: 'lun-ven 9h à midi' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Vérifiez « 9h à midi » : écrivez les heures comme « lun-ven 9 h-17 h;');
    expect(inputValue(refused.html, `listing-${partnerA.id}-openingHours`)).toBe('lun-ven 9h à midi');
    const sameTime = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(again.html), partnerA, { openingHours: 'lun 9h-9h' }),
    });
    expect(sameTime.status).toBe(400);
    expect(sameTime.text).toContain(
      '« 9 h-9 h » ouvre et ferme à la même heure : pour une journée entière, écrivez 0 h-24 h',
    );
    const overnight = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(again.html), partnerA, { openingHours: 'lun-ven 17 h à 9 h' }),
    });
    expect(overnight.status).toBe(400);
    expect(overnight.text).toContain(
      '« 17 h-9 h » ferme avant d’ouvrir : indiquez seulement les heures de jour, par exemple 9 h-17 h; pour la nuit, indiquez le téléphone en dehors des heures d’ouverture',
    );
    expect(inputValue(overnight.html, `listing-${partnerA.id}-openingHours`)).toBe('lun-ven 17 h à 9 h');
    expect((await partnerRow(partnerA.id)).openingHours).toBe('Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su closed');
  });

  it('saves the long description and the services in French, shown back in the form and on the French page', async () => {
    const { html } = await send(FR.portal, { cookie: cookieA });
    expect(html).toContain('Description longue en français');
    expect(html).toContain('Services offerts en français');
    const saved = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, {
        longDescriptionFr: 'Fondé en 1950 par la famille Gagnon.\r\n\r\nNous prenons le temps de vous écouter.',
        servicesOfferedFr: 'Crémation directe\r\n\r\n  Soutien au deuil  ',
      }),
    });
    expect(saved.status).toBe(200);
    const row = await partnerRow(partnerA.id);
    expect(row.longDescriptionFr).toBe(
      'Fondé en 1950 par la famille Gagnon.\r\n\r\nNous prenons le temps de vous écouter.',
    );
    expect(row.servicesOfferedFr).toEqual(['Crémation directe', 'Soutien au deuil']);
    const again = await send(FR.portal, { cookie: cookieA });
    expect(textareaValue(again.html, `listing-${partnerA.id}-servicesOfferedFr`)).toBe(
      'Crémation directe\nSoutien au deuil',
    );
    expect(textareaValue(again.html, `listing-${partnerA.id}-longDescriptionFr`)).toContain('famille Gagnon.');

    const page = await send(`/fr/province/quebec/ville/montreal/${partnerA.id}`, {});
    expect(page.status).toBe(200);
    expect(page.text).toContain('Fondé en 1950 par la famille Gagnon. Nous prenons le temps de vous écouter.');
    expect(page.html).toMatch(/<ul class="[^"]*"><li>(?:(?!<\/ul>).)*Crémation directe/);

    // A form from before the French boxes existed leaves them as they are.
    const {
      longDescriptionFr: _long,
      servicesOfferedFr: _services,
      ...oldForm
    } = listingForm(csrfOf(again.html), partnerA, { phone: '514 555-0188' });
    expect((await send(FR.portal, { cookie: cookieA, form: oldForm })).status).toBe(200);
    expect(await partnerRow(partnerA.id)).toMatchObject({
      phone: '(514) 555-0188',
      servicesOfferedFr: ['Crémation directe', 'Soutien au deuil'],
    });
    expect((await partnerRow(partnerA.id)).longDescriptionFr).toContain('famille Gagnon.');
  });

  it('names a French service that is too long in French (400) and changes nothing', async () => {
    const before = await partnerRow(partnerA.id);
    const { html } = await send(FR.portal, { cookie: cookieA });
    const refused = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, { servicesOfferedFr: `Crémation\n${'é'.repeat(101)}` }),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Chaque service doit compter au plus 100 caractères');
    expect(refused.text).not.toMatch(/must be/);
    expect((await partnerRow(partnerA.id)).servicesOfferedFr).toEqual(before.servicesOfferedFr);
  });

  it('names each bad field in French (400) and changes nothing', async () => {
    const before = await partnerRow(partnerA.id);
    const { html } = await send(FR.portal, { cookie: cookieA });
    const contact = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, {
        phone: 'appelez-nous',
        email: '',
        website: 'ftp://x',
        priceListUrl: 'http://prix.example',
      }),
    });
    const prices = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, {
        directCremationFrom: 'beaucoup',
        openingHours: 'Mo-Fr 09:00-17:00; toujours',
        closures: '2026-12-25 Noël\n2026-02-30 Fête',
      }),
    });
    for (const [page, messages] of [
      [
        contact,
        [
          'Entrez un numéro de téléphone valide',
          'L’adresse courriel est obligatoire : c’est avec elle que vous vous connectez',
          'Entrez une adresse Web valide, par exemple https://exemple.com',
          'Le lien doit commencer par https://',
        ],
      ],
      [
        prices,
        [
          'Entrez un prix en dollars, par exemple 1295 ou 1295,50',
          'Vérifiez « toujours » : écrivez les heures comme',
          'Vérifiez la fermeture « 2026-02-30 Fête » : écrivez une date',
          '3 champs ci-dessus sont à corriger : rien n’a été enregistré.',
        ],
      ],
    ] as const) {
      expect(page.status).toBe(400);
      for (const message of messages) expect(page.text, message).toContain(message);
      expect(page.text).not.toMatch(/Enter a valid|must be|is required/);
    }
    // The typed values come back in the form, a price as the partner typed it the French way too.
    expect(inputValue(contact.html, `listing-${partnerA.id}-phone`)).toBe('appelez-nous');
    const typedPrice = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, { phone: 'appelez-nous', directCremationFrom: '1 395,50 $' }),
    });
    expect(typedPrice.status).toBe(400);
    expect(inputValue(typedPrice.html, `listing-${partnerA.id}-directCremationFrom`)).toBe('1 395,50 $');
    // A day in two closures would show twice on the page: both are named.
    const overlapping = await send(FR.portal, {
      cookie: cookieA,
      form: listingForm(csrfOf(html), partnerA, { closures: '2026-12-24..2026-12-26 Fêtes\n2026-12-25 Noël' }),
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.text).toContain(
      'Les fermetures « 2026-12-24..2026-12-26 » et « 2026-12-25 » se chevauchent : inscrivez chaque jour une seule fois.',
    );
    const after = await partnerRow(partnerA.id);
    expect(after.phone).toBe(before.phone);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it('asks the office for an address change in French, refusing a postal code that is not Canadian', async () => {
    const { html } = await send(FR.portal, { cookie: cookieA });
    const form = {
      csrf: csrfOf(html),
      intent: 'request-change',
      partnerId: partnerA.id,
      name: partnerA.name,
      address: '40 rue Sainte-Catherine',
      city: 'Montréal',
      state: 'Quebec',
      zipCode: '12345',
    };
    const refused = await send(FR.portal, { cookie: cookieA, form });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Entrez un code postal canadien comme A1A 1A1');
    expect(await database.db.select().from(portalChangeRequests)).toEqual([]);
    // A Toronto postal code with Québec: the office could not approve it, so the partner hears now.
    const elsewhere = await send(FR.portal, { cookie: cookieA, form: { ...form, zipCode: 'M5V 3L9' } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.text).toContain(
      'Ce code postal ne correspond pas à la province ou à l’État choisi : vérifiez les deux.',
    );
    expect(await database.db.select().from(portalChangeRequests)).toEqual([]);
    const asked = await send(FR.portal, { cookie: cookieA, form: { ...form, zipCode: 'h2x1y5' } });
    expect(asked.status).toBe(200);
    expect(asked.text).toMatch(
      /En attente de vérification par le bureau depuis le \d{1,2}(?:er)? \S+ \d{4} : Salon funéraire L’Érable ?, 40 rue Sainte-Catherine, Montréal \(Québec\) H2X 1Y5\./,
    );
  });

  it('tells the partner in French, by email, that the office did not make the change', async () => {
    await database.db.update(partners).set({ preferredLanguage: 'fr' }).where(eq(partners.id, partnerA.id));
    const [request] = await database.db.select().from(portalChangeRequests);
    const admin = await createAdminSession(context);
    const declined = await fetch(
      `${app.baseUrl}/api/admin/partner-portal/${partnerA.id}/change-requests/${request!.id}/decline`,
      { method: 'POST', headers: authHeader(admin.token) },
    );
    expect(declined.status).toBe(200);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, EMAIL_A), eq(mailOutbox.purpose, 'portal-change-decided')));
    expect(mail?.subject).toBe(
      'Votre fiche Salon funéraire L’Érable dans le répertoire Solace Stones\u00a0: modification non apportée',
    );
    expect(mail?.textBody).toMatch(
      /Le \d{1,2}(?:er)? \S+ \d{4}, vous avez demandé au bureau de remplacer le nom ou l’adresse de votre fiche Salon funéraire L’Érable par\u00a0:\n\nSalon funéraire L’Érable\n40 rue Sainte-Catherine\nMontréal \(Québec\) H2X 1Y5\n/,
    );
    expect(mail?.textBody).toContain('Le bureau n’a pas apporté cette modification');
  });

  it('refuses a missing logo in French', async () => {
    const { html } = await send(FR.portal, { cookie: cookieA });
    const upload = new FormData();
    upload.set('csrf', csrfOf(html));
    upload.set('intent', 'logo');
    upload.set('partnerId', partnerA.id);
    const page = await send(FR.portal, { cookie: cookieA, form: upload });
    expect(page.status).toBe(400);
    expect(page.text).toContain('Choisissez un fichier image à téléverser.');
  });

  it('refuses an image too small to be a logo in French', async () => {
    const { html } = await send(FR.portal, { cookie: cookieA });
    expect(html).toContain('PNG, JPEG ou WebP, d’au moins 64 pixels de côté');
    const upload = new FormData();
    upload.set('csrf', csrfOf(html));
    upload.set('intent', 'logo');
    upload.set('partnerId', partnerA.id);
    upload.set('logo', new Blob([new Uint8Array(solidPng(1, 1, [0, 0, 0]))], { type: 'image/png' }), 'point.png');
    const page = await send(FR.portal, { cookie: cookieA, form: upload });
    expect(page.status).toBe(400);
    expect(page.text).toContain('Cette image est trop petite (moins de 64 pixels sur son côté le plus court)');
    expect((await partnerRow(partnerA.id)).logoKey).toBeNull();
  });

  it("neither shows nor changes partner B's data from the French routes", async () => {
    const before = await partnerRow(partnerB.id);
    const { html } = await send(FR.portal, { cookie: cookieA });
    const csrf = csrfOf(html);
    for (const fields of [
      listingForm(csrf, partnerB, { email: EMAIL_A, phone: '(512) 555-0666' }),
      { csrf, intent: 'confirm', partnerId: partnerB.id },
      {
        csrf,
        intent: 'request-change',
        partnerId: partnerB.id,
        name: 'Taken',
        address: '1 Main St',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
      },
    ]) {
      const page = await send(FR.portal, { cookie: cookieA, form: fields });
      expect(page.status, fields.intent).toBe(404);
    }
    const after = await partnerRow(partnerB.id);
    expect(after.phone).toBe(before.phone);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    // Without the session's token: refused as in English.
    expect(
      (await send(FR.portal, { cookie: cookieA, form: { intent: 'confirm', partnerId: partnerA.id } })).status,
    ).toBe(403);
  });
});

describe('the reminder’s confirm link in French', () => {
  it('confirms on the French page and lands on the French thank-you', async () => {
    await database.db
      .update(partners)
      .set({ informationCheckedAt: new Date(Date.now() - 100 * 24 * 60 * 60_000) })
      .where(eq(partners.id, partnerA.id));
    expect(await sendDueReminders(database.db, { publicUrl: 'https://directory.test', batch: 5 })).toBeGreaterThan(0);
    const token = await mailedToken(EMAIL_A, 'confirm');
    const opened = await send(FR.confirm(token));
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Votre fiche est-elle toujours exacte?');
    expect(opened.html).toContain(`href="${FR.signIn}"`);
    const posted = await send(FR.confirm(token), { form: {} });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${FR.confirm(token)}?confirmed=1`);
    const thanks = await send(posted.headers.get('location')!);
    expect(thanks.text).toContain(
      'Merci. Votre fiche indique maintenant que ses renseignements ont été vérifiés aujourd’hui.',
    );
    const reused = await send(FR.confirm(token), { form: {} });
    expect(reused.status).toBe(404);
    expect(reused.text).toContain('Ce lien ne peut pas être utilisé');
  });
});

describe('signing out in French', () => {
  it('ends the session and returns to the French sign-in page', async () => {
    const signedIn = await signInInFrench(EMAIL_A);
    const cookie = cookieOf(signedIn);
    const { html } = await send(FR.portal, { cookie });
    const out = await send(FR.portal, { cookie, form: { csrf: csrfOf(html), intent: 'sign-out' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`${FR.signIn}?signed-out=1`);
    expect((await send(out.headers.get('location')!)).text).toContain('Déconnexion effectuée.');
    expect((await send(EN.portal, { cookie })).headers.get('location')).toBe(EN.signIn);
    // A form sent after that: the French sign-in page says nothing was saved.
    const late = await send(FR.portal, { cookie, form: { csrf: csrfOf(html), intent: 'save' } });
    expect(late.headers.get('location')).toBe(`${FR.signIn}?ended=1`);
    expect((await send(late.headers.get('location')!)).text).toContain(
      'Votre session a pris fin : ce que vous venez d’envoyer n’a pas été enregistré.',
    );
  });
});
