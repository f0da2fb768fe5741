import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './client.server';

/**
 * Cross-instance change notifications over PostgreSQL LISTEN/NOTIFY (decision 008). Triggers (drizzle/
 * *_multi_instance.sql) NOTIFY this channel when a transaction that wrote partners, their aliases or the FAQ
 * commits, and when a partner's Google place is refreshed, whoever wrote: every instance hears it within
 * milliseconds and empties its copies (server/page-cache.server.ts, the Google gateway).
 *
 * One dedicated connection per process LISTENs (a pooled one would be handed to queries and lose it). When
 * it drops, it reconnects with backoff; notifications sent meanwhile are lost, so subscribers are told
 * "anything may have changed" once when the connection is lost and once when it is back.
 *
 * PGlite is one process: changes there are known locally (the admin write empties the cache it took), so its
 * bus only passes on what is published in the process.
 */
export const DATA_CHANGES_CHANNEL = 'data_changes';

export type DataChange =
  /** A table the public pages show was written (its name). */
  | { kind: 'table'; table: string }
  /** A partner's Google place was refreshed or replaced. */
  | { kind: 'google-place'; placeId: string }
  /** Notifications may have been missed (the listening connection was lost, or is back): assume anything. */
  | { kind: 'unknown' };

export interface ChangeNotifications {
  readonly name: string;
  /** Calls `listener` for every change, until the returned function is called. */
  subscribe(listener: (change: DataChange) => void): () => void;
  /** Tells every instance on the database, this one included (the triggers do this for table writes). */
  publish(payload: string): Promise<void>;
  /** Resolves once notifications are being received (at once for the in-process bus). */
  whenListening(): Promise<void>;
  stop(): Promise<void>;
}

export function parseDataChange(payload: string): DataChange {
  if (payload.startsWith('google-place:'))
    return { kind: 'google-place', placeId: payload.slice('google-place:'.length) };
  if (payload) return { kind: 'table', table: payload };
  return { kind: 'unknown' };
}

export interface ChangeNotificationOptions {
  log: Logger;
  /** First reconnect delay, doubled after each failure up to maxRetryMs. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** How often the listening connection is checked, and how long a check may take before it counts as lost. */
  healthCheckMs?: number;
  healthCheckTimeoutMs?: number;
}

/** LISTEN on PostgreSQL; an in-process bus on PGlite. */
export function createChangeNotifications(
  database: DatabaseHandle,
  options: ChangeNotificationOptions,
): ChangeNotifications {
  return database.pool ? listenOnPostgres(database.pool, options) : inProcessChangeNotifications(options.log);
}

function createListeners(log: Logger) {
  const listeners = new Set<(change: DataChange) => void>();
  return {
    subscribe(listener: (change: DataChange) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(change: DataChange) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (err) {
          log.error({ err, change: change.kind }, 'data change listener failed');
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

export function inProcessChangeNotifications(log: Logger): ChangeNotifications {
  const listeners = createListeners(log);
  return {
    name: 'change-notifications',
    subscribe: listeners.subscribe,
    async publish(payload) {
      listeners.emit(parseDataChange(payload));
    },
    whenListening: async () => {},
    async stop() {
      listeners.clear();
    },
  };
}

function listenOnPostgres(
  pool: pg.Pool,
  {
    log,
    minRetryMs = 250,
    maxRetryMs = 10_000,
    healthCheckMs = 10_000,
    healthCheckTimeoutMs = 5_000,
  }: ChangeNotificationOptions,
): ChangeNotifications {
  const listeners = createListeners(log);
  // The connection in use or being opened; null while waiting to retry.
  let current: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  // One warning per outage (set at the first failure), one info line when it is over.
  let outage = false;
  let retryMs = minRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current) return; // 'error' and 'end' both report one loss
    current = null;
    listening = false;
    client.removeAllListeners('notification');
    void client.end().catch(() => {});
    if (stopped) return;
    if (!outage) {
      outage = true;
      log.warn(
        { reason: error instanceof Error ? error.message : 'connection ended' },
        'data change listener disconnected; reconnecting',
      );
      listeners.emit({ kind: 'unknown' });
    }
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: pool.options.connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: 'data-change-listener',
    });
    current = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === DATA_CHANGES_CHANNEL) listeners.emit(parseDataChange(message.payload ?? ''));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${DATA_CHANGES_CHANNEL}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (client !== current) return;
    listening = true;
    retryMs = minRetryMs;
    if (outage) {
      outage = false;
      log.info('data change listener reconnected');
      listeners.emit({ kind: 'unknown' });
    }
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  // A connection that died without a word (network cut, failover) would leave this process deaf.
  const healthCheck = setInterval(() => {
    const client = current;
    if (!client || !listening) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), healthCheckTimeoutMs);
    });
    Promise.race([client.query('select 1'), timedOut])
      .catch((error: unknown) => lost(client, error))
      .finally(() => clearTimeout(timer));
  }, healthCheckMs);
  healthCheck.unref();

  void connect();

  return {
    name: 'change-notifications',
    subscribe: listeners.subscribe,
    async publish(payload) {
      await pool.query('select pg_notify($1, $2)', [DATA_CHANGES_CHANNEL, payload]);
    },
    whenListening() {
      return listening ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(healthCheck);
      listeners.clear();
      const client = current;
      current = null;
      listening = false;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
