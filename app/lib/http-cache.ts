/**
 * How long public pages may be reused. Every public page says to a CDN: fresh for 30 s, then
 * served stale for at most 30 s more while the CDN fetches a new copy. Browsers keep nothing without asking
 * (max-age=0) but get a 304 when the ETag matches. (The public JSON reads keep the spec §9 policy of their
 * modules: browser 60 s, CDN 300 s + 600 s stale-while-revalidate.)
 *
 * Staleness window of a partner page after a change, whoever made it:
 *   - the instance that took an admin write forgets its content revision at once, so its ETags and its
 *     in-process copies (server/page-cache.server.ts) are retired at once;
 *   - every other instance within milliseconds (change notification) and at most CONTENT_REVISION_MAX_AGE_MS
 *     (1 s) when a notification is lost: the ETag and the copies follow the database's content revision;
 *   - a CDN in front adds at most s-maxage + stale-while-revalidate (60 s).
 * So a change is visible everywhere within PUBLIC_STALENESS_WINDOW_SECONDS (61 s), and at once on the
 * instance that took the write when no CDN sits in front.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** How long one app instance reuses a rendered public page or API answer it made itself (while still current). */
export const PUBLIC_CACHE_TTL_MS = 15_000;

/** How long an instance trusts the public content revision it last read (app/db/content-revision.server.ts). */
export const CONTENT_REVISION_MAX_AGE_MS = 1_000;

/** The longest a public reader (through a CDN, on any instance) can see a partner as it was before a change. */
export const PUBLIC_STALENESS_WINDOW_SECONDS = CONTENT_REVISION_MAX_AGE_MS / 1000 + 30 + 30;

/**
 * Pages that say whether a partner is open now (partner pages, lists filtered to "open now"): their answer
 * changes at the minute, when hours begin and end. A CDN may keep one only until the minute ends, and never
 * serves it stale; the ETag carries the minute too (server/public-http-cache.server.ts, decision 028).
 */
export function openNowCacheControl(nowMs: number): string {
  const secondsLeft = Math.max(1, 60 - Math.floor((nowMs % 60_000) / 1000));
  return `public, max-age=0, s-maxage=${secondsLeft}`;
}

/**
 * A page whose cards say "Closed today" (decision 038): the usual policy, unless a badge on it appears or goes
 * at `changesAt` (a partner's local midnight) within the usual minute; then a CDN keeps it only until then.
 */
export function closedTodayCacheControl(nowMs: number, changesAt: number | null): string {
  const secondsLeft = changesAt === null ? Infinity : Math.floor((changesAt - nowMs) / 1000);
  if (secondsLeft >= 60) return PUBLIC_CACHE_CONTROL;
  const fresh = Math.max(0, Math.min(30, secondsLeft));
  const stale = Math.min(30, secondsLeft - fresh);
  return `public, max-age=0, s-maxage=${fresh}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}
