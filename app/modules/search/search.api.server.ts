import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { appCatalogs, createI18n, pickClientMessages } from '~/modules/i18n/catalog.server';
import { CARD_FACTS_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { regionNameIn } from '~/modules/i18n/regions-fr';
import { cardActionTexts } from '~/modules/partners/components/card-action-texts';
import { closureToday, localDaysAt } from '~/modules/partners/closed-today';
import { nearbyQuerySchema } from './nearby.schema';
import { searchNearby } from './search-nearby.server';
import { searchQuerySchema } from './search.schema';
import { searchPartners } from './search.service.server';

/** Results may be a minute old in a browser and five minutes in a shared cache (spec §9: partner cache 5 minutes). */
export const SEARCH_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/**
 * GET /api/search?q=&limit=&page=&service=&preferCountry= (design §3 "Search"); POST /api/search/nearby (decision 027); "open
 * now" and "Closed today" at `now` (tests fix it).
 */
export function createSearchApi({ db, log }: AppContext, { now = Date.now }: { now?: () => number } = {}) {
  const router = express.Router();

  router.get('/', async (req, res) => {
    const { q, limit, page, service, preferCountry } = parseInput(searchQuerySchema, req.query);
    const found = await searchPartners(db, { q, limit, page, filters: service, now: new Date(now()), preferCountry });
    res.set('Cache-Control', SEARCH_CACHE_CONTROL).json(found);
  });

  // A visitor's position: kept by no cache, answered for this request only.
  router.post('/nearby', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const query = parseInput(nearbyQuerySchema, req.body);
    // The cards' words in the page's language, for the browser that renders them (decision 033): the facts'
    // messages and each card's button words, as loaders send them with their cards.
    const catalogs = appCatalogs(log);
    const at = new Date(now());
    const found = await searchNearby(db, query, at);
    const daysAt = localDaysAt(at);
    const cards = [...found.partners, ...found.nearest];
    res.json({
      ...found,
      closedToday: cards.filter((partner) => closureToday(partner, at, daysAt)).map((partner) => partner.id),
      cardMessages: pickClientMessages(catalogs, query.locale, CARD_FACTS_MESSAGE_IDS),
      cardActions: cardActionTexts(createI18n(catalogs, query.locale), cards),
      cardStateNames: Object.fromEntries(
        cards.map((partner) => [partner.id, regionNameIn(query.locale, partner.state)]),
      ),
    });
  });

  return router;
}
