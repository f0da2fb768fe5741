import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The shared e2e server's first admin (design §3: 12 to 128 characters). */
export const E2E_ADMIN_USERNAME = 'admin';
export const E2E_ADMIN_PASSWORD = 'e2e-Admin-password-2024';

/**
 * Makes sure the shared server has its first admin (creates it through the real API; a 409 means an
 * earlier test file already did), then signs in through the real /admin/login form and waits for the
 * dashboard. The e2e server is one process for every file, so this tolerates the admin existing.
 */
export async function ensureFirstAdmin(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/create-first-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: E2E_ADMIN_USERNAME,
      email: 'admin@example.org',
      passwordHash: E2E_ADMIN_PASSWORD,
      firstName: 'Avery',
      lastName: 'Admin',
      role: 'admin',
      isActive: true,
    }),
  });
  if (response.status !== 201 && response.status !== 409) {
    throw new Error(`create-first-user answered ${response.status}: ${await response.text()}`);
  }
}

export async function signInInBrowser(page: Page, baseUrl: string): Promise<void> {
  await ensureFirstAdmin(baseUrl);
  // Start signed out, whatever this page's storage held (the login page forwards a signed-in admin).
  await page.goto(`${baseUrl}/admin/login`);
  await page.evaluate(() => window.localStorage.removeItem('admin-auth-storage'));
  await page.goto(`${baseUrl}/admin/login`);
  // Enabled once hydrated: typing before that would be wiped by the hydrating form.
  await page.getByRole('button', { name: 'Login', disabled: false }).waitFor();
  await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  // "Welcome" the first time this account signs in, "Welcome back" after.
  await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
}

/** The signed-in admin's bearer token, for arranging records through the real API. */
export async function adminTokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('admin-auth-storage'));
  const token = (JSON.parse(raw ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('not signed in');
  return token;
}

/** Opens a dialog from `opener` by keyboard, closes it with `close`, and expects focus back on the opener. */
export async function expectFocusReturns(opener: Locator, dialog: Locator, close: (dialog: Locator) => Promise<void>) {
  await opener.focus();
  await opener.press('Enter');
  await dialog.waitFor();
  await close(dialog);
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

export const pressEscape = (dialog: Locator) => dialog.press('Escape');
export const pressCancel = (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel' }).press('Enter');

/** After an action removed what had focus (a deleted row), focus is on the page's h1, inside the page's main. */
export async function expectFocusOnPageHeading(page: Page, name: string) {
  await expect
    .poll(() =>
      page.evaluate(() => (document.activeElement?.matches('main h1') ? document.activeElement.textContent : null)),
    )
    .toBe(name);
}

/**
 * Windows forced colors paint outlines but drop box-shadows: focused by keyboard there, `control` must
 * still show an outline (a ring alone would leave no visible focus).
 */
export async function expectFocusOutlineInForcedColors(page: Page, control: Locator) {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    // Reached by Tab from the element before it, so the browser treats it as keyboard focus.
    await control.evaluate((element) => {
      const before = document.createElement('button');
      before.setAttribute('data-focus-start', '');
      element.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    const outline = await control.evaluate((element) => {
      document.querySelector('[data-focus-start]')?.remove();
      const style = getComputedStyle(element);
      return { focused: element === document.activeElement, style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.focused).toBe(true);
    expect(outline.style).not.toBe('none');
    expect(Number.parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}
