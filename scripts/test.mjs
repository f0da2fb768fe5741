#!/usr/bin/env node
// `npm test`: every suite that runs on a fresh machine, fast ones first, stopping at the first failure.
//   1. unit + integration (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set)
//   2. e2e: boots the production server with the demo data, drives headless Chromium
// Phase 1's integration project builds the app once (its page tests serve that build); phase 2 reuses it
// (TEST_REUSE_BUILD=1) when phase 1 did build, and builds it itself otherwise (e.g. a filter that ran no
// integration file).
// Extra arguments go to every vitest run (e.g. `npm test -- --reporter=verbose`).
// TEST_POSTGRES_BESIDE_E2E=<postgres url> also runs the integration project on that PostgreSQL server, beside
// phase 2 (the browser tests leave about a quarter of two cores idle), one file at a time; its output is
// printed after phase 2's. CI sets it (docs/decisions/039-ci-within-twenty-minutes.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/.bin/vitest');
const extraArgs = process.argv.slice(2);
const database = process.env.TEST_DATABASE_URL
  ? `PostgreSQL (${redact(process.env.TEST_DATABASE_URL)})`
  : 'in-memory PGlite';

const phases = [
  { label: `unit + integration (database: ${database})`, projects: ['unit', 'integration'] },
  { label: 'e2e: production server + headless Chromium', projects: ['e2e'] },
];

const serverEntry = path.join(root, 'build/server/index.js');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAll = Date.now();

const postgresBeside = process.env.TEST_POSTGRES_BESIDE_E2E;
let postgresPending = Boolean(postgresBeside);

for (const [index, phase] of phases.entries()) {
  console.log(`\n=== [${index + 1}/${phases.length}] ${phase.label} ===\n`);
  const reportFile = path.join(reportDir, `phase-${index + 1}.json`);
  const started = Date.now();
  const env = { ...process.env };
  const built = index > 0 && builtSince(startedAll);
  if (built) env.TEST_REUSE_BUILD = '1';
  // The PostgreSQL run serves the build phase 1 made: beside phase 2 only when there is one.
  const beside = index === 1 && postgresBeside && built ? startPostgresRun(postgresBeside) : undefined;
  const result = await runVitest(phase.projects, reportFile, env, 'inherit');
  const counts = readCounts(reportFile);
  add(counts);
  console.log(`--- ${phase.label}: ${formatCounts(counts)} in ${seconds(started)} ---`);
  const besideResult = beside ? await beside.report() : undefined;
  if (besideResult) postgresPending = false;
  if (result.status !== 0) fail(`phase ${index + 1} (${phase.label})`, result);
  if (besideResult && besideResult.status !== 0) fail('the integration run on PostgreSQL', besideResult);
}
// Without a build from phase 1 the PostgreSQL run could not go beside phase 2: it runs now.
if (postgresPending) {
  const result = await startPostgresRun(postgresBeside).report();
  if (result.status !== 0) fail('the integration run on PostgreSQL', result);
}
finish();

function fail(where, result) {
  finish();
  console.error(`\nnpm test: FAILED in ${where}${result.error ? `: ${result.error.message}` : ''}`);
  process.exit(result.status || 1);
}

function finish() {
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`\nAll suites (${seconds(startedAll)}):`);
  console.log(`Tests: ${formatCounts(totals)}`);
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

/** One vitest run of the given projects; resolves with its exit status once it has ended. */
function runVitest(projects, reportFile, env, stdio, args = []) {
  const child = spawn(
    vitest,
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...args,
      ...extraArgs,
    ],
    { cwd: root, stdio, env },
  );
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ status: 1, error }));
    child.once('exit', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0) }));
  });
}

/**
 * Starts the integration project on PostgreSQL, one file at a time, its output kept in a file; `report()`
 * waits for it, prints that output and its counts, and resolves with its exit status.
 */
function startPostgresRun(url) {
  const label = `integration on PostgreSQL (${redact(url)})`;
  const reportFile = path.join(reportDir, 'postgres.json');
  const logFile = path.join(reportDir, 'postgres.log');
  const log = fs.openSync(logFile, 'w');
  const started = Date.now();
  const env = { ...process.env, TEST_REUSE_BUILD: '1', TEST_DATABASE_URL: url, FORCE_COLOR: '1' };
  let took = '';
  const done = runVitest(['integration'], reportFile, env, ['ignore', log, log], ['--maxWorkers=1']).then((result) => {
    took = seconds(started);
    return result;
  });
  return {
    async report() {
      const result = await done;
      fs.closeSync(log);
      console.log(`\n=== ${label} ===\n`);
      process.stdout.write(fs.readFileSync(logFile));
      const counts = readCounts(reportFile);
      add(counts);
      console.log(`--- ${label}: ${formatCounts(counts)} in ${took} ---`);
      return result;
    },
  };
}

/** Whether build/ was made during this run (by the integration project's global setup). */
function builtSince(time) {
  try {
    return fs.statSync(serverEntry).mtimeMs >= time;
  } catch {
    return false;
  }
}

/** Counts from vitest's JSON report; zero when the run died before writing one. */
function readCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'TEST_DATABASE_URL';
  }
}
