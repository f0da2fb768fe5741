import type { MessageId } from './message-id';

/*
 * The messages each client-rendered part needs, for pickClientMessages in its loader. The catalogue test
 * checks each list against the ids its component uses, so a list cannot fall behind its component.
 */

/**
 * The root error boundary: the error fallback and the not-found view it shows for a 404 (localized/
 * error-fallback.tsx, localized/not-found-view.tsx), picked by the root loader for every page.
 */
export const ERROR_BOUNDARY_MESSAGE_IDS = [
  'error.heading',
  'error.text',
  'error.unavailableHeading',
  'error.unavailableText',
  'error.errorLabel',
  'error.pageLabel',
  'error.unknown',
  'error.tryAgain',
  'error.goHome',
  'notFound.heading',
  'notFound.text',
  'notFound.home',
  'notFound.search',
] as const satisfies readonly MessageId[];

/**
 * A partner card's facts (partner-card.tsx with its rating and price line) where the browser renders them:
 * the "Use my location" results, picked by POST /api/search/nearby.
 */
export const CARD_FACTS_MESSAGE_IDS = [
  'card.away',
  'card.opensMap',
  'card.callSr',
  'card.websiteSr',
  'card.locations',
  'rating.none',
  'rating.label',
  'rating.reviews',
  'price.from',
  'price.checked',
  'price.seeList',
  'price.seeListStart',
  'link.opensInNewTab',
  'service.pet',
  'service.acceptsRemains',
  'service.witnessed',
  'service.veterans',
] as const satisfies readonly MessageId[];

/** Client component file (from the repository root) → the ids picked for it. */
export const CLIENT_MESSAGE_IDS: Record<string, readonly MessageId[]> = {
  'app/ui/layout/localized/error-fallback.tsx': ERROR_BOUNDARY_MESSAGE_IDS,
  'app/ui/layout/localized/not-found-view.tsx': ERROR_BOUNDARY_MESSAGE_IDS,
  'app/modules/partners/components/partner-card.tsx': CARD_FACTS_MESSAGE_IDS,
  'app/modules/partners/components/google-rating.tsx': CARD_FACTS_MESSAGE_IDS,
  'app/modules/partners/components/partner-price-line.tsx': CARD_FACTS_MESSAGE_IDS,
};
