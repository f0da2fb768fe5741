import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase, migrationsFolder } from '~/db/migrate.server';
import { partners } from '~/db/schema.server';
import { accessibleListings, partnerActor } from '~/modules/partner-portal/portal-auth.service.server';
import { processLinkRequests, requestSignInLink } from '~/modules/partner-portal/portal-link-requests.server';
import { sendDueReminders } from '~/modules/partner-portal/portal-reminders.server';
import { parsePartnerCsv } from '~/modules/partners/partner-csv';
import { updateOwnListing } from '~/modules/partners/partner-own-listing.service.server';
import type { FakeSmtpServer, ReceivedMail } from '../fakes/smtp-server';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';
import { type MailDelivery, startMailDelivery } from '../setup/mail-delivery';

// Partners' language for emails (decision 033): the listing's setting, French by default in Quebec, written by
// the office (form, API, CSV) and by the partner (portal), recorded; every email a partner receives (the
// inquiry's copy and forward, the sign-in link and invitation, the "still right?" reminder) leaves through the
// real outbox and SMTP in that language, linking the portal's pages in that language.

const INQUIRY_EMAIL = 'care@directory.test';
const PUBLIC_URL = 'https://directory.test';
const FRENCH_EMAIL = 'direction@rosemont.example';
const ENGLISH_EMAIL = 'office@hillcountry.example';

let database: DatabaseHandle;
let app: TestApp;
let smtp: FakeSmtpServer;
let mail: MailDelivery;
let headers: { authorization: string };
let montreal: { id: string; updatedAt: string; preferredLanguage: string };
let austin: { id: string; updatedAt: string; preferredLanguage: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { INQUIRY_EMAIL, INQUIRY_COPY_PARTNER: 'true', PUBLIC_URL });
  headers = authHeader((await createAdminSession(app.context, { username: 'office' })).token);
  mail = await startMailDelivery(database, { fromAddress: INQUIRY_EMAIL });
  smtp = mail.smtp;
}, 60_000);

afterAll(async () => {
  await mail?.close();
  await app?.close();
  await database?.close();
});

const call = (path: string, init: { method?: string; body?: unknown } = {}) => app.request(path, { ...init, headers });

/** Waits for `count` more messages than `before` and returns those sent to `to`. */
async function mailsTo(to: string, before: number, count: number): Promise<ReceivedMail[]> {
  const all = await smtp.waitForMessages(before + count, 15_000);
  return all.slice(before).filter((mail) => mail.envelope.to.includes(to));
}

describe('a partner’s language for emails', () => {
  it('is French for a new listing in Quebec and English elsewhere, unless the office says otherwise', async () => {
    const created = await call('/api/admin/partners', {
      method: 'POST',
      body: {
        name: 'Salon funéraire Rosemont',
        address: '1200 rue Sherbrooke Est',
        city: 'Montréal',
        state: 'Quebec',
        zipCode: 'H2L 1M2',
        phone: '(514) 555-0123',
        email: FRENCH_EMAIL,
      },
    });
    expect(created.status).toBe(201);
    montreal = created.body;
    expect(montreal.preferredLanguage).toBe('fr');

    const texan = await call('/api/admin/partners', {
      method: 'POST',
      body: {
        name: 'Hill Country Cremation',
        address: '100 Congress Ave',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        phone: '(512) 555-0100',
        email: ENGLISH_EMAIL,
      },
    });
    austin = texan.body;
    expect(austin.preferredLanguage).toBe('en');

    const chosen = await call('/api/admin/partners', {
      method: 'POST',
      body: {
        name: 'Anglican Memorial',
        address: '1 Sherbrooke Ouest',
        city: 'Montréal',
        state: 'QC',
        zipCode: 'H3A 1A1',
        phone: '(514) 555-0177',
        preferredLanguage: 'English',
      },
    });
    expect(chosen.body.preferredLanguage).toBe('en');

    const refused = await call(`/api/admin/partners/${austin.id}`, {
      method: 'PUT',
      body: { preferredLanguage: 'de', updatedAt: austin.updatedAt },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      preferredLanguage: 'Language for emails must be en (English) or fr (French)',
    });
  });

  it('reaches a French partner in French and an English one in English: inquiry copy and forward', async () => {
    for (const [partner, locale] of [
      [montreal, 'fr'],
      [austin, 'fr'],
    ] as const) {
      const before = smtp.messages.length;
      const sent = await app.request('/api/inquiries', {
        method: 'POST',
        body: {
          partnerId: partner.id,
          name: 'Marie Tremblay',
          email: 'marie@example.com',
          phone: '(514) 555-0199',
          message: 'Bonjour, quels sont vos tarifs?',
          locale,
        },
        headers: { 'x-forwarded-for': partner === montreal ? '203.0.113.1' : '203.0.113.2' },
      });
      expect(sent.status).toBe(201);
      const inquiryId = sent.body.id as string;
      // Coordinator, family, partner's copy.
      await smtp.waitForMessages(before + 3, 15_000);
      const forwarded = await call(`/api/admin/inquiries/${inquiryId}/forward`, { method: 'POST' });
      expect(forwarded.status).toBe(200);
      const toPartner = await mailsTo(partner === montreal ? FRENCH_EMAIL : ENGLISH_EMAIL, before, 4);
      expect(toPartner).toHaveLength(2);
      const office = smtp.messages.slice(before).find((mail) => mail.envelope.to.includes(INQUIRY_EMAIL));
      // The coordinator's copy stays English, with the language line.
      expect(office?.text).toContain('Language: French');

      for (const mail of toPartner) {
        if (partner === montreal) {
          expect(mail.subject).toBe(
            'Demande de Marie Tremblay transmise par le Répertoire des partenaires Solace Stones',
          );
          expect(mail.text).toContain('Bonjour Salon funéraire Rosemont,');
          expect(mail.text).toContain('Courriel\u00a0: marie@example.com');
          expect(mail.text).toMatch(/Date d’envoi\u00a0: \d{1,2}(?:er)? \S+ \d{4}/);
          expect(mail.text).not.toContain('Langue');
          // From the directory's French name, marked as French.
          expect(mail.from).toBe('Répertoire des partenaires Solace Stones <care@directory.test>');
          expect(mail.headers['content-language']).toBe('fr');
          expect(mail.text).toContain('Fiche\u00a0: Salon funéraire Rosemont,');
        } else {
          expect(mail.subject).toBe('Inquiry from Marie Tremblay via the Solace Stones Partner Directory');
          expect(mail.text).toContain('Hello Hill Country Cremation,');
          expect(mail.from).toContain('Solace Stones Partner Directory');
          expect(mail.headers['content-language']).toBe('en');
          expect(mail.text).toMatch(/Sent: [A-Z][a-z]+ \d{1,2}, \d{4}/);
          expect(mail.text).toContain('Language: French (sent from the French site; please answer in French)');
        }
        expect(mail.text).toContain('Bonjour, quels sont vos tarifs?');
      }
    }
  });

  it('sends the sign-in link in the listing’s language whatever page it was asked from', async () => {
    const before = smtp.messages.length;
    for (const [email, locale] of [
      [FRENCH_EMAIL, 'en'],
      [ENGLISH_EMAIL, 'fr'],
    ] as const) {
      await requestSignInLink(database, { email, clientIp: '198.51.100.7', maxPerWindow: 10, locale });
    }
    expect(await processLinkRequests(database.db, { publicUrl: PUBLIC_URL })).toBe(2);
    const [french] = await mailsTo(FRENCH_EMAIL, before, 2);
    expect(french?.subject).toBe('Votre lien de connexion au portail des partenaires Solace Stones');
    expect(french?.text).toMatch(/https:\/\/directory\.test\/fr\/portail-partenaire\/connexion\/[\w-]+/);
    expect(french?.text).toContain('- Salon funéraire Rosemont (Montréal, Québec)');
    const [english] = smtp.messages.slice(before).filter((mail) => mail.envelope.to.includes(ENGLISH_EMAIL));
    expect(english?.subject).toBe('Your sign-in link for the Solace Stones partner portal');
    expect(english?.text).toMatch(/https:\/\/directory\.test\/partner-portal\/sign-in\/[\w-]+/);
  });

  it('invites to the portal in the invited listing’s language', async () => {
    const before = smtp.messages.length;
    expect((await call(`/api/admin/partner-portal/${montreal.id}/invite`, { method: 'POST' })).status).toBe(200);
    const [invitation] = await mailsTo(FRENCH_EMAIL, before, 1);
    expect(invitation?.subject).toBe(
      'Votre fiche dans le répertoire Solace Stones\u00a0: une invitation au portail des partenaires',
    );
    expect(invitation?.text).toContain('L’équipe Solace Stones vous invite au portail des partenaires');
  });

  it('reminds each listing in its language, with a confirm link to the portal in that language', async () => {
    await database.db
      .update(partners)
      .set({ informationCheckedAt: new Date('2026-06-10T16:00:00Z') })
      .where(eq(partners.email, FRENCH_EMAIL));
    await database.db
      .update(partners)
      .set({ informationCheckedAt: new Date('2026-06-10T16:00:00Z') })
      .where(eq(partners.email, ENGLISH_EMAIL));
    const before = smtp.messages.length;
    expect(await sendDueReminders(database.db, { publicUrl: PUBLIC_URL, now: new Date('2026-11-27T12:00:00Z') })).toBe(
      2,
    );
    const [french] = await mailsTo(FRENCH_EMAIL, before, 2);
    expect(french?.subject).toBe(
      'Vos renseignements sont-ils toujours exacts? Salon funéraire Rosemont dans le répertoire Solace Stones',
    );
    expect(french?.text).toContain('La fiche a été vérifiée pour la dernière fois le 10 juin 2026.');
    expect(french?.text).toMatch(
      /un seul clic\)\u00a0: https:\/\/directory\.test\/fr\/portail-partenaire\/confirmer\/[\w-]+/,
    );
    const [english] = smtp.messages.slice(before).filter((mail) => mail.envelope.to.includes(ENGLISH_EMAIL));
    expect(english?.subject).toBe('Is this still right? Hill Country Cremation on Solace Stones');
    expect(english?.text).toContain('The listing was last checked on June 10, 2026.');
    expect(english?.text).toMatch(/https:\/\/directory\.test\/partner-portal\/confirm\/[\w-]+/);
  });
});

describe('the language as the office and the partner change it', () => {
  it('is recorded in the listing’s history when the office edits it', async () => {
    const [current] = await database.db.select().from(partners).where(eq(partners.id, austin.id));
    const edited = await call(`/api/admin/partners/${austin.id}`, {
      method: 'PUT',
      body: { preferredLanguage: 'fr', updatedAt: current!.updatedAt.toISOString() },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.preferredLanguage).toBe('fr');
    const history = await call(`/api/admin/history/partner/${austin.id}`);
    const [latest] = history.body.items as { action: string; before: unknown; after: unknown }[];
    expect(latest).toMatchObject({
      action: 'update',
      before: { preferredLanguage: 'en' },
      after: { preferredLanguage: 'fr' },
      // What the History panel shows: the form's label and choices, not the stored code.
      fields: expect.arrayContaining([
        { field: 'preferredLanguage', label: 'Language for emails', before: 'English', after: 'French' },
      ]),
    });
  });

  it('is the partner’s to change in the portal, recorded with the partner as the actor', async () => {
    const [listing] = await accessibleListings(database.db, ENGLISH_EMAIL);
    await updateOwnListing(
      database.db,
      {
        id: listing!.id,
        ownerEmail: ENGLISH_EMAIL,
        updates: {
          phone: listing!.phone,
          email: ENGLISH_EMAIL,
          preferredLanguage: 'en',
          servicesOffered: listing!.servicesOffered,
          offersPetCremation: false,
          acceptsCrematedRemains: false,
          offersWitnessedCremation: false,
          servesVeterans: false,
        },
      },
      { actor: partnerActor(ENGLISH_EMAIL, listing!.name) },
    );
    const history = await call(`/api/admin/history/partner/${austin.id}`);
    const [latest] = history.body.items as { action: string; actorKind: string; before: unknown; after: unknown }[];
    expect(latest).toMatchObject({
      action: 'portal-edit',
      actorKind: 'partner',
      actorEmail: ENGLISH_EMAIL,
      before: { preferredLanguage: 'fr' },
      after: { preferredLanguage: 'en' },
    });
  });

  it('is set for many listings at once by the bulk edit, recorded in words, and undone in one step', async () => {
    const before = await database.db.select().from(partners).where(eq(partners.id, montreal.id));
    const edit = await call('/api/admin/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [montreal.id, austin.id], updates: { preferredLanguage: 'fr' } },
    });
    expect(edit.status).toBe(200);
    const rows = await database.db
      .select()
      .from(partners)
      .where(sql`${partners.id} in (${montreal.id}, ${austin.id})`);
    expect(rows.map((row) => row.preferredLanguage)).toEqual(['fr', 'fr']);

    const activities = await call('/api/admin/activity?entity=partner');
    const [activity] = activities.body.items as { id: string; action: string; summary: string; undoable: boolean }[];
    expect(activity).toMatchObject({
      action: 'bulk-edit',
      summary: 'Bulk edit of 2 partners: Language for emails',
      undoable: true,
    });
    const detail = await call(`/api/admin/activity/${activity!.id}`);
    const changes = detail.body.changes as { entityId: string; fields: unknown[] }[];
    // Montreal was French already: saved again, no field changed; Austin's English became French.
    expect(changes.find((change) => change.entityId === austin.id)?.fields).toEqual([
      { field: 'preferredLanguage', label: 'Language for emails', before: 'English', after: 'French' },
    ]);
    expect(changes.find((change) => change.entityId === montreal.id)?.fields).toEqual([]);

    const undo = await call(`/api/admin/partners/undo/${activity!.id}`, { method: 'POST' });
    expect(undo.status).toBe(200);
    const [austinAfter] = await database.db.select().from(partners).where(eq(partners.id, austin.id));
    expect(austinAfter?.preferredLanguage).toBe('en');
    const [montrealAfter] = await database.db.select().from(partners).where(eq(partners.id, montreal.id));
    expect(montrealAfter?.preferredLanguage).toBe(before[0]?.preferredLanguage);
  });

  it('refuses a bulk edit to a language the emails are not written in, changing no listing', async () => {
    const edit = await call('/api/admin/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [montreal.id, austin.id], updates: { preferredLanguage: 'es' } },
    });
    expect(edit.status).toBe(400);
    expect(JSON.stringify(edit.body)).toContain('Language for emails must be en (English) or fr (French)');
    const [austinAfter] = await database.db.select().from(partners).where(eq(partners.id, austin.id));
    expect(austinAfter?.preferredLanguage).toBe('en');
  });

  it('travels through the CSV export and back in the `language` column', async () => {
    const exported = await call('/api/admin/partners/export.csv');
    expect(exported.status).toBe(200);
    const header = exported.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(header).toContain('language');
    const { rows } = parsePartnerCsv(exported.text.replace(/^\uFEFF/, ''));
    const rosemont = rows.find((row) => row.name === 'Salon funéraire Rosemont');
    expect(rosemont?.preferredLanguage).toBe('fr');

    // The office switches Rosemont to English in the sheet and imports it back.
    const imported = await call('/api/admin/partners/bulk', {
      method: 'POST',
      body: { partners: [{ ...rosemont, preferredLanguage: 'English' }] },
    });
    expect(imported.status).toBe(200);
    const [row] = await database.db.select().from(partners).where(eq(partners.id, montreal.id));
    expect(row?.preferredLanguage).toBe('en');
    const history = await call(`/api/admin/history/partner/${montreal.id}`);
    const [latest] = history.body.items as { before: unknown; after: unknown }[];
    expect(latest).toMatchObject({ before: { preferredLanguage: 'fr' }, after: { preferredLanguage: 'en' } });
  });
});

describe('the migration', () => {
  it('gives existing listings in Quebec French emails and every other listing English', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const index = (journal.entries as { tag: string }[]).findIndex((entry) => entry.tag.endsWith('_partner_language'));
    expect(index).toBeGreaterThan(0);
    const olderFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-language-migrations-'));
    fs.mkdirSync(path.join(olderFolder, 'meta'));
    const entries = journal.entries.slice(0, index) as { tag: string }[];
    fs.writeFileSync(path.join(olderFolder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(olderFolder, `${tag}.sql`));
    const older = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateDatabase(older, olderFolder);
      await older.db.execute(
        sql`insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country)
            values ('rosemont-montreal-qc', 'Rosemont', '1 rue Sherbrooke', 'Montréal', 'Quebec', 'H2L 1M2',
                    '(514) 555-0100', 'quebec', 'montreal', 'CA'),
                   ('oak-ottawa-on', 'Oak', '1 Bank St', 'Ottawa', 'Ontario', 'K1P 1A1', '(613) 555-0100',
                    'ontario', 'ottawa', 'CA')`,
      );
      await migrateDatabase(older);
      const rows = await older.db.execute<{ slug: string; language: string }>(
        sql`select slug, preferred_language as language from partners order by slug`,
      );
      expect(rows.rows).toEqual([
        { slug: 'oak-ottawa-on', language: 'en' },
        { slug: 'rosemont-montreal-qc', language: 'fr' },
      ]);
    } finally {
      await older.close();
      fs.rmSync(olderFolder, { recursive: true, force: true });
    }
  });
});
