import { Loader2, MapPin, Phone, RefreshCw, Star } from 'lucide-react';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Checkbox } from '~/ui/checkbox';
import type { GooglePartnerSummary } from '../../google-places-admin.schema';

/**
 * One partner in the management screen's lists. Missing data: the whole card is the checkbox's label (a
 * big tap target) with a refresh button beside it. With data: rating, review count and refresh.
 */
export function PartnerGoogleCard({
  partner,
  selectable,
  selected,
  onSelectedChange,
  refreshing,
  onRefresh,
}: {
  partner: GooglePartnerSummary;
  selectable: boolean;
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const details = (
    <div className="min-w-0 flex-1">
      <p className="text-ink font-semibold break-words">{partner.name}</p>
      <p className="text-muted flex items-center gap-1 text-sm">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {partner.city}, {partner.state}
      </p>
      {selectable ? (
        <p className="text-muted flex items-center gap-1 text-sm">
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {partner.phone}
        </p>
      ) : (
        <p className="text-ink flex items-center gap-1 text-sm">
          <Star aria-hidden="true" className="text-star size-4 shrink-0 fill-current" />
          <span>
            {partner.googleRating}/5 · {(partner.googleReviewCount ?? 0).toLocaleString('en-US')} reviews
          </span>
        </p>
      )}
    </div>
  );
  return (
    <li>
      <Card className="flex items-start gap-3 p-3 sm:p-4">
        {selectable ? (
          <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
            <Checkbox
              className="mt-0.5"
              checked={selected ?? false}
              onChange={(event) => onSelectedChange?.(event.target.checked)}
            />
            {details}
          </label>
        ) : (
          details
        )}
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 px-3"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={`Refresh ${partner.name} from Google`}
        >
          {refreshing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <RefreshCw aria-hidden="true" />}
        </Button>
      </Card>
    </li>
  );
}
