import type { Logger } from 'pino';

/** Work of the server process in the background: stopped at shutdown, after its pass in progress. */
export interface BackgroundJob {
  name: string;
  stop(): Promise<void>;
}

/**
 * Runs `pass` at start, then every `intervalMs`, in this process (each instance runs its own: passes are
 * written to be safe side by side). A failed pass is logged and the next tick tries again.
 */
export function startPeriodicJob({
  name,
  intervalMs,
  log,
  pass,
}: {
  name: string;
  intervalMs: number;
  log: Logger;
  pass: () => Promise<void>;
}): BackgroundJob {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = pass().catch((err: unknown) => log.error({ err, job: name }, `${name} failed`));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  // The schedule alone must not keep a process alive.
  timer.unref();
  return {
    name,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
