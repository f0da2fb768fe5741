// Photo sizes of our Google photo proxy. Kept apart from google-places.schema.ts (zod) because the public
// partner page needs them in the browser, and zod is not part of a public page's download.

/** The widths the photo proxy serves (`?w=`): thumbnails, a medium size, the large modal. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const DEFAULT_PHOTO_WIDTH: PhotoWidth = 1600;

/** A photo_url of our proxy at another of the allowed widths (thumbnails ask for less). */
export function photoUrlAtWidth(photoUrl: string, width: PhotoWidth): string {
  if (!photoUrl.startsWith('/api/')) return photoUrl;
  const [path = photoUrl] = photoUrl.split('?');
  return `${path}?w=${width}`;
}
