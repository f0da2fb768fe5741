import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { faqItems, partners } from '~/db/schema.server';
import { importFaqs, listAllFaqs } from '~/modules/faq/faq-admin.service.server';
import { buildFaqExportCsv, faqRowsFromCsv } from '~/modules/faq/faq-csv';
import { parsePartnerCsv } from '~/modules/partners/partner-csv';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { type PagesApp, startPagesApp } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// French content (partner descriptions, FAQ items): what the office writes through the admin API and CSV
// files, and what a family sees on the French and English pages, over the real app and database.

let database: DatabaseHandle;
let app: TestApp;
let pages: PagesApp;
let headers: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  pages = await startPagesApp(database, 'https://directory.test');
  headers = authHeader((await createAdminSession(app.context, { username: 'bilingual-office' })).token);
});
afterAll(async () => {
  await pages?.close();
  await app?.close();
  await database?.close();
});

const call = (path: string, init: { method?: string; body?: unknown } = {}) => app.request(path, { ...init, headers });

const MONTREAL = {
  city: 'Montréal',
  state: 'Quebec',
  zipCode: 'H2X 1Y4',
  phone: '(514) 555-0123',
  coordinates: { latitude: 45.5019, longitude: -73.5674 },
};

describe('partner description in French (admin API)', () => {
  it('is created, returned by the admin and public JSON, changed, cleared and recorded in the history', async () => {
    const created = await call('/api/admin/partners', {
      method: 'POST',
      body: {
        name: 'Résidence funéraire Lavoie',
        address: '1200 rue Saint-Denis',
        ...MONTREAL,
        description: 'A family home in the heart of Montréal.',
        descriptionFr: '  Une maison familiale au cœur de Montréal.  ',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.descriptionFr).toBe('Une maison familiale au cœur de Montréal.');
    const id = created.body.id as string;
    expect((await app.request(`/api/partners/${id}`)).body.descriptionFr).toBe(
      'Une maison familiale au cœur de Montréal.',
    );

    const edited = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { descriptionFr: 'Au service des familles depuis 1962.', updatedAt: created.body.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.descriptionFr).toBe('Au service des familles depuis 1962.');
    expect(edited.body.description).toBe('A family home in the heart of Montréal.');

    const history = await call(`/api/admin/history/partner/${id}`);
    expect(history.body.items[0]).toMatchObject({
      action: 'update',
      before: { descriptionFr: 'Une maison familiale au cœur de Montréal.' },
      after: { descriptionFr: 'Au service des familles depuis 1962.' },
    });

    const cleared = await call(`/api/admin/partners/${id}`, { method: 'PUT', body: { descriptionFr: '  ' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.descriptionFr).toBeNull();
  });

  it('refuses a French description over 2,000 characters with a 400 naming the field, and writes nothing', async () => {
    const partner = await insertPartner(database.db, { name: 'Chapelle Gagnon', ...MONTREAL });
    const response = await call(`/api/admin/partners/${partner.id}`, {
      method: 'PUT',
      body: { descriptionFr: 'é'.repeat(2001) },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      descriptionFr: 'Description (French) must be at most 2000 characters',
    });
    const [row] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.descriptionFr).toBeNull();
  });

  it('goes out in the CSV export, reads back as written, and an edited file updates it', async () => {
    await insertPartner(database.db, {
      name: 'Coopérative funéraire du Plateau',
      ...MONTREAL,
      descriptionFr: 'Une coopérative « à l’écoute »,\nsur deux lignes.',
    });
    const exported = await call('/api/admin/partners/export.csv?q=Plateau');
    expect(exported.status).toBe(200);
    const { rows, ignoredColumns } = parsePartnerCsv(exported.text);
    expect(ignoredColumns).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ descriptionFr: 'Une coopérative « à l’écoute »,\nsur deux lignes.' }),
    ]);

    const changed = rows.map((row) => ({ ...row, descriptionFr: 'Un nouveau texte.' }));
    const imported = await call('/api/admin/partners/bulk', { method: 'POST', body: { partners: changed } });
    expect(imported.status).toBe(200);
    const stored = await database.db
      .select({ descriptionFr: partners.descriptionFr })
      .from(partners)
      .where(eq(partners.name, 'Coopérative funéraire du Plateau'));
    expect(stored).toEqual([{ descriptionFr: 'Un nouveau texte.' }]);
  });
});

describe('long description and services in French (admin API, CSV)', () => {
  it('are created, published in the JSON, changed, recorded in the history and cleared', async () => {
    const created = await call('/api/admin/partners', {
      method: 'POST',
      body: {
        name: 'Centre funéraire Roy-Côté',
        address: '300 rue Sherbrooke',
        ...MONTREAL,
        longDescription: 'Founded in 1951.\n\nWe listen first.',
        servicesOffered: ['Direct Cremation', 'Pre-Planning'],
        longDescriptionFr: '  Fondé en 1951.\n\nNous vous écoutons d’abord.  ',
        servicesOfferedFr: [' Crémation directe ', 'Préarrangements'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      longDescriptionFr: 'Fondé en 1951.\n\nNous vous écoutons d’abord.',
      servicesOfferedFr: ['Crémation directe', 'Préarrangements'],
    });
    const id = created.body.id as string;
    expect((await app.request(`/api/partners/${id}`)).body).toMatchObject({
      longDescriptionFr: 'Fondé en 1951.\n\nNous vous écoutons d’abord.',
      servicesOfferedFr: ['Crémation directe', 'Préarrangements'],
    });

    const edited = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: {
        servicesOfferedFr: ['Crémation directe'],
        longDescriptionFr: 'Depuis 1951.',
        updatedAt: created.body.updatedAt,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.servicesOffered).toEqual(['Direct Cremation', 'Pre-Planning']);
    const history = await call(`/api/admin/history/partner/${id}`);
    expect(history.body.items[0]).toMatchObject({
      action: 'update',
      before: {
        longDescriptionFr: 'Fondé en 1951.\n\nNous vous écoutons d’abord.',
        servicesOfferedFr: ['Crémation directe', 'Préarrangements'],
      },
      after: { longDescriptionFr: 'Depuis 1951.', servicesOfferedFr: ['Crémation directe'] },
    });

    const cleared = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { longDescriptionFr: ' ', servicesOfferedFr: [] },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ longDescriptionFr: null, servicesOfferedFr: [] });
  });

  it('are refused past the English limits, naming the field, and nothing is written', async () => {
    const partner = await insertPartner(database.db, { name: 'Chapelle Ouellet', ...MONTREAL });
    const response = await call(`/api/admin/partners/${partner.id}`, {
      method: 'PUT',
      body: { longDescriptionFr: 'é'.repeat(20_001), servicesOfferedFr: ['é'.repeat(101)] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      longDescriptionFr: 'Long description (French) must be at most 20000 characters',
      'servicesOfferedFr.0': 'A service must be at most 100 characters',
    });
    const [row] = await database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row).toMatchObject({ longDescriptionFr: null, servicesOfferedFr: [] });
  });

  it('go out in the CSV export, read back as written, and an edited file updates them', async () => {
    await insertPartner(database.db, {
      name: 'Coopérative funéraire de Rosemont',
      ...MONTREAL,
      longDescriptionFr: 'Une coopérative « à l’écoute ».\n\nDepuis 1978.',
      servicesOfferedFr: ['Crémation directe', 'Soutien au deuil'],
    });
    const exported = await call('/api/admin/partners/export.csv?q=Rosemont');
    expect(exported.status).toBe(200);
    expect(exported.text.split('\r\n')[0]).toMatch(/,longDescriptionFr,servicesOfferedFr,slug,lastUpdated$/);
    const { rows, ignoredColumns } = parsePartnerCsv(exported.text);
    expect(ignoredColumns).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({
        longDescriptionFr: 'Une coopérative « à l’écoute ».\n\nDepuis 1978.',
        servicesOfferedFr: ['Crémation directe', 'Soutien au deuil'],
      }),
    ]);

    const unchanged = await call('/api/admin/partners/bulk', { method: 'POST', body: { partners: rows } });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    const changed = rows.map((row) => ({
      ...row,
      servicesOfferedFr: ['Inhumation'],
      longDescriptionFr: 'Un texte neuf.',
    }));
    const imported = await call('/api/admin/partners/bulk', { method: 'POST', body: { partners: changed } });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 0, updated: 1 });
    const stored = await database.db
      .select({ longDescriptionFr: partners.longDescriptionFr, servicesOfferedFr: partners.servicesOfferedFr })
      .from(partners)
      .where(eq(partners.name, 'Coopérative funéraire de Rosemont'));
    expect(stored).toEqual([{ longDescriptionFr: 'Un texte neuf.', servicesOfferedFr: ['Inhumation'] }]);
  });
});

describe('FAQ items in French (admin API and CSV)', () => {
  beforeEach(async () => {
    await database.db.delete(faqItems);
  });

  it('creates and updates an item with its French pair; GET /api/faq publishes both languages', async () => {
    const created = await call('/api/admin/faq', {
      method: 'POST',
      body: {
        question: 'How long does it take?',
        answer: 'A few weeks.',
        questionFr: 'Combien de temps faut-il compter?',
        answerFr: 'Quelques semaines.',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      questionFr: 'Combien de temps faut-il compter?',
      answerFr: 'Quelques semaines.',
    });

    const updated = await call(`/api/admin/faq/${created.body.id}`, {
      method: 'PUT',
      body: { answerFr: 'Habituellement quelques semaines.', updatedAt: created.body.updatedAt },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.answerFr).toBe('Habituellement quelques semaines.');

    const published = await app.request('/api/faq');
    expect(published.body).toEqual([
      expect.objectContaining({
        question: 'How long does it take?',
        questionFr: 'Combien de temps faut-il compter?',
        answerFr: 'Habituellement quelques semaines.',
      }),
    ]);
  });

  it('refuses half a French pair, on create and on an update of the stored item, and French text over the limits', async () => {
    const half = await call('/api/admin/faq', {
      method: 'POST',
      body: { question: 'Q?', answer: 'A.', questionFr: 'Q en français?' },
    });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({
      answerFr: 'Add the French answer too, or leave both French fields empty',
    });

    const item = await insertFaqItem(database.db, { questionFr: 'Une question?', answerFr: 'Une réponse.' });
    const removingOne = await call(`/api/admin/faq/${item.id}`, { method: 'PUT', body: { answerFr: '' } });
    expect(removingOne.status).toBe(400);
    expect(removingOne.body.errors).toEqual({
      answerFr: 'Add the French answer too, or leave both French fields empty',
    });
    const removingBoth = await call(`/api/admin/faq/${item.id}`, {
      method: 'PUT',
      body: { questionFr: '', answerFr: '' },
    });
    expect(removingBoth.status).toBe(200);
    expect(removingBoth.body).toMatchObject({ questionFr: null, answerFr: null });

    const tooLong = await call('/api/admin/faq', {
      method: 'POST',
      body: { question: 'Q?', answer: 'A.', questionFr: 'é'.repeat(501), answerFr: 'é'.repeat(10_001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({
      questionFr: 'Question (French) must be at most 500 characters',
      answerFr: 'Answer (French) must be at most 10000 characters',
    });
    expect(await listAllFaqs(database.db)).toHaveLength(1);
  });

  it('round-trips through the CSV export and upload: unchanged, then a French edit updates the same item', async () => {
    await insertFaqItem(database.db, {
      question: 'Can stones be shared?',
      answer: 'Yes.',
      questionFr: 'Peut-on partager les pierres?',
      answerFr: 'Oui, « bien sûr »,\nentre proches.',
    });
    await insertFaqItem(database.db, { question: 'English only?', answer: 'For now.' });
    const csv = buildFaqExportCsv(await listAllFaqs(database.db));
    const actor = { id: null, username: 'csv-test', email: null };

    const again = await call('/api/admin/faq/bulk', { method: 'POST', body: { faqs: faqRowsFromCsv(csv) } });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created: 0, updated: 0 });

    const edited = csv.replace('Peut-on partager les pierres?', 'Peut-on partager les pierres entre proches?');
    expect(await importFaqs(database.db, faqRowsFromCsv(edited), { actor })).toMatchObject({ created: 0, updated: 1 });
    const items = await listAllFaqs(database.db);
    expect(items.map((item) => [item.question, item.questionFr, item.answerFr])).toEqual(
      expect.arrayContaining([
        ['Can stones be shared?', 'Peut-on partager les pierres entre proches?', 'Oui, « bien sûr »,\nentre proches.'],
        ['English only?', null, null],
      ]),
    );
  });
});

describe('the pages', () => {
  let withFrench: Awaited<ReturnType<typeof insertPartner>>;
  let englishOnly: Awaited<ReturnType<typeof insertPartner>>;
  let allFrench: Awaited<ReturnType<typeof insertPartner>>;

  beforeAll(async () => {
    await database.db.delete(faqItems);
    allFrench = await insertPartner(database.db, {
      name: 'Résidence funéraire Pelletier',
      ...MONTREAL,
      description: 'A family home on the Plateau.',
      longDescription: 'Founded in 1932 by the Pelletier family.\n\nWe listen first.',
      servicesOffered: ['Direct Cremation', 'Grief Support'],
      descriptionFr: 'Une maison familiale du Plateau.',
      longDescriptionFr: 'Fondée en 1932 par la famille Pelletier.\n\nNous prenons d’abord le temps de vous écouter.',
      servicesOfferedFr: ['Crémation directe', 'Soutien au deuil'],
    });
    withFrench = await insertPartner(database.db, {
      name: 'Maison funéraire Tremblay',
      ...MONTREAL,
      description: 'Caring for Montréal families since 1948.',
      descriptionFr: 'Au service des familles de Montréal depuis 1948.',
    });
    englishOnly = await insertPartner(database.db, {
      name: 'Plateau Cremation',
      ...MONTREAL,
      description: 'Simple cremation for the families of the Plateau.',
    });
    await insertFaqItem(database.db, {
      question: 'What are solidified remains?',
      answer: 'Stones made from cremated remains.',
      questionFr: 'Que sont les cendres solidifiées?',
      answerFr: 'Des pierres faites des cendres.',
    });
    await insertFaqItem(database.db, { question: 'Is the directory free?', answer: 'Yes, always.' });
  });

  const frenchPage = (partner: { id: string }) => `/fr/province/quebec/ville/montreal/${partner.id}`;
  const englishPage = (partner: { id: string }) => `/state/quebec/city/montreal/${partner.id}`;

  it('shows the French description on a French page, without the note', async () => {
    const page = await pages.get(frenchPage(withFrench));
    expect(page.status).toBe(200);
    expect(page.html).toContain('lang="fr-CA"');
    expect(page.text).toContain('Au service des familles de Montréal depuis 1948.');
    expect(page.text).not.toContain('Caring for Montréal families since 1948.');
    expect(page.text).not.toContain('Cette description n’existe qu’en anglais.');
  });

  it('shows the French long description and the French services on a French page, nothing marked English', async () => {
    const page = await pages.get(frenchPage(allFrench));
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      /<div class="[^"]*"><p[^>]*>Fondée en 1932 par la famille Pelletier\.<\/p><p[^>]*>Nous prenons d’abord le temps de vous écouter\.<\/p>/,
    );
    expect(page.text).not.toMatch(/Founded in 1932|We listen first|Une maison familiale du Plateau/);
    expect(page.text).not.toContain('Cette description n’existe qu’en anglais.');
    expect(page.html).toMatch(
      /<ul class="[^"]*"><li>(?:(?!<\/ul>).)*Crémation directe(?:(?!<\/ul>).)*Soutien au deuil/,
    );
    expect(page.text).not.toMatch(/Direct Cremation|Grief Support/);
    expect(page.html).not.toContain('<ul lang="en"');
    expect(page.text).not.toContain('Ces services ne sont indiqués qu’en anglais.');
    expect(page.html).toContain(
      '<meta name="description" content="Crémation directe et soutien au deuil\u00a0— Résidence funéraire Pelletier, à Montréal (Québec).',
    );
    expect(page.html).toContain('"knowsAbout":["Crémation directe","Soutien au deuil"]');
  });

  it('falls back to the French short description, with the English services marked lang="en"', async () => {
    const page = await pages.get(frenchPage(withFrench));
    expect(page.text).toContain('Au service des familles de Montréal depuis 1948.');
    expect(page.html).toMatch(/<ul lang="en" class="[^"]*"><li>/);
    expect(page.text).toContain('Ces services ne sont indiqués qu’en anglais.');
  });

  it('says in French when a partner has no French description and marks the English text lang="en"', async () => {
    const page = await pages.get(frenchPage(englishOnly));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Cette description n’existe qu’en anglais.');
    expect(page.html).toMatch(/<div lang="en"[^>]*><p[^>]*>Simple cremation for the families of the Plateau\.<\/p>/);
  });

  it('shows FAQ items in French where they have French text, and the others in English under a French note', async () => {
    const page = await pages.get(frenchPage(withFrench));
    expect(page.text).toContain('Que sont les cendres solidifiées? Des pierres faites des cendres.');
    expect(page.text).not.toContain('What are solidified remains?');
    expect(page.text).toContain('Une des questions ci-dessous n’existe qu’en anglais.');
    expect(page.html).toMatch(/<details lang="en"[^>]*><summary[^>]*><span>Is the directory free\?<\/span>/);
  });

  it('keeps the English page as it was: English texts, no note, nothing marked lang="en"', async () => {
    const english = await pages.get(englishPage(allFrench));
    expect(english.text).toContain('Founded in 1932 by the Pelletier family.');
    expect(english.text).toMatch(/Direct Cremation.*Grief Support/);
    expect(english.text).not.toMatch(/Fondée en 1932|Crémation directe|Soutien au deuil/);
    for (const partner of [withFrench, englishOnly]) {
      const page = await pages.get(englishPage(partner));
      expect(page.status).toBe(200);
      expect(page.html).toContain('<html lang="en"');
      expect(page.text).toContain(partner.description!);
      expect(page.text).toContain('What are solidified remains? Stones made from cremated remains.');
      expect(page.text).not.toMatch(/Que sont|Au service|en anglais|only available in English/);
      expect(page.html).not.toContain(' lang="en" ');
      expect(page.html).not.toMatch(/<(div|details) lang="en"/);
    }
  });
});

describe('partner cards in French', () => {
  // Its own town, so the other tests' Montréal partners do not share its lists.
  const LAVAL = { ...MONTREAL, city: 'Laval', zipCode: 'H7N 1A1' };
  let withFrench: Awaited<ReturnType<typeof insertPartner>>;
  let englishOnly: Awaited<ReturnType<typeof insertPartner>>;

  beforeAll(async () => {
    withFrench = await insertPartner(database.db, {
      name: 'Complexe funéraire Bélanger',
      ...LAVAL,
      // Featured: the province page shows it as a card.
      isPriority: true,
      description: 'Serving Laval families for three generations.',
      descriptionFr: 'Au service des familles de Laval depuis trois générations.',
    });
    englishOnly = await insertPartner(database.db, {
      name: 'Laval Memorial Chapel',
      ...LAVAL,
      description: 'A quiet chapel by the river.',
    });
  });

  /** The card of `partner` on a page: from its name's heading to the next card's. */
  const cardOf = (html: string, partner: { id: string }) => {
    const start = html.indexOf(`/${partner.id}"`);
    expect(start, `card of ${partner.id}`).toBeGreaterThan(-1);
    const next = html.indexOf('<h', start + 1);
    return html.slice(start, next === -1 ? undefined : next);
  };

  it('on a French city page: the French description, unmarked; the English one marked lang="en"', async () => {
    const page = await pages.get('/fr/province/quebec/ville/laval');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Au service des familles de Laval depuis trois générations.');
    expect(page.text).not.toContain('Serving Laval families for three generations.');
    expect(cardOf(page.html, withFrench)).toMatch(/<p class="[^"]*">Au service des familles de Laval/);
    // Said in words, and marked for screen readers.
    expect(cardOf(page.html, englishOnly)).toMatch(
      /<p class="[^"]*"><span class="[^"]*">En anglais\u00a0: <\/span><span lang="en">A quiet chapel by the river\.<\/span><\/p>/,
    );
  });

  it('on a French province page: the featured card in French', async () => {
    const page = await pages.get('/fr/province/quebec');
    expect(page.status).toBe(200);
    expect(cardOf(page.html, withFrench)).toContain('Au service des familles de Laval depuis trois générations.');
    expect(page.text).not.toContain('Serving Laval families for three generations.');
  });

  it('on the English city page: the English descriptions, nothing marked lang="en"', async () => {
    const page = await pages.get('/state/quebec/city/laval');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Serving Laval families for three generations.');
    expect(page.text).toContain('A quiet chapel by the river.');
    expect(page.text).not.toContain('Au service des familles de Laval');
    expect(page.html).not.toMatch(/<(p|span) lang="en"/);
    expect(page.text).not.toContain('In English:');
  });

  it('on a French search: the compact cards (spec §2) carry no description in either language', async () => {
    const page = await pages.get('/fr/recherche?q=Laval');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Complexe funéraire Bélanger');
    expect(page.text).toContain('Laval Memorial Chapel');
    expect(page.text).not.toMatch(/Serving Laval families|Au service des familles de Laval|A quiet chapel/);
  });
});
