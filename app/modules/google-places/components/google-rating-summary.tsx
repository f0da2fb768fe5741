import { useId } from 'react';
import { hasGoogleRating, reviewCountLabel } from '~/modules/partners/components/partner-display';
import { ReviewStars } from './review-stars';

/**
 * The partner's Google rating section: the score, its stars, the number of reviews and Google's own
 * summary of the place when there is one. A partner without a rating reads 'Google reviews being
 * updated' (spec §2), never a zero.
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
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-ink text-2xl font-semibold">
        Google Rating
      </h2>
      {hasGoogleRating(rating, reviewCount) ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-brand-800 font-serif text-5xl leading-none font-semibold tabular-nums">
            {(Math.round(rating * 10) / 10).toFixed(1)}
          </span>
          <span className="flex flex-col gap-1">
            <ReviewStars rating={rating} size="lg" />
            <span className="text-muted text-sm">Based on {reviewCountLabel(reviewCount)} on Google</span>
          </span>
        </div>
      ) : (
        <p className="text-muted mt-3">Google reviews being updated</p>
      )}
      {editorialSummary ? <p className="text-ink mt-4 text-lg italic">“{editorialSummary}”</p> : null}
    </section>
  );
}
