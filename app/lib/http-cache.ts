/**
 * How long public pages may be reused. Every public page says to a CDN: fresh for 30 s, then
 * served stale for at most 30 s more while the CDN fetches a new copy. Browsers keep nothing without asking
 * (max-age=0) but get a 304 when the ETag matches. (The public JSON reads keep the spec §9 policy of their
 * modules: browser 60 s, CDN 300 s + 600 s stale-while-revalidate.)
 *
 * Staleness window of a partner page after a change made through the admin:
 *   - the instance that took the write drops its in-process cache at once (server/page-cache.server.ts);
 *   - another instance of the app serves its cached copy for at most PUBLIC_CACHE_TTL_MS (15 s);
 *   - a CDN in front adds at most s-maxage + stale-while-revalidate (60 s).
 * So a change is visible everywhere within PUBLIC_STALENESS_WINDOW_SECONDS (75 s), and at once on the
 * instance that took the write when no CDN sits in front.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** How long one app instance reuses a rendered public page or API answer it made itself. */
export const PUBLIC_CACHE_TTL_MS = 15_000;

/** The longest a public reader (through a CDN, on any instance) can see a partner as it was before a change. */
export const PUBLIC_STALENESS_WINDOW_SECONDS = PUBLIC_CACHE_TTL_MS / 1000 + 30 + 30;
