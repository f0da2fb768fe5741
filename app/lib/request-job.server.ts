import type { Logger } from 'pino';

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
