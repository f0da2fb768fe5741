import { useId, useState } from 'react';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { useHydrated } from '~/ui/use-hydrated';
import type { GoogleReview } from '../google-places.schema';
import { INITIAL_REVIEWS, initialsOf, reviewPreview } from '../review-text';
import type { GoogleReviewsText } from './google-texts';
import { ReviewStars } from './review-stars';

/**
 * Google reviews (spec §2, §9): 3 shown until 'View All'; a review over 200 characters shows a preview
 * with 'Read More' / 'Show Less'. Nothing is rendered without reviews. Reviewer pictures are not loaded
 * (no request to a third party when the page opens); their initials stand in.
 */
export function GoogleReviews({
  reviews,
  text,
  headingLevel = 'h2',
}: {
  reviews: GoogleReview[];
  /** Its words in the page's language (googleReviewsText, built by the loader for these reviews). */
  text: GoogleReviewsText;
  headingLevel?: 'h2' | 'h3';
}) {
  const [showAll, setShowAll] = useState(false);
  // Its controls do nothing before the script runs: kept in place but invisible until then.
  const hydrated = useHydrated();
  const headingId = useId();
  const listId = useId();
  if (reviews.length === 0) return null;
  const Heading = headingLevel;
  const shown = showAll ? reviews : reviews.slice(0, INITIAL_REVIEWS);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <Heading id={headingId} className="text-ink text-2xl font-semibold">
          {text.heading}
        </Heading>
        {reviews.length > INITIAL_REVIEWS ? (
          <Button
            variant="link"
            className={cn(!hydrated && 'invisible')}
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? text.showFewer : text.viewAll}
          </Button>
        ) : null}
      </div>
      <ul id={listId} className="mt-5 space-y-4">
        {shown.map((review, index) => (
          <li key={`${review.author_name}-${index}`}>
            <ReviewCard review={review} stars={text.stars[index] ?? ''} text={text} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewCard({ review, stars, text }: { review: GoogleReview; stars: string; text: GoogleReviewsText }) {
  const [expanded, setExpanded] = useState(false);
  const hydrated = useHydrated();
  const textId = useId();
  const preview = reviewPreview(review.text);
  return (
    <article className="border-line rounded-xl border bg-white p-5 shadow-sm">
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="bg-brand-100 text-brand-800 flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold"
        >
          {initialsOf(review.author_name)}
        </span>
        <div className="min-w-0">
          <p className="text-ink leading-snug font-semibold [overflow-wrap:anywhere]">{review.author_name}</p>
          <p className="text-muted flex flex-wrap items-center gap-x-2 text-sm">
            <ReviewStars rating={review.rating} label={stars} />
            {review.relative_time_description ? <span>{review.relative_time_description}</span> : null}
          </p>
        </div>
      </header>
      {review.text ? (
        <>
          <p id={textId} className="text-ink mt-3 [overflow-wrap:anywhere] whitespace-pre-line">
            {expanded ? review.text : preview.text}
          </p>
          {preview.truncated ? (
            <Button
              variant="link"
              className={cn('mt-1 min-h-11', !hydrated && 'invisible')}
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? text.showLess : text.readMore}
            </Button>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
