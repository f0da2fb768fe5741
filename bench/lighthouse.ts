/**
 * `npm run lighthouse`: Lighthouse's default mobile preset (Moto G Power viewport, simulated slow
 * 4G and 4x CPU slowdown) against the production build over the demo data, for home, search, a state, a city
 * and a partner page. Prints the four category scores and LCP, TBT and CLS per page; `--write` also writes
 * bench/lighthouse-results.md. Drives Debian's Chromium (CHROME_PATH or /usr/bin/chromium); nothing is
 * downloaded. Each page is audited at the address it lands on (after a redirect), rendered by a warm server
 * with the page cache off: the cost of a cache miss. Needs `npm run build` first; run it under the shared lock:
 *   flock /tmp/heavy.lock npm run lighthouse -- --write
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { publicPages } from '../scripts/size-budget';
import { repoRoot, startAppServer } from '../tests/e2e/server';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

interface PageResult {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Lowest and highest performance score over the page's rounds. */
  performanceRange: [number, number];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance metrics: what to fix. */
  failing: string[];
}

/** What the DevTools "Issues" audit found (its table lists one row per issue type), for the report. */
function issueTypes(details: unknown): string {
  const items = (details as { items?: Array<{ issueType?: string }> } | undefined)?.items ?? [];
  const types = items.map((item) => item.issueType).filter(Boolean);
  return types.length > 0 ? ` (${types.join(', ')})` : '';
}

/** One Lighthouse run in its own Chromium (own profile folder, removed afterwards). */
async function audit(url: string) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'error',
  });
  try {
    const runnerResult = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    return runnerResult.lhr;
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * The address a visitor lands on: a page that answers with a redirect (`/partner/{id}` → its canonical
 * `/state/…/city/…/{id}`, which every link and the sitemap use) is audited at the redirect's target, or
 * Lighthouse would charge the redirect's round trip to the page.
 */
async function landingPath(baseUrl: string, pagePath: string): Promise<string> {
  const response = await fetch(baseUrl + pagePath, { redirect: 'manual' });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) return pagePath;
  const target = new URL(location, baseUrl + pagePath);
  return target.pathname + target.search;
}

/**
 * One render of the page at another address first (an extra query parameter), so the audited load is what a
 * running server does on a cache miss. Without it the first page audited (home) paid the new process's
 * first render: JIT compilation and the first queries, 0.7-2 s of TTFB, which no visitor of a running site
 * sees. The page cache is off (PUBLIC_CACHE_TTL_MS=0), so no audited page is served from it.
 */
async function warmUp(baseUrl: string, pagePath: string) {
  const url = new URL(baseUrl + pagePath);
  url.searchParams.set('lighthouse-warm-up', '1');
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`Warm-up of ${pagePath}: HTTP ${response.status}`);
}

function pageResult(page: { name: string; path: string }, lhr: Result): PageResult {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit.id}: ${audit.title}${issueTypes(audit.details)}`);
  const performance = score('performance');
  return {
    name: page.name,
    path: page.path,
    scores: {
      performance,
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    performanceRange: [performance, performance],
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  };
}

/**
 * The round with the median performance score (the lower middle of an even count), with every round's range
 * and the binary audits any round failed.
 */
function medianRound(runs: PageResult[]): PageResult {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  return {
    ...median,
    performanceRange: [byPerformance[0]!.scores.performance, byPerformance.at(-1)!.scores.performance],
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

async function main() {
  // --json <dir>: also keep each page's full report (<dir>/<page>.json, <page>-<round>.json with --rounds).
  // --only home,city: audit those pages alone (not with --write: the committed table has every page).
  // --rounds N: audit each page N times and report its median round by performance, with the range. One run
  // can mislead: the simulated first paint leaves the JavaScript out when Chromium happened to paint before
  // the framework chunk had loaded (decision 040).
  const { values } = parseArgs({
    options: {
      write: { type: 'boolean', default: false },
      json: { type: 'string' },
      only: { type: 'string' },
      rounds: { type: 'string', default: '1' },
    },
  });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number of at least 1`);
  const only = values.only?.split(',').map((name) => name.trim());
  if (only && values.write) throw new Error('--only and --write together would commit a partial table');
  if (values.json) fs.mkdirSync(values.json, { recursive: true });
  const server = await startAppServer({ echo: false, env: { PUBLIC_CACHE_TTL_MS: '0' } });
  const results: PageResult[] = [];
  try {
    for (const listed of await publicPages(server.baseUrl)) {
      if (only && !only.includes(listed.name)) continue;
      const page = { ...listed, path: await landingPath(server.baseUrl, listed.path) };
      const runs: PageResult[] = [];
      for (let round = 1; round <= rounds; round++) {
        await warmUp(server.baseUrl, page.path);
        // A fresh browser per audit, and one retry: a reused Chromium sometimes loses the trace (NO_NAVSTART).
        let lhr = await audit(server.baseUrl + page.path);
        if (lhr.runtimeError) lhr = await audit(server.baseUrl + page.path);
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
        if (values.json) {
          const file = rounds === 1 ? `${page.name}.json` : `${page.name}-${round}.json`;
          fs.writeFileSync(path.join(values.json, file), JSON.stringify(lhr, null, 2));
        }
        runs.push(pageResult(page, lhr));
      }
      results.push(medianRound(runs));
      console.error(`${page.name}: done`);
    }
  } finally {
    await server.stop();
  }

  const table = [
    '| page | path | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results
      .map((r) =>
        [
          r.name,
          `\`${r.path}\``,
          rounds === 1 ? r.scores.performance : `${r.scores.performance} (${r.performanceRange.join('–')})`,
          r.scores.accessibility,
          r.scores['best-practices'],
          r.scores.seo,
          `${(r.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(r.tbtMs)} ms`,
          r.cls.toFixed(3),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ].join('\n');
  const misses = results.flatMap((r) =>
    CATEGORIES.filter((c) => r.scores[c] < TARGETS[c]).map((c) => `${r.name}: ${c} ${r.scores[c]} < ${TARGETS[c]}`),
  );
  const failing = results.filter((r) => r.failing.length > 0).map((r) => `- ${r.name}: ${r.failing.join('; ')}`);
  console.log(table);
  if (misses.length > 0) console.log(`\nBelow target:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  if (failing.length > 0) console.log(`\nFailing audits:\n${failing.join('\n')}`);
  if (values.write) {
    const lighthouseVersion = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    fs.writeFileSync(
      path.join(repoRoot, 'bench/lighthouse-results.md'),
      [
        '# Lighthouse results',
        '',
        `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run lighthouse -- --write${rounds === 1 ? '' : ` --rounds ${rounds}`}\`: Lighthouse ${lighthouseVersion}, mobile`,
        `preset (simulated slow 4G, 4x CPU slowdown), ${os.cpus().length} cores, Node ${process.version}, Chromium at /usr/bin/chromium,`,
        'production build over the demo data (1,857 partners) on loopback; page cache off (PUBLIC_CACHE_TTL_MS=0) and',
        "each page rendered once before its audit, so every audit measures a warm server's uncached render.",
        ...(rounds === 1
          ? []
          : [
              `Each page audited ${rounds} times: its median round by performance, the range of all rounds in brackets.`,
            ]),
        'Targets: performance ≥ 95, accessibility, best practices and SEO 100.',
        '',
        table,
        '',
        ...(misses.length > 0
          ? ['Below target:', '', ...misses.map((m) => `- ${m}`), '']
          : ['Every page meets every target.', '']),
        ...(failing.length > 0 ? ['Failing binary audits:', '', ...failing, ''] : []),
      ].join('\n'),
    );
    console.error('Wrote bench/lighthouse-results.md');
  }
}

await main();
