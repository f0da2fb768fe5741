import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { rateLimits } from '~/db/schema.server';
import { countWords } from '~/modules/partner-tools/press-release-composer';
import { canonicalOf, type PagesApp, type RenderedPage, startPagesApp, titleOf } from '../setup/pages-app';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

// The partner tools in Canadian French (decision 033): the three pages render in French with no English
// left, noindex, with a switch to the same tool in English; the API writes a French release for a French page.

const ORIGIN = 'https://directory.test';
let database: DatabaseHandle;
let pages: PagesApp;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  pages = await startPagesApp(database, ORIGIN);
  api = await startTestApp(database, { RATE_LIMIT_TOOLS_MAX: '1000' });
});
afterAll(async () => {
  await api?.close();
  await pages?.close();
  await database?.close();
});

const switchOf = (page: RenderedPage) =>
  page.html.match(/<nav aria-label="(?:Language|Langue)"><a href="([^"]*)" lang="([^"]+)"/)?.slice(1, 3);

/** English words of the tools' interface that a French page must not show. */
const ENGLISH_UI = [
  'Partner Tools',
  'Back to Tools',
  'Press Release Maker',
  'Company Name',
  'Contact Email',
  'Call to Action',
  'Generate',
  'Upload PNG Logo',
  'Logo URL',
  '(optional)',
  'Your company',
  'Your branding',
  'Video Template',
  'Choose a template',
  'words (Standard)',
  'Quiet Stone',
];

function expectFrenchPage(page: RenderedPage) {
  expect(page.status).toBe(200);
  expect(page.html).toContain('<html lang="fr-CA"');
  expect(page.html).toMatch(/<meta name="robots" content="noindex/);
  for (const english of ENGLISH_UI) expect(page.text, english).not.toContain(english);
}

describe('the French partner tools pages', () => {
  it('/fr/outils-partenaires: the hub in French, noindex, its own canonical, a switch to /partner-tools', async () => {
    const page = await pages.get('/fr/outils-partenaires');
    expectFrenchPage(page);
    expect(titleOf(page)).toBe('Outils pour partenaires | Solace Stones');
    expect(page.text).toContain('Outils pour partenaires');
    expect(page.text).toContain('Rédiger un communiqué');
    expect(page.text).toContain('Créer une vidéo');
    expect(canonicalOf(page)).toBe(`${ORIGIN}/fr/outils-partenaires`);
    expect(page.html).not.toContain('hrefLang="en-US" href=');
    expect(switchOf(page)).toEqual(['/partner-tools', 'en']);
  });

  it('/fr/outils-partenaires/communique: every label, hint and button in French; the prefill kept by the switch', async () => {
    const page = await pages.get('/fr/outils-partenaires/communique?companyName=Maison+Darche');
    expectFrenchPage(page);
    for (const french of [
      'Retour aux outils',
      'Rédaction de communiqué de presse',
      'Nom de l’entreprise',
      'Personne-ressource',
      'Adresse de l’entreprise',
      'Ce que vous annoncez',
      'Témoignages',
      '(facultatif)',
      '400 mots (standard)',
      'Téléverser un logo PNG',
      'Rédiger le communiqué',
    ]) {
      expect(page.text, french).toContain(french);
    }
    expect(page.html).toContain('value="Maison Darche"');
    expect(page.html).toContain('href="/fr/outils-partenaires"');
    expect(switchOf(page)).toEqual(['/partner-tools/press-release?companyName=Maison+Darche', 'en']);
  });

  it('/fr/outils-partenaires/video: the form and the templates in French', async () => {
    const page = await pages.get('/fr/outils-partenaires/video');
    expectFrenchPage(page);
    for (const french of [
      'Vidéo à votre image',
      'Modèle de vidéo',
      'Pierre paisible',
      'Granit poli',
      'Votre image',
      'Invitation à agir',
      'Remarques',
      'Créer la vidéo',
      'Choisissez un modèle pour continuer.',
    ]) {
      expect(page.text, french).toContain(french);
    }
  });

  it('leaves the English pages in English, with a switch to French', async () => {
    const hub = await pages.get('/partner-tools');
    expect(hub.html).toContain('<html lang="en');
    expect(titleOf(hub)).toBe('Partner Tools | Solace Stones Partner Tools');
    expect(hub.text).toContain('Open Press Release Maker');
    expect(hub.text).not.toContain('Rédiger');
    expect(switchOf(hub)).toEqual(['/fr/outils-partenaires', 'fr-CA']);
    const form = await pages.get('/partner-tools/press-release');
    expect(form.text).toContain('400 words (Standard)');
    expect(form.text).toContain('Company Address');
    expect(canonicalOf(form)).toBe(`${ORIGIN}/partner-tools/press-release`);
  });

  it('keeps the French tools out of robots too', async () => {
    const robots = await fetch(`${pages.baseUrl}/robots.txt`).then((response) => response.text());
    expect(robots).toContain('Disallow: /fr/outils-partenaires');
  });
});

describe('POST /api/partner-tools/press-release from a French page', () => {
  const input = {
    companyName: 'Maison funéraire Darche',
    contactName: 'Julie Gagnon',
    contactEmail: 'julie@darche.example',
    contactPhone: '514-555-0123',
    companyAddress: '1234, rue Sherbrooke Est, Montreal, QC H2L 1M4',
    website: 'https://darche.example',
    logoUrl: '',
    newsAngle: 'Nous offrons maintenant les cendres solidifiées Solace Stones aux familles.',
    testimonials: '« Tenir les pierres nous a apporté la paix. » — La famille Tremblay',
    callToAction: 'Appelez-nous pour prendre rendez-vous',
    additionalInfo: '',
    targetWordCount: '500',
  };

  it('writes the release in French, with the town and province as Quebec writes them', async () => {
    await database.db.delete(rateLimits);
    const response = await api.request('/api/partner-tools/press-release', {
      method: 'POST',
      body: { ...input, locale: 'fr' },
    });
    expect(response.status).toBe(200);
    const text: string = response.body.pressRelease;
    expect(text.startsWith('POUR DIFFUSION IMMÉDIATE\n')).toBe(true);
    expect(text).toMatch(/\nMONTRÉAL \(Québec\), le \d{1,2}(?:er)? \p{Ll}+ \d{4} – /u);
    expect(text).toContain('Maison funéraire Darche offre maintenant');
    expect(text).toContain('«\u00a0Tenir les pierres nous a apporté la paix\u00a0», témoigne la famille Tremblay.');
    expect(text).toContain('514 555-0123');
    expect(text).toContain('Source et renseignements\u00a0:');
    expect(text.trimEnd().endsWith('-30-')).toBe(true);
    expect(text).not.toMatch(/FOR IMMEDIATE RELEASE|About |Media Contact|###/);
    expect(countWords(text)).toBeGreaterThanOrEqual(450);
    expect(countWords(text)).toBeLessThanOrEqual(550);
  });

  it('still writes English when the page does not ask for French', async () => {
    await database.db.delete(rateLimits);
    const response = await api.request('/api/partner-tools/press-release', { method: 'POST', body: input });
    expect(response.status).toBe(200);
    expect(response.body.pressRelease.startsWith('FOR IMMEDIATE RELEASE\n')).toBe(true);
  });

  it('refuses a language it does not write', async () => {
    await database.db.delete(rateLimits);
    const response = await api.request('/api/partner-tools/press-release', {
      method: 'POST',
      body: { ...input, locale: 'de' },
    });
    expect(response.status).toBe(400);
  });
});
