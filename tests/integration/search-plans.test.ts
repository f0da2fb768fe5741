import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '~/db/client.server';
import * as schema from '~/db/schema.server';
import { listClosingPartners } from '~/modules/partners/closed-today.server';
import { searchPartners } from '~/modules/search/search.service.server';
import { createTestDatabase } from '../setup/test-database';

/*
 * The search must stay index-backed on a large directory (design §3, brief: 100,000 partners). This file
 * fills the table with 20,000 partners, runs real searches through a database handle that records the SQL
 * it sends, and asks the planner how it would run each statement. On PostgreSQL the containment and
 * fallback queries must use the trigram GIN indexes; PGlite's planner may prefer sequential scans, which
 * is fine for the embedded single-node setup, so there only the results are checked.
 */

const ROWS = 20_000;
let database: DatabaseHandle;
let recorded: Array<{ query: string; params: unknown[] }> = [];
let recordingDb: Database;
interface SqlClient {
  query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}
let client: SqlClient;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = { logQuery: (query: string, params: unknown[]) => recorded.push({ query, params }) };
  client = (database.db as unknown as { $client: SqlClient }).$client;
  recordingDb = (database.kind === 'postgres'
    ? drizzleNodePg({ client: database.pool!, schema, logger })
    : drizzlePglite({ client: client as never, schema, logger })) as unknown as Database;
  // 800 towns of 25 partners in two states, one partner in seven inactive, scattered over a 20° × 30° area. Names and towns are
  // pronounceable-ish letter strings (md5 digits mapped to letters) so no trigram is shared by every row.
  await database.db.execute(sql`
    insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country,
      latitude, longitude, is_active)
    select 'bulk-' || i,
      initcap(translate(substr(md5(i::text), 1, 9), '0123456789', 'ghijklmnop')) || ' '
        || (array['Funeral Home', 'Cremation Services', 'Memorial Chapel', 'Mortuary', 'Cremation Society'])[1 + i % 5],
      i || ' Main Street',
      initcap(translate(substr(md5('town' || (i % 800)), 1, 8), '0123456789', 'ghijklmnop')),
      case when i % 2 = 0 then 'Texas' else 'Ohio' end,
      lpad(((i * 37) % 100000)::text, 5, '0'),
      '(555) 555-0100',
      case when i % 2 = 0 then 'texas' else 'ohio' end,
      lower(translate(substr(md5('town' || (i % 800)), 1, 8), '0123456789', 'ghijklmnop')),
      'US',
      25 + abs(hashtext('latitude' || i)) % 2000 / 100.0,
      -120 + abs(hashtext('longitude' || i)) % 3000 / 100.0,
      i % 7 <> 0
    from generate_series(1, ${ROWS}) as i`);
  // A bulk insert lands in the GIN indexes' pending lists, which the planner rightly prices high; vacuum
  // merges them, as autovacuum does after a real import.
  await database.db.execute(sql`vacuum analyze partners`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function plansOf(q: string) {
  recorded = [];
  const result = await searchPartners(recordingDb, { q });
  const plans: string[] = [];
  for (const { query, params } of recorded) {
    const { rows } = await client.query(`explain ${query}`, params);
    plans.push(rows.map((row) => String(row['QUERY PLAN'])).join('\n'));
  }
  /** The plan of the first statement whose SQL contains every one of `texts` (statements sent at once arrive in any order). */
  const planOf = (...texts: string[]) =>
    plans[recorded.findIndex(({ query }) => texts.every((text) => query.includes(text)))];
  /** The plan of the first statement sent with `value` as a parameter. */
  const planWithParam = (value: unknown) => plans[recorded.findIndex(({ params }) => params.includes(value))];
  return { result, plans, planOf, planWithParam };
}

async function one<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  const { rows } = await database.db.execute<Record<string, unknown>>(query);
  return rows[0] as Row;
}

describe(`search plans over ${ROWS.toLocaleString('en-US')} partners`, () => {
  it('finds a town by containment through the trigram indexes', async () => {
    const { city } = await one<{ city: string }>(sql`select city from partners where slug = 'bulk-7'`);
    const { active } = await one<{ active: number }>(
      sql`select count(*)::int as active from partners where city = ${city} and is_active`,
    );
    const { result, plans } = await plansOf(city.toLowerCase());
    expect(result.total).toBe(Number(active));
    expect(result.partners.every((partner) => partner.city === city)).toBe(true);
    if (database.kind === 'postgres') {
      expect(plans[0]).toMatch(/partners_city_trgm_idx/);
      expect(plans[0]).toMatch(/partners_name_trgm_idx/);
    }
    console.info(`plan: town containment (${database.kind})\n${plans[0]}`);
  });

  it('finds a business name through the trigram indexes', async () => {
    const { name } = await one<{ name: string }>(sql`select name from partners where slug = 'bulk-4243'`);
    const { result, plans } = await plansOf(name.slice(0, 9));
    expect(result.partners.map((partner) => partner.name)).toContain(name);
    if (database.kind === 'postgres') expect(plans[0]).toMatch(/partners_name_trgm_idx/);
    console.info(`plan: name containment (${database.kind})\n${plans[0]}`);
  });

  it('asks the trigram index for the uncommon words of a long name, then checks the whole name', async () => {
    // Every fifth name ends in "Funeral Home": words whose trigrams are in nearly every name, which the GIN
    // index would intersect for nothing. The planner's sample (pg_stats) shows them as common.
    const { name } = await one<{ name: string }>(sql`select name from partners where slug = 'bulk-4245'`);
    expect(name).toMatch(/ Funeral Home$/);
    const { containing } = await one<{ containing: number }>(
      sql`select count(*)::int as containing from partners where is_active and lower(name) like ${`%${name.toLowerCase()}%`}`,
    );
    const { result, plans } = await plansOf(name);
    expect(result.total).toBe(containing);
    expect(result.partners.map((partner) => partner.name)).toContain(name);
    const [rareWord] = name.toLowerCase().split(' ');
    const search = plans.find((plan) => plan.includes('strpos('))!;
    expect(search).toContain(`'%${rareWord}%'`);
    if (database.kind === 'postgres') {
      expect(search).not.toMatch(/Index Cond: \(lower\(name\) ~~ '[^']*funeral home/);
      expect(search).toMatch(new RegExp(`Index Cond: \\(lower\\(name\\) ~~ '%${rareWord}%'::text\\)`));
    }
    console.info(`plan: a long business name (${database.kind})\n${search}`);
  });

  it('matches a name typed without its accents through the folded trigram indexes, never every partner', async () => {
    await database.db.execute(sql`update partners set name = 'Coopérative Funéraire Zéphirin' where slug = 'bulk-11'`);
    const { result, plans } = await plansOf('cooperative funeraire zephirin');
    expect(result.partners.map((partner) => partner.name)).toEqual(['Coopérative Funéraire Zéphirin']);
    // Asked only after the plain containment found nothing; both databases, since without these indexes
    // the statement read all 100,000 partners of the bench (1-3 s a misspelling on PGlite).
    const folded = plans.find((plan) => plan.includes('translate('))!;
    expect(folded).toMatch(/partners_name_folded_trgm_idx/);
    expect(folded).toMatch(/partners_city_folded_trgm_idx/);
    expect(folded).not.toMatch(/Seq Scan on partners|partners_active_order_idx/);
    console.info(`plan: containment without accents (${database.kind})\n${folded}`);
  });

  it('matches a name typed without its punctuation through the compact name index, never every partner', async () => {
    await database.db.execute(sql`update partners set name = 'Quillon-Ravensworth Chapel' where slug = 'bulk-12'`);
    const { result, plans } = await plansOf('quillon ravensworth');
    expect(result.partners.map((partner) => partner.name)).toEqual(['Quillon-Ravensworth Chapel']);
    // Asked only after the plain and the folded containment found nothing (a typo pays it too).
    const compact = plans.find((plan) => plan.includes(' and '))!;
    expect(compact).toMatch(/partners_name_compact_trgm_idx/);
    expect(compact).not.toMatch(/Seq Scan on partners|partners_active_order_idx/);
    console.info(`plan: a name without its punctuation (${database.kind})\n${compact}`);
  });

  it('fetches fallback candidates for a typo through the trigram indexes', async () => {
    const { city } = await one<{ city: string }>(sql`select city from partners where slug = 'bulk-9'`);
    const typo = `${city.slice(0, 3)}${city.slice(4)}`; // one letter dropped: no longer contained in the town
    const { result, planOf } = await plansOf(typo);
    expect(result.total).toBe(0);
    expect(result.recommendations.map((partner) => partner.city)).toContain(city);
    expect(result.suggestions).toContain(city);
    // Names through their trigram index; the partners of the towns like the typo (picked among the distinct
    // towns, app/modules/search/search-cities.server.ts) through the state/city index.
    const candidates = planOf('word_similarity')!;
    expect(candidates).toBeDefined();
    if (database.kind === 'postgres') {
      expect(candidates).toMatch(/partners_name_trgm_idx/);
      expect(candidates).toMatch(/partners_state_city_idx|partners_city_page_idx/);
    }
    expect(candidates).not.toMatch(/Seq Scan on partners/);
    console.info(`plan: fallback candidates for ${JSON.stringify(typo)} (${database.kind})\n${candidates}`);
  });

  it('probes the ZIP index for a ZIP without a centroid', async () => {
    const { plans } = await plansOf('00037');
    if (database.kind === 'postgres') expect(plans[0]).toMatch(/partners_zip_idx/);
    console.info(`plan: ZIP 00037, no centroid (${database.kind})\n${plans[0]}`);
  });

  it('ranks nearest first on the earthdistance index and counts on the coordinates index for a located ZIP', async () => {
    const { result, plans, planOf } = await plansOf('78701');
    expect(result.origin).toMatchObject({ city: 'Austin', state: 'Texas' });
    expect(result.total).toBeGreaterThan(0);
    const distances = result.partners.map((partner) => partner.distanceMiles!);
    expect(distances.every((miles) => miles <= 100)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The count within the radius (a latitude range), the count of matching partners further away (beyond
    // the radius or without coordinates), and the page.
    const [within, beyond, page] = [
      planOf('count(*)', 'between'),
      planOf('count(*)', 'coalesce'),
      planOf('fetch first'),
    ];
    expect([within, beyond, page]).not.toContain(undefined);
    if (database.kind === 'postgres') {
      expect(within).toMatch(/Index Only Scan using partners_active_geo_idx/);
      expect(beyond).toMatch(/partners_zip_idx/);
      // Nearest first through the index (`<->`), or a bitmap of its box when the box holds a few partners.
      expect(page).toMatch(/partners_earth_idx/);
    }
    console.info(`plan: ZIP 78701, by distance (${database.kind})\n${plans.join('\n\n')}`);
  });

  it('asks the trigram index whether a town named alone is also in a business name', async () => {
    // Many names contain "Chicago", none of an active partner: planned for its first row only (`limit 1`),
    // the question expected a match within a few rows and read every active partner to find none.
    await database.db.execute(sql`
      insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country, is_active)
      select 'gone-' || i, 'Chicago Memorial ' || i, i || ' Lake Street', 'Chicago', 'Illinois', '60601',
        '(312) 555-0100', 'illinois', 'chicago', 'US', false
      from generate_series(1, 2000) as i`);
    await database.db.execute(sql`vacuum analyze partners`);
    try {
      const { result, planWithParam } = await plansOf('Chicago');
      expect(result.place).toMatchObject({ name: 'Chicago', state: 'Illinois', hasPartner: false });
      const plan = planWithParam('%Chicago%')!;
      expect(plan).toBeDefined();
      if (database.kind === 'postgres') expect(plan).toMatch(/partners_name_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan on partners|partners_active_geo_idx/);
      console.info(`plan: is the town Chicago also in a name? (${database.kind})\n${plan}`);
    } finally {
      await database.db.execute(sql`delete from partners where slug like 'gone-%'`);
      await database.db.execute(sql`vacuum analyze partners`);
    }
  });

  it('lists a state named alone by walking its page index, featured first, then by name', async () => {
    const featured = ['bulk-9998', 'bulk-4', 'bulk-500'];
    await database.db.execute(sql`update partners set is_priority = true where slug in ${featured}`);
    try {
      const { result, planOf } = await plansOf('Texas');
      expect(result.region).toMatchObject({ slug: 'texas' });
      expect(result.total).toBe(Math.floor(ROWS / 2) - Math.floor(ROWS / 14));
      // The featured partners of Texas first (by name), then the others by name, as the database sorts names.
      expect(result.partners.slice(0, 3).map((partner) => partner.slug)).toEqual(expect.arrayContaining(featured));
      expect(result.partners.slice(3).some((partner) => partner.isPriority)).toBe(false);
      const { rows } = await database.db.execute<{ id: string }>(sql`select id from partners
        where is_active and state_slug = 'texas' order by is_priority desc, lower(name), id limit 60`);
      expect(result.partners.map((partner) => partner.id)).toEqual(rows.map((row) => row.id));
      const page = planOf('"state_slug" =', 'order by')!;
      expect(page).toBeDefined();
      // The first page is the index's first rows: no sort of the state's 8,572 partners.
      if (database.kind === 'postgres') {
        expect(page).toMatch(/Index Scan using partners_region_page_idx/);
        expect(page).not.toMatch(/Sort/);
      }
      console.info(`plan: the state of Texas (${database.kind})\n${page}`);
    } finally {
      await database.db.execute(sql`update partners set is_priority = false where slug in ${featured}`);
    }
  });

  it('takes the partners of each state like a misspelling from its own walk of the state page index', async () => {
    await database.db.execute(sql`
      insert into partners (slug, name, address, city, state, zip_code, phone, state_slug, city_slug, country, is_active)
      values ('carolinas-1', 'Pinehurst Chapel', '1 Main Street', 'Raleigh', 'North Carolina', '27601',
          '(919) 555-0100', 'north-carolina', 'raleigh', 'US', true),
        ('carolinas-2', 'Palmetto Cremation', '2 Main Street', 'Columbia', 'South Carolina', '29201',
          '(803) 555-0100', 'south-carolina', 'columbia', 'US', true)`);
    try {
      const { result, planOf } = await plansOf('Carolna');
      expect(result.total).toBe(0);
      expect(result.suggestions).toEqual(expect.arrayContaining(['North Carolina', 'South Carolina']));
      expect(result.recommendations.map((partner) => partner.name).sort()).toEqual([
        'Palmetto Cremation',
        'Pinehurst Chapel',
      ]);
      const candidates = planOf('word_similarity')!;
      expect(candidates).toBeDefined();
      // Each state its own index walk in page order: sorted together, they were one sort of every partner
      // of both (which index a one-partner state takes is the planner's choice).
      if (database.kind === 'postgres') {
        expect(candidates.match(/Index Cond: \(state_slug = '[a-z-]+'::text\)/g)).toHaveLength(2);
      }
      expect(candidates).not.toMatch(/state_slug = ANY/);
      console.info(`plan: fallback candidates for "Carolna" (${database.kind})\n${candidates}`);
    } finally {
      await database.db.execute(sql`delete from partners where slug like 'carolinas-%'`);
    }
  });

  it('reads the partners with holiday closures through their partial index, not every partner', async () => {
    await database.db
      .execute(sql`update partners set closures = '[{"from":"2026-12-25","to":"2026-12-25","note":"Christmas Day"}]'::jsonb
      where slug in ('bulk-12', 'bulk-13', 'bulk-15')`);
    recorded = [];
    const closing = await listClosingPartners(recordingDb, Number.MAX_SAFE_INTEGER);
    expect(closing).toHaveLength(3);
    const { query, params } = recorded[0]!;
    const { rows } = await client.query(`explain ${query}`, params);
    const plan = rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    expect(plan).toMatch(/partners_closing_idx/);
    expect(plan).not.toMatch(/Seq Scan on partners/);
    console.info(`plan: partners with closures (${database.kind})\n${plan}`);
  });
});
