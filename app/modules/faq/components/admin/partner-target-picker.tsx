import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { abbreviationFor } from '~/modules/geo/regions';
import { partnerListPageSchema } from '~/modules/partners/partner-list.schema';
import { Input } from '~/ui/input';
import type { FaqTargetPartner } from '../../faq.schema';

/** Fewer letters match too much of the directory to be worth a request. */
const MIN_QUERY = 2;
const MAX_OPTIONS = 10;

export function partnerLabel(partner: FaqTargetPartner): string {
  return `${partner.name} — ${partner.city}, ${abbreviationFor(partner.state)}`;
}

/** The typed text, once the admin has paused typing for a moment: one request per pause, not per key. */
function useSettled(text: string, delay = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * Target partners chosen by name (WAI-ARIA combobox with a listbox popup): typing 2+ letters lists the
 * matching partners from the admin partner table's search; arrows move, Enter or a click adds, Escape
 * closes the list. The chosen partners are chips whose button removes them. `value` is the list of ids;
 * `known` names the ids the item already had.
 */
export function PartnerTargetPicker({
  id,
  value,
  known,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  value: string[];
  known: readonly FaqTargetPartner[];
  onChange: (ids: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const request = useAdminRequest();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The option the arrows moved to; none (-1) until the first arrow press.
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<FaqTargetPartner[]>([]);
  const query = useSettled(text.trim());
  const search = useQuery({
    queryKey: ['admin', 'faq', 'partner-search', query],
    queryFn: ({ signal }) =>
      request(
        `/api/admin/partners/page?${new URLSearchParams({ q: query, pageSize: String(MAX_OPTIONS) }).toString()}`,
        { signal, response: partnerListPageSchema },
      ),
    enabled: query.length >= MIN_QUERY,
    staleTime: 30_000,
  });
  const names = new Map([...known, ...picked].map((partner) => [partner.id.toLowerCase(), partner]));
  const chosen = new Set(value.map((entry) => entry.toLowerCase()));
  const options = (search.data?.partners ?? []).filter((partner) => !chosen.has(partner.id.toLowerCase()));
  const typedEnough = text.trim().length >= MIN_QUERY;
  const expanded = open && typedEnough;
  const listId = `${id}-options`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(partner: FaqTargetPartner) {
    setPicked((current) => [...current, partner]);
    onChange([...value, partner.id]);
    setText('');
    setActive(-1);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) =>
        current < 0 ? (down ? 0 : options.length - 1) : (current + (down ? 1 : -1) + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded) {
      // Enter picks; it never submits the form from this field.
      event.preventDefault();
      const partner = options[active];
      if (partner) choose(partner);
    } else if (event.key === 'Escape' && expanded) {
      setOpen(false);
    }
  }

  const status = !typedEnough
    ? ''
    : search.isFetching && options.length === 0
      ? 'Searching…'
      : search.isError
        ? 'The partner search failed. Try again.'
        : options.length === 0 && query === text.trim()
          ? 'No partner matches'
          : `${options.length} partner${options.length === 1 ? '' : 's'} found`;

  return (
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul aria-label="Chosen partners" className="flex flex-wrap gap-2">
          {value.map((partnerId) => {
            const partner = names.get(partnerId.toLowerCase());
            const label = partner ? partnerLabel(partner) : `Unknown partner (${partnerId})`;
            return (
              <li
                key={partnerId}
                className="border-line bg-brand-50 text-ink flex max-w-full items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm"
              >
                <span className="min-w-0 break-words">{label}</span>
                <button
                  type="button"
                  className="hover:bg-brand-100 focus-visible:ring-brand-500 inline-flex size-8 shrink-0 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:outline-hidden"
                  aria-label={`Remove ${partner?.name ?? partnerId}`}
                  onClick={() => onChange(value.filter((entry) => entry !== partnerId))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          placeholder="Type a partner name"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
          aria-invalid={invalid ? true : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching partners"
          hidden={!expanded || options.length === 0}
          className="border-line absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-white py-1 shadow-lg"
        >
          {options.map((partner, index) => (
            <li
              key={partner.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`text-ink cursor-pointer px-3 py-2.5 text-sm ${index === active ? 'bg-brand-50' : ''}`}
              // mousedown, not click: the input keeps focus and its blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(partner);
              }}
              onMouseMove={() => setActive(index)}
            >
              {partnerLabel(partner)}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} role="status" className="text-muted min-h-5 text-sm">
        {status}
      </p>
    </div>
  );
}
