import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { screenshotDir } from '../setup/browser';
import { buildOnce } from '../setup/server-build';
import { type AppServer, SEEDED_DATA_DIR_ENV, startAppServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the shared production server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
  }
}

/**
 * Builds the app once and boots ONE production server with the demo data for the whole e2e project;
 * tests read its origin with `inject('baseUrl')`. TEST_REUSE_BUILD=1 reuses an existing build (`npm test` does:
 * its first phase built it).
 */
export default async function setup(project: TestProject) {
  // The screenshots are this run's artifact: none left over from an earlier run.
  fs.rmSync(screenshotDir, { recursive: true, force: true });
  buildOnce('e2e');
  // Seeded once by a real first boot; this server and those the tests start with the demo seed copy it.
  const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-e2e-seeded-'));
  await (await startAppServer({ dataDir: seeded })).stop();
  process.env[SEEDED_DATA_DIR_ENV] = seeded;
  const server: AppServer = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    fs.rmSync(seeded, { recursive: true, force: true });
  };
}
