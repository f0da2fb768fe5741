import type { PartnerRow } from './partner.table';

/*
 * The filters families ask for (decision 028), as they appear in links: `?service=pet`, several at once as
 * `?service=pet,open-now`. Pure: pages build the links with it, and the partners service turns the same keys
 * into one SQL condition (partner-filters.server.ts) for city, state and search pages alike.
 */

type ServiceColumn = keyof Pick<
  PartnerRow,
  'offersPetCremation' | 'acceptsCrematedRemains' | 'offersWitnessedCremation' | 'servesVeterans'
>;

export const SERVICE_FILTERS = [
  { key: 'pet', label: 'Pet cremation', column: 'offersPetCremation' },
  { key: 'already-cremated', label: 'We already have the ashes', column: 'acceptsCrematedRemains' },
  { key: 'witnessed', label: 'Witnessed cremation', column: 'offersWitnessedCremation' },
  { key: 'veterans', label: 'Veterans', column: 'servesVeterans' },
  { key: 'open-now', label: 'Open now', column: null },
] as const satisfies readonly { key: string; label: string; column: ServiceColumn | null }[];

export type ServiceFilterKey = (typeof SERVICE_FILTERS)[number]['key'];

/** The filters' keys, in the list's order. */
export const SERVICE_FILTER_KEYS = SERVICE_FILTERS.map((filter) => filter.key) as [
  ServiceFilterKey,
  ...ServiceFilterKey[],
];

export const SERVICE_PARAM = 'service';

/** Partners per page of a filtered state or city list (a city page's size). */
export const FILTERED_PAGE_SIZE = 24;

/** Under a list filtered to "Open now": how many partners closed now but answering after hours are shown. */
export const AFTER_HOURS_LIMIT = 6;

/** The services a partner offers, in the filters' words (the card and page list them). */
export function offeredServices(partner: Pick<PartnerRow, ServiceColumn>): string[] {
  return SERVICE_FILTERS.flatMap((filter) =>
    filter.column !== null && partner[filter.column]
      ? [filter.key === 'already-cremated' ? 'Accepts remains cremated elsewhere' : filter.label]
      : [],
  );
}

/**
 * The known filters of a URL, in the list's order, each once. `canonical` is false when the URL wrote them
 * another way (unknown keys, repeats, another order): the page redirects to the one spelling. `chosen`: the
 * URL has the parameter, even empty (`service=`: none, where a search's words would ask for some).
 */
export function serviceFiltersOf(searchParams: URLSearchParams): {
  keys: ServiceFilterKey[];
  canonical: boolean;
  chosen: boolean;
} {
  const written = searchParams.getAll(SERVICE_PARAM).flatMap((value) => value.split(','));
  const keys = SERVICE_FILTER_KEYS.filter((key) => written.includes(key));
  const canonical = searchParams.getAll(SERVICE_PARAM).length <= 1 && written.join(',') === keys.join(',');
  return { keys, canonical: written.length === 0 || canonical, chosen: searchParams.has(SERVICE_PARAM) };
}

/**
 * The same URL search with `keys` as its filters (page reset: a filtered list starts at its first page).
 * `writeNone`: no filters are written `service=`, so a search whose words ask for filters stays without them.
 */
export function searchWithFilters(
  search: URLSearchParams,
  keys: readonly ServiceFilterKey[],
  { writeNone = false }: { writeNone?: boolean } = {},
): string {
  const next = new URLSearchParams(search);
  next.delete(SERVICE_PARAM);
  next.delete('page');
  const ordered = SERVICE_FILTER_KEYS.filter((key) => keys.includes(key));
  // The keys are plain words: written with a bare comma, as people share them (`service=pet,open-now`).
  const parts = [next.toString(), ordered.length > 0 || writeNone ? `${SERVICE_PARAM}=${ordered.join(',')}` : ''];
  const text = parts.filter((part) => part !== '').join('&');
  return text === '' ? '' : `?${text}`;
}

/** The filters after a query already in the address: `&service=pet`, or '' (`&service=` with `writeNone`). */
export function filterSuffixOf(keys: readonly ServiceFilterKey[], options: { writeNone?: boolean } = {}): string {
  return searchWithFilters(new URLSearchParams(), keys, options).replace(/^\?/, '&');
}

/** The filter links of a list: each toggles its own key and keeps the others. */
export function serviceFilterLinks(
  search: URLSearchParams,
  active: readonly ServiceFilterKey[],
  options: { writeNone?: boolean } = {},
): { key: ServiceFilterKey; label: string; active: boolean; search: string }[] {
  return SERVICE_FILTERS.map((filter) => {
    const on = active.includes(filter.key);
    const keys = on ? active.filter((key) => key !== filter.key) : [...active, filter.key];
    return { key: filter.key, label: filter.label, active: on, search: searchWithFilters(search, keys, options) };
  });
}
