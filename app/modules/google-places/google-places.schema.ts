import { z } from '~/lib/zod';
import { DEFAULT_PHOTO_WIDTH, PHOTO_WIDTHS, type PhotoWidth } from './photo-url';

/*
 * The Google Places enhanced data of a partner (spec §3 entity, §7 GET /api/partners/{id}/google-places-enhanced).
 * Field names are the spec's (snake_case inside reviews and photos, as Google's older API named them), so
 * the JSON answer is exactly what the spec describes, whichever Google API fed it.
 */

export interface GoogleReview {
  author_name: string;
  /** Google's picture of the reviewer; the page does not load it (no third-party request on page load). */
  profile_photo_url: string | null;
  /** 1 to 5. */
  rating: number;
  /** As Google words it: '2 months ago'. */
  relative_time_description: string;
  text: string;
}

export interface GooglePhoto {
  /** A URL on this site (the photo proxy): the API key never reaches the browser. */
  photo_url: string;
  photo_reference: string;
  width: number;
  height: number;
  /** HTML snippets from Google (`<a href="https://...">Name</a>`); render with parseAttribution only. */
  html_attributions: string[];
}

export interface GooglePlacesEnhanced {
  hasGoogleData: boolean;
  rating: number | null;
  reviewCount: number | null;
  editorialSummary: string | null;
  reviews: GoogleReview[];
  photos: GooglePhoto[];
}

/** GET /api/partners/{id}/google-places-enhanced: a uuid, slug or legacy id; anything else is not found (404). */
export const enhancedParamsSchema = z.object({ id: z.string().trim().min(1, 'id is required') });

/** Photo widths the proxy serves; a fixed set keeps a visitor from multiplying Google calls. */
export { DEFAULT_PHOTO_WIDTH, PHOTO_WIDTHS, photoUrlAtWidth, type PhotoWidth } from './photo-url';
/** Google returns at most 10 photos per place. */
export const MAX_PHOTOS = 10;

/** GET /api/partners/{id}/photos/{photoIndex}?w=400|800|1600 */
export const photoParamsSchema = z.object({
  id: enhancedParamsSchema.shape.id,
  photoIndex: z
    .string()
    .regex(/^\d{1,2}$/, 'photoIndex must be a whole number')
    .transform(Number)
    .refine((index) => index < MAX_PHOTOS, `photoIndex must be below ${MAX_PHOTOS}`),
});

export const photoQuerySchema = z.object({
  w: z
    .enum(PHOTO_WIDTHS.map(String) as [string, ...string[]], { error: `w must be one of ${PHOTO_WIDTHS.join(', ')}` })
    .transform((value) => Number(value) as PhotoWidth)
    .optional()
    .transform((value) => value ?? DEFAULT_PHOTO_WIDTH),
});
