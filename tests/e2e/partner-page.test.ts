import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage } from '../setup/browser';

const baseUrl = inject('baseUrl');

/** A family on a phone and one at a desk see the same page: screenshot and audit both widths. */
async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await expectNoAxeViolations(page);
}

describe('partner detail page', () => {
  const browser = useBrowserPage({ baseUrl });

  it('opens from a city page and shows the partner with every section', async () => {
    const { page } = browser;
    await page.goto('/state/texas');
    const cityList = page.locator('section', { has: page.getByRole('heading', { name: 'Partners by City' }) });
    const cityHref = (await cityList.locator('a[href^="/state/texas/city/"]').first().getAttribute('href')) ?? '';
    expect(cityHref).toMatch(/^\/state\/texas\/city\/[a-z0-9-]+$/);
    await page.goto(cityHref);
    await page.getByRole('heading', { level: 1, name: /^Cremation Services in / }).waitFor();

    const partnerLink = page.locator(`main h2 a[href^="${cityHref}/"], main h3 a[href^="${cityHref}/"]`).first();
    const name = (await partnerLink.innerText()).trim();
    const partnerHref = (await partnerLink.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL((url) => url.pathname === partnerHref), partnerLink.click()]);

    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.title()).toMatch(/ - .+, Texas \| Cremation Services$/);
    for (const section of ['Location', 'Get in Touch', 'Contact Information', 'At a Glance', 'Frequently Asked Questions']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Texas Cremation Services' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Send Directions to My Phone' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Ask for Information' }).count()).toBe(1);

    // The map is a drawing on the page, one link to the maps service: nothing loaded from a map provider.
    const mapLink = page.getByRole('link', { name: new RegExp(`^Map of ${escapeRegExp(name)}, .*Open in Maps`) });
    expect(await mapLink.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(await mapLink.getAttribute('target')).toBe('_blank');
    const origins = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin),
    );
    expect(origins.filter((origin) => origin !== new URL(baseUrl).origin)).toEqual([]);

    await checkBothWidths(page, 'partner');
  });

  it("answers an unknown id with 'Partner Not Found' and HTTP 404", async () => {
    const { page } = browser;
    const response = await page.goto('/partner/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Partner Not Found' }).waitFor();
    await page.getByText("The partner you're looking for doesn't exist or may have been removed.").waitFor();
    await checkBothWidths(page, 'partner-not-found');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
