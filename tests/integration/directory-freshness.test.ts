import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '~/modules/partners/partner.table';
import { type AppInstances, startAppInstances } from '../setup/app-instances';
import { visibleText } from '../setup/pages-app';

// The directory-wide numbers (home totals, counts per state, a state's cities, the maps) are kept in
// each process between partner writes, so a cache miss does not scan every partner. They must still change
// the moment the directory does: at once after an admin write on the instance that took it, and on an
// instance that keeps no page copies even when the database was changed behind the app.

let app: AppInstances;
let cachedUrl: string; // as deployed: public answers replayed for longer than this test runs
let uncachedUrl: string; // another instance over the same database, no page copies (PUBLIC_CACHE_TTL_MS=0)

beforeAll(async () => {
  app = await startAppInstances();
  cachedUrl = await app.listen({ build: app.build, publicCacheTtlMs: 10 * 60_000 });
  uncachedUrl = await app.listen({ build: app.build, publicCacheTtlMs: 0 });
});
afterAll(async () => {
  await app?.close();
});

async function pageText(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(baseUrl + path);
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}

/** What a family reads on the home page: the headline numbers and the Texas entry of the state list. */
async function homeNumbers(baseUrl: string) {
  const text = await pageText(baseUrl, '/');
  return {
    partners: text.match(/Authorized Partners ([\d,]+)/)?.[1],
    cities: text.match(/Cities Covered ([\d,]+)/)?.[1],
    texas: text.match(/Texas (\d+) partners?/)?.[1],
  };
}

async function texasHeadline(baseUrl: string) {
  return (await pageText(baseUrl, '/state/texas')).match(/\d+ authorized partners? in \d+ cit(?:y|ies)/)?.[0];
}

const editPartner = (id: string, changes: Record<string, unknown>) => app.editPartner(cachedUrl, id, changes);

describe('directory-wide numbers after a partner changes', () => {
  it('change at once on the instance that took an admin write, and on an instance without page copies', async () => {
    // Texas: Austin (3), Round Rock (1), San Antonio (2), Dallas (1). 10 active partners in 7 cities.
    const before = { partners: '10', cities: '7', texas: '7' };
    expect(await homeNumbers(cachedUrl)).toEqual(before);
    expect(await homeNumbers(uncachedUrl)).toEqual(before);
    expect(await texasHeadline(cachedUrl)).toBe('7 authorized partners in 4 cities');

    // Round Rock's only partner leaves the directory through the admin.
    await editPartner(app.sample.roundRock.id, { isActive: false });
    const after = { partners: '9', cities: '6', texas: '6' };
    expect(await homeNumbers(cachedUrl)).toEqual(after);
    expect(await homeNumbers(uncachedUrl)).toEqual(after);
    expect(await texasHeadline(cachedUrl)).toBe('6 authorized partners in 3 cities');
    expect(await texasHeadline(uncachedUrl)).toBe('6 authorized partners in 3 cities');

    // Written behind the app (a script, another instance): no admin request clears anything here, yet the
    // instance without page copies shows it on its next render.
    await app.database.db.update(partners).set({ isActive: true }).where(eq(partners.id, app.sample.roundRock.id));
    expect(await homeNumbers(uncachedUrl)).toEqual(before);
    expect(await texasHeadline(uncachedUrl)).toBe('7 authorized partners in 4 cities');
  });
});
