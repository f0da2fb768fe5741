import { z } from '~/lib/zod';
import { slugify } from '~/lib/slug';
import { findRegion } from '~/modules/geo/regions';

/*
 * The parameters of the public partner reads (spec §7), shared by the JSON API and the page loaders so
 * both accept the same spellings: a state as a name, slug or abbreviation ("New York", "new-york", "NY"),
 * a city as a name or slug ("San Antonio", "san-antonio").
 */

/** The stored `stateSlug` for a state given in any accepted spelling (unknown text slugs as-is). */
export function stateSlugFromParam(state: string): string {
  return findRegion(state)?.slug ?? slugify(state);
}

export function citySlugFromParam(city: string): string {
  return slugify(city);
}

/** A query parameter sent empty (`?state=`) counts as absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const placeText = (label: string) =>
  z
    .string({ error: `${label} must be a single value` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

const stateParam = placeText('state').transform(stateSlugFromParam);
const cityParam = placeText('city').transform(citySlugFromParam);

/**
 * A `limit` query parameter: absent means the default; a number outside the range is clamped (a client
 * asking for 500 gets the maximum, not an error); text that is not a whole number is refused.
 */
export function limitParam(options: { defaultValue: number; min: number; max: number }) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'limit must be a single value' })
      .regex(/^-?\d{1,9}$/, 'limit must be a whole number')
      .transform((value) => Math.min(options.max, Math.max(options.min, Number(value))))
      .optional()
      .transform((value) => value ?? options.defaultValue),
  );
}

/** GET /api/partners/{id}: a uuid, slug or legacy id; anything else is simply not found (404). */
export const partnerIdParamsSchema = z.object({ id: z.string().trim().min(1, 'id is required') });

/** GET /api/partners/state/{state} */
export const stateParamsSchema = z.object({ state: stateParam });

/** GET /api/partners/state/{state}/city/{city} */
export const cityParamsSchema = z.object({ state: stateParam, city: cityParam });

/** GET /api/partners/priority?state&city&limit (spec §9: default 5). */
export const priorityPartnersQuerySchema = z.object({
  state: z.preprocess(blankToUndefined, stateParam.optional()),
  city: z.preprocess(blankToUndefined, cityParam.optional()),
  limit: limitParam({ defaultValue: 5, min: 1, max: 50 }),
});

/** GET /api/partners/nearby-cities/{state}/{city}?limit (spec §9: default 6). */
export const nearbyCitiesQuerySchema = z.object({
  limit: limitParam({ defaultValue: 6, min: 1, max: 20 }),
});

/**
 * The lists that take no query parameter. One is refused rather than ignored: each new query string is a new
 * URL to the caches, so `?cb=1`, `?cb=2`… would make the server build the whole list again every time.
 */
export const noQuerySchema = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `This list takes no query parameters (got ${issue.keys.join(', ')})`
        : undefined,
  },
);
