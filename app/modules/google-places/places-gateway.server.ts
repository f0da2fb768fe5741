import type { Logger } from 'pino';
import type { ChangeNotifications } from '~/db/change-notifications.server';
import type { AppContext } from '~/lib/context.server';
import { createPlacesClient, type PlaceDetails, type PlacePhoto, type PlacesClient } from './places-client.server';

/*
 * Google Places as the app uses it: the client plus a short in-memory cache. Spec §7/§9: Google data is
 * cached 15 minutes. Nothing from Google is stored in the database (its terms allow keeping only the
 * place id); this cache lives in one process, holds no state another instance needs, and forgets. An
 * admin's refresh on any instance reaches every instance's copy through forgetChangedPlaces.
 */

export const DETAILS_TTL_MS = 15 * 60 * 1000;
/**
 * After a failure, the place is not asked again for a minute: while Google is down, every page view
 * would otherwise wait for a timeout and a retry before showing the stored answer.
 */
export const FAILURE_TTL_MS = 60 * 1000;
const MAX_ENTRIES = 2_000;

interface CacheEntry {
  details: PlaceDetails | null;
  expiresAt: number;
}

export interface PlacesGateway {
  /**
   * The place's details, or null when Google failed. With `waitMs`, gives up waiting after that long
   * (null) while the call goes on and fills the cache for the next visitor.
   */
  details(placeId: string, options?: { waitMs?: number }): Promise<PlaceDetails | null>;
  photo(photoName: string, options: { maxWidthPx: number }): Promise<PlacePhoto>;
  /** Forgets a place's cached details (after an admin refresh, the page shows the new data at once). */
  invalidate(placeId: string): void;
  /** Forgets every cached place. */
  clear(): void;
}

export function createPlacesGateway(client: PlacesClient, log: Logger, now: () => number = Date.now): PlacesGateway {
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, Promise<PlaceDetails | null>>();

  function remember(placeId: string, entry: CacheEntry) {
    cache.delete(placeId);
    cache.set(placeId, entry);
    // Oldest first in a Map: a bounded cache, whatever the number of partners.
    while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }

  function fetchDetails(placeId: string): Promise<PlaceDetails | null> {
    const pending = inFlight.get(placeId);
    if (pending) return pending;
    const call = client.getPlaceDetails(placeId).then(
      (details) => {
        remember(placeId, { details, expiresAt: now() + DETAILS_TTL_MS });
        return details;
      },
      (error: unknown) => {
        log.warn({ err: error, placeId }, 'Failed to fetch Google Places enhanced data');
        remember(placeId, { details: null, expiresAt: now() + FAILURE_TTL_MS });
        return null;
      },
    );
    const tracked = call.finally(() => inFlight.delete(placeId));
    inFlight.set(placeId, tracked);
    return tracked;
  }

  return {
    async details(placeId, options = {}) {
      const cached = cache.get(placeId);
      if (cached && cached.expiresAt > now()) return cached.details;
      const call = fetchDetails(placeId);
      if (options.waitMs === undefined) return call;
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), options.waitMs);
        timer.unref?.();
      });
      try {
        return await Promise.race([call, gaveUp]);
      } finally {
        clearTimeout(timer);
      }
    },
    photo(photoName, options) {
      return client.fetchPhoto(photoName, options);
    },
    invalidate(placeId) {
      cache.delete(placeId);
    },
    clear() {
      cache.clear();
    },
  };
}

/**
 * Another instance (or a script) refreshed a partner's Google place: this instance forgets its copy too, and
 * forgets every place when notifications may have been missed.
 */
export function forgetChangedPlaces(context: Pick<AppContext, 'env' | 'log'>, changes: ChangeNotifications): void {
  const gateway = placesGatewayFor(context);
  if (!gateway) return;
  changes.subscribe((change) => {
    if (change.kind === 'google-place') gateway.invalidate(change.placeId);
    else if (change.kind === 'unknown') gateway.clear();
  });
}

const gateways = new WeakMap<object, PlacesGateway>();

/**
 * The gateway of this running app (one per AppContext: a test app with its own fake Google gets its own
 * cache), or null when GOOGLE_PLACES_API_KEY is not set: the app then answers from what it stores.
 */
export function placesGatewayFor(context: Pick<AppContext, 'env' | 'log'>): PlacesGateway | null {
  const apiKey = context.env.GOOGLE_PLACES_API_KEY;
  if (!apiKey) return null;
  let gateway = gateways.get(context);
  if (!gateway) {
    gateway = createPlacesGateway(
      createPlacesClient({ apiKey, baseUrl: context.env.GOOGLE_PLACES_BASE_URL }),
      context.log,
    );
    gateways.set(context, gateway);
  }
  return gateway;
}
