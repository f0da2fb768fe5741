/**
 * The spike's measurement, both pages in one run on this machine: today's partner page (the app's
 * production build, page cache off) and the RSC spike's (spike/rsc/build), over copies of one demo database.
 *
 *   npm run build && (cd spike/rsc && npx react-router build)
 *   flock /tmp/heavy.lock npx tsx spike/rsc/measure.ts [--duration 20] [--lighthouse]
 *
 * Per page: first-load JavaScript as `npm run size` counts it (scripts/page-weight.ts), what a real
 * browser fetched before the page was idle (no hover, so the inquiry dialog is not fetched), whether it
 * hydrated under the CSP (a click opens the inquiry dialog, no CSP violation), what a crawler gets,
 * uncached req/s (autocannon, 50 connections, as bench/run.ts) and optionally Lighthouse mobile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { measure, waitUntilIdle } from '../../bench/run';
import { measurePage } from '../../scripts/page-weight';
import { findFreePort, repoRoot, startAppServer } from '../../tests/e2e/server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    lighthouse: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Target {
  name: string;
  baseUrl: string;
  clientDir: string;
  stop(): Promise<void>;
}

async function seededCopies(): Promise<[string, string]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsc-spike-seed-'));
  const seeding = await startAppServer({ dataDir: dir, echo: false });
  await seeding.stop();
  const copy = `${dir}-copy`;
  fs.cpSync(dir, copy, { recursive: true });
  return [dir, copy];
}

async function startSpike(dataDir: string): Promise<Target> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['spike/rsc/server.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    name: 'RSC spike',
    baseUrl,
    clientDir: path.join(repoRoot, 'spike/rsc/build/client'),
    async stop() {
      child.kill('SIGTERM');
    },
  };
}

async function browserCheck(url: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const violations: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 160));
    });
    page.on('pageerror', (error) => errors.push(error.message.slice(0, 160)));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __violations: string[] }).__violations ??= [];
        (window as unknown as { __violations: string[] }).__violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const beforeIntent = [...scripts.values()].reduce((a, b) => a + b, 0);
    const beforeIntentFiles = scripts.size;
    // Hydrated: the inquiry button (a client component) opens its dialog.
    await page
      .getByRole('button', { name: /ask for information/i })
      .first()
      .click();
    const dialog = await page
      .getByRole('dialog')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    violations.push(
      ...((await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations)) ?? []),
    );
    return { jsGzip: beforeIntent, jsFiles: beforeIntentFiles, dialog, violations, errors };
  } finally {
    await browser.close();
  }
}

/** A crawler's copy: complete (the FAQ's questions in place, no streamed template left to fill). */
async function crawlerCheck(url: string) {
  const response = await fetch(url, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  const html = await response.text();
  return {
    status: response.status,
    faqInPlace: /Frequently Asked Questions/.test(html) && !/<template id="B:/.test(html),
    pendingBoundaries: (html.match(/<!--\$\?-->/g) ?? []).length,
  };
}

async function audit(url: string) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    userDataDir,
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result!.lhr;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    };
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`cores ${os.cpus().length}, Node ${process.version}, load at start ${load()}`);
  const [appDir, spikeDir] = await seededCopies();
  const app = await startAppServer({ dataDir: appDir, echo: false, env: { SEED: 'none', PUBLIC_CACHE_TTL_MS: '0' } });
  const targets: Target[] = [
    { name: 'today', baseUrl: app.baseUrl, clientDir: path.join(repoRoot, 'build/client'), stop: () => app.stop() },
    await startSpike(spikeDir),
  ];
  try {
    const [partner] = (await (await fetch(`${app.baseUrl}/api/partners/state/texas/city/dallas`)).json()) as Array<{
      id: string;
      stateSlug: string;
      citySlug: string;
    }>;
    const pagePath = `/state/${partner!.stateSlug}/city/${partner!.citySlug}/${partner!.id}`;
    console.log(`page ${pagePath}`);
    for (const target of targets) {
      const url = target.baseUrl + pagePath;
      // First render of the process (JIT, first queries) off the measurement.
      await (await fetch(url)).arrayBuffer();
      const weight = await measurePage(target.baseUrl, { name: 'partner', path: pagePath }, target.clientDir);
      const browser = await browserCheck(url);
      const crawler = await crawlerCheck(url);
      console.log(
        JSON.stringify({
          target: target.name,
          status: weight.status,
          sizeJsGzipKb: +(weight.js.gzip / 1024).toFixed(1),
          sizeJsFiles: weight.js.files,
          htmlGzipKb: +(weight.html.gzip / 1024).toFixed(1),
          cssGzipKb: +(weight.css.gzip / 1024).toFixed(1),
          browserJsGzipKb: +(browser.jsGzip / 1024).toFixed(1),
          browserJsFiles: browser.jsFiles,
          hydratedDialogOpens: browser.dialog,
          cspViolations: browser.violations,
          consoleErrors: browser.errors,
          crawler,
        }),
      );
    }
    for (const round of [1, 2]) {
      for (const target of round === 1 ? targets : [...targets].reverse()) {
        await waitUntilIdle(target.baseUrl);
        const before = load();
        const result = await measure(target.baseUrl + pagePath, { duration, connections: 50 });
        console.log(
          JSON.stringify({
            round,
            target: target.name,
            reqPerSec: Math.round(result.requestsPerSecond),
            p50: result.p50,
            p99: result.p99,
            errors: result.errors,
            non2xx: result.non2xx,
            loadBefore: before,
            loadAfter: load(),
          }),
        );
      }
    }
    if (values.lighthouse) {
      for (const target of targets) {
        await waitUntilIdle(target.baseUrl);
        console.log(
          JSON.stringify({
            target: target.name,
            lighthouseMobile: await audit(target.baseUrl + pagePath),
            load: load(),
          }),
        );
      }
    }
  } finally {
    for (const target of targets) await target.stop();
    fs.rmSync(appDir, { recursive: true, force: true });
    fs.rmSync(spikeDir, { recursive: true, force: true });
  }
  console.log(`load at end ${load()}`);
}

await main();
