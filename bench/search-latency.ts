/**
 * Search and place-page latency without cache or load, alone: the last pass of `npm run bench` ("Search
 * latency without cache or load" in bench/results.md) without the load tests before it. The production
 * server with its public cache off (PUBLIC_CACHE_TTL_MS=0), one request at a time, 100 queries per kind,
 * `--rounds` times (a kind's figures are its median round by p95). With `--pages`, also the server-rendered
 * pages of the 20 largest cities of one state, the first 10 pages of the largest (`?page=N`) and every state
 * and province (each a full uncached render).
 *
 *   npx tsx bench/search-latency.ts [--sizes 1857,100000] [--rounds 3] [--pages] [--cpu-prof DIR]
 *       [--data-dir DIR]            a seeded PGlite folder (default: the bench's own for the size)
 *       [--database-url URL]        PostgreSQL: a throwaway database is created next to URL's, seeded
 *                                   with the size's partners, measured and dropped (URL's is untouched)
 *       [--keep-database NAME]      with --database-url: use (and keep) this database, seeding it if empty
 *
 * --cpu-prof writes a V8 CPU profile of the server (see bench/render-cost.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ALL_REGIONS } from '~/modules/geo/regions';
import {
  formatLatencies,
  getJson,
  type PartnerJson,
  percentile,
  type SearchLatency,
  searchLatencies,
  startUncachedServer,
  waitUntilIdle,
} from './run';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One URL at a time, each fetched once; its status must be `ok`. */
async function timeUrls(size: string, kind: string, urls: string[]): Promise<SearchLatency> {
  const timings: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  timings.sort((a, b) => a - b);
  return {
    size,
    kind,
    queries: timings.length,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    max: timings.at(-1)!,
  };
}

/** The largest cities of the best-rated featured partner's state, and every state page. */
async function pageUrls(baseUrl: string): Promise<{ cities: string[]; biggest: string[]; states: string[] }> {
  const [first] = await getJson<PartnerJson[]>(`${baseUrl}/api/partners/priority?limit=1`);
  const inState = await getJson<PartnerJson[]>(`${baseUrl}/api/partners/state/${first!.stateSlug}`);
  const counts = new Map<string, number>();
  for (const partner of inState) {
    const key = `${partner.stateSlug}/city/${partner.citySlug}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const largest = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20);
  return {
    cities: largest.map(([key]) => `${baseUrl}/state/${key}`),
    // The largest city's first 10 pages (a build without pages renders the whole city for each).
    biggest: Array.from(
      { length: 10 },
      (_, index) => `${baseUrl}/state/${largest[0]![0]}${index > 0 ? `?page=${index + 1}` : ''}`,
    ),
    states: ALL_REGIONS.map((region) => `${baseUrl}/state/${region.slug}`),
  };
}

function seed(size: number, databaseUrl: string) {
  const result = spawnSync(
    'npx',
    ['tsx', 'scripts/seed.ts', '--partners', String(size), '--database-url', databaseUrl],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`seeding ${size} partners failed`);
}

/** A database named `name` on URL's server, seeded with `size` partners when it has none. */
async function throwawayDatabase(serverUrl: string, name: string, size: number): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const seeded = await client
    .query('select count(*)::int as n from partners')
    .then(({ rows }) => Number(rows[0].n) > 0)
    .catch(() => false)
    .finally(() => client.end());
  if (!seeded) seed(size, url.toString());
  return url.toString();
}

async function dropDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1857,100000' },
      rounds: { type: 'string', default: '3' },
      pages: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      'keep-database': { type: 'string' },
      'cpu-prof': { type: 'string' },
    },
  });
  const rounds = Number(values.rounds);
  const serverUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const all: SearchLatency[] = [];
  for (const size of values.sizes.split(',').map(Number)) {
    const profileDir = values['cpu-prof'] ? path.resolve(values['cpu-prof'], `search-${size}`) : undefined;
    const throwaway = values['keep-database'] ?? `bench_search_${process.pid}_${size}`;
    const databaseUrl = serverUrl ? await throwawayDatabase(serverUrl, throwaway, size) : undefined;
    const server = await startUncachedServer({ size, databaseUrl, dataDir: values['data-dir'], profileDir });
    try {
      const label = size.toLocaleString('en-US');
      // One round first to warm up (JIT, the first query of each shape, memoized directory figures).
      await searchLatencies(server.baseUrl, label, [], 20);
      const pages = values.pages ? await pageUrls(server.baseUrl) : null;
      if (pages) {
        await timeUrls(label, 'warm-up', [...pages.cities.slice(0, 3), ...pages.states.slice(0, 3)]);
      }
      const timings = new Map<string, SearchLatency[]>();
      for (let round = 0; round < rounds; round += 1) {
        await waitUntilIdle(server.baseUrl);
        const latencies = await searchLatencies(server.baseUrl, label, [], 100);
        if (pages) {
          latencies.push(await timeUrls(label, 'SSR city page (20 largest)', pages.cities));
          latencies.push(await timeUrls(label, 'SSR largest city, pages 1-10', pages.biggest));
          latencies.push(await timeUrls(label, 'SSR state page (all 64)', pages.states));
        }
        for (const latency of latencies) {
          timings.set(latency.kind, [...(timings.get(latency.kind) ?? []), latency]);
          console.error(`round ${round + 1}: ${formatLatencies([latency]).split('\n')[2]}`);
        }
      }
      for (const [kind, list] of timings) {
        const sorted = [...list].sort((a, b) => a.p95 - b.p95);
        all.push({ ...sorted[Math.floor(sorted.length / 2)]!, kind });
      }
    } finally {
      await server.stop();
      if (serverUrl && !values['keep-database']) await dropDatabase(serverUrl, throwaway);
    }
  }
  console.log(formatLatencies(all));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
