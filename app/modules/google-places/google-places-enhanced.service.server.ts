import type { Database } from '~/db/client.server';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import { hasGoogleRating } from '~/modules/partners/components/partner-display';
import type { Partner } from '~/modules/partners/partner.schema';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import type { GooglePlacesEnhanced } from './google-places.schema';

type StoredGoogleFields = Pick<Partner, 'googleRating' | 'googleReviewCount'>;

/**
 * The answer from what the directory stores (the partner's googleRating and googleReviewCount): no
 * reviews or photos, which are never stored (Google's terms allow keeping only the place id). Spec §4:
 * a partner with a missing or 0 rating has no Google data.
 */
export function storedGoogleData(partner: StoredGoogleFields): GooglePlacesEnhanced {
  const hasGoogleData = hasGoogleRating(partner.googleRating);
  return {
    hasGoogleData,
    rating: hasGoogleData ? partner.googleRating : null,
    reviewCount: hasGoogleData ? (partner.googleReviewCount ?? 0) : null,
    editorialSummary: null,
    reviews: [],
    photos: [],
  };
}

/** An active partner by uuid, slug or legacy alias, or NOT_FOUND (inactive partners are not public). */
export async function requirePublicPartner(db: Database, options: { idOrSlug: string }): Promise<Partner> {
  const partner = await getPublicPartner(db, options);
  if (!partner) throw new AppError('NOT_FOUND', 'Partner not found');
  return partner;
}

/** GET /api/partners/{id}/google-places-enhanced (spec §7). */
export async function getGooglePlacesEnhanced(
  db: Database,
  options: { idOrSlug: string },
): Promise<GooglePlacesEnhanced> {
  const partner = await requirePublicPartner(db, options);
  return storedGoogleData(partner);
}

/**
 * The partner page's Google data, loaded with the page (the HTML arrives complete: no section appears
 * later and moves the page). Null when it could not be had: the page then omits those sections (spec §2).
 */
export async function loadGoogleDataForPage(
  context: Pick<AppContext, 'log'>,
  partner: Partner,
): Promise<GooglePlacesEnhanced | null> {
  try {
    return storedGoogleData(partner);
  } catch (error) {
    context.log.warn({ err: error, partnerId: partner.id }, 'Failed to fetch Google Places enhanced data');
    return null;
  }
}
