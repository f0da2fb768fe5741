import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { AppContext } from '~/lib/context.server';
import type { Env } from '~/lib/env.server';
import { describeListenFailure } from './runtime.server';

/**
 * The HTTP server for the app, with Node's timeouts set for slow clients: the whole request (headers and
 * body) must arrive within REQUEST_TIMEOUT_MS, its headers within 10 s of that; past either Node answers
 * 408 and closes the connection. Node checks these every `connectionsCheckingInterval` (30 s by default,
 * too coarse for the limit to mean anything), so the check runs a few times per timeout instead.
 */
export function createHttpServer(app: Express, env: Pick<Env, 'REQUEST_TIMEOUT_MS'>): Server {
  const requestTimeout = env.REQUEST_TIMEOUT_MS;
  return createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 10_000),
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(requestTimeout / 4))),
    },
    app,
  );
}

export interface BackgroundWorker {
  name: string;
  stop(): Promise<void>;
}

/**
 * Listens, and on SIGTERM/SIGINT: stop accepting, let in-flight requests finish, stop workers,
 * close the database, exit 0. Keep-alive sockets idle between requests are closed at once.
 */
export function listenWithGracefulShutdown(
  app: Express,
  context: AppContext,
  workers: BackgroundWorker[] = [],
): Promise<Server> {
  const { env, log } = context;
  return new Promise((resolve) => {
    const server = createHttpServer(app, env);
    // The operator reads one line saying what failed and what to do, as for a failed boot, not a stack.
    const onListenError = (error: NodeJS.ErrnoException) => {
      log.fatal({ code: error.code, port: env.PORT, host: env.HOST }, describeListenFailure(error, env));
      void context.database
        .close()
        .catch(() => undefined)
        .finally(() => process.exit(1));
    };
    server.once('error', onListenError);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', onListenError);
      log.info({ port: env.PORT, host: env.HOST, publicUrl: env.PUBLIC_URL }, 'listening');
      resolve(server);
    });
    let shuttingDown = false;
    const shutdown = async (signal: string) => {
      if (shuttingDown) return;
      shuttingDown = true;
      log.info({ signal }, 'shutting down');
      const forceExit = setTimeout(() => {
        log.error('shutdown took longer than 20 s; exiting');
        process.exit(1);
      }, 20_000);
      forceExit.unref();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      });
      for (const worker of workers)
        await worker.stop().catch((err: unknown) => log.error({ err, worker: worker.name }, 'worker stop failed'));
      await context.database.close().catch((err: unknown) => log.error({ err }, 'database close failed'));
      log.info('stopped');
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
  });
}
