import { z } from '~/lib/zod';
import { LISTING_EVENT_KINDS } from './listing-events';

/** POST /api/listing-events/{partnerId}/{kind}: the path is the whole input. */
export const listingEventParamsSchema = z.object({
  partnerId: z.uuid({ error: 'Must be a listing id' }),
  kind: z.enum(LISTING_EVENT_KINDS, { error: 'Must be one of view, directions, call' }),
});
export type ListingEventParams = z.infer<typeof listingEventParamsSchema>;
