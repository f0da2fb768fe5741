import Star from 'lucide-react/icons/star';
import { starBreakdown } from '~/modules/partners/components/partner-display';
import { cn } from '~/ui/cn';

/** Five stars for a rating (spec §2: full for the integer part, a lighter one for a fraction), named for screen readers. */
export function ReviewStars({
  rating,
  label,
  className,
  size = 'sm',
}: {
  rating: number;
  /** What a screen reader says: starsLabel() in the page's language. */
  label: string;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {starBreakdown(rating).map((fill, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            size === 'lg' ? 'size-6' : 'size-4',
            fill === 'full' && 'fill-star text-star',
            fill === 'partial' && 'fill-star/40 text-star',
            fill === 'empty' && 'text-brand-300',
          )}
        />
      ))}
    </span>
  );
}
