import Star from 'lucide-react/icons/star';
import { formatDecimal } from '~/modules/i18n/format';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { cn } from '~/ui/cn';
import { hasGoogleRating, starBreakdown } from './partner-display';

/**
 * Google stars and review count; 'Google reviews being updated' when there is no rating yet (spec §2).
 * Server-rendered under `<I18nProvider>`.
 */
export function GoogleRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null;
  reviewCount: number | null;
  className?: string;
}) {
  const { i18n, locale } = usePageI18n();
  if (!hasGoogleRating(rating, reviewCount)) {
    return <p className={cn('text-muted text-sm', className)}>{i18n._('rating.none')}</p>;
  }
  const shown = formatDecimal(locale, Math.round(rating * 10) / 10, 1);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span
        role="img"
        aria-label={i18n._('rating.label', { rating: locale === 'en' ? String(Math.round(rating * 10) / 10) : shown })}
        className="flex items-center gap-0.5"
      >
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
        {shown}
      </span>
      <span className="text-muted text-sm">{i18n._('rating.reviews', { count: reviewCount ?? 0 })}</span>
    </p>
  );
}
