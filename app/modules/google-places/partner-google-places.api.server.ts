import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { enhancedParamsSchema, photoParamsSchema, photoQuerySchema } from './google-places.schema';
import { getGooglePlacesEnhanced, getPartnerPhoto } from './google-places-enhanced.service.server';
import { placesGatewayFor } from './places-gateway.server';

/**
 * Spec §7/§9: Google data is cached 15 minutes. Browsers and shared caches may keep an answer that long,
 * and serve it a while longer while they revalidate.
 */
export const GOOGLE_DATA_CACHE_CONTROL = 'public, max-age=900, s-maxage=900, stale-while-revalidate=1800';

/**
 * The partner's Google routes, mounted at /api/partners/:id BEFORE the partners router (whose `/:id`
 * would otherwise answer first). Requests for any other path fall through to the partners router.
 */
export function createPartnerGooglePlacesApi(context: AppContext) {
  const { db } = context;
  const router = express.Router({ mergeParams: true });

  router.get('/google-places-enhanced', async (req, res) => {
    const { id } = parseInput(enhancedParamsSchema, req.params);
    const enhanced = await getGooglePlacesEnhanced(db, { idOrSlug: id, places: placesGatewayFor(context) });
    res.set('Cache-Control', GOOGLE_DATA_CACHE_CONTROL).json(enhanced);
  });

  // The photo proxy: Google's photo media needs the key, which must never reach the browser.
  router.get('/photos/:photoIndex', async (req, res) => {
    const { id, photoIndex } = parseInput(photoParamsSchema, req.params);
    const { w } = parseInput(photoQuerySchema, req.query);
    const photo = await getPartnerPhoto(db, { idOrSlug: id, photoIndex, width: w, places: placesGatewayFor(context) });
    res
      .set({
        'Content-Type': photo.contentType,
        'Cache-Control': GOOGLE_DATA_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
      })
      .send(photo.body);
  });

  return router;
}
