import type { GooglePhoto } from './google-places.schema';

/** Spec §9: at most 4 photos per group; a 'View All' button when there are more than 8 photos. */
export const PHOTOS_PER_GROUP = 4;
export const VIEW_ALL_PHOTOS_ABOVE = 8;
/** Spec §2: a photo is wide (exterior) when width/height is over 1.3. */
export const WIDE_RATIO = 1.3;

export interface PhotoGroups<Photo> {
  exterior: Photo[];
  interior: Photo[];
  other: Photo[];
}

type Sized = Pick<GooglePhoto, 'width' | 'height'>;

export function isWidePhoto(photo: Sized): boolean {
  return photo.height > 0 && photo.width / photo.height > WIDE_RATIO;
}

/**
 * Spec §2: exterior = the first two wide photos; interior = from the third photo up to (not including)
 * the last two; other = the rest. A photo is shown once: a wide photo taken for the exterior is not
 * repeated among the interior ones, and "the rest" is every photo in neither group, in Google's order.
 */
export function groupPhotos<Photo extends Sized>(photos: readonly Photo[]): PhotoGroups<Photo> {
  const exterior = photos.filter(isWidePhoto).slice(0, 2);
  const taken = new Set<Photo>(exterior);
  const interior = photos.slice(2, Math.max(2, photos.length - 2)).filter((photo) => !taken.has(photo));
  for (const photo of interior) taken.add(photo);
  const other = photos.filter((photo) => !taken.has(photo));
  return { exterior, interior, other };
}

/** What the page shows of each group: 4 each, or everything once 'View All' is pressed. */
export function visiblePhotoGroups<Photo extends Sized>(
  groups: PhotoGroups<Photo>,
  showAll: boolean,
): PhotoGroups<Photo> {
  if (showAll) return groups;
  return {
    exterior: groups.exterior.slice(0, PHOTOS_PER_GROUP),
    interior: groups.interior.slice(0, PHOTOS_PER_GROUP),
    other: groups.other.slice(0, PHOTOS_PER_GROUP),
  };
}

export function hasViewAllPhotos(photoCount: number): boolean {
  return photoCount > VIEW_ALL_PHOTOS_ABOVE;
}
