import { z } from '~/lib/zod';
import { limitParam } from '~/modules/partners/partner-query.schema';
import type { Partner } from '~/modules/partners/partner.schema';

/*
 * GET /api/search?q=&limit= (design §3 "Search"), shared by the JSON API and the search page loader.
 */

export const MAX_QUERY_LENGTH = 100;
/** A page of results; a city or state query in a large directory can match thousands. */
export const DEFAULT_SEARCH_LIMIT = 60;
export const MAX_SEARCH_LIMIT = 200;

const nullToUndefined = (value: unknown) => value ?? undefined;

export const searchQuerySchema = z.object({
  // `null` counts as absent, so a loader can pass `url.searchParams.get(...)` as it is.
  q: z.preprocess(
    nullToUndefined,
    z
      .string({ error: 'q must be a single value' })
      .trim()
      .max(MAX_QUERY_LENGTH, `Search query must be at most ${MAX_QUERY_LENGTH} characters`)
      .default(''),
  ),
  limit: z.preprocess(
    nullToUndefined,
    limitParam({ defaultValue: DEFAULT_SEARCH_LIMIT, min: 1, max: MAX_SEARCH_LIMIT }),
  ),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A result; for a ZIP or postal-code query, its distance from that code's centroid (0.1 mile steps). */
export type SearchPartner = Partner & { distanceMiles?: number };

/** The place a ZIP or postal-code query was located at, so a page can say "within 100 miles of ...". */
export interface SearchOrigin {
  postalCode: string;
  city: string;
  state: string;
  country: 'US' | 'CA';
  radiusMiles: number;
}

export interface SearchResult {
  /** The query as searched (trimmed). */
  query: string;
  /** Every matching partner; `partners` holds the first `limit` of them. */
  total: number;
  limit: number;
  partners: SearchPartner[];
  /** Spec §9 fuzzy fallback, only when nothing matched: up to 3. */
  recommendations: Partner[];
  /** Spec §9, only when nothing matched: up to 5 cities or states to try (the toast names 3). */
  suggestions: string[];
  origin: SearchOrigin | null;
}
