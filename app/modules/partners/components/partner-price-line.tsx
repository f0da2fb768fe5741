import Tag from 'lucide-react/icons/tag';
import type { Partner } from '../partner.schema';
import { priceLine } from '../price-line';

export type PriceFields = Pick<Partner, 'directCremationFromCents' | 'priceCheckedOn' | 'priceListUrl' | 'country'>;

/** "From $1,295 · checked Nov 2026 · see price list": the partner's own figures, nothing when there are none. */
export function PartnerPriceLine({ partner, className }: { partner: PriceFields; className?: string }) {
  const line = priceLine(partner);
  if (!line) return null;
  return (
    <p className={className}>
      <Tag aria-hidden="true" className="text-brand-600 mr-2 inline size-5 align-[-0.2em]" />
      {line.from ? (
        <>
          <span className="font-semibold">{line.from}</span>
          <span className="text-muted"> direct cremation · {line.checked}</span>
        </>
      ) : null}
      {line.priceListUrl ? (
        <>
          {line.from ? <span className="text-muted"> · </span> : null}
          <a
            href={line.priceListUrl}
            target="_blank"
            rel="noopener nofollow"
            className="text-brand-700 inline-block min-h-6 underline underline-offset-4"
          >
            {line.from ? 'see price list' : 'See price list'}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
