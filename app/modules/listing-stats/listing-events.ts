/*
 * What a public page tells the server about its listing (decision 034): a page view, a tap on Directions
 * or Call. Browser code: no zod here, the partner page's first load carries this file.
 */

export const LISTING_EVENT_KINDS = ['view', 'directions', 'call'] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

export const LISTING_EVENTS_API = '/api/listing-events';

/**
 * A bodiless POST by sendBeacon: it outlives the page (a tap that leaves it still arrives), needs no
 * response, and an HTTP-cached page still sends it. No sendBeacon: not counted.
 */
export function sendListingEvent(partnerId: string, kind: ListingEventKind): void {
  // The id is the loader's uuid: nothing to encode.
  navigator.sendBeacon?.(`${LISTING_EVENTS_API}/${partnerId}/${kind}`);
}
