import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '~/db/client.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { createApp } from '../../server/app';
import { createHttpServer } from '../../server/lifecycle.server';

export interface TestApp {
  baseUrl: string;
  context: AppContext;
  /** fetch relative to the app, JSON in and out. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** The real Express app (API and health routes) on an ephemeral loopback port, over the given database. */
export async function startTestApp(
  database: DatabaseHandle,
  envOverrides: Record<string, string> = {},
): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://directory.test', ...envOverrides });
  const context: AppContext = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL) };
  const app = createApp({ context });
  // Node's timeouts as production sets them (REQUEST_TIMEOUT_MS).
  const server = createHttpServer(app, env).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    context,
    async request(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      let body: string | undefined;
      if (init.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      }
      const response = await fetch(baseUrl + path, { method: init.method ?? 'GET', headers, body });
      const text = await response.text();
      let json: unknown = undefined;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, body: json, text };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
