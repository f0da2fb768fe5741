import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNowCacheControl, PUBLIC_CACHE_CONTROL } from '~/lib/http-cache';
import { partners } from '~/modules/partners/partner.table';
import { insertFaqItem } from '../factories/faq';
import { cardScopeOf, isPublicRead, showsOpenNow } from '../../server/public-http-cache.server';
import { type AppInstances, startAppInstances } from '../setup/app-instances';

// Public pages and API reads carry an ETag computed from what they depend on (build, content revision, URL,
// crawler or person) and a CDN policy; a matching If-None-Match is a 304 before anything renders. The
// in-process copies are a layer in front: replayed with a fresh nonce while their ETag is current.

let app: AppInstances;
let cachedUrl: string; // pages + API, copies kept longer than the test runs
let uncachedUrl: string; // pages + API, PUBLIC_CACHE_TTL_MS=0
let apiOnlyUrl: string; // no page build at all: it can answer a page's 304, never render the page

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// Node's own user agent ("node") counts as a bot: every other request here is a person's browser.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const fetch = (url: string, init: RequestInit = {}) =>
  globalThis.fetch(url, { ...init, headers: { 'user-agent': BROWSER, ...(init.headers as Record<string, string>) } });

/** The servers' clock, fixed: partner pages carry the minute in their ETag (decision 028), so no test here
 * may straddle a real minute. */
const NOW = Date.parse('2026-11-25T16:00:20Z');
const now = () => NOW;
/** Partner pages say whether the partner is open now: a CDN keeps them only until the minute ends. */
const PARTNER_PAGE_CACHE_CONTROL = openNowCacheControl(NOW);

beforeAll(async () => {
  app = await startAppInstances();
  await insertFaqItem(app.database.db, {
    question: 'Which partner pages list this question?',
    answer: 'Every partner page.',
    appliesTo: 'partner',
  });
  cachedUrl = await app.listen({ build: app.build, publicCacheTtlMs: 10 * 60_000, now });
  uncachedUrl = await app.listen({ build: app.build, publicCacheTtlMs: 0, now });
  apiOnlyUrl = await app.listen({ publicCacheTtlMs: 0, now });
});
afterAll(async () => {
  await app?.close();
});

const scriptNonces = (html: string) => [...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((match) => match[1]);
const cspNonceOf = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
const editPartner = (id: string, changes: Record<string, unknown>) => app.editPartner(cachedUrl, id, changes);
const partnerPath = (id: string) => `/partner/${id}`;
async function canonicalPath(id: string) {
  const response = await fetch(uncachedUrl + partnerPath(id), { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? partnerPath(id), uncachedUrl).pathname;
}

describe('a public partner page', () => {
  it('is sent with the CDN policy and a weak ETag, and replayed with a fresh CSP nonce each time', async () => {
    const path = await canonicalPath(app.sample.austinMemorial.id);
    const first = await fetch(cachedUrl + path);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PARTNER_PAGE_CACHE_CONTROL);
    expect(first.headers.get('etag')).toMatch(/^W\/"/);
    expect(firstHtml).toContain('Austin Memorial Chapel');

    const second = await fetch(cachedUrl + path);
    const secondHtml = await second.text();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe(PARTNER_PAGE_CACHE_CONTROL);
    // A nonce is never reused, and every script of each copy carries the nonce of that copy's own policy.
    expect(cspNonceOf(second)).not.toBe(cspNonceOf(first));
    for (const [response, html] of [
      [first, firstHtml],
      [second, secondHtml],
    ] as const) {
      expect(scriptNonces(html).length).toBeGreaterThan(0);
      expect(new Set(scriptNonces(html))).toEqual(new Set([cspNonceOf(response)]));
    }
    expect(secondHtml.replaceAll(cspNonceOf(second)!, 'N')).toBe(firstHtml.replaceAll(cspNonceOf(first)!, 'N'));
  });

  it('has the same ETag on every instance over the database, cached or not', async () => {
    const path = await canonicalPath(app.sample.austinMemorial.id);
    const etags = await Promise.all(
      [cachedUrl, uncachedUrl].map(async (base) => (await fetch(base + path)).headers.get('etag')),
    );
    expect(etags[0]).toMatch(/^W\/"/);
    expect(etags[1]).toBe(etags[0]);
  });

  it('answers 304 without rendering (and without a new CSP) when the ETag matches', async () => {
    const path = await canonicalPath(app.sample.austinMemorial.id);
    const etag = (await fetch(uncachedUrl + path)).headers.get('etag')!;
    const revalidated = await fetch(uncachedUrl + path, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(PARTNER_PAGE_CACHE_CONTROL);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    // An instance with no pages at all answers the same 304: the answer came before any render.
    expect((await fetch(apiOnlyUrl + path)).status).toBe(404);
    expect((await fetch(apiOnlyUrl + path, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const other = await fetch(uncachedUrl + path, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('streams when uncached: no Content-Length, no copy, a new render each time', async () => {
    const path = await canonicalPath(app.sample.austinMemorial.id);
    const responses = [await fetch(uncachedUrl + path), await fetch(uncachedUrl + path)];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      expect(response.headers.get('x-cache')).toBeNull();
      expect(await response.text()).toContain('Austin Memorial Chapel');
    }
  });

  it('shows an admin edit at once with a new ETag, and a write behind the app within a second', async () => {
    const path = await canonicalPath(app.sample.roundRock.id);
    const before = await fetch(cachedUrl + path);
    const etagBefore = before.headers.get('etag')!;
    expect(await before.text()).toContain('Round Rock Family Funeral');

    await editPartner(app.sample.roundRock.id, { description: 'Family owned since 1952, open every day.' });
    const after = await fetch(cachedUrl + path, { headers: { 'if-none-match': etagBefore } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etagBefore);
    expect(after.headers.get('x-cache')).toBeNull();
    expect(await after.text()).toContain('Family owned since 1952, open every day.');

    // Not through the admin: the database's trigger moves the revision, which each instance reads again
    // at least every second, so its copies and its ETags are retired too.
    await app.database.db
      .update(partners)
      .set({ description: 'Changed behind the app.' })
      .where(eq(partners.id, app.sample.roundRock.id));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const behind = await fetch(cachedUrl + path, { headers: { 'if-none-match': after.headers.get('etag')! } });
    expect(behind.status).toBe(200);
    expect(await behind.text()).toContain('Changed behind the app.');
  });

  it('gives crawlers the FAQ in place in the HTML, with no script needed to show it', async () => {
    const path = await canonicalPath(app.sample.austinMemorial.id);
    for (const base of [uncachedUrl, cachedUrl]) {
      const response = await fetch(base + path, { headers: { 'user-agent': GOOGLEBOT } });
      const html = await response.text();
      expect(response.status).toBe(200);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      // In the main content, in a <details>, not in a hidden streamed segment after it.
      expect(main).toMatch(/<details[^>]*>\s*<summary[^>]*><span>Which partner pages list this question\?<\/span>/);
      expect(html).not.toContain('<template');
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain('$RC');
    }
    // People get the same page streamed: the FAQ arrives as a completed boundary after the shell.
    const person = await (await fetch(uncachedUrl + path)).text();
    expect(person).toContain('Which partner pages list this question?');
    expect(person).toMatch(/<div hidden id="S:/);
  });

  it('keeps a separate copy and ETag for crawlers and people', async () => {
    const path = await canonicalPath(app.sample.austinMemorial.id);
    const person = await fetch(cachedUrl + path);
    const crawler = await fetch(cachedUrl + path, { headers: { 'user-agent': GOOGLEBOT } });
    expect(crawler.headers.get('etag')).not.toBe(person.headers.get('etag'));
    const crawlerAgain = await fetch(cachedUrl + path, { headers: { 'user-agent': GOOGLEBOT } });
    expect(crawlerAgain.headers.get('x-cache')).toBe('HIT');
    expect(await crawlerAgain.text()).not.toMatch(/<div hidden id="S:/);
  });
});

describe('the FAQ page', () => {
  it('is cached like every public page: the CDN policy, a weak ETag, 304 on revalidation', async () => {
    const first = await fetch(`${uncachedUrl}/faq`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('etag')).toMatch(/^W\/"/);
    const again = await fetch(`${uncachedUrl}/faq`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('French pages', () => {
  it('are public reads like their English versions: the CDN policy, a weak ETag, 304, an in-process copy', async () => {
    for (const path of ['/fr', '/fr/faq']) {
      const first = await fetch(cachedUrl + path);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain('lang="fr-CA"');
      expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"/);
      // The English page is another URL: its own ETag.
      expect((await fetch(cachedUrl + path.replace(/^\/fr/, '') || '/')).headers.get('etag')).not.toBe(etag);
      const again = await fetch(cachedUrl + path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      // The second full answer is the kept copy, under the same ETag.
      const copy = await fetch(cachedUrl + path);
      expect(copy.headers.get('x-cache')).toBe('HIT');
      expect(copy.headers.get('etag')).toBe(etag);
      expect(await copy.text()).toContain('lang="fr-CA"');
    }
  });

  it('knows which French pages say "open now" and which paths are no public page', () => {
    expect(isPublicRead('/fr/province/quebec/ville/montreal')).toEqual({ page: true });
    expect(isPublicRead('/fr/partenaire/123')).toEqual({ page: true });
    expect(isPublicRead('/fr/recherche.data')).toEqual({ page: true });
    expect(isPublicRead('/fr-fr/faq')).toBeNull();
    expect(isPublicRead('/fr/confidentialite')).toBeNull(); // like /privacy: its own short policy
    expect(showsOpenNow('/fr/province/quebec/ville/montreal/salon-x', new URLSearchParams())).toBe(true);
    expect(showsOpenNow('/fr/province/quebec/ville/montreal', new URLSearchParams())).toBe(false);
    expect(showsOpenNow('/fr/recherche', new URLSearchParams('service=open-now'))).toBe(true);
    // Asked for by the words typed, unless the family chose otherwise.
    expect(showsOpenNow('/search', new URLSearchParams('q=open+now+funeral+home+austin'))).toBe(true);
    expect(showsOpenNow('/fr/recherche.data', new URLSearchParams('q=ouvert+maintenant+Laval'))).toBe(true);
    expect(showsOpenNow('/search', new URLSearchParams('q=open+now+austin&service='))).toBe(false);
    expect(showsOpenNow('/search', new URLSearchParams('q=austin'))).toBe(false);
  });

  it('knows which partners the cards of a page may show, for "Closed today" (decision 038)', () => {
    expect(cardScopeOf('/state/texas/city/austin')).toEqual({ stateSlug: 'texas', citySlug: 'austin' });
    expect(cardScopeOf('/state/texas/city/austin.data')).toEqual({ stateSlug: 'texas', citySlug: 'austin' });
    expect(cardScopeOf('/state/texas')).toEqual({ stateSlug: 'texas', citySlug: undefined });
    expect(cardScopeOf('/fr/province/quebec/ville/montreal')).toEqual({ stateSlug: 'quebec', citySlug: 'montreal' });
    expect(cardScopeOf('/fr/etat/new-york')).toEqual({ stateSlug: 'new-york', citySlug: undefined });
    expect(cardScopeOf('/search')).toBe('any');
    expect(cardScopeOf('/fr/recherche.data')).toBe('any');
    // A partner page carries the minute already; the home page and the FAQ have no cards.
    expect(cardScopeOf('/state/texas/city/austin/pecan-cremation')).toBeNull();
    expect(cardScopeOf('/')).toBeNull();
    expect(cardScopeOf('/faq')).toBeNull();
  });
});

describe('public API reads', () => {
  it('/api/partners/:id answers 304 on a matching ETag and shows an admin edit at once', async () => {
    const path = `/api/partners/${app.sample.dallas.id}`;
    const first = await fetch(cachedUrl + path);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"/);
    expect((await fetch(cachedUrl + path)).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(cachedUrl + path, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await editPartner(app.sample.dallas.id, { phone: '(214) 555-0142' });
    const after = await fetch(cachedUrl + path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { phone: string }).phone).toBe('(214) 555-0142');
  });

  it('renders a URL once when many ask for it at the same time; the others get that copy', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${cachedUrl}/api/search?q=waco`)));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(responses.filter((response) => response.headers.get('x-cache') !== 'HIT')).toHaveLength(1);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it('search results are kept per query string', async () => {
    const first = await fetch(`${cachedUrl}/api/search?q=austin`);
    expect(first.status).toBe(200);
    expect((await fetch(`${cachedUrl}/api/search?q=austin`)).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(`${cachedUrl}/api/search?q=dallas`)).headers.get('x-cache')).toBeNull();
  });
});

describe('what is never cached', () => {
  it('admin pages and admin API answers are no-store', async () => {
    const page = await fetch(`${cachedUrl}/admin/login`);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const api = await fetch(`${cachedUrl}/api/admin/partners`);
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('a missing partner page is not replayed and carries no ETag', async () => {
    const path = '/partner/no-such-partner-anywhere';
    const first = await fetch(cachedUrl + path);
    expect(first.status).toBe(404);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('cache-control')).not.toBe(PUBLIC_CACHE_CONTROL);
    const second = await fetch(cachedUrl + path);
    expect(second.status).toBe(404);
    expect(second.headers.get('x-cache')).toBeNull();
    // "Any version you have" is no validator for a page that may not exist: it is answered in full.
    for (const base of [cachedUrl, uncachedUrl]) {
      expect((await fetch(base + path, { headers: { 'if-none-match': '*' } })).status).toBe(404);
    }
    expect(
      (await fetch(`${uncachedUrl}/api/partners/${randomUUID()}`, { headers: { 'if-none-match': '*' } })).status,
    ).toBe(404);
  });
});
