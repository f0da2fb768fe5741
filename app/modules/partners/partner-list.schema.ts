import { z } from '~/lib/zod';
import { findRegion } from '~/modules/geo/regions';
import { partnerJsonSchema } from './partner.schema';

/*
 * The admin partner table's query (GET /api/admin/partners/page and /export.csv): one schema for the
 * server's validation and the screen's URL, so a shared link means the same list on both sides.
 */

/** The columns the table can sort by. */
export const PARTNER_SORT_COLUMNS = [
  'name',
  'city',
  'state',
  'phone',
  'email',
  'active',
  'featured',
  'rating',
  'updated',
] as const;
export type PartnerSortColumn = (typeof PARTNER_SORT_COLUMNS)[number];

export const PARTNER_PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PARTNER_PAGE_SIZE = 50;
export const MAX_PARTNER_PAGE_SIZE = 200;

const single = (name: string) => `${name} must be a single value`;

/** An omitted or empty parameter takes its default (an empty select in a shared link is not an error). */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** A checkbox filter: `1`/`true` on, `0`/`false` (or absent) off. */
const filterFlag = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z
      .enum(['1', '0', 'true', 'false'], { error: `${name} must be 1 or 0` })
      .optional()
      .transform((value) => value === '1' || value === 'true'),
  );

const wholeNumber = (name: string, min: number, max: number) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string({ error: single(name) })
      .regex(/^\d{1,7}$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      .optional(),
  );

export const partnerListQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000).transform((value) => value ?? 1),
  pageSize: wholeNumber('pageSize', 1, MAX_PARTNER_PAGE_SIZE).transform((value) => value ?? DEFAULT_PARTNER_PAGE_SIZE),
  sort: z.preprocess(
    blankIsAbsent,
    z.enum(PARTNER_SORT_COLUMNS, { error: `sort must be one of ${PARTNER_SORT_COLUMNS.join(', ')}` }).default('name'),
  ),
  dir: z.preprocess(blankIsAbsent, z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('asc')),
  q: z.preprocess(
    (value) => (value === undefined ? '' : value),
    z
      .string({ error: single('q') })
      .trim()
      .max(100, 'Search text must be at most 100 characters'),
  ),
  /** A state, DC or a Canadian province/territory: name, abbreviation or slug; answered as its slug. */
  state: z.preprocess(
    blankIsAbsent,
    z
      .string({ error: single('state') })
      .trim()
      .max(60, 'State must be at most 60 characters')
      .refine((value) => findRegion(value) !== undefined, 'State must be a US state or Canadian province')
      .transform((value) => findRegion(value)!.slug)
      .optional(),
  ),
  status: z.preprocess(
    blankIsAbsent,
    z.enum(['all', 'active', 'inactive'], { error: 'status must be all, active or inactive' }).default('all'),
  ),
  featured: filterFlag('featured'),
  /** No Google place id yet (nothing to sync ratings from). */
  missingGoogle: filterFlag('missingGoogle'),
  /** The seed's stand-in number that the Google Places screen offers to fix. */
  placeholderPhone: filterFlag('placeholderPhone'),
});

export type PartnerListQuery = z.output<typeof partnerListQuerySchema>;

/** One row of the admin table: what its columns show and its links need, not the whole record. */
export const partnerListRowSchema = partnerJsonSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    city: true,
    state: true,
    phone: true,
    email: true,
    website: true,
    isActive: true,
    isPriority: true,
    googleRating: true,
    googleReviewCount: true,
    updatedAt: true,
  })
  .extend({ hasGooglePlace: z.boolean() });
export type PartnerListRow = z.output<typeof partnerListRowSchema>;

/** The answer of GET /api/admin/partners/page. */
export const partnerListPageSchema = z.object({
  partners: z.array(partnerListRowSchema),
  /** Every partner the filters match, not only this page's. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type PartnerListPage = z.output<typeof partnerListPageSchema>;

export const DEFAULT_PARTNER_LIST_QUERY: PartnerListQuery = partnerListQuerySchema.parse({});

/** The query as URL parameters, defaults left out: the screen's address and the API's query string. */
export function partnerListParams(query: PartnerListQuery, { paging = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== '') params.set('q', query.q);
  if (query.state) params.set('state', query.state);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.featured) params.set('featured', '1');
  if (query.missingGoogle) params.set('missingGoogle', '1');
  if (query.placeholderPhone) params.set('placeholderPhone', '1');
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (query.dir !== 'asc') params.set('dir', query.dir);
  if (paging && query.page !== 1) params.set('page', String(query.page));
  if (paging && query.pageSize !== DEFAULT_PARTNER_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/**
 * The screen's address as a query. A hand-edited or stale link never breaks the page: each parameter the
 * schema refuses falls back to its default, the others still apply.
 */
export function partnerListQueryFromParams(params: URLSearchParams): PartnerListQuery {
  const input: Record<string, string> = {};
  for (const key of Object.keys(partnerListQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  const result = partnerListQuerySchema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) delete input[String(issue.path[0])];
  return partnerListQuerySchema.safeParse(input).data ?? DEFAULT_PARTNER_LIST_QUERY;
}
