import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { screenshotDir } from '../setup/browser';
import { type AppServer, repoRoot, startAppServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the shared production server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
  }
}

/**
 * Builds the app once and boots ONE production server with the demo data for the whole e2e project;
 * tests read its origin with `inject('baseUrl')`. Set E2E_SKIP_BUILD=1 to reuse an existing build.
 */
export default async function setup(project: TestProject) {
  // The screenshots are this run's artifact: none left over from an earlier run.
  fs.rmSync(screenshotDir, { recursive: true, force: true });
  if (process.env.E2E_SKIP_BUILD !== '1') buildApp();
  const server: AppServer = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}

function buildApp() {
  const started = Date.now();
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/react-router'), ['build'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`react-router build failed (exit ${result.status ?? result.error?.message}):\n${output}`);
  }
  console.log(`[e2e] built the app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
