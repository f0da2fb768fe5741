import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { screenshotDir } from '../setup/browser';
import { buildOnce } from '../setup/server-build';
import { type AppServer, startAppServer } from './server';

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
  const server: AppServer = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
