import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CITIES } from '~/db/seed/demo-cities';
import type { DatabaseHandle } from '~/db/client.server';
import { buildTrigramIndex, textsPossiblyLike, trigramsOf } from '~/modules/search/trigrams';
import { misspell } from '../../bench/run';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * The search's typo fallback picks the cities like a query from the directory's distinct cities, with a
 * model of pg_trgm in the process letting only candidates through to the database
 * (app/modules/search/trigrams.ts, search-cities.server.ts). The model must agree with pg_trgm, never drop
 * a city the database would find, and follow the directory as admins change it.
 */

let database: DatabaseHandle;
let app: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  headers = authHeader((await createAdminSession(app.context)).token);
  await insertPartner(database.db, {
    name: 'Fox River Cremation',
    city: 'Carpentersville',
    state: 'Illinois',
    zipCode: '60110',
  });
  await insertPartner(database.db, {
    name: 'Prairie Memorial',
    city: 'Springfield',
    state: 'Illinois',
    zipCode: '62701',
  });
  await insertPartner(database.db, {
    name: 'Ozark Funeral Home',
    city: 'Springfield',
    state: 'Missouri',
    zipCode: '65806',
  });
  await insertPartner(database.db, { name: 'Riverside Chapel', city: 'Montréal', state: 'Quebec', zipCode: 'H2X 1Y4' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const cityNames = [...new Set(DEMO_CITIES.map((city) => city.name.toLowerCase()))].sort();

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await database.db.execute<Record<string, unknown>>(query)).rows as Row[];
}

describe('the trigram model', () => {
  it("has pg_trgm's trigrams for every ASCII city of the demo data", async () => {
    const ascii = cityNames.filter((name) => trigramsOf(name) !== null);
    expect(ascii.length).toBeGreaterThan(2000);
    const shown = await rows<{ name: string; trigrams: string[] }>(
      sql`select name, show_trgm(name) as trigrams from unnest(${sql.param(ascii)}::text[]) as name`,
    );
    const model = new Map(ascii.map((name) => [name, [...trigramsOf(name)!].sort()]));
    for (const { name, trigrams } of shown) {
      // show_trgm pads nothing behind its output; compare as sets of three-character strings.
      expect({ name, trigrams: [...trigrams].sort() }).toEqual({ name, trigrams: model.get(name) });
    }
  });

  it('lets through every city pg_trgm finds like a query', async () => {
    const index = buildTrigramIndex(cityNames);
    const sample = cityNames.filter((_, position) => position % 45 === 0);
    const queries = [
      ...sample.map((name) => misspell(name)),
      ...sample.map((name) => name.slice(0, Math.max(3, name.length - 3))),
      ...sample.map((name) => `${name.split(' ')[0]} city`),
      'carpentresville',
      'ville',
      'saint',
      'fort',
      'nw york',
      'los angles',
      'x',
      '100%',
    ];
    let found = 0;
    for (const query of queries) {
      const like = await rows<{ name: string }>(sql`
        select name from unnest(${sql.param(cityNames)}::text[]) as name
        where name % lower(${query}) or name %> lower(${query})`);
      const candidates = new Set(textsPossiblyLike(index, query));
      const missed = like.map((row) => row.name).filter((name) => !candidates.has(name));
      expect({ query, missed }).toEqual({ query, missed: [] });
      found += like.length;
    }
    expect(found).toBeGreaterThan(queries.length); // the queries do find cities
  }, 60_000);
});

describe('GET /api/search: a misspelt city', () => {
  const search = async (q: string) => {
    const response = await app.request(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return response.body as {
      total: number;
      recommendations: Array<{ name: string }>;
      suggestions: string[];
      place: { name: string; hasPartner: boolean } | null;
    };
  };

  it('recommends its partners in every state that has a city of that name', async () => {
    const body = await search('Springfeild');
    expect(body.total).toBe(0);
    expect(body.recommendations.map((partner) => partner.name).sort()).toEqual([
      'Ozark Funeral Home',
      'Prairie Memorial',
    ]);
    expect(body.suggestions).toEqual(['Springfield']);
  });

  it('finds a city the model leaves to the database', async () => {
    const body = await search('Montreall');
    expect(body.recommendations.map((partner) => partner.name)).toEqual(['Riverside Chapel']);
  });

  it('finds a city an admin has just added, and not once it is renamed', async () => {
    // No partner there yet: the misspelling is read as the town itself, whose nearest partners are elsewhere.
    expect((await search('Schaumberg')).place).toMatchObject({ name: 'Schaumburg', hasPartner: false });
    const created = await app.request('/api/admin/partners', {
      method: 'POST',
      headers,
      body: {
        name: 'Woodfield Memorial',
        address: '1 Golf Road',
        city: 'Schaumburg',
        state: 'Illinois',
        zipCode: '60173',
        phone: '(847) 555-0140',
        email: '',
        website: '',
      },
    });
    expect(created.status).toBe(201);
    const added = await search('Schaumberg');
    expect(added.recommendations.map((partner) => partner.name)).toEqual(['Woodfield Memorial']);
    expect(added.suggestions).toEqual(['Schaumburg']);
    expect(added.place).toBeNull();

    const { id, updatedAt } = created.body as { id: string; updatedAt: string };
    const renamed = await app.request(`/api/admin/partners/${id}`, {
      method: 'PUT',
      headers,
      body: {
        name: 'Woodfield Memorial',
        address: '1 Golf Road',
        city: 'Hoffman Estates',
        state: 'Illinois',
        zipCode: '60169',
        phone: '(847) 555-0140',
        email: '',
        website: '',
        updatedAt,
      },
    });
    expect(renamed.status).toBe(200);
    expect((await search('Schaumberg')).suggestions).toEqual([]);
    expect((await search('Hofman Estates')).recommendations.map((partner) => partner.name)).toEqual([
      'Woodfield Memorial',
    ]);
  });
});
