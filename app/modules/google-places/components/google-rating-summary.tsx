import { useId } from 'react';
import { formatDecimal } from '~/modules/i18n/format';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { hasGoogleRating } from '~/modules/partners/components/partner-display';
import { starsLabel } from './google-texts';
import { ReviewStars } from './review-stars';

/**
 * The partner's Google rating section: the score, its stars, the number of reviews and Google's own
 * summary of the place when there is one. A partner without a rating reads 'Google reviews being
 * updated' (spec §2), never a zero. Server-rendered under `<I18nProvider>`, in the page's language.
 */
export function GoogleRatingSummary({
  rating,
  reviewCount,
  editorialSummary,
}: {
  rating: number | null;
  reviewCount: number | null;
  editorialSummary: string | null;
}) {
  const headingId = useId();
  const { i18n, locale } = usePageI18n();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-ink text-2xl font-semibold">
        {i18n._('partner.googleRating')}
      </h2>
      {hasGoogleRating(rating, reviewCount) ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-brand-800 font-serif text-5xl leading-none font-semibold tabular-nums">
            {formatDecimal(locale, Math.round(rating * 10) / 10, 1)}
          </span>
          <span className="flex flex-col gap-1">
            <ReviewStars rating={rating} label={starsLabel(i18n, locale, rating)} size="lg" />
            <span className="text-muted text-sm">{i18n._('rating.basedOn', { count: reviewCount ?? 0 })}</span>
          </span>
        </div>
      ) : (
        <p className="text-muted mt-3">{i18n._('rating.none')}</p>
      )}
      {editorialSummary ? (
        <p className="text-ink mt-4 text-lg italic">
          {locale === 'fr' ? `«\u00a0${editorialSummary}\u00a0»` : `“${editorialSummary}”`}
        </p>
      ) : null}
    </section>
  );
}
