import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { searchQuerySchema } from './search.schema';
import { searchPartners } from './search.service.server';

/** Results may be a minute old in a browser and five minutes in a shared cache (spec §9: partner cache 5 minutes). */
export const SEARCH_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** GET /api/search?q=&limit=&page= (design §3 "Search"). */
export function createSearchApi({ db }: AppContext) {
  const router = express.Router();

  router.get('/', async (req, res) => {
    const { q, limit, page } = parseInput(searchQuerySchema, req.query);
    res.set('Cache-Control', SEARCH_CACHE_CONTROL).json(await searchPartners(db, { q, limit, page }));
  });

  return router;
}
