import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { publicPages } from '../../scripts/size-budget';
import { PHONE, useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

/*
 * Chrome's DevTools Issues panel (what Lighthouse's best-practices audit `inspector-issues` reads): CSP
 * violations, cookie problems, deprecated APIs, form fields without an id or label ... Some never reach the
 * console (a CSP refusal of an eval probe that the library catches), so the console check of
 * useBrowserPage does not see them. Each public page is loaded and its inquiry form opened (the form is
 * where the shared zod schemas run), and Chrome must have filed no issue.
 */

/** Starts recording the page's DevTools issues; read the list after the page has done its work. */
async function recordIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Audits.issueAdded', ({ issue }) => issues.push(`${issue.code}: ${JSON.stringify(issue.details)}`));
  await session.send('Audits.enable');
  return issues;
}

describe('public pages file no DevTools issues', async () => {
  const browser = useBrowserPage({ baseUrl, viewport: PHONE });
  const pages = await publicPages(baseUrl);

  it.each(pages)('$name ($path)', async ({ path }) => {
    const { page } = browser;
    const issues = await recordIssues(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(page);

    const ask = page.getByRole('button', { name: /^(Ask for Information|Contact)\b/ }).first();
    if ((await ask.count()) > 0) {
      await ask.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    expect(issues).toEqual([]);
  });
});
