import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { portalLinkRequests } from '~/db/schema.server';
import { loggedPath } from '../../server/request-log.server';
import { insertPartner } from '../factories/partner';
import { type PagesApp, startPagesApp, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// The forms anyone can post without signing in (partner sign-in, correction, inquiry, in both languages)
// as an attacker posts them: bodies too large are refused before they are read, bodies that are not the
// form they claim get a 400 page, never a 500; and a sign-in link's secret never reaches the request log.

let database: DatabaseHandle;
let app: PagesApp;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startPagesApp(database, 'https://directory.test');
  slug = (await insertPartner(database.db, { name: 'Forms Memorial Chapel', email: 'office@forms.example' })).slug;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function post(path: string, body: string, contentType: string) {
  const response = await fetch(app.baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, text: visibleText(await response.text()) };
}

const requestsFor = (email: string) =>
  database.db.select().from(portalLinkRequests).where(eq(portalLinkRequests.email, email));

describe('the partner sign-in form', () => {
  it('refuses a body far larger than one address (413) and stores no link request', async () => {
    const email = 'office@forms.example';
    const padded = `email=${encodeURIComponent(email)}&pad=${'a'.repeat(64 * 1024)}`;
    const answer = await post('/partner-portal/sign-in', padded, 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('This form is too large to send');
    expect(await requestsFor(email)).toHaveLength(0);
  });
});

describe('a body that is not the form it claims to be', () => {
  const pages = () => [
    { path: '/partner-portal/sign-in', says: 'This form could not be read' },
    { path: `/partner/${slug}/correction`, says: 'This form could not be read' },
    { path: `/partner/${slug}/inquiry`, says: 'Your inquiry was not sent' },
    { path: `/fr/partenaire/${slug}/correction`, says: 'Ce formulaire n’a pas pu être lu' },
    { path: `/fr/partenaire/${slug}/demande`, says: 'Votre demande n’a pas été envoyée' },
  ];

  it('is a 400 page saying so on every public form, never a 500', async () => {
    for (const { path, says } of pages()) {
      const answer = await post(path, 'not a multipart body', 'multipart/form-data; boundary=edge');
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.text).toContain(says);
    }
  });
});

describe('the request log', () => {
  it('keeps a link token out however its address is spelled, as the router finds the page for each', async () => {
    const spellings = [
      '/PARTNER-PORTAL/SIGN-IN/tok_EN-1',
      '/partner%2Dportal/sign-in/tok_EN-1',
      '/partner-portal/%73ign-in/tok_EN-1',
      '/x/../partner-portal/sign-in/tok_EN-1',
      '/./partner-portal/confirm/tok_EN-1',
      '/partner-portal/sign-in/tok_EN-1%2Fmore',
    ];
    for (const path of spellings) {
      // The router shows the link's page (not the site's 404) for each spelling: the token is used as one.
      const page = await app.get(path);
      expect(page.text).not.toContain('Page Not Found');
      expect(loggedPath(path)).not.toContain('tok_EN');
    }
    expect(loggedPath('/partner-portal/sign-in?sent=1')).toBe('/partner-portal/sign-in');
    expect(loggedPath('/state/texas/city/austin?q=x')).toBe('/state/texas/city/austin');
  });
});
