import Star from 'lucide-react/icons/star';
import { cn } from '~/ui/cn';
import { hasGoogleRating, reviewCountLabel, starBreakdown } from './partner-display';

/** Google stars and review count; 'Google reviews being updated' when there is no rating yet (spec §2). */
export function GoogleRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null;
  reviewCount: number | null;
  className?: string;
}) {
  if (!hasGoogleRating(rating, reviewCount)) {
    return <p className={cn('text-muted text-sm', className)}>Google reviews being updated</p>;
  }
  const shown = Math.round(rating * 10) / 10;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span role="img" aria-label={`Rated ${shown} out of 5 on Google`} className="flex items-center gap-0.5">
        {starBreakdown(rating).map((fill, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(
              'size-5',
              fill === 'full' && 'fill-star text-star',
              fill === 'partial' && 'fill-star/40 text-star',
              fill === 'empty' && 'text-brand-300',
            )}
          />
        ))}
      </span>
      <span className="text-ink font-semibold" aria-hidden="true">
        {shown.toFixed(1)}
      </span>
      <span className="text-muted text-sm">({reviewCountLabel(reviewCount)} on Google)</span>
    </p>
  );
}
