/**
 * The query plans of the bench's searches ("index-backed, no full scan per query"): runs each
 * search through the real search service on a database handle that records the SQL it sends, then asks
 * the planner with EXPLAIN ANALYZE how it ran every statement. Prints Markdown.
 *
 *   npx tsx bench/plans.ts --data-dir /tmp/directory-bench/pglite-100000 --query "city=Austin" --query ...
 *   DATABASE_URL=postgres://... npx tsx bench/plans.ts --query ...
 *   npx tsx bench/plans.ts --data-dir ... --city california/los-angeles   (a city page's partner queries)
 *
 * PGlite allows one process per data folder: run it while no app server uses the folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { type Database, openDatabase } from '~/db/client.server';
import * as schema from '~/db/schema.server';
import { listCityPage, listPriorityPartners } from '~/modules/partners/partners.service.server';
import { searchPartners } from '~/modules/search/search.service.server';

interface SqlClient {
  query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

export async function searchPlans(
  target: { dataDir?: string; databaseUrl?: string },
  queries: Array<[string, string]>,
  cities: string[] = [],
): Promise<string> {
  const database = await openDatabase(
    target.databaseUrl ? { kind: 'postgres', url: target.databaseUrl } : { kind: 'pglite', dataDir: target.dataDir! },
  );
  try {
    let recorded: Array<{ query: string; params: unknown[] }> = [];
    const logger = { logQuery: (query: string, params: unknown[]) => recorded.push({ query, params }) };
    const client = (database.db as unknown as { $client: SqlClient }).$client;
    const recordingDb = (database.kind === 'postgres'
      ? drizzleNodePg({ client: database.pool!, schema, logger })
      : drizzlePglite({ client: client as never, schema, logger })) as unknown as Database;
    const query = (text: string, params: unknown[]) =>
      database.kind === 'postgres' ? database.pool!.query(text, params) : client.query(text, params);
    const { rows: countRows } = await query('select count(*)::int as n from partners', []);
    const sections = [`Database: ${database.kind}, ${Number(countRows[0]!.n).toLocaleString('en-US')} partners.`];
    for (const [kind, q] of queries) {
      recorded = [];
      const started = performance.now();
      const result = await searchPartners(recordingDb, { q });
      const elapsed = performance.now() - started;
      sections.push(`### ${kind}: \`${q}\` (${result.total} results, ${elapsed.toFixed(1)} ms through the service)`);
      for (const { query: text, params } of recorded) {
        const { rows } = await query(`explain analyze ${text}`, params);
        sections.push(['```', ...rows.map((row) => String(row['QUERY PLAN'])), '```'].join('\n'));
      }
    }
    for (const place of cities) {
      const [stateSlug = '', citySlug = ''] = place.split('/');
      // What the city page asks of the partners table: its featured partners, then a page of the list
      // (the first, and one deep in the city).
      for (const offset of [0, 240]) {
        recorded = [];
        const started = performance.now();
        const featured = await listPriorityPartners(recordingDb, { stateSlug, citySlug, limit: 2 });
        const page = await listCityPage(recordingDb, {
          stateSlug,
          citySlug,
          exceptIds: featured.map((partner) => partner.id),
          offset,
          limit: 24,
        });
        const elapsed = performance.now() - started;
        sections.push(
          `### city page: \`${place}\`, offset ${offset} (${page.length} partners, ${elapsed.toFixed(1)} ms)`,
        );
        for (const { query: text, params } of recorded) {
          const { rows } = await query(`explain analyze ${text}`, params);
          sections.push(['```', ...rows.map((row) => String(row['QUERY PLAN'])), '```'].join('\n'));
        }
      }
    }
    return sections.join('\n\n');
  } finally {
    await database.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      query: { type: 'string', multiple: true },
      city: { type: 'string', multiple: true },
    },
  });
  const queries = (values.query ?? []).map((entry) => {
    const [kind, ...rest] = entry.split('=');
    return [kind!, rest.join('=')] as [string, string];
  });
  console.log(
    await searchPlans({ dataDir: values['data-dir'], databaseUrl: process.env.DATABASE_URL }, queries, values.city),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
