import type { Database } from '~/db/client.server';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import { hasGoogleRating } from '~/modules/partners/components/partner-display';
import type { Partner } from '~/modules/partners/partner.schema';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { attributionHtml } from './attributions';
import { type GooglePlacesEnhanced, MAX_PHOTOS, type PhotoWidth } from './google-places.schema';
import type { PlaceDetails, PlacePhoto } from './places-client.server';
import { type PlacesGateway, placesGatewayFor } from './places-gateway.server';

/** Spec §7: the enhanced data carries up to 5 reviews (Google returns at most 5). */
export const MAX_REVIEWS = 5;
/**
 * How long the partner page waits for Google before it renders with the stored answer (the call goes on
 * and fills the cache for the next visitor). The API endpoint waits for the client's own bounded retry.
 */
export const PAGE_WAIT_FOR_GOOGLE_MS = 1_500;

type StoredGoogleFields = Pick<Partner, 'googleRating' | 'googleReviewCount'>;

/**
 * The answer from what the directory stores (the partner's googleRating and googleReviewCount): no
 * reviews or photos, which are never stored (Google's terms allow keeping only the place id). Spec §4:
 * a partner with a missing or 0 rating has no Google data.
 */
export function storedGoogleData(partner: StoredGoogleFields): GooglePlacesEnhanced {
  const hasGoogleData = hasGoogleRating(partner.googleRating, partner.googleReviewCount);
  return {
    hasGoogleData,
    rating: hasGoogleData ? partner.googleRating : null,
    reviewCount: hasGoogleData ? (partner.googleReviewCount ?? 0) : null,
    editorialSummary: null,
    reviews: [],
    photos: [],
  };
}

/** The URL of a partner's photo on this site: the proxy fetches it from Google with the key. */
export function partnerPhotoUrl(partnerId: string, index: number): string {
  return `/api/partners/${partnerId}/photos/${index}`;
}

/** Place Details (New) in the spec's field names (spec §3 "Google Places enhanced data"). */
export function toEnhancedData(details: PlaceDetails, partnerId: string): GooglePlacesEnhanced {
  const hasGoogleData = hasGoogleRating(details.rating, details.userRatingCount);
  return {
    hasGoogleData,
    rating: hasGoogleData ? (details.rating ?? null) : null,
    reviewCount: hasGoogleData ? (details.userRatingCount ?? 0) : null,
    editorialSummary: details.editorialSummary?.text?.trim() || null,
    reviews: (details.reviews ?? []).slice(0, MAX_REVIEWS).map((review) => ({
      author_name: review.authorAttribution?.displayName?.trim() || 'A Google user',
      profile_photo_url: review.authorAttribution?.photoUri ?? null,
      rating: review.rating ?? 0,
      relative_time_description: review.relativePublishTimeDescription ?? '',
      text: review.text?.text ?? review.originalText?.text ?? '',
    })),
    photos: (details.photos ?? []).slice(0, MAX_PHOTOS).map((photo, index) => ({
      photo_url: partnerPhotoUrl(partnerId, index),
      photo_reference: photo.name.split('/').at(-1) ?? '',
      width: photo.widthPx ?? 0,
      height: photo.heightPx ?? 0,
      html_attributions: (photo.authorAttributions ?? [])
        .filter((author) => author.displayName)
        .map((author) => attributionHtml(author.displayName ?? '', author.uri)),
    })),
  };
}

/** An active partner by uuid, slug or legacy alias, or NOT_FOUND (inactive partners are not public). */
export async function requirePublicPartner(db: Database, options: { idOrSlug: string }): Promise<Partner> {
  const partner = await getPublicPartner(db, options);
  if (!partner) throw new AppError('NOT_FOUND', 'Partner not found');
  return partner;
}

/**
 * A partner's enhanced data: live from Google when Google is configured and the partner has a place
 * id, else (or when Google fails in any way) the stored answer. Never throws for Google's sake.
 */
export async function enhancedDataForPartner(
  partner: Partner,
  options: { places: PlacesGateway | null; waitMs?: number },
): Promise<GooglePlacesEnhanced> {
  if (!options.places || !partner.googlePlaceId) return storedGoogleData(partner);
  const details = await options.places.details(partner.googlePlaceId, { waitMs: options.waitMs });
  return details ? toEnhancedData(details, partner.id) : storedGoogleData(partner);
}

/** GET /api/partners/{id}/google-places-enhanced (spec §7). */
export async function getGooglePlacesEnhanced(
  db: Database,
  options: { idOrSlug: string; places: PlacesGateway | null },
): Promise<GooglePlacesEnhanced> {
  const partner = await requirePublicPartner(db, options);
  return enhancedDataForPartner(partner, { places: options.places });
}

/**
 * GET /api/partners/{id}/photos/{photoIndex}: the image bytes of one of the partner's Google photos. Not
 * found without Google, a place id or such a photo; UNAVAILABLE (503) when Google cannot serve it now.
 */
export async function getPartnerPhoto(
  db: Database,
  options: { idOrSlug: string; photoIndex: number; width: PhotoWidth; places: PlacesGateway | null },
): Promise<PlacePhoto> {
  const partner = await requirePublicPartner(db, options);
  const { places } = options;
  if (!places || !partner.googlePlaceId) throw new AppError('NOT_FOUND', 'Photo not found');
  const details = await places.details(partner.googlePlaceId);
  if (!details) throw new AppError('UNAVAILABLE', 'Photos are temporarily unavailable');
  const photo = details.photos?.slice(0, MAX_PHOTOS)[options.photoIndex];
  if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
  try {
    return await places.photo(photo.name, { maxWidthPx: options.width });
  } catch (error) {
    throw new AppError('UNAVAILABLE', 'Photos are temporarily unavailable', { cause: error });
  }
}

/**
 * The partner page's Google data, loaded with the page: the HTML arrives complete and no section appears
 * later to move the page. Google gets PAGE_WAIT_FOR_GOOGLE_MS; a slower answer serves the next visitor.
 * Null when it could not be had at all: the page then omits those sections (spec §2).
 */
export async function loadGoogleDataForPage(
  context: Pick<AppContext, 'env' | 'log'>,
  partner: Partner,
): Promise<GooglePlacesEnhanced | null> {
  try {
    return await enhancedDataForPartner(partner, {
      places: placesGatewayFor(context),
      waitMs: PAGE_WAIT_FOR_GOOGLE_MS,
    });
  } catch (error) {
    context.log.warn({ err: error, partnerId: partner.id }, 'Failed to fetch Google Places enhanced data');
    return null;
  }
}
