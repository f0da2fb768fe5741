/**
 * Search latency without cache or load, alone: the last pass of `npm run bench` ("Search latency without
 * cache or load" in bench/results.md) without the load tests before it. The production server with its
 * public cache off (PUBLIC_CACHE_TTL_MS=0) over the bench's PGlite folders (seed them with a bench run
 * first) or, with DATABASE_URL, that database as it is (not reseeded); one request at a time, 100 queries
 * per kind, `--rounds` times (a kind's figures are over all rounds).
 *
 *   npx tsx bench/search-latency.ts [--sizes 1857,100000] [--rounds 3] [--cpu-prof DIR]
 *
 * --cpu-prof writes a V8 CPU profile of the server (see bench/render-cost.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatLatencies, type SearchLatency, searchLatencies, startUncachedServer, waitUntilIdle } from './run';

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1857,100000' },
      rounds: { type: 'string', default: '3' },
      'cpu-prof': { type: 'string' },
    },
  });
  const rounds = Number(values.rounds);
  const databaseUrl = process.env.DATABASE_URL;
  const all: SearchLatency[] = [];
  for (const size of values.sizes.split(',').map(Number)) {
    const profileDir = values['cpu-prof'] ? path.resolve(values['cpu-prof'], `search-${size}`) : undefined;
    const server = await startUncachedServer({ size, databaseUrl, profileDir });
    try {
      const label = size.toLocaleString('en-US');
      // One round first to warm up (JIT, the first query of each shape, memoized directory figures).
      await searchLatencies(server.baseUrl, label, [], 20);
      const timings = new Map<string, SearchLatency[]>();
      for (let round = 0; round < rounds; round += 1) {
        await waitUntilIdle(server.baseUrl);
        for (const latency of await searchLatencies(server.baseUrl, label, [], 100)) {
          timings.set(latency.kind, [...(timings.get(latency.kind) ?? []), latency]);
          console.error(`round ${round + 1}: ${formatLatencies([latency]).split('\n')[2]}`);
        }
      }
      for (const [kind, list] of timings) {
        // The median round's figures (by p95), so one noisy round does not decide.
        const sorted = [...list].sort((a, b) => a.p95 - b.p95);
        all.push({ ...sorted[Math.floor(sorted.length / 2)]!, kind });
      }
    } finally {
      await server.stop();
    }
  }
  console.log(formatLatencies(all));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
