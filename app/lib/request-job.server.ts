import { asc, inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database, Transaction } from '~/db/client.server';

/*
 * The background half of a request answered at once (a sign-in link, a password reset): the request stores
 * a row and calls `wake()`; the job, started once per server process, takes the rows after the answer is on
 * its way. Woken in-process at once, and polling as a safety net (another instance's requests, a restart).
 */

export interface RequestSignal {
  /** The job of this process hears of a new request at once (a hint: polling still finds it). */
  wake(): void;
  subscribe(listener: () => void): () => void;
}

export function createRequestSignal(): RequestSignal {
  const listeners = new Set<() => void>();
  return {
    wake() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Runs `pass` when woken and every `pollMs`. Passes never overlap (a wake-up during one runs one more after
 * it); a failed pass is logged and the next one tries again. `pass` returns how many emails it queued.
 */
export function startRequestJob({
  name,
  signal,
  pass: run,
  pollMs,
  log,
  logEvent,
}: {
  name: string;
  signal: RequestSignal;
  pass: () => Promise<number>;
  pollMs: number;
  log: Logger;
  /** The log event of a pass that queued emails, e.g. 'portal.sign_in_links'. */
  logEvent: string;
}): { name: string; stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = () => {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(
        (count) => {
          if (count > 0) log.info({ event: logEvent, count }, `${name}: emails queued`);
        },
        (err: unknown) => log.error({ err }, `${name} failed`),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  // After the request's answer is on its way: the job's work never delays it.
  const unsubscribe = signal.subscribe(() => setImmediate(pass));
  const timer = setInterval(pass, pollMs);
  timer.unref();
  return {
    name,
    async stop() {
      unsubscribe();
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}

/** A table of stored requests: each row named by `id` and ordered by `requestedAt`. */
type RequestTable = PgTable & { id: PgColumn; requestedAt: PgColumn };

/**
 * A job pass over a table of stored requests: drops those older than `staleBefore` (whoever asked has given up
 * or asked again), then takes the others oldest first, `batch` at a time, each batch in one transaction with
 * what `handle` queues for it (on PostgreSQL `skip locked`: instances never take the same request). Returns
 * how many requests `handle` mailed (the caller wakes its mail worker).
 */
export async function takeStoredRequests<Table extends RequestTable>(
  db: Database,
  table: Table,
  {
    batch,
    staleBefore,
    handle,
  }: {
    batch: number;
    staleBefore: Date;
    /** True when it queued an email for the request. */
    handle: (tx: Transaction, request: Table['$inferSelect']) => Promise<boolean>;
  },
): Promise<number> {
  let mailed = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      await tx.delete(table).where(lt(table.requestedAt, staleBefore));
      const waiting = tx
        .select({ id: table.id })
        .from(table as PgTable)
        .orderBy(asc(table.requestedAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      const requests = await tx.delete(table).where(inArray(table.id, waiting)).returning();
      for (const request of requests) {
        if (await handle(tx, request)) mailed += 1;
      }
      return requests.length;
    });
    if (taken < batch) break;
  }
  return mailed;
}
