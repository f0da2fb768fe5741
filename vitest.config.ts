import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker per core but one; the integration files mostly wait on sockets, timers and
    // the database, so three at once keep two cores busier (measured with per-file isolation: 287 s instead of
    // 385 for the unit + integration phase).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // One module graph per worker, not per file: pure functions, nothing to isolate.
          isolate: false,
          include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // Each file opens its own database and app, and the app keeps its per-database state in WeakMaps
          // keyed by the handle (decision 008), so files share a worker's modules safely; per-file isolation
          // cost two thirds of this phase (PGlite's WebAssembly compiled and the app imported for every file).
          isolate: false,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // The page tests serve ONE production build (tests/setup/server-build.ts), made here once per run
          // (TEST_REUSE_BUILD=1 takes build/ as it is), instead of each file compiling the app through Vite.
          globalSetup: ['tests/setup/build-global-setup.ts'],
          // Node imports the server bundle itself, as server.js does: Vitest would otherwise transform its
          // megabytes again in every worker.
          server: { deps: { external: [/\/build\/server\//] } },
          // Generous: three files at once on CI's two cores, several of them running argon2 or sharp.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          // One module graph for the run, as in the projects above: each file still starts its own browser and
          // server in its hooks, and nothing here mocks modules; importing Playwright and the helpers again for
          // every file cost about 28 s of a CI run.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server per file; two cores: keep files sequential.
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
