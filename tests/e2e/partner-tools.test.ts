import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { solidPng } from '../factories/png';
import { checkBothWidths, expectNoAxeViolations } from '../setup/axe';
import { useBrowserPage } from '../setup/browser';
import { startAppServer } from './server';

const baseUrl = inject('baseUrl');

async function expectNoindexCanonical(page: Page, path: string) {
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}${path}`);
}

const logo = { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(240, 120, [95, 77, 58]) };

async function fillContact(page: Page) {
  await page.getByLabel('Company Name').fill('Hillside Memorial Chapel');
  await page.getByLabel('Contact Name').fill('Maria Alvarez');
  await page.getByLabel('Contact Email').fill('maria@hillside.example');
  await page.getByLabel('Contact Phone').fill('(217) 555-0142');
  await page.getByRole('textbox', { name: 'Website (optional)' }).fill('https://hillside.example');
}

describe('partner tools', () => {
  const browser = useBrowserPage({ baseUrl });

  it('shows the two tools and opens each in place with Back to Tools', async () => {
    const { page } = browser;
    const response = await page.goto('/partner-tools');
    expect(response?.status()).toBe(200);
    await expectNoindexCanonical(page, '/partner-tools');
    await page.getByRole('heading', { name: 'Partner Tools', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Press Release Maker', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Partner-Branded Video Maker', level: 2 }).waitFor();
    await checkBothWidths(page, 'partner-tools');

    await page.getByRole('button', { name: 'Open Press Release Maker' }).click();
    await page.getByRole('heading', { name: 'Press Release Maker', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/partner-tools');
    await page.getByRole('button', { name: 'Back to Tools' }).click();
    await page.getByRole('button', { name: 'Open Partner-Branded Video Maker' }).click();
    await page.getByRole('heading', { name: 'Partner-Branded Video Maker', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /Quiet Stone/ }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Back to Tools' }).click();
    await page.getByRole('heading', { name: 'Partner Tools', level: 1 }).waitFor();
  });

  it('writes a press release and downloads it as a text file named after the company', async () => {
    const { page } = browser;
    await page.goto('/partner-tools/press-release');
    await expectNoindexCanonical(page, '/partner-tools/press-release');
    await page.getByRole('heading', { name: 'Press Release Maker', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Tools' }).getAttribute('href')).toBe('/partner-tools');
    // Spec §9: Standard (400) is the default length.
    expect(await page.getByLabel('Length').inputValue()).toBe('400');

    // Nothing filled in: every required field says what it needs, under the field.
    await page.getByRole('button', { name: 'Generate Press Release' }).click();
    for (const message of [
      'Company name is required',
      'Contact name is required',
      'Valid email is required',
      'Contact phone is required',
      'Company address is required',
      'News angle should be at least 10 characters',
      'Call to action is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Company Name').getAttribute('aria-invalid')).toBe('true');
    await checkBothWidths(page, 'press-release-errors');

    // Logo upload: a JPEG is refused with the spec's toast; a PNG becomes the logo and disables the URL field.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
    await page.getByText('Invalid file type').first().waitFor();
    await page.getByText('Only PNG files are accepted for transparent logos.').first().waitFor();
    await fileInput.setInputFiles(logo);
    await page.getByRole('img', { name: 'Uploaded logo preview' }).waitFor();
    expect(await page.getByLabel('Logo URL').isDisabled()).toBe(true);

    await fillContact(page);
    await page.getByLabel('Company Address').fill('418 Oak Street, Springfield, IL 62704');
    await page
      .getByLabel('News Angle')
      .fill('We are now offering Solace Stones solidified remains to families in Springfield.');
    await page.getByLabel('Testimonials').fill('“They guided us gently through every step.” — The Reyes family');
    await page.getByLabel('Call to Action').fill('Call us to arrange a visit');
    await page.getByLabel('Length').selectOption('300');
    await page.getByRole('button', { name: 'Generate Press Release' }).click();

    await page.getByText('Press Release Generated').first().waitFor();
    await page.getByText('Your professional press release has been created successfully.').first().waitFor();
    const article = page.getByRole('article', { name: 'Press release text' });
    await article.waitFor();
    const shown = (await article.textContent()) ?? '';
    expect(shown).toMatch(/^FOR IMMEDIATE RELEASE/);
    expect(shown).toContain('SPRINGFIELD, Illinois —');
    expect(shown).toContain('“They guided us gently through every step,” said the Reyes family.');
    expect(shown.trimEnd().endsWith('###')).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hillside-memorial-chapel-press-release.txt');
    const saved = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(saved).toBe(shown);
    await checkBothWidths(page, 'press-release-result');
  });

  it('renders a branded video and opens it in a new tab, where it plays', async () => {
    const { page, context } = browser;
    // One thumbnail comes back as garbage: its card shows an icon instead of a broken image.
    await page.route('**/video-templates/evening-calm.jpg', (route) =>
      route.fulfill({ status: 200, contentType: 'image/jpeg', body: 'not an image' }),
    );
    await page.goto('/partner-tools/video');
    await expectNoindexCanonical(page, '/partner-tools/video');
    await page.getByRole('heading', { name: 'Partner-Branded Video Maker', level: 1 }).waitFor();
    await page.getByTestId('thumbnail-fallback').waitFor();
    expect(await page.getByTestId('thumbnail-fallback').count()).toBe(1);

    const generate = page.getByRole('button', { name: 'Generate Video' });
    expect(await generate.isDisabled()).toBe(true);
    await checkBothWidths(page, 'video-empty');

    await page.getByText('Quiet Stone', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /Quiet Stone/ }).isChecked()).toBe(true);
    expect(await generate.isEnabled()).toBe(true);
    await fillContact(page);
    await page.getByLabel('Call to Action').fill('Call us to arrange a visit');
    await page.locator('input[type="file"]').setInputFiles(logo);
    await page.getByRole('img', { name: 'Uploaded logo preview' }).waitFor();
    await generate.click();
    await page.getByRole('button', { name: 'Generating Video...' }).waitFor();

    await page.getByText('Video Generated').first().waitFor({ timeout: 60_000 });
    await page.getByText('Your branded video has been created successfully.').first().waitFor();
    const open = page.getByRole('link', { name: /Open Video/ });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('href')).toMatch(/^\/media\/videos\/[0-9a-f]{32}\.mp4$/);
    await checkBothWidths(page, 'video-ready');

    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/media\/videos\/[0-9a-f]{32}\.mp4$/);
    // Chromium opens an MP4 in its media viewer: a <video> element. Whether this build decodes H.264 is a
    // build option (Debian's chromium is built with proprietary codecs); ask it before expecting frames.
    const canPlay = await tab.evaluate(() =>
      document.createElement('video').canPlayType('video/mp4; codecs="avc1.4D401F, mp4a.40.2"'),
    );
    expect(canPlay).not.toBe('');
    await expect
      .poll(() => tab.evaluate(() => document.querySelector('video')?.readyState ?? -1), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const duration = await tab.evaluate(() => document.querySelector('video')?.duration ?? 0);
    expect(duration).toBeGreaterThan(8);
    expect(duration).toBeLessThan(9);
  });
});

describe('a partner tool refused for too many requests', () => {
  const browser = useBrowserPage({ baseUrl, expectedConsoleErrors: [/status of 429/] });

  it('says in French how many minutes to wait and names the office’s address', async () => {
    const { page } = browser;
    // The limiter's answer as the API gives it (its own words are English; the page says it in French).
    await page.route('**/api/partner-tools/generate-video', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '690' },
        contentType: 'application/json',
        body: JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 12 minutes.' }),
      }),
    );
    const facts = 'companyName=Maison+Darche&contactName=Julie+Darche&contactEmail=julie%40darche.example';
    await page.goto(`/fr/outils-partenaires/video?${facts}&contactPhone=514-555-0142`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Pierre paisible', { exact: true }).click();
    await page.getByLabel('Invitation à agir').fill('Appelez-nous pour une visite');
    const generate = page.getByRole('button', { name: 'Créer la vidéo' });
    await expect.poll(() => generate.isEnabled()).toBe(true);
    await generate.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Trop de demandes' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'Trop de demandes pour le moment. Veuillez réessayer dans 12 minutes. ' +
        'Si vous ne pouvez pas attendre, écrivez au bureau à care@example.org.',
    );
    await checkBothWidths(page, 'video-too-many-fr');
  });
});

describe('partner video tool on a server without ffmpeg', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    server = await startAppServer({ env: { FFMPEG_PATH: '/nonexistent/ffmpeg', SEED: 'none' } });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const browser = useBrowserPage({ baseUrl });

  it('says plainly that videos cannot be rendered and keeps the button off', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/partner-tools/video`);
    await page.getByText('Video rendering is unavailable').waitFor();
    await page
      .getByText(/^Video rendering is not available on this server: ffmpeg at \/nonexistent\/ffmpeg could not run/)
      .waitFor();
    await page.getByText('Quiet Stone', { exact: true }).click();
    expect(await page.getByRole('button', { name: 'Generate Video' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
