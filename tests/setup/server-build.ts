import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type * as LinkJob from '~/modules/partner-portal/portal-link-requests.server';

// The production build the page tests (integration) and the browser tests (e2e) run: made once per run by
// the projects' global setups, or taken as it is with TEST_REUSE_BUILD=1 (`npm test`'s e2e phase and
// CI's PostgreSQL run reuse the build the integration phase made).

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(repoRoot, 'build/server/index.js');

/** TEST_REUSE_BUILD=1: use build/ as it is (it must exist) instead of building again. */
export const reuseBuild = () => process.env.TEST_REUSE_BUILD === '1';

/** `react-router build` (production) into build/, or, with TEST_REUSE_BUILD=1, a check that one is there. */
export function buildOnce(label: string): void {
  if (reuseBuild()) {
    if (!fs.existsSync(serverEntry)) {
      throw new Error('TEST_REUSE_BUILD=1 but build/server/index.js is missing: run `npm run build` first.');
    }
    return;
  }
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
  console.log(`[${label}] built the app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** What build/server/index.js exports (server/main.ts). */
interface ServerBundle {
  loadServerBuild(): Promise<ServerBuild>;
  startPortalLinkRequests: typeof LinkJob.startPortalLinkRequests;
}

let bundle: Promise<ServerBundle> | undefined;

/**
 * The server bundle, imported as server.js imports it in production (once per test worker). Vitest leaves
 * it to Node (`server.deps.external` in vitest.config.ts): the bundle is not compiled again.
 */
export function serverBundle(): Promise<ServerBundle> {
  bundle ??= import(/* @vite-ignore */ pathToFileURL(serverEntry).href) as Promise<ServerBundle>;
  return bundle;
}

/** The pages of the production build, for `createApp({ build })`. */
export const loadServerBuild = async (): Promise<ServerBuild> => (await serverBundle()).loadServerBuild();
