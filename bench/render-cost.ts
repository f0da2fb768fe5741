/**
 * What one cache miss costs: the production server with its public cache off (PUBLIC_CACHE_TTL_MS=0),
 * each SSR page requested one at a time, so every figure is the time of one full render (loader queries
 * plus React) with nothing else competing for the event loop. Uses the PGlite folders `npm run bench`
 * seeds (/tmp/directory-bench/pglite-N; seed them with a bench run first). See bench/README.md.
 *
 *   npx tsx bench/render-cost.ts [--sizes 1857,100000] [--runs 20] [--only home,city] [--cpu-prof DIR]
 *
 * --cpu-prof writes a V8 CPU profile of the server (open it in Chrome DevTools or speedscope).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { discoverScenarios, startUncachedServer } from './run';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timeOne(url: string): Promise<number> {
  const started = performance.now();
  // Uncompressed, as autocannon in `npm run bench` asks: the figure is the render, not gzip.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1857,100000' },
      runs: { type: 'string', default: '20' },
      'cpu-prof': { type: 'string' },
      only: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const lines = ['| size | page | renders | first | p50 | p95 |', '| --- | --- | ---: | ---: | ---: | ---: |'];
  for (const size of values.sizes.split(',').map(Number)) {
    const profileDir = values['cpu-prof'] ? path.resolve(values['cpu-prof'], `pglite-${size}`) : undefined;
    const server = await startUncachedServer({ size, profileDir });
    try {
      const only = values.only?.split(',');
      const pages = (await discoverScenarios(server.baseUrl)).filter(
        (scenario) => scenario.name.startsWith('SSR ') && (!only || only.includes(scenario.name.replace('SSR ', ''))),
      );
      for (const page of pages) {
        const url = server.baseUrl + page.path;
        // The first render includes whatever is computed once per process (and JIT warm-up).
        const first = await timeOne(url);
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) times.push(await timeOne(url));
        times.sort((a, b) => a - b);
        const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
        const line = `| ${size.toLocaleString('en-US')} | ${page.name.replace('SSR ', '')} | ${runs} | ${ms(first)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`;
        console.error(line);
        lines.push(line);
      }
    } finally {
      await server.stop();
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
