import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import type { ContentRevision } from '~/db/content-revision.server';
import { isCrawler } from '~/lib/crawlers.server';
import { closedTodayCacheControl, openNowCacheControl } from '~/lib/http-cache';
import { frenchRegionForFrenchSlug } from '~/modules/i18n/regions-fr';
import { portalPaths } from '~/modules/partner-portal/portal-constants';
import { type CardScope, closedTodayIn, type ListedClosingPartner } from '~/modules/partners/closed-today.server';
import { filtersNamedIn } from '~/modules/search/filter-words';

/**
 * HTTP caching of public reads (pages and public API reads, `isPublicRead`), before anything renders:
 *
 * - The ETag is computed from what the answer depends on, not from its bytes, so the page can stream:
 *   the build, the public content revision (moved on by the database at every committed write to partners,
 *   aliases or FAQ items, whoever wrote: one number for every instance on the database), the URL, the
 *   crawler-or-person variant (crawlers get the page with everything in place) and, when Google Places is
 *   configured, the 15-minute period of the Google details cache; for pages that say whether a partner is
 *   open now, the minute (with a Cache-Control that ends with it); for pages with partner cards, the partners
 *   among them closed today (decision 038: only when there are any, with a Cache-Control that ends when that
 *   changes). Weak: the bytes differ by the CSP nonce.
 * - `If-None-Match` matching it: 304 at once, no loader, no query but the (cached) revision, no render.
 * - Pages get PUBLIC_CACHE_CONTROL. Only a 200 keeps the ETag and that policy (a 404 or a 503 is not
 *   revalidated into a 304). A 304 carries no CSP: the browser keeps the policy of the body it reuses.
 *
 * `res.locals.publicRead` tells the in-process copies (server/page-cache.server.ts) the key and validator.
 */
export interface PublicRead {
  page: boolean;
  /** Crawlers and people get different bytes for the same URL (see app/lib/crawlers.ts). */
  variant: 'crawler' | 'person';
  etag: string;
  /** The public content revision the ETag stands for. */
  revision: number;
  /** The request's clock (ms): what "open now" is computed at, within the minute the ETag names. */
  at: number;
  /** Cache-Control of the page: the minute-bound one for pages that show "open now". */
  cacheControl: string;
}

// The same pages in French (decision 033): /fr, /fr/recherche, /fr/faq, /fr/deja-incinere, region, city and
// partner pages. One page per URL in either language (no Vary), so the same ETag rules hold.
const PAGE_PATH =
  /^\/(?:$|_root\.data$|(?:search|faq|already-cremated)(?:\.data)?$|state\/|partner\/|fr(?:\.data)?$|fr\/(?:(?:recherche|faq|deja-incinere)(?:\.data)?$|(?:etat|province|territoire|partenaire)\/))/;
const API_PATH = /^\/api\/(?:search|faq|partners)(?:\/|$)/;

/**
 * Public reads that look the same to every visitor and change only with the public content revision.
 * Google data (photos, enhanced details) is left out: it comes from Google through its own 15-minute cache.
 */
export function isPublicRead(path: string): { page: boolean } | null {
  if (API_PATH.test(path)) return /\/(?:photos|google-places-enhanced)(?:\/|$)/.test(path) ? null : { page: false };
  if (PAGE_PATH.test(path)) return { page: true };
  return null;
}

const SEARCH_PAGE = /^\/(?:search|fr\/recherche)\/?$/;
const PARTNER_PAGE = /^\/(?:state\/[^/]+\/city|fr\/(?:etat|province|territoire)\/[^/]+\/ville)\/[^/]+\/[^/]+$/;

/**
 * A partner page (its hours say "Open now"), or a list filtered to partners open now: by the address, or on a
 * search page without one by the words typed ("open now funeral home austin", filtersNamedIn).
 */
export function showsOpenNow(path: string, search: URLSearchParams): boolean {
  const page = path.replace(/\.data$/, '');
  if (PARTNER_PAGE.test(page)) return true;
  if (SEARCH_PAGE.test(page) && !search.has('service')) {
    return filtersNamedIn(search.get('q') ?? '').includes('open-now');
  }
  return search.getAll('service').some((value) => value.split(',').includes('open-now'));
}

const REGION_PAGE = /^\/state\/([^/]+)(?:\/city\/([^/]+))?\/?$/;
const FRENCH_REGION_PAGE = /^\/fr\/(?:etat|province|territoire)\/([^/]+)(?:\/ville\/([^/]+))?\/?$/;

const slugOf = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment;
  }
};

/**
 * Which partners the cards of a page may show (decision 038): a city page its city's, a state or province
 * page its region's, the search page anyone's; null for pages without cards (partner pages carry the minute).
 * Only a 200 is cached, and other spellings of an address answer 301, so the address's slugs are the rows'.
 */
export function cardScopeOf(path: string): CardScope | null {
  const page = path.replace(/\.data$/, '');
  if (SEARCH_PAGE.test(page)) return 'any';
  const english = REGION_PAGE.exec(page);
  if (english)
    return { stateSlug: slugOf(english[1]!), citySlug: english[2] === undefined ? undefined : slugOf(english[2]) };
  const french = FRENCH_REGION_PAGE.exec(page);
  if (french) {
    const region = frenchRegionForFrenchSlug(slugOf(french[1]!))?.region;
    if (!region) return 'any';
    return { stateSlug: region.slug, citySlug: french[2] === undefined ? undefined : slugOf(french[2]) };
  }
  return null;
}

export function etagMatches(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  // `*` (any current version) is not answered before the render: the page may not exist (a 404).
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

export function sendNotModified(res: Response, read: PublicRead) {
  res.removeHeader('Content-Security-Policy');
  res.setHeader('ETag', read.etag);
  if (read.page) res.setHeader('Cache-Control', read.cacheControl);
  res.status(304).end();
}

/** Pages for one signed-in person: the admin screens and the partner portal, in English and French. */
const PERSONAL_PAGES = ['/admin', portalPaths('en').portal, portalPaths('fr').portal];

/** Case aside, as the routes match. */
function isPersonalPage(path: string): boolean {
  const lower = path.toLowerCase();
  return PERSONAL_PAGES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

export interface PublicHttpCacheOptions {
  revision: ContentRevision;
  /** Changes with every deployed build (server/main.ts: a hash of the server bundle). */
  buildId: string;
  /** Google details shown on partner pages are refetched after this long (0: Google not configured). */
  googleDetailsTtlMs?: number;
  /** The active partners with holiday closures at a revision (closed-today.server.ts); none when not given. */
  closingPartners?: (revision: number) => Promise<readonly ListedClosingPartner[]>;
  now?: () => number;
}

const NO_CLOSING_PARTNERS = Promise.resolve([] as const);

export function publicHttpCache({
  revision,
  buildId,
  googleDetailsTtlMs = 0,
  closingPartners = () => NO_CLOSING_PARTNERS,
  now = Date.now,
}: PublicHttpCacheOptions): RequestHandler {
  return (req, res, next) => {
    // Admin and portal pages are per-person screens: nothing about them, their redirects included (a route's
    // `headers` never reach a thrown redirect), belongs in a shared or browser cache.
    if (isPersonalPage(req.path)) res.setHeader('Cache-Control', 'private, no-store');
    const kind = req.method === 'GET' && !req.headers.authorization ? isPublicRead(req.path) : null;
    if (!kind) return next();
    const scope = kind.page ? cardScopeOf(req.path) : null;
    return revision
      .current()
      .then(async (contentRevision) => ({
        contentRevision,
        closing: scope ? await closingPartners(contentRevision) : [],
      }))
      .then(
        ({ contentRevision, closing }) => {
          const variant = isCrawler(req.headers['user-agent']) ? 'crawler' : 'person';
          const at = now();
          const googlePeriod = googleDetailsTtlMs > 0 ? Math.floor(at / googleDetailsTtlMs) : 0;
          const clockBound = kind.page && showsOpenNow(req.path, new URLSearchParams(req.originalUrl.split('?')[1]));
          const minute = clockBound ? Math.floor(at / 60_000) : 0;
          // Cards with "Closed today": the page names who is closed; none closed, the ETag is the usual one.
          const closed = scope && closing.length > 0 ? closedTodayIn(closing, scope, new Date(at)) : null;
          const closedToday =
            closed && closed.closedIds.length > 0 ? `\nclosed-today ${closed.closedIds.join(' ')}` : '';
          const digest = createHash('sha1')
            .update(
              `${buildId}\n${contentRevision}\n${googlePeriod}\n${minute}\n${variant}\n${req.originalUrl}${closedToday}`,
            )
            .digest('base64url')
            .slice(0, 27);
          const read: PublicRead = {
            page: kind.page,
            variant,
            etag: `W/"${digest}"`,
            revision: contentRevision,
            at,
            cacheControl: clockBound ? openNowCacheControl(at) : closedTodayCacheControl(at, closed?.changesAt ?? null),
          };
          if (etagMatches(req, read.etag)) return sendNotModified(res, read);
          res.locals.publicRead = read;
          res.setHeader('ETag', read.etag);
          onHeaders(res, () => {
            if (res.statusCode !== 200) {
              res.removeHeader('ETag');
              delete res.locals.publicRead;
            } else if (kind.page && !res.getHeader('Cache-Control')) {
              res.setHeader('Cache-Control', read.cacheControl);
            }
          });
          next();
        },
        // The database unreachable: no validator; the page answers with its own 503.
        () => next(),
      );
  };
}
