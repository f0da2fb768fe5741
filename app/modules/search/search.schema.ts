import type { UnplacedQuery } from './unplaced-query';
import { z } from '~/lib/zod';
import { limitParam } from '~/modules/partners/partner-query.schema';
import type { Partner } from '~/modules/partners/partner.schema';
import { SERVICE_FILTER_KEYS, type ServiceFilterKey } from '~/modules/partners/service-filters';
import { DEFAULT_SEARCH_LIMIT, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT } from './search-limits';

/*
 * GET /api/search?q=&limit=&page=&service= (design §3 "Search"), shared by the JSON API and the search page
 * loader.
 */

export { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT };
export const MAX_SEARCH_PAGE = 10_000;

const nullToUndefined = (value: unknown) => value ?? undefined;

/** `?service=pet,open-now` or `?service=pet&service=open-now`: the filters' keys (decision 028), each once. */
const serviceParam = z.preprocess(
  (value) =>
    [value ?? []]
      .flat()
      .flatMap((item) => String(item).split(','))
      .filter(Boolean),
  z
    .array(z.enum(SERVICE_FILTER_KEYS, { error: `service must be among ${SERVICE_FILTER_KEYS.join(', ')}` }))
    .transform((keys) => [...new Set(keys)]),
);

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
  // Pages of `limit` results; a page past the end is empty (the total says how many there are).
  page: z.preprocess(
    nullToUndefined,
    z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(MAX_SEARCH_PAGE, `page must be at most ${MAX_SEARCH_PAGE}`)
      .default(1),
  ),
  // Only partners that pass every filter, "open now" at the request's time.
  service: serviceParam,
  // Where a name or a spelling leaves a choice (two villages of one name, as populous), this country's places
  // first: what the French pages do for Canada.
  preferCountry: z.preprocess(
    nullToUndefined,
    z.enum(['US', 'CA'], { error: 'preferCountry must be US or CA' }).optional(),
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

/** A typed place the search resolved through the gazetteer ("Cody", "Austin, TX"): results are nearest first. */
export interface SearchPlace {
  name: string;
  /** The full state or province name ("Wyoming"). */
  state: string;
  stateSlug: string;
  country: 'US' | 'CA';
  radiusMiles: number;
  /** Whether a partner is filed under this very town; if not, the page says how far the nearest is. */
  hasPartner: boolean;
  /** The nearest partner's distance, in miles (null: no partner has coordinates). */
  nearestMiles: number | null;
  /** Businesses whose name contains the whole query, listed before the place's partners (0: none). */
  namedFirst: number;
  /**
   * Where the query is a name then a town ("Murphy Funeral Home houston"): the name's words. The businesses
   * named are then those near the town; without it, the names contain the whole query, wherever they are.
   */
  namedAs?: string;
  /** Other places of the same name, the most populous first, when the query named no state. */
  alternatives: Array<{ name: string; state: string; query: string }>;
}

/**
 * A town named alone that is also in business names ("Ottawa"): the search lists those names (spec §5), and
 * the page offers the town's own nearest-first search (`query`: "Ottawa, ON").
 */
export interface SearchNearTown {
  name: string;
  /** The full state or province name ("Ontario"). */
  state: string;
  country: 'US' | 'CA';
  radiusMiles: number;
  query: string;
}

/** A state or province the query named alone ("Texas", "ON"): its partners, page by page, and its page. */
export interface SearchRegion {
  name: string;
  slug: string;
}

export interface SearchResult {
  /** The query as typed (trimmed). */
  query: string;
  /** The filters the partners passed: those asked for, and those the words asked for (filtersFromWords). */
  filters?: readonly ServiceFilterKey[];
  /**
   * The text searched instead when `query` matched nothing and reads as a misspelt place ("gatinau":
   * "Gatineau"; `place` is that place); null when the query was searched as typed.
   */
  correctedQuery?: string | null;
  /** Every matching partner; `partners` holds the first `limit` of them. */
  total: number;
  /**
   * Only when filters left no partner: how many the same search finds without them (the page says the
   * filters removed them and links to them).
   */
  unfilteredTotal?: number;
  limit: number;
  partners: SearchPartner[];
  /** When nothing matched: up to 3, nearest first with their distance when the query was a place. */
  recommendations: SearchPartner[];
  /** Spec §9, only when nothing matched: up to 5 cities or states to try (the toast names 3). */
  suggestions: string[];
  origin: SearchOrigin | null;
  /** The page of results (`limit` a page), 1 when absent. */
  page?: number;
  place?: SearchPlace | null;
  region?: SearchRegion | null;
  nearTown?: SearchNearTown | null;
  /**
   * When nothing matched and the text asks for the family's own position ("funeral homes near me") or a county,
   * which the directory does not search by: no recommendations or suggestions, which would only be spelt like
   * its words ("Holmes Funeral Home", Salt Lake City for "Lake County").
   */
  unplaced?: UnplacedQuery | null;
}
