/**
 * `npm run bench`: load test of the production build on loopback, next to the practical ceiling.
 * See bench/README.md. Run it under the shared lock: `flock /tmp/e2e.lock npm run bench`.
 *
 *   --smoke             a few seconds: one scenario over the demo data, no build (CI; needs `build/`)
 *   --sizes 1857,100000 partner counts to seed (PGlite folders are kept in /tmp/directory-bench and reused)
 *   --duration 10       seconds per scenario (app and ceiling each)
 *   --connections 50
 *   --skip-build        use the current build/
 *   --no-uncached       skip the second pass with the in-process cache off (PUBLIC_CACHE_TTL_MS=0)
 *   --out FILE          where the Markdown goes (default bench/results.md; --smoke writes nothing)
 *   --only "SSR partner,search: ZIP"   only these scenarios
 *   --baseline DIR      instead: uncached SSR pages of this build and of another checkout's build (DIR, built
 *                       with `npm run build` there) side by side, over copies of one seeded database, in
 *                       alternating order, --rounds times (default 2); writes bench/rendering-results.md
 *
 * With DATABASE_URL set, each size is seeded into that PostgreSQL database with --reset (its partners,
 * aliases and FAQ items are replaced: point it at a throwaway database).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type AppServer, repoRoot, startAppServer } from '../tests/e2e/server';
import { searchPlans } from './plans';

export interface Scenario {
  name: string;
  path: string;
}

export interface Measurement {
  requestsPerSecond: number;
  /** Requests completed in the whole run. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface Row {
  size: string;
  scenario: Scenario;
  cached: Measurement;
  uncached?: Measurement;
  ceiling: Measurement;
}

export interface SearchLatency {
  size: string;
  kind: string;
  queries: number;
  p50: number;
  p95: number;
  max: number;
}

const DEMO_SIZE = 1857;

/** Runs autocannon against one URL; the numbers the table shows. */
export async function measure(
  url: string,
  { duration, connections }: { duration: number; connections: number },
): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Waits until the app has finished the requests autocannon abandoned at the end of the last scenario (it
 * stops sending, the server keeps rendering what is queued): /healthz answers only after the queued work,
 * so two quick answers in a row mean the next scenario starts on an idle server. Uncached, a queue of
 * 100,000-partner renders would spill into the next scenario and leave it with no completed request.
 */
export async function waitUntilIdle(baseUrl: string, { timeoutMs = 120_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - started < 25 ? quick + 1 : 0;
  }
}

/** A bare node:http server (own process) answering with the bytes the app sent for `url`. */
async function startCeiling(url: string, workDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const base = path.join(workDir, `answer-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(
    `${base}.json`,
    JSON.stringify({ status: response.status, contentType: response.headers.get('content-type') }),
  );
  fs.writeFileSync(`${base}.body`, body);
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'bench/ceiling-server.mjs'), `${base}.json`, `${base}.body`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface PartnerJson {
  id: string;
  name: string;
  city: string;
  state: string;
  zipCode: string;
  stateSlug: string;
  citySlug: string;
  country?: string;
}

/** The scenarios, at real places of the running directory (a priority partner's state and city). */
export async function discoverScenarios(baseUrl: string): Promise<Scenario[]> {
  const [partner] = await getJson<PartnerJson[]>(`${baseUrl}/api/partners/priority?limit=1`);
  if (!partner) throw new Error('The directory is empty: nothing to benchmark.');
  const canadian = await findCanadianPartner(baseUrl);
  const misspelt = misspell(partner.city);
  // /partner/{id} answers 301 to the partner's one canonical URL (state/city path): load that.
  const partnerPage = new URL((await fetch(`${baseUrl}/partner/${partner.id}`, { method: 'HEAD' })).url).pathname;
  return [
    { name: 'SSR home', path: '/' },
    { name: 'SSR state', path: `/state/${partner.stateSlug}` },
    { name: 'SSR city', path: `/state/${partner.stateSlug}/city/${partner.citySlug}` },
    { name: 'SSR partner', path: partnerPage },
    { name: 'search: city', path: `/api/search?q=${encodeURIComponent(partner.city)}` },
    { name: 'search: business name', path: `/api/search?q=${encodeURIComponent(partner.name)}` },
    { name: 'search: ZIP', path: `/api/search?q=${encodeURIComponent(partner.zipCode)}` },
    ...(canadian
      ? [
          {
            name: 'search: postal code (CA)',
            path: `/api/search?q=${encodeURIComponent(canadianPostalCode(canadian.zipCode))}`,
          },
        ]
      : []),
    { name: 'search: misspelling', path: `/api/search?q=${encodeURIComponent(misspelt)}` },
    { name: 'API partner by id', path: `/api/partners/${partner.id}` },
  ];
}

async function findCanadianPartner(baseUrl: string): Promise<PartnerJson | undefined> {
  for (const province of ['ontario', 'british-columbia', 'alberta', 'quebec']) {
    const partners = await getJson<PartnerJson[]>(`${baseUrl}/api/partners/state/${province}`).catch(() => []);
    if (partners[0]) return partners[0];
  }
  return undefined;
}

/** A full Canadian postal code from a forward sortation area ("M5V" → "M5V 2T6"). */
export function canadianPostalCode(zip: string): string {
  return /^[A-Za-z]\d[A-Za-z]$/.test(zip.trim()) ? `${zip.trim().toUpperCase()} 2T6` : zip;
}

/** A typo a family would make: two neighbouring letters swapped in the middle of the longest word. */
export function misspell(text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0);
  const word = words[longest]!;
  if (word.length < 4) return `${text}x`;
  const at = Math.floor(word.length / 2);
  words[longest] = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return words.join(' ');
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const rps = (value: number) => Math.round(value).toLocaleString('en-US');

export function formatTable(rows: Row[]): string {
  const hasUncached = rows.some((row) => row.uncached);
  const header = [
    'size',
    'scenario',
    'req/s',
    'p50',
    'p99',
    'ratio to ceiling',
    ...(hasUncached ? ['req/s uncached', 'p50 uncached', 'p99 uncached'] : []),
    'ceiling req/s',
    'errors',
  ];
  const table = [
    header,
    ...rows.map((row) => [
      row.size,
      row.scenario.name,
      rps(row.cached.requestsPerSecond),
      ms(row.cached.p50),
      ms(row.cached.p99),
      `${((row.cached.requestsPerSecond / row.ceiling.requestsPerSecond) * 100).toFixed(1)} %`,
      ...(hasUncached
        ? row.uncached
          ? [rps(row.uncached.requestsPerSecond), ms(row.uncached.p50), ms(row.uncached.p99)]
          : ['', '', '']
        : []),
      rps(row.ceiling.requestsPerSecond),
      String(row.cached.errors + row.cached.non2xx + (row.uncached ? row.uncached.errors + row.uncached.non2xx : 0)),
    ]),
  ];
  return [
    `| ${table[0]!.join(' | ')} |`,
    `| ${table[0]!.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`,
    ...table.slice(1).map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Query latency without the in-process cache and without load: one request at a time over many distinct
 * queries of each kind (every URL is new to the server), as the "search p95" target means it.
 */
export async function searchLatencies(
  baseUrl: string,
  size: string,
  scenarios: Scenario[],
  perKind: number,
): Promise<SearchLatency[]> {
  const [first] = await getJson<PartnerJson[]>(`${baseUrl}/api/partners/priority?limit=1`);
  const sample = (list: PartnerJson[]) => {
    const step = Math.max(1, Math.floor(list.length / perKind));
    return list.filter((_, index) => index % step === 0).slice(0, perKind);
  };
  const partners = sample(await getJson<PartnerJson[]>(`${baseUrl}/api/partners/state/${first!.stateSlug}`));
  const canadian = await findCanadianPartner(baseUrl);
  const canadians = canadian
    ? sample(await getJson<PartnerJson[]>(`${baseUrl}/api/partners/state/${canadian.stateSlug}`))
    : [];
  const kinds: Array<[string, PartnerJson[], (partner: PartnerJson) => string]> = [
    ['city', partners, (p) => p.city],
    ['business name', partners, (p) => p.name],
    ['ZIP', partners, (p) => p.zipCode],
    ['postal code (CA)', canadians, (p) => canadianPostalCode(p.zipCode)],
    ['misspelling', partners, (p) => misspell(p.city)],
  ];
  const out: SearchLatency[] = [];
  for (const [kind, list, queryOf] of kinds) {
    if (list.length === 0) continue;
    const timings: number[] = [];
    for (const partner of list) {
      // The API's default page (60 results), as the search page and a client asking without `limit` get it;
      // the cache is off, so a query that repeats (two partners in one city) is searched again.
      const url = `${baseUrl}/api/search?q=${encodeURIComponent(queryOf(partner))}`;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }
    timings.sort((a, b) => a - b);
    out.push({
      size,
      kind,
      queries: timings.length,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      max: timings.at(-1)!,
    });
  }
  void scenarios;
  return out;
}

export function formatLatencies(latencies: SearchLatency[]): string {
  return [
    '| size | query kind | queries | p50 | p95 | max |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...latencies.map((l) => `| ${l.size} | ${l.kind} | ${l.queries} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.max)} |`),
  ].join('\n');
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.error(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** The PGlite folder the bench seeds for `size` partners, kept for later runs and the other bench scripts. */
export const benchDataDir = (size: number) => path.join(os.tmpdir(), 'directory-bench', `pglite-${size}`);

/**
 * The production server over a database a bench run has seeded (the PGlite folder for `size`, or
 * `databaseUrl`), with the page cache off (every request renders and queries), optionally recording a V8
 * CPU profile into `profileDir` (bench/cpu-profile-preload.mjs): for render-cost.ts and search-latency.ts.
 */
export async function startUncachedServer(options: {
  size: number;
  databaseUrl?: string;
  /** A seeded PGlite folder other than the bench's own for `size`. */
  dataDir?: string;
  profileDir?: string;
}): Promise<AppServer> {
  const { size, databaseUrl, profileDir } = options;
  const dataDir = options.dataDir ?? benchDataDir(size);
  if (!databaseUrl && !fs.existsSync(path.join(dataDir, '.seeded'))) {
    throw new Error(`${dataDir} is not seeded: run npm run bench first.`);
  }
  return startAppServer({
    dataDir: databaseUrl ? undefined : dataDir,
    env: {
      SEED: 'none',
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE_TTL_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(profileDir
        ? {
            NODE_OPTIONS: `--import ${path.join(repoRoot, 'bench/cpu-profile-preload.mjs')}`,
            CPU_PROFILE_DIR: profileDir,
          }
        : {}),
    },
    echo: false,
    readyTimeoutMs: 300_000,
  });
}

/** A seeded database for `size` partners: a reused PGlite folder, or the DATABASE_URL database reseeded. */
function prepareDataset(size: number): { env: Record<string, string>; dataDir?: string } {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    run('npx', ['tsx', 'scripts/seed.ts', '--reset', '--partners', String(size), '--database-url', databaseUrl]);
    return { env: { DATABASE_URL: databaseUrl, SEED: 'none' } };
  }
  const dataDir = benchDataDir(size);
  if (!fs.existsSync(path.join(dataDir, '.seeded'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    run('npx', ['tsx', 'scripts/seed.ts', '--partners', String(size), '--data-dir', dataDir]);
    fs.writeFileSync(path.join(dataDir, '.seeded'), `${size}\n`);
  }
  return { env: { SEED: 'none' }, dataDir };
}

async function main() {
  const { values } = parseArgs({
    options: {
      smoke: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string', default: '50' },
      'skip-build': { type: 'boolean', default: false },
      'no-uncached': { type: 'boolean', default: false },
      out: { type: 'string' },
      only: { type: 'string' },
      baseline: { type: 'string' },
      rounds: { type: 'string', default: '2' },
    },
  });
  if (values.baseline) {
    if (!values['skip-build']) run('npx', ['react-router', 'build']);
    await compareWithBaseline({
      baselineRoot: path.resolve(values.baseline),
      sizes: (values.sizes ?? String(DEMO_SIZE)).split(',').map(Number),
      rounds: Number(values.rounds),
      duration: Number(values.duration ?? 10),
      connections: Number(values.connections),
      only: values.only?.split(','),
      out: path.resolve(values.out ?? path.join(repoRoot, 'bench/rendering-results.md')),
    });
    return;
  }
  const smoke = values.smoke;
  const duration = Number(values.duration ?? (smoke ? 2 : 10));
  const connections = Number(values.connections);
  const sizes = smoke ? [DEMO_SIZE] : (values.sizes ?? `${DEMO_SIZE},100000`).split(',').map(Number);
  const withUncached = !smoke && !values['no-uncached'];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-bench-answers-'));

  if (!smoke && !values['skip-build']) run('npx', ['react-router', 'build']);

  const rows: Row[] = [];
  const latencies: SearchLatency[] = [];
  const plans: string[] = [];
  try {
    for (const size of sizes) {
      const label = size.toLocaleString('en-US');
      // Smoke: the e2e helper's fresh demo database (seeded at boot), nothing kept.
      const dataset = smoke ? { env: {} as Record<string, string>, dataDir: undefined } : prepareDataset(size);
      const boot = (cacheTtl?: string) =>
        startAppServer({
          dataDir: dataset.dataDir,
          env: {
            ...dataset.env,
            LOG_LEVEL: 'warn',
            ...(cacheTtl === undefined ? {} : { PUBLIC_CACHE_TTL_MS: cacheTtl }),
          },
          echo: false,
          readyTimeoutMs: 300_000,
        });
      let server: AppServer = await boot();
      let scenarios: Scenario[];
      const sizeRows: Row[] = [];
      try {
        scenarios = await discoverScenarios(server.baseUrl);
        if (smoke) scenarios = scenarios.filter((scenario) => scenario.name === 'search: city');
        if (values.only) scenarios = scenarios.filter((scenario) => values.only!.split(',').includes(scenario.name));
        for (const scenario of scenarios) {
          const url = server.baseUrl + scenario.path;
          const warm = await fetch(url);
          await warm.arrayBuffer();
          if (warm.status !== 200) throw new Error(`${scenario.path} answered ${warm.status}`);
          console.error(`[${label}] ${scenario.name}: ${scenario.path}`);
          await waitUntilIdle(server.baseUrl);
          const cached = await measure(url, { duration, connections });
          const ceilingServer = await startCeiling(url, workDir);
          try {
            const ceiling = await measure(ceilingServer.url, { duration, connections });
            sizeRows.push({ size: label, scenario, cached, ceiling });
          } finally {
            await ceilingServer.stop();
          }
        }
      } finally {
        await server.stop();
      }
      if (withUncached) {
        server = await boot('0');
        try {
          // Home last: uncached it costs seconds per render at 100,000 partners (PGlite blocks the event loop),
          // and the renders still queued after its run would starve the scenarios measured after it.
          const homeLast = [...sizeRows].sort(
            (a, b) => Number(a.scenario.name === 'SSR home') - Number(b.scenario.name === 'SSR home'),
          );
          for (const row of homeLast) {
            console.error(`[${label}] ${row.scenario.name} (uncached)`);
            await waitUntilIdle(server.baseUrl);
            row.uncached = await measure(server.baseUrl + row.scenario.path, { duration, connections });
          }
          // A failure here is reported, not allowed to throw away the load test's numbers.
          await waitUntilIdle(server.baseUrl);
          latencies.push(
            ...(await searchLatencies(server.baseUrl, label, scenarios, 100).catch(
              (error: Error) => (console.error(error), []),
            )),
          );
        } finally {
          await server.stop();
        }
      }
      rows.push(...sizeRows);
      if (!smoke) {
        // The planner's view of the same searches, with the server stopped (PGlite: one process per folder).
        const queries = sizeRows
          .filter((row) => row.scenario.path.startsWith('/api/search?q='))
          .map(
            (row) =>
              [
                row.scenario.name.replace('search: ', ''),
                new URL(row.scenario.path, 'http://x').searchParams.get('q')!,
              ] as [string, string],
          );
        // And the city page's partner queries, for the scenario's city.
        const cities = sizeRows
          .map((row) => /^\/state\/([^/]+)\/city\/([^/?]+)$/.exec(row.scenario.path))
          .flatMap((match) => (match ? [`${match[1]}/${match[2]}`] : []));
        const planText = await searchPlans(
          { dataDir: dataset.dataDir, databaseUrl: process.env.DATABASE_URL },
          queries,
          [...new Set(cities)],
        ).catch((error: Error) => `(plans failed: ${error.message})`);
        plans.push(`## Query plans, ${label} partners\n\n${planText}`);
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  const table = formatTable(rows);
  console.log(table);
  if (latencies.length > 0) console.log(`\n${formatLatencies(latencies)}`);
  if (!smoke) {
    const out = path.resolve(values.out ?? path.join(repoRoot, 'bench/results.md'));
    const cpu = os.cpus();
    const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${os.platform()} ${os.release()}, ${
      process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
    }`;
    fs.writeFileSync(
      out,
      [
        '# Benchmark results',
        '',
        `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${machine}.`,
        `${connections} connections, ${duration} s per scenario, loopback; the load generator, the app and the ceiling`,
        'server share the machine. "req/s", "p50", "p99": the production server as deployed (in-process cache of',
        'public answers on, 15 s); "uncached": the same server with PUBLIC_CACHE_TTL_MS=0 (every request renders',
        'and queries); "ceiling": a bare node:http server sending the same bytes.',
        '',
        table,
        '',
        ...(latencies.length > 0
          ? [
              '## Search latency without cache or load',
              '',
              'One request at a time, each URL new to the server (no cache hit), over queries built from 100 partners.',
              '',
              formatLatencies(latencies),
              '',
            ]
          : []),
        ...plans.flatMap((section) => [section, '']),
      ].join('\n'),
    );
    console.error(`Wrote ${path.relative(repoRoot, out)}`);
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 0 elsewhere). */
function cpuTimeMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ = 100
  } catch {
    return 0;
  }
}

interface ComparedRun {
  size: string;
  /** Server CPU time per completed request: what the other jobs on a shared machine change least. */
  cpuMsPerRequest: number;
  round: number;
  build: 'this' | 'baseline';
  scenario: string;
  measurement: Measurement;
  load: [number, number];
}

/**
 * Uncached SSR throughput of this build next to another checkout's (`--baseline DIR`) in one run: the same
 * seeded database copied for each server (each migrates its own copy), the same URLs, one server at a time,
 * the order of the two builds alternating from round to round so neither always runs on a warmer or
 * quieter machine. The 1-minute load average before and after each scenario is kept with it.
 */
async function compareWithBaseline(options: {
  baselineRoot: string;
  sizes: number[];
  rounds: number;
  duration: number;
  connections: number;
  only?: string[];
  out: string;
}) {
  const { baselineRoot, rounds, duration, connections } = options;
  if (!fs.existsSync(path.join(baselineRoot, 'build/server/index.js'))) {
    throw new Error(`${baselineRoot} has no build: run \`npm ci && npm run build\` there first.`);
  }
  const baselineCommit =
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: baselineRoot, encoding: 'utf8' }).stdout.trim() || '?';
  const thisCommit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).stdout.trim();
  const results: ComparedRun[] = [];
  const copies = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-bench-compare-'));
  try {
    for (const size of options.sizes) {
      const label = size.toLocaleString('en-US');
      const dataset = prepareDataset(size);
      const start = (build: 'this' | 'baseline') => {
        let dataDir: string | undefined;
        if (dataset.dataDir) {
          dataDir = path.join(copies, `${build}-${size}-${Date.now()}`);
          fs.cpSync(dataset.dataDir, dataDir, { recursive: true });
        }
        return startAppServer({
          root: build === 'this' ? repoRoot : baselineRoot,
          dataDir,
          env: { ...dataset.env, LOG_LEVEL: 'warn', PUBLIC_CACHE_TTL_MS: '0' },
          echo: false,
          readyTimeoutMs: 300_000,
        }).then((server) => ({ server, dataDir }));
      };
      let scenarios: Scenario[] = [];
      {
        const { server, dataDir } = await start('this');
        try {
          scenarios = (await discoverScenarios(server.baseUrl)).filter(
            (scenario) => scenario.name.startsWith('SSR ') && (!options.only || options.only.includes(scenario.name)),
          );
        } finally {
          await server.stop();
          if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }
      for (let round = 1; round <= rounds; round += 1) {
        const order: Array<'this' | 'baseline'> = round % 2 === 1 ? ['this', 'baseline'] : ['baseline', 'this'];
        for (const build of order) {
          const { server, dataDir } = await start(build);
          try {
            for (const scenario of scenarios) {
              const url = server.baseUrl + scenario.path;
              const warm = await fetch(url);
              await warm.arrayBuffer();
              if (warm.status !== 200) throw new Error(`${build}: ${scenario.path} answered ${warm.status}`);
              await waitUntilIdle(server.baseUrl);
              const before = os.loadavg()[0]!;
              const cpuBefore = cpuTimeMs(server.pid);
              const measurement = await measure(url, { duration, connections });
              // Requests autocannon abandoned at the end are still rendered: their CPU time counts too.
              await waitUntilIdle(server.baseUrl);
              const cpuMsPerRequest = (cpuTimeMs(server.pid) - cpuBefore) / Math.max(1, measurement.total);
              const line: ComparedRun = {
                size: label,
                round,
                build,
                scenario: scenario.name,
                measurement,
                cpuMsPerRequest,
                load: [before, os.loadavg()[0]!],
              };
              console.error(
                `[${label}] round ${round} ${build} ${scenario.name}: ${Math.round(measurement.requestsPerSecond)} req/s, ${cpuMsPerRequest.toFixed(1)} CPU ms/request, p50 ${measurement.p50} ms, load ${line.load.map((l) => l.toFixed(1)).join('→')}`,
              );
              results.push(line);
            }
          } finally {
            await server.stop();
            if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
          }
        }
      }
    }
  } finally {
    fs.rmSync(copies, { recursive: true, force: true });
  }

  const find = (size: string, round: number, build: 'this' | 'baseline', scenario: string) =>
    results.find((r) => r.size === size && r.round === round && r.build === build && r.scenario === scenario);
  const lines = [
    `| size | round (first) | scenario | this req/s | baseline req/s | ratio | this CPU ms/req | baseline CPU ms/req | CPU ratio | this p50 / p99 | baseline p50 / p99 | load (this; baseline) |`,
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of results.filter((r) => r.build === 'this')) {
    const other = find(row.size, row.round, 'baseline', row.scenario);
    if (!other) continue;
    const ratio =
      other.measurement.requestsPerSecond > 0
        ? row.measurement.requestsPerSecond / other.measurement.requestsPerSecond
        : NaN;
    const load = (r: ComparedRun) => r.load.map((l) => l.toFixed(1)).join('→');
    lines.push(
      `| ${row.size} | ${row.round} (${row.round % 2 === 1 ? 'this' : 'baseline'}) | ${row.scenario.replace('SSR ', '')} | ${Math.round(row.measurement.requestsPerSecond)} | ${Math.round(other.measurement.requestsPerSecond)} | ${ratio.toFixed(2)}× | ${row.cpuMsPerRequest.toFixed(1)} | ${other.cpuMsPerRequest.toFixed(1)} | ${(other.cpuMsPerRequest / row.cpuMsPerRequest).toFixed(2)}× | ${row.measurement.p50} / ${row.measurement.p99} ms | ${other.measurement.p50} / ${other.measurement.p99} ms | ${load(row)}; ${load(other)} |`,
    );
  }
  const table = lines.join('\n');
  console.log(table);
  const cpu = os.cpus();
  const heading = `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: this build (${thisCommit}${
    spawnSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim()
      ? ', uncommitted changes'
      : ''
  }) vs baseline ${baselineCommit}`;
  const section = [
    heading,
    '',
    `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; PUBLIC_CACHE_TTL_MS=0 (every request renders); autocannon ${connections} connections, ${duration} s per page, loopback (load generator and server share the cores); ${rounds} rounds, the first build alternating; load = 1-minute load average before→after each page; CPU ms/req = the server process's user + system CPU time over the requests it completed (the figure other jobs on the machine disturb least); CPU ratio = baseline / this.`,
    '',
    table,
    '',
  ].join('\n');
  const existing = fs.existsSync(options.out)
    ? fs.readFileSync(options.out, 'utf8')
    : '# Uncached rendering: this build against a baseline build (`npm run bench -- --baseline DIR`)\n\n';
  fs.writeFileSync(options.out, `${existing.trimEnd()}\n\n${section}`);
  console.error(`Appended to ${path.relative(repoRoot, options.out)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(repoRoot, 'bench/run.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
