import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { publicFaqQuerySchema } from './faq.schema';
import { listPublicFaqs } from './faq.service.server';

/** Same policy as the public partner reads: an admin's FAQ edit is visible everywhere within minutes. */
const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** Spec §7: GET /api/faq?category&context&state&city&partnerId → [{id, question, answer}]. */
export function createFaqApi({ db }: AppContext) {
  const router = express.Router();

  router.get('/', async (req, res) => {
    const query = parseInput(publicFaqQuerySchema, req.query);
    res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL).json(await listPublicFaqs(db, query));
  });

  return router;
}
