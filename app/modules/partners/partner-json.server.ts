import type { Partner } from './partner.schema';
import type { PartnerRow } from './partner.table.server';

/** Spec §3: a stored path starting `attached_assets/` is served from the site root. */
export function publicAssetUrl(url: string | null): string | null {
  if (url === null) return null;
  return url.startsWith('attached_assets/') ? `/${url}` : url;
}

/**
 * A stored row as the public JSON shape. Written as an explicit field list so a new admin-only column
 * (like googleSyncedAt) stays private until someone decides to publish it.
 */
export function toPartnerJson(row: PartnerRow): Partner {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    longDescription: row.longDescription,
    annualCremations: row.annualCremations,
    locationCount: row.locationCount,
    isPriority: row.isPriority,
    isActive: row.isActive,
    partnerSince: row.partnerSince,
    createDate: row.createDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    informationCheckedAt: row.informationCheckedAt.toISOString(),
    logoUrl: publicAssetUrl(row.logoUrl),
    imageUrl: publicAssetUrl(row.imageUrl),
    socialMedia: row.socialMedia ?? null,
    coordinates:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    servicesOffered: row.servicesOffered,
    yelpRating: row.yelpRating,
    yelpReviewCount: row.yelpReviewCount,
    googleRating: row.googleRating,
    googleReviewCount: row.googleReviewCount,
    googlePlaceId: row.googlePlaceId,
    stateSlug: row.stateSlug,
    citySlug: row.citySlug,
    country: row.country,
  };
}
