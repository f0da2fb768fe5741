import type { Locale } from '~/modules/i18n/locales';

/**
 * The inquiry's own page: a form that works without JavaScript, and its thank-you state; in French
 * /fr/partenaire/{id}/demande (localized-paths.ts gives the same; spelt here so the cards' script does not
 * carry the French region tables for one path).
 */
export function inquiryPagePath(partnerIdOrSlug: string, locale: Locale = 'en'): string {
  const id = encodeURIComponent(partnerIdOrSlug);
  return locale === 'fr' ? `/fr/partenaire/${id}/demande` : `/partner/${id}/inquiry`;
}
