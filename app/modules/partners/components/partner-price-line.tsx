import Tag from 'lucide-react/icons/tag';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import type { Partner } from '../partner.schema';
import { priceFigures } from '../price-line';

export type PriceFields = Pick<Partner, 'directCremationFromCents' | 'priceCheckedOn' | 'priceListUrl' | 'country'>;

/**
 * "From $1,295 · checked Nov 2026 · see price list": the partner's own figures, nothing when there are none.
 * Server-rendered under `<I18nProvider>` (the card's and the partner page's sections).
 */
export function PartnerPriceLine({ partner, className }: { partner: PriceFields; className?: string }) {
  const { i18n, locale } = usePageI18n();
  const line = priceFigures(partner, locale);
  if (!line) return null;
  return (
    <p className={className}>
      <Tag aria-hidden="true" className="text-brand-600 mr-2 inline size-5 align-[-0.2em]" />
      {line.price ? (
        <>
          <span className="font-semibold">{i18n._('price.from', { price: line.price })}</span>
          <span className="text-muted"> {i18n._('price.checked', { month: line.month ?? '' })}</span>
        </>
      ) : null}
      {line.priceListUrl ? (
        <>
          {line.price ? <span className="text-muted"> · </span> : null}
          <a
            href={line.priceListUrl}
            target="_blank"
            rel="noopener nofollow"
            className="text-brand-700 inline-block min-h-6 underline underline-offset-4"
          >
            {line.price ? i18n._('price.seeList') : i18n._('price.seeListStart')}
            <span className="sr-only"> {i18n._('link.opensInNewTab')}</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
