import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { expect } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { createApp, type CreateAppOptions } from '../../server/app';
import { createHttpServer } from '../../server/lifecycle.server';
import { insertSampleDirectory, type SampleDirectory } from '../factories/directory';
import { authHeader, createAdminSession } from './admin-session';
import { createTestDatabase } from './test-database';

export interface AppInstances {
  database: DatabaseHandle;
  context: AppContext;
  sample: SampleDirectory;
  /** The pages, rendered by Vite from the app's source (pass it to instances that serve pages). */
  build: () => Promise<ServerBuild>;
  /** Starts one more instance of the app over the same database on a free loopback port; its base URL. */
  listen(options: Omit<CreateAppOptions, 'context'>): Promise<string>;
  /** Changes a partner through the admin API of the instance at `baseUrl`, as the admin screens do. */
  editPartner(baseUrl: string, id: string, changes: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Several real HTTP instances of the app over one test database with the sample directory: what the
 * caching and freshness tests need to see one instance take a write and another answer after it.
 */
export async function startAppInstances(): Promise<AppInstances> {
  const database = await createTestDatabase();
  const sample = await insertSampleDirectory(database.db);
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://directory.test' });
  const context: AppContext = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL) };
  const servers: Server[] = [];

  return {
    database,
    context,
    sample,
    build,
    async listen(options) {
      const server = createHttpServer(createApp({ context, ...options }), env).listen(0, '127.0.0.1');
      servers.push(server);
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async editPartner(baseUrl, id, changes) {
      const { token } = await createAdminSession(context);
      const current = await fetch(`${baseUrl}/api/admin/partners/${id}`, { headers: authHeader(token) });
      const { updatedAt } = (await current.json()) as { updatedAt: string };
      const response = await fetch(`${baseUrl}/api/admin/partners/${id}`, {
        method: 'PUT',
        headers: { ...authHeader(token), 'content-type': 'application/json' },
        body: JSON.stringify({ ...changes, updatedAt }),
      });
      expect(response.status).toBe(200);
    },
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await vite.close();
      await database.close();
    },
  };
}
