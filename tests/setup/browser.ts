import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Launcher } from 'chrome-launcher';
import { type Browser, type BrowserContext, type Page, type ViewportSize, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';

/**
 * CHROME_PATH, else Debian's headless shell (package chromium-headless-shell: the same Chromium without its
 * desktop parts, the build Playwright itself runs headless, at about half the CPU), else Debian's Chromium,
 * else the first Chrome or Chromium installed where this OS keeps them (chrome-launcher knows macOS,
 * Windows and Linux): playwright-core never downloads a browser.
 */
export const chromePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  Launcher.getInstallations()[0] ??
  '/usr/bin/chromium';

/** PNGs written here are the browser suite's artifact (test-results/ is git-ignored). */
export const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

export const PHONE: ViewportSize = { width: 390, height: 844 };
export const DESKTOP: ViewportSize = { width: 1280, height: 900 };

/**
 * Headless Chromium with the flags this machine needs: no sandbox (CI runs as root) and no background
 * networking (the closed network refuses Chromium's update and sync calls, which only adds noise).
 * A missing browser fails the test: a skipped browser suite would pass CI without testing anything.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `No Chrome or Chromium found (looked for ${chromePath}). Install one (Debian: apt-get install -y chromium-headless-shell; ` +
        'macOS or Windows: Google Chrome) or set CHROME_PATH to its executable. Browser tests never skip.',
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

/**
 * The PNGs are for people to look at, and cost about a second each on two cores: `SCREENSHOTS=off` (CI,
 * where nobody looks) skips them. Nothing asserts on them.
 */
const screenshotsWanted = process.env.SCREENSHOTS !== 'off';

/**
 * Saves test-results/screenshots/{name}.png: the full page, or what the screen shows (`fullPage: false`)
 * when a dialog is fixed to it or the page is too tall to read.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`), fullPage });
}

export interface BrowserPage {
  /** The current test's page (a fresh context per test: no cookies or storage carried over). */
  readonly page: Page;
  readonly context: BrowserContext;
}

/**
 * Registers hooks in the calling `describe` block: one Chromium for the block (launched on first use, so a
 * missing browser fails every test with its message instead of skipping them), a fresh context and page
 * per test with `baseURL`, and a failed test when the page threw or logged a console error (hydration
 * mismatches, failed asset loads). The document's own error status (a 404 page) is not counted.
 */
export function useBrowserPage({
  baseUrl,
  viewport = DESKTOP,
  expectedConsoleErrors = [],
}: {
  baseUrl: string;
  viewport?: ViewportSize;
  /** Console errors the test provokes on purpose (a 429 the page handles), matched against the message. */
  expectedConsoleErrors?: RegExp[];
}): BrowserPage {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeEach(async () => {
    browser ??= await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport });
    page = await context.newPage();
    pageErrors = [];
    const current = page;
    current.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    current.on('console', (message) => {
      if (message.type() !== 'error') return;
      const isDocumentStatus =
        message.text().startsWith('Failed to load resource') && message.location().url === current.url();
      const isExpected = expectedConsoleErrors.some((pattern) => pattern.test(message.text()));
      if (!isDocumentStatus && !isExpected)
        pageErrors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
    expect(pageErrors, 'the page threw or logged errors').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get page() {
      if (!page) throw new Error('useBrowserPage: the page exists only inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('useBrowserPage: the context exists only inside a test');
      return context;
    },
  };
}

/**
 * Resolves once the page has hydrated (root.tsx marks <html data-hydrated>): for tests of client-side
 * navigation, whose first click must reach React Router rather than the browser's own link handling.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
