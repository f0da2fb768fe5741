#!/usr/bin/env node
// `npm test`: every suite that runs on a fresh machine, fast ones first, stopping at the first failure.
//   1. unit + integration (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set)
//   2. e2e: boots the production server with the demo data, drives headless Chromium
// Phase 1's integration project builds the app once (its page tests serve that build); phase 2 reuses it
// (TEST_REUSE_BUILD=1) when phase 1 did build, and builds it itself otherwise (e.g. a filter that ran no
// integration file).
// Extra arguments go to every vitest run (e.g. `npm test -- --reporter=verbose`).
import { spawnSync } from 'node:child_process';
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

for (const [index, phase] of phases.entries()) {
  console.log(`\n=== [${index + 1}/${phases.length}] ${phase.label} ===\n`);
  const reportFile = path.join(reportDir, `phase-${index + 1}.json`);
  const started = Date.now();
  const env = { ...process.env };
  if (index > 0 && builtSince(startedAll)) env.TEST_REUSE_BUILD = '1';
  const result = spawnSync(
    vitest,
    [
      'run',
      ...phase.projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...extraArgs,
    ],
    { cwd: root, stdio: 'inherit', env },
  );
  const counts = readCounts(reportFile);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  console.log(`--- ${phase.label}: ${formatCounts(counts)} in ${seconds(started)} ---`);
  if (result.status !== 0) {
    finish();
    console.error(
      `\nnpm test: FAILED in phase ${index + 1} (${phase.label})${result.error ? `: ${result.error.message}` : ''}`,
    );
    process.exit(result.status ?? 1);
  }
}
finish();

function finish() {
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`\nAll suites (${seconds(startedAll)}):`);
  console.log(`Tests: ${formatCounts(totals)}`);
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
