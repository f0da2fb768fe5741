import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';
import { expect } from 'vitest';
import { type ChangeNotifications, createChangeNotifications } from '~/db/change-notifications.server';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { type MailWorker, startMailWorker } from '~/modules/mail/mail-worker.server';
import { createApp, type CreateAppOptions } from '../../server/app';
import { createHttpServer } from '../../server/lifecycle.server';
import { insertSampleDirectory, type SampleDirectory } from '../factories/directory';
import { authHeader, createAdminSession } from './admin-session';
import { loadServerBuild } from './server-build';
import { createTestDatabase, createThrowawayPostgresDatabase } from './test-database';

export interface AppInstances {
  database: DatabaseHandle;
  context: AppContext;
  sample: SampleDirectory;
  /** The pages of the production build (pass it to instances that serve pages). */
  build: () => Promise<ServerBuild>;
  /** Starts one more instance of the app over the same database on a free loopback port; its base URL. */
  listen(options: Omit<CreateAppOptions, 'context'>): Promise<string>;
  /**
   * Starts an instance as a separate process would run it (PostgreSQL only): its own connection pool to the
   * database, its own environment, log, change listener (waited for) and, when asked, mail worker.
   */
  startInstance(options: InstanceOptions): Promise<AppInstance>;
  /** Changes a partner through the admin API of the instance at `baseUrl`, as the admin screens do. */
  editPartner(baseUrl: string, id: string, changes: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export interface InstanceOptions extends Omit<CreateAppOptions, 'context' | 'changes'> {
  /** Environment variables on top of the test defaults (DATABASE_URL is the shared database's). */
  env?: Record<string, string>;
  /** Run the outbox worker, polling every 200 ms, as server/main.ts does. */
  mailWorker?: boolean;
}

export interface AppInstance {
  baseUrl: string;
  context: AppContext;
  changes: ChangeNotifications;
  /** Every line the instance logged, parsed. */
  logs: Array<Record<string, unknown>>;
}

export interface StartAppInstancesOptions {
  /**
   * A throwaway PostgreSQL database even without TEST_DATABASE_URL (its server, else the local one; neither
   * answering fails the test): for tests that only make sense with several processes on one database.
   */
  postgres?: boolean;
}

async function openPostgresTestDatabase(): Promise<DatabaseHandle> {
  const throwaway = await createThrowawayPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: throwaway.url, maxConnections: 5 });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}

/**
 * Several real HTTP instances of the app over one test database with the sample directory: what the
 * caching and freshness tests need to see one instance take a write and another answer after it.
 */
export async function startAppInstances({ postgres = false }: StartAppInstancesOptions = {}): Promise<AppInstances> {
  const database = postgres ? await openPostgresTestDatabase() : await createTestDatabase();
  const sample = await insertSampleDirectory(database.db);
  const build: () => Promise<ServerBuild> = loadServerBuild;
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://directory.test' });
  const context: AppContext = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL) };
  const servers: Server[] = [];
  const instances: Array<{ handle: DatabaseHandle; changes: ChangeNotifications; mailWorker?: MailWorker }> = [];

  const listenOnLoopback = async (app: ReturnType<typeof createApp>) => {
    const server = createHttpServer(app, env).listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  return {
    database,
    context,
    sample,
    build,
    listen(options) {
      return listenOnLoopback(createApp({ context, ...options }));
    },
    async startInstance({ env: overrides = {}, mailWorker: withMailWorker = false, ...options }) {
      const url = database.pool?.options.connectionString;
      if (!url) throw new Error('startInstance needs PostgreSQL: startAppInstances({ postgres: true })');
      const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 5 });
      const instanceEnv = loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'http://directory.test',
        DATABASE_URL: url,
        ...overrides,
      });
      const logs: Array<Record<string, unknown>> = [];
      const log = createLogger(instanceEnv.LOG_LEVEL, { write: (line: string) => void logs.push(JSON.parse(line)) });
      const instanceContext: AppContext = { db: handle.db, database: handle, env: instanceEnv, log };
      const changes = createChangeNotifications(handle, { log, minRetryMs: 100 });
      const mailWorker = withMailWorker
        ? startMailWorker({
            db: handle.db,
            databaseKind: handle.kind,
            log,
            smtpUrl: instanceEnv.SMTP_URL,
            from: { name: 'Partner Directory', address: instanceEnv.INQUIRY_EMAIL },
            messageIdDomain: new URL(instanceEnv.PUBLIC_URL).hostname,
            pollIntervalMs: 200,
          })
        : undefined;
      instances.push({ handle, changes, mailWorker });
      await changes.whenListening();
      const baseUrl = await listenOnLoopback(createApp({ context: instanceContext, changes, ...options }));
      return { baseUrl, context: instanceContext, changes, logs };
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
      for (const { handle, changes, mailWorker } of instances) {
        await mailWorker?.stop();
        await changes.stop();
        await handle.close();
      }
      await database.close();
    },
  };
}
