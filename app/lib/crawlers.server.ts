import { isbot } from 'isbot';

/**
 * Crawlers and other clients that may run no script: they get every page complete, with nothing left for
 * an inline script to put in place (app/entry.server.tsx), and their own ETag and in-process copy.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && isbot(userAgent);
}
