import type { MessageId } from './message-id';

/*
 * The messages each client-rendered part needs, for pickClientMessages in its loader. The catalogue test
 * checks each list against the ids its component uses, so a list cannot fall behind its component.
 */

/**
 * The root error boundary: the error fallback and the not-found view it shows for a 404 (
 * error-fallback.tsx, not-found-view.tsx), picked by the root loader for every page.
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
 * "Use my location" once tapped (search/components/nearby-results.tsx, lazily loaded with its Contact button
 * by routes/public/components/nearby-partners.tsx), picked by the home and search loaders.
 */
export const NEARBY_MESSAGE_IDS = [
  'nearMe.finding',
  'nearMe.unavailable',
  'nearMe.heading',
  'nearMe.headingFiltered',
  'nearMe.failed',
  'nearMe.tryAgain',
  'nearMe.findingPartners',
  'nearMe.within',
  'nearMe.withinByName',
  'nearMe.showingNearest',
  'nearMe.none',
  'nearMe.nearestIs',
  'nearMe.searchElsewhere',
  'nearMe.widen',
  'nearMe.radius',
  'nearMe.sort',
  'nearMe.sortDistance',
  'nearMe.sortName',
  'nearMe.contact',
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
  'app/ui/layout/error-fallback.tsx': ERROR_BOUNDARY_MESSAGE_IDS,
  'app/ui/layout/not-found-view.tsx': ERROR_BOUNDARY_MESSAGE_IDS,
  'app/modules/search/components/nearby-results.tsx': NEARBY_MESSAGE_IDS,
  'app/routes/public/components/nearby-partners.tsx': NEARBY_MESSAGE_IDS,
  'app/modules/partners/components/partner-card.tsx': CARD_FACTS_MESSAGE_IDS,
  'app/modules/partners/components/google-rating.tsx': CARD_FACTS_MESSAGE_IDS,
  'app/modules/partners/components/partner-price-line.tsx': CARD_FACTS_MESSAGE_IDS,
};

/**
 * The inquiry in the browser: the dialog, its "Sent" note, the inquiry page and its form, and the field errors
 * they show. The dialog and the note fetch these (GET /api/inquiry-messages/{locale}); the inquiry page picks
 * them in its loader.
 */
export const INQUIRY_MESSAGE_IDS = [
  'inquiry.title',
  'inquiry.pageTitle',
  'inquiry.pageDescription',
  'inquiry.sentTo',
  'inquiry.fallbackCoordinator',
  'inquiry.name',
  'inquiry.email',
  'inquiry.phone',
  'inquiry.message',
  'inquiry.optional',
  'inquiry.placeholder',
  'inquiry.privacy',
  'inquiry.opensInNewTab',
  'inquiry.send',
  'inquiry.sending',
  'inquiry.cancel',
  'inquiry.backTo',
  'inquiry.toast.sentTitle',
  'inquiry.toast.sentText',
  'inquiry.toast.errorTitle',
  'inquiry.toast.errorText',
  'inquiry.toast.missingTitle',
  'inquiry.toast.missingText',
  'inquiry.problem.offline',
  'inquiry.problem.later',
  'inquiry.problem.tooMany',
  'inquiry.problem.tooLarge',
  'inquiry.problem.partnerUnavailable',
  'inquiry.error.nameRequired',
  'inquiry.error.emailRequired',
  'inquiry.error.messageRequired',
  'inquiry.error.tooLong',
  'inquiry.error.oneLine',
  'inquiry.error.invalidEmail',
  'inquiry.error.invalid',
  'inquiry.sent.heading',
  'inquiry.sent.expect',
  'inquiry.sent.call',
] as const satisfies readonly MessageId[];

/** The correction page and its form (picked by its loader), the field errors included. */
export const CORRECTION_MESSAGE_IDS = [
  'correction.pageTitle',
  'correction.pageDescription',
  'correction.heading',
  'correction.backTo',
  'correction.thanks',
  'correction.thanksText',
  'correction.intro',
  'correction.messageLabel',
  'correction.messageHint',
  'correction.emailLabel',
  'correction.emailHint',
  'correction.optional',
  'correction.send',
  'correction.sending',
  'correction.tooLarge',
  'correction.unreadable',
  'correction.tooMany',
  'correction.error.messageRequired',
  'correction.error.messageTooShort',
  'correction.error.tooLong',
  'correction.error.invalidEmail',
  'correction.error.invalid',
  'partner.notFound.title',
] as const satisfies readonly MessageId[];

Object.assign(CLIENT_MESSAGE_IDS, {
  'app/modules/inquiries/components/inquiry-dialog.tsx': INQUIRY_MESSAGE_IDS,
  'app/modules/inquiries/components/inquiry-sent-note.tsx': INQUIRY_MESSAGE_IDS,
  'app/modules/inquiries/components/inquiry-page-form.tsx': INQUIRY_MESSAGE_IDS,
  'app/modules/inquiries/inquiry-field-errors.ts': INQUIRY_MESSAGE_IDS,
  'app/routes/public/partner-inquiry.tsx': INQUIRY_MESSAGE_IDS,
  'app/modules/corrections/components/correction-form.tsx': CORRECTION_MESSAGE_IDS,
  'app/modules/corrections/correction-field-errors.ts': CORRECTION_MESSAGE_IDS,
  'app/routes/public/partner-correction.tsx': CORRECTION_MESSAGE_IDS,
});
