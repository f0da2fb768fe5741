import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '~/lib/http-cache';
import { partners } from '~/modules/partners/partner.table';
import { type AppInstances, startAppInstances } from '../setup/app-instances';

// Public pages and API reads are replayed from the instance's own cache, answer 304 on a matching
// ETag, and an admin write shows at once on the instance that took it; another instance within its TTL.

let app: AppInstances;
let baseUrl: string; // pages + API, the instance that takes the admin writes (TTL longer than the test)
let otherInstanceUrl: string; // API only, over the same database, short TTL
const OTHER_INSTANCE_TTL_MS = 1_500;

beforeAll(async () => {
  app = await startAppInstances();
  baseUrl = await app.listen({ build: app.build, publicCacheTtlMs: 10 * 60_000 });
  otherInstanceUrl = await app.listen({ publicCacheTtlMs: OTHER_INSTANCE_TTL_MS });
});
afterAll(async () => {
  await app?.close();
});

const scriptNonces = (html: string) => [...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((match) => match[1]);
const cspNonceOf = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];

const editPartner = (id: string, changes: Record<string, unknown>) => app.editPartner(baseUrl, id, changes);

describe('a public partner page', () => {
  it('is sent with a short CDN policy and a weak ETag, and replayed with a fresh CSP nonce each time', async () => {
    const path = `/partner/${app.sample.austinMemorial.id}`;
    const first = await fetch(baseUrl + path);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('etag')).toMatch(/^W\/"/);
    expect(firstHtml).toContain('Austin Memorial Chapel');

    const second = await fetch(baseUrl + path);
    const secondHtml = await second.text();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
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

  it('answers 304 without a body (and without a new CSP) when the ETag matches', async () => {
    const path = `/partner/${app.sample.austinMemorial.id}`;
    const { headers } = await fetch(baseUrl + path);
    const revalidated = await fetch(baseUrl + path, { headers: { 'if-none-match': headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(headers.get('etag'));
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    const other = await fetch(baseUrl + path, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('shows an admin edit at once, with a different ETag (a direct database change waits for the TTL)', async () => {
    const path = `/partner/${app.sample.roundRock.id}`;
    const before = await fetch(baseUrl + path);
    const etagBefore = before.headers.get('etag')!;
    expect(await before.text()).toContain('Round Rock Family Funeral');

    // Not through the admin: the cached copy is still what this instance serves (it is a cache).
    await app.database.db
      .update(partners)
      .set({ description: 'Changed behind the app.' })
      .where(eq(partners.id, app.sample.roundRock.id));
    expect(await (await fetch(baseUrl + path)).text()).not.toContain('Changed behind the app.');

    await editPartner(app.sample.roundRock.id, { description: 'Family owned since 1952, open every day.' });
    const after = await fetch(baseUrl + path, { headers: { 'if-none-match': etagBefore } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etagBefore);
    expect(await after.text()).toContain('Family owned since 1952, open every day.');
  });
});

describe('public API reads', () => {
  it('/api/partners/:id answers 304 on a matching ETag and shows an admin edit at once', async () => {
    const path = `/api/partners/${app.sample.dallas.id}`;
    const first = await fetch(baseUrl + path);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();
    expect((await fetch(baseUrl + path)).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(baseUrl + path, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await editPartner(app.sample.dallas.id, { phone: '(214) 555-0142' });
    const after = await fetch(baseUrl + path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { phone: string }).phone).toBe('(214) 555-0142');
  });

  it('another instance shows the edit within its TTL', async () => {
    const path = `/api/partners/${app.sample.hillCountry.id}`;
    const phoneOf = async () => ((await (await fetch(otherInstanceUrl + path)).json()) as { phone: string }).phone;
    const before = await phoneOf();
    await editPartner(app.sample.hillCountry.id, { phone: '(830) 555-0177' });
    const editedAt = Date.now();
    // Right after the write the other instance may still replay its copy, but never past its TTL.
    expect([before, '(830) 555-0177']).toContain(await phoneOf());
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, OTHER_INSTANCE_TTL_MS - (Date.now() - editedAt)) + 50),
    );
    expect(await phoneOf()).toBe('(830) 555-0177');
  });

  it('renders a URL once when many ask for it at the same time; the others get that copy', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${baseUrl}/api/search?q=waco`)));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(responses.filter((response) => response.headers.get('x-cache') !== 'HIT')).toHaveLength(1);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it('search results are cached per query string', async () => {
    const first = await fetch(`${baseUrl}/api/search?q=austin`);
    expect(first.status).toBe(200);
    expect((await fetch(`${baseUrl}/api/search?q=austin`)).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(`${baseUrl}/api/search?q=dallas`)).headers.get('x-cache')).toBeNull();
  });
});

describe('what is never cached', () => {
  it('admin pages and admin API answers are no-store', async () => {
    const page = await fetch(`${baseUrl}/admin/login`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const api = await fetch(`${baseUrl}/api/admin/partners`);
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('a missing partner page is not replayed', async () => {
    const path = '/partner/no-such-partner-anywhere';
    const first = await fetch(baseUrl + path);
    expect(first.status).toBe(404);
    const second = await fetch(baseUrl + path);
    expect(second.status).toBe(404);
    expect(second.headers.get('x-cache')).toBeNull();
  });
});
