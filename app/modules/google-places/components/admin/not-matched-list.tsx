import { CheckCircle2, Link2, Loader2, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Input } from '~/ui/input';
import { toast } from '~/ui/use-toast';
import type { NoMatchPartner } from '../../google-places-admin.schema';
import { ratingText } from '../../google-places-admin-view';
import {
  failureMessage,
  useLinkGooglePlace,
  useMarkNotOnGoogle,
  useSearchGooglePlaces,
} from '../../google-places-admin.queries';
import { formatOfficeDateTime } from '~/modules/i18n/format';

/**
 * Partners a bulk run found no Google place for: bulk runs skip them until the administrator searches
 * Google by name here and links the right place, or says the partner is not on Google.
 */
export function NotMatchedList({ partners }: { partners: NoMatchPartner[] }) {
  if (partners.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
        <h2 className="text-ink text-lg font-semibold">No Unmatched Partners</h2>
        <p className="text-muted">Partners a bulk update finds no Google listing for appear here.</p>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Partners not matched on Google">
      {partners.map((partner) => (
        <li key={partner.id}>
          <NotMatchedPartner partner={partner} />
        </li>
      ))}
    </ul>
  );
}

function NotMatchedPartner({ partner }: { partner: NoMatchPartner }) {
  const search = useSearchGooglePlaces();
  const link = useLinkGooglePlace();
  const notOnGoogle = useMarkNotOnGoogle();
  const [query, setQuery] = useState(`${partner.name} ${partner.city}`);
  const inputId = useId();
  const busy = link.isPending || notOnGoogle.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) search.mutate(query.trim());
  }

  function choose(placeId: string) {
    link.mutate(
      { partnerId: partner.id, placeId },
      {
        onSuccess: (result) =>
          toast({ title: 'Google Place Linked', description: `${partner.name}: ${ratingText(result.googleData)}` }),
        onError: (error) =>
          toast({ title: 'Link Failed', description: failureMessage(error, 'Could not link'), variant: 'destructive' }),
      },
    );
  }

  function markNotOnGoogle() {
    notOnGoogle.mutate(partner.id, {
      onSuccess: () => toast({ title: 'Marked Not on Google', description: partner.name }),
      onError: (error) =>
        toast({ title: 'Error', description: failureMessage(error, 'Could not save'), variant: 'destructive' }),
    });
  }

  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-ink font-semibold break-words">{partner.name}</h2>
          <p className="text-muted text-sm break-words">
            {partner.address}, {partner.city}, {partner.state}
          </p>
          <p className="text-muted text-sm">No match found {formatOfficeDateTime(partner.triedAt)}</p>
        </div>
        <Button variant="secondary" onClick={markNotOnGoogle} disabled={busy}>
          Not on Google
        </Button>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-ink text-sm font-medium">
            Search Google for {partner.name}
          </label>
          <Input id={inputId} value={query} onChange={(event) => setQuery(event.target.value)} maxLength={200} />
        </div>
        <Button type="submit" disabled={search.isPending || busy || !query.trim()}>
          {search.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
          Search
        </Button>
      </form>
      {search.isError ? <Alert variant="destructive">{failureMessage(search.error, 'Search failed')}</Alert> : null}
      {search.data?.length === 0 ? <p className="text-muted text-sm">Google found no places for this search.</p> : null}
      {search.data && search.data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={`Google places for ${partner.name}`}>
          {search.data.map((place) => (
            <li
              key={place.placeId}
              className="border-brand-200 flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
            >
              <div className="min-w-0">
                <p className="text-ink font-medium break-words">{place.name}</p>
                <p className="text-muted text-sm break-words">
                  {place.address ?? 'No address'} ·{' '}
                  {ratingText({ rating: place.rating, review_count: place.reviewCount })}
                </p>
              </div>
              <Button onClick={() => choose(place.placeId)} disabled={busy} aria-label={`Link ${place.name}`}>
                <Link2 aria-hidden="true" />
                Link
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
