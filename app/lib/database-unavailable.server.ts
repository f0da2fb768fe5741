import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';

/** How long a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

export const UNAVAILABLE_PAGE_MESSAGE = 'The directory is temporarily unavailable. Please try again in a minute.';

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** The error and its causes: Drizzle wraps the driver's error (`DrizzleQueryError`, the original in `cause`). */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause)
    chain.push(current);
  return chain;
}

/** A lost or refused database connection (not a bad query): the API answers 503, pages a retry page. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((cause) => {
    const code = (cause as { code?: string })?.code;
    if (code && connectionErrorCodes.has(code)) return true;
    const message = String((cause as Error)?.message ?? '');
    return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message);
  });
}

/**
 * A page loader whose database is unreachable answers 503 with Retry-After (React Router's `data()` thrown
 * to the root error boundary, which shows the retry page; the root `headers` passes Retry-After on) instead
 * of a 500 "Something went wrong". Every public loader is wrapped in this.
 */
export function unavailableWithoutDatabase<Args extends { context: AppLoadContext }, Result>(
  load: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await load(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      args.context.log.error({ err: error }, 'database unavailable: page answered 503');
      throw data(
        { message: UNAVAILABLE_PAGE_MESSAGE },
        { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
      );
    }
  };
}
