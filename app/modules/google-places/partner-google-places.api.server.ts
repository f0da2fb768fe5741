import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { enhancedParamsSchema } from './google-places.schema';
import { getGooglePlacesEnhanced } from './google-places-enhanced.service.server';

/**
 * Spec §7/§9: Google data is cached 15 minutes. Browsers and shared caches may keep an answer that long,
 * and serve it a while longer while they revalidate.
 */
export const GOOGLE_DATA_CACHE_CONTROL = 'public, max-age=900, s-maxage=900, stale-while-revalidate=1800';

/**
 * The partner's Google routes, mounted at /api/partners/:id BEFORE the partners router (whose `/:id`
 * would otherwise answer first). Requests for any other path fall through to the partners router.
 */
export function createPartnerGooglePlacesApi({ db }: AppContext) {
  const router = express.Router({ mergeParams: true });

  router.get('/google-places-enhanced', async (req, res) => {
    const { id } = parseInput(enhancedParamsSchema, req.params);
    const enhanced = await getGooglePlacesEnhanced(db, { idOrSlug: id });
    res.set('Cache-Control', GOOGLE_DATA_CACHE_CONTROL).json(enhanced);
  });

  return router;
}
