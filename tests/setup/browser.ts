import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';

/** Debian's Chromium unless CHROME_PATH names another build (playwright-core never downloads one). */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** PNGs written here are the browser suite's artifact (test-results/ is git-ignored). */
export const screenshotDir = path.resolve('test-results/screenshots');

/**
 * Headless Chromium with the flags this machine needs: no sandbox (CI runs as root) and no background
 * networking (the closed network refuses Chromium's update and sync calls, which only adds noise).
 * A missing browser fails the test: a skipped browser suite would pass CI without testing anything.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}. Install it (Debian: apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chromium/Chrome executable. Browser tests never skip.',
    );
  }
  return chromium.launch({
    executablePath: chromePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Phones overlay their scrollbars: a 390 px screenshot should be 390 px of page.
      '--hide-scrollbars',
    ],
  });
}

/** Saves a full-page PNG as test-results/screenshots/{name}.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
