import type { ClientMessages } from '~/modules/i18n/client-i18n';
import { z } from '~/lib/zod';
import type { DistanceUnit } from '~/modules/geo/distance-units';
import { LOCALES } from '~/modules/i18n/locales';
import type { CardActionText } from '~/modules/partners/components/partner-card-frame';
import { SERVICE_FILTER_KEYS } from '~/modules/partners/service-filters';
import { MAX_RADIUS } from './nearby-radius';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from './search-limits';
import type { SearchPartner } from './search.schema';

/*
 * POST /api/search/nearby (the "Use my location" button): the visitor's position travels in a JSON body,
 * never in a URL, so it stays out of access logs, shared links and caches (decision 027).
 */

/** How far "Show more" can page: past the nearest 10,000 a family types a place instead. */
export const MAX_NEARBY_OFFSET = 10_000;

export const NEARBY_SORTS = ['distance', 'name'] as const;
export type NearbySort = (typeof NEARBY_SORTS)[number];

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

export const nearbyQuerySchema = z
  .object({
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    /** In `unit`; absent: 50 mi or 80 km. */
    radius: z.number({ error: 'Radius must be a number' }).positive('Radius must be more than 0').optional(),
    /** Absent: miles in the United States, kilometres in Canada, by the position. */
    unit: z.enum(['mi', 'km'], { error: 'Unit must be mi or km' }).optional(),
    sort: z.enum(NEARBY_SORTS, { error: 'Sort must be distance or name' }).default('distance'),
    limit: z
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MAX_SEARCH_LIMIT, `Limit must be at most ${MAX_SEARCH_LIMIT}`)
      .default(DEFAULT_SEARCH_LIMIT),
    /** How many of the nearest to skip ("Show more"): the page is the next `limit` nearest, in `sort` order. */
    offset: z
      .number({ error: 'Offset must be a number' })
      .int('Offset must be a whole number')
      .min(0, 'Offset must be 0 or more')
      .max(MAX_NEARBY_OFFSET, `Offset must be at most ${MAX_NEARBY_OFFSET.toLocaleString('en-US')}`)
      .default(0),
    /** The page's `?service=` filters (decision 028), as keys: only partners that pass them all. */
    services: z
      .array(z.enum(SERVICE_FILTER_KEYS, { error: `Services must be among ${SERVICE_FILTER_KEYS.join(', ')}` }), {
        error: 'Services must be a list',
      })
      .max(SERVICE_FILTER_KEYS.length, `Services must name at most ${SERVICE_FILTER_KEYS.length} filters`)
      .default([]),
    /** The page's language: the cards' words come back in it. */
    locale: z.enum(LOCALES, { error: `Locale must be one of ${LOCALES.join(', ')}` }).default('en'),
  })
  .superRefine((query, context) => {
    if (query.radius === undefined) return;
    if (query.unit === undefined) {
      context.addIssue({ code: 'custom', path: ['unit'], message: 'Unit is required with a radius (mi or km)' });
      return;
    }
    const max = MAX_RADIUS[query.unit];
    if (query.radius > max) {
      context.addIssue({ code: 'custom', path: ['radius'], message: `Radius must be at most ${max} ${query.unit}` });
    }
  });
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

/** A partner near the position, with its distance in miles (0.1 steps; formatDistance shows it in `unit`). */
export type NearbyPartner = SearchPartner & { distanceMiles: number };

export interface NearbyResult {
  /** The unit of `radius` and of the distances the page shows. */
  unit: DistanceUnit;
  radius: number;
  sort: NearbySort;
  /**
   * Every active partner within the radius; `partners` holds the nearest `limit` of them after the nearest
   * `offset`, in `sort` order.
   */
  total: number;
  partners: NearbyPartner[];
  /** Only when none is within the radius: how far the nearest partner is, in miles (null: none located). */
  nearestMiles: number | null;
  /** Only when none is within the radius: the few nearest partners at any distance, nearest first. */
  nearest: NearbyPartner[];
  /** The cards' words in the query's language, picked for the browser (the API adds them). */
  cardMessages?: ClientMessages;
  /** The partners among `partners` closed all of their local day (closed-today.ts; the API adds them). */
  closedToday?: string[];
  /** Each card's button words in the query's language, by partner id (the API adds them). */
  cardActions?: Record<string, CardActionText>;
  /** Each card's region in the query's language ("Québec"), by partner id (the API adds them). */
  cardStateNames?: Record<string, string>;
}
