import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminRequest } from '~/modules/admin-auth/use-admin-request';
import {
  adminInquiryPageSchema,
  INQUIRY_SEARCH_MAX,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from './inquiry-admin.schema';

/** What the inbox shows, as its URL's query string holds it (?q=&status=&partner=&page=). */
export interface InboxFilters {
  q: string;
  status: InquiryStatus | null;
  partnerId: string | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from a URL; a hand-edited value that makes no sense is ignored, never an error. */
export function inboxFiltersFromParams(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  const partnerId = params.get('partner');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, INQUIRY_SEARCH_MAX),
    status: INQUIRY_STATUSES.find((known) => known === status) ?? null,
    partnerId: partnerId && UUID.test(partnerId) ? partnerId : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query string of the filters: only what is set, page 1 left out. */
export function inboxParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.partnerId) params.set('partner', filters.partnerId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query string for the same filters (the API names the partner `partnerId`). */
function apiParams({ q, status, partnerId }: Omit<InboxFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (partnerId) params.set('partnerId', partnerId);
  return params;
}

/** Every inbox list is under this key (spec §7: a new inquiry refreshes them, inquiry.queries.ts). */
export const adminInquiriesKey = ['admin', 'inquiries'] as const;

export function inquiryPageQuery(request: AdminRequest, filters: InboxFilters) {
  return queryOptions({
    queryKey: [...adminInquiriesKey, 'page', filters] as const,
    queryFn: ({ signal }) => {
      const params = apiParams(filters);
      params.set('page', String(filters.page));
      return request(`/api/admin/inquiries/page?${params}`, { signal, response: adminInquiryPageSchema });
    },
    // The page being left stays on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
    // New inquiries arrive all the time: fresh whenever the inbox opens (then on Refresh).
    refetchOnMount: 'always',
  });
}

/**
 * Where the CSV of every inquiry the filters match is (all of them, however many: the server streams the
 * file, it never stops short at a limit).
 */
export function inquiryExportPath(filters: Omit<InboxFilters, 'page'>): string {
  const params = apiParams(filters).toString();
  return `/api/admin/inquiries/export.csv${params ? `?${params}` : ''}`;
}
