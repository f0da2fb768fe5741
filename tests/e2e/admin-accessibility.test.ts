import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { useBrowserPage } from '../setup/browser';
import { ensureFirstAdmin, expectFocusOutlineInForcedColors, signInInBrowser } from './admin';

const baseUrl = inject('baseUrl');

/**
 * The page has one main landmark, the skip link's target, holding the page's h1 and no header or nav; after
 * the skip link (the first Tab stop), the next Tab lands in the page's own content.
 */
async function expectSkipLinkPastTheChrome(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(await page.getByRole('main').count()).toBe(1);
  const main = page.locator('main#main');
  expect(await main.getByRole('heading', { name: heading, level: 1 }).count()).toBe(1);
  expect(await main.locator('header, nav').count()).toBe(0);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const landed = await page.evaluate(() => {
    const active = document.activeElement;
    return { inMain: active?.closest('main') !== null, inChrome: active?.closest('header, nav') !== null };
  });
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
