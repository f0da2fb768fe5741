import { describe, expect, inject, it } from 'vitest';
import { publicPages } from '../../scripts/size-budget';
import { PHONE, useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

/*
 * The stylesheet is the one file a page cannot paint without. React writes the ~30 module preloads into
 * <head> before it, so on HTTP/1.1 (6 connections per host) the browser would fetch it last, after the
 * JavaScript; the page answers with a `Link: rel=preload` header for it (app/entry.server.tsx).
 */
describe('public pages load their stylesheet first', async () => {
  const browser = useBrowserPage({ baseUrl, viewport: PHONE });
  const pages = await publicPages(baseUrl);

  it.each(pages)('$name ($path)', async ({ path }) => {
    const response = await fetch(baseUrl + path);
    const html = await response.text();
    const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(0);
    const preloaded = [...(response.headers.get('link') ?? '').matchAll(/<([^>]+)>;\s*rel=preload;\s*as=style/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual(linked);

    const { page } = browser;
    const requested: Array<{ type: string; url: string }> = [];
    page.on('request', (request) => requested.push({ type: request.resourceType(), url: request.url() }));
    await page.goto(path, { waitUntil: 'load' });
    const subresources = requested.filter((request) => request.type !== 'document');
    expect(subresources[0]?.type, subresources.map((request) => request.url).join('\n')).toBe('stylesheet');
  });
});

/*
 * Code loaded on demand brings no stylesheet of its own: the site's one stylesheet belongs to the root route,
 * not to a chunk the lazy parts import, or Vite would link it again (and wait for it) when each one loads.
 */
describe('opening the inquiry dialog adds no stylesheet', () => {
  const browser = useBrowserPage({ baseUrl, viewport: PHONE });

  it('keeps the one stylesheet the partner page was served with', async () => {
    const partner = (await publicPages(baseUrl)).find((page) => page.name === 'partner')!;
    const { page } = browser;
    await page.goto(partner.path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const stylesheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      );
    const served = await stylesheets();
    expect(served).toHaveLength(1);

    await page.getByRole('button', { name: 'Ask for Information' }).first().click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Ask for Information' }).isVisible()).toBe(true);
    expect(await stylesheets()).toEqual(served);
  });
});
