import type { I18n } from '@lingui/core';
import { formatDecimal } from '~/modules/i18n/format';
import type { Locale } from '~/modules/i18n/locales';
import { nameArgs } from '~/modules/i18n/name-grammar';
import type { PhotoGroups } from '../photo-groups';

/** The words of GoogleReviews in the page's language: built by the loader, no catalogue in the browser. */
export interface GoogleReviewsText {
  heading: string;
  /** 'View All (n)' for the reviews received. */
  viewAll: string;
  showFewer: string;
  readMore: string;
  showLess: string;
  /** Each review's stars named for screen readers, in the order of the reviews. */
  stars: string[];
}

/** The words of GooglePhotos and its large-photo modal, in the page's language. */
export interface GooglePhotosText {
  heading: string;
  viewAll: string;
  showFewer: string;
  groups: Record<keyof PhotoGroups<unknown>, string>;
  /** By position in the order shown (0 = photo 1): the thumbnail's name, the modal's title and the photo's alt. */
  open: string[];
  title: string[];
  alt: string[];
  previous: string;
  next: string;
  photoFromGoogle: string;
  photoBy: string;
  opensInNewTab: string;
}

/** "Rated 4.5 out of 5" / « Note de 4,5 sur 5 »: a whole rating without decimals, as Google gives a review's. */
export function starsLabel(i18n: I18n, locale: Locale, rating: number): string {
  const shown = Math.round(rating * 10) / 10;
  return i18n._('google.stars', { rating: formatDecimal(locale, shown, Number.isInteger(shown) ? 0 : 1) });
}

export function googleReviewsText(
  i18n: I18n,
  locale: Locale,
  reviews: ReadonlyArray<{ rating: number }>,
): GoogleReviewsText {
  return {
    heading: i18n._('google.reviews.heading'),
    viewAll: i18n._('google.viewAll', { count: reviews.length }),
    showFewer: i18n._('google.showFewer'),
    readMore: i18n._('google.reviews.readMore'),
    showLess: i18n._('google.reviews.showLess'),
    stars: reviews.map((review) => starsLabel(i18n, locale, review.rating)),
  };
}

export function googlePhotosText(
  i18n: I18n,
  locale: Locale,
  photoCount: number,
  partnerName: string,
): GooglePhotosText {
  const positions = Array.from({ length: photoCount }, (_, index) => index + 1);
  const name = nameArgs(locale, partnerName);
  return {
    heading: i18n._('google.photos.heading'),
    viewAll: i18n._('google.viewAll', { count: photoCount }),
    showFewer: i18n._('google.showFewer'),
    groups: {
      exterior: i18n._('google.photos.exterior'),
      interior: i18n._('google.photos.interior'),
      other: i18n._('google.photos.other'),
    },
    open: positions.map((position) => i18n._('google.photos.open', { position, total: photoCount, ...name })),
    title: positions.map((position) =>
      i18n._('google.photos.title', { position, total: photoCount, name: partnerName }),
    ),
    alt: positions.map((position) => i18n._('google.photos.alt', { position, ...name })),
    previous: i18n._('google.photos.previous'),
    next: i18n._('google.photos.next'),
    photoFromGoogle: i18n._('google.photos.fromGoogle'),
    photoBy: i18n._('google.photos.by'),
    opensInNewTab: i18n._('link.opensInNewTab'),
  };
}
