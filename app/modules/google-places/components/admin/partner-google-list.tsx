import { useId } from 'react';
import type { GooglePartnerSummary } from '../../google-places-admin.schema';
import { PartnerGoogleCard } from './partner-google-card';

/** A list shows this many cards; the heading's count is the whole list, and the search narrows it. */
export const LIST_RENDER_LIMIT = 100;

export function PartnerGoogleList({
  heading,
  partners,
  selectable,
  selected,
  onSelectedChange,
  refreshingId,
  onRefresh,
  emptyText,
}: {
  heading: string;
  partners: GooglePartnerSummary[];
  selectable: boolean;
  selected?: Set<string>;
  onSelectedChange?: (id: string, selected: boolean) => void;
  refreshingId: string | null;
  onRefresh: (partner: GooglePartnerSummary) => void;
  emptyText: string;
}) {
  const headingId = useId();
  const shown = partners.slice(0, LIST_RENDER_LIMIT);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-ink font-serif text-xl font-semibold sm:text-2xl">
        {heading}
      </h2>
      {partners.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <>
          <ul className="grid gap-2 md:grid-cols-2">
            {shown.map((partner) => (
              <PartnerGoogleCard
                key={partner.id}
                partner={partner}
                selectable={selectable}
                selected={selected?.has(partner.id)}
                onSelectedChange={(on) => onSelectedChange?.(partner.id, on)}
                refreshing={refreshingId === partner.id}
                onRefresh={() => onRefresh(partner)}
              />
            ))}
          </ul>
          {partners.length > shown.length ? (
            <p className="text-muted text-sm">
              Showing the first {shown.length} of {partners.length.toLocaleString('en-US')}. Search to find others.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
