import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { useBrowserPage } from '../setup/browser';
import { ensureFirstAdmin, expectFocusOutlineInForcedColors, signInInBrowser } from './admin';

const baseUrl = inject('baseUrl');

/** The admin's header and its two navs (AdminTopBar); a screen's own nav, such as the list's pages, is content. */
const ADMIN_CHROME = 'header, nav[aria-label="Account"], nav[aria-label="Admin"]';

/**
 * The page has one main landmark, the skip link's target, holding the page's h1 and not the admin's header; after
 * the skip link (the first Tab stop), the next Tab lands in the page's own content.
 */
async function expectSkipLinkPastTheChrome(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(await page.getByRole('main').count()).toBe(1);
  const main = page.locator('main#main');
  expect(await main.getByRole('heading', { name: heading, level: 1 }).count()).toBe(1);
  expect(await main.locator(ADMIN_CHROME).count()).toBe(0);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const landed = await page.evaluate((chrome) => {
    const active = document.activeElement;
    return { inMain: active?.closest('main') !== null, inChrome: active?.closest(chrome) !== null };
  }, ADMIN_CHROME);
  expect(landed).toEqual({ inMain: true, inChrome: false });
  await expectNoAxeViolations(page);
}

describe('admin accessibility', () => {
  const browser = useBrowserPage({ baseUrl });

  it('skips past the admin header and sections to the page itself, signed out and signed in', async () => {
    const { page } = browser;
    await ensureFirstAdmin(baseUrl);
    for (const [path, heading] of [
      ['/admin/login', 'Admin Login'],
      ['/admin/setup', 'Setup Complete'],
      ['/admin/forgot-password', 'Forgot Password'],
    ] as const) {
      await page.goto(path);
      await expectSkipLinkPastTheChrome(page, heading);
    }
    await signInInBrowser(page, baseUrl);
    for (const [path, heading] of [
      ['/admin/partners', 'Partner Management'],
      ['/admin/faq', 'FAQ Management'],
    ] as const) {
      await page.goto(path);
      await expectSkipLinkPastTheChrome(page, heading);
    }
  });

  it('shows keyboard focus on a filled button in Windows forced colors', async () => {
    const { page } = browser;
    await page.goto('/admin/login');
    const login = page.getByRole('button', { name: 'Login', disabled: false });
    await login.waitFor();
    await expectFocusOutlineInForcedColors(page, login);
  });
});
