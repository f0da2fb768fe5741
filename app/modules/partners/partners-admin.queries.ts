import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';
import type { AdminStats } from '~/modules/admin-auth/admin.schema';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import type {
  Partner,
  PartnerBulkUpdate,
  PartnerDescriptionRequest,
  PartnerImportResult,
  PartnerInput,
  PartnerUpdate,
} from './partner.schema';

/*
 * The admin partner screens' server state (spec §7 admin partner calls) over TanStack Query. Reads never go
 * stale on their own (spec §7); every change refetches the admin reads and drops what a public screen may
 * have cached in this browser under the partner keys, so the next visit shows the change (server-rendered
 * pages read the database on every load anyway).
 */

const PARTNERS_API = '/api/admin/partners';

export interface AdminPartnerSearch {
  q: string;
  /** A full state name, or '' for all states. */
  state: string;
}

export const adminPartnerKeys = {
  all: ['admin', 'partners'] as const,
  search: (search: AdminPartnerSearch) => ['admin', 'partners', 'search', search] as const,
  detail: (id: string) => ['admin', 'partners', 'detail', id] as const,
};

/** Query keys under which public screens cache partner data in the browser (cards, detail, lists). */
const PUBLIC_PARTNER_KEY_ROOTS = [['partners'], ['partner'], ['search']] as const;

function invalidatePartnerData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
  for (const queryKey of PUBLIC_PARTNER_KEY_ROOTS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}

export function searchPath({ q, state }: AdminPartnerSearch): string {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q.trim());
  if (state !== '') params.set('state', state);
  return `${PARTNERS_API}/search?${params.toString()}`;
}

/** Spec §2: nothing is listed until a search runs; `search` null means "no search yet". */
export function useAdminPartnerSearch(search: AdminPartnerSearch | null) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: search ? adminPartnerKeys.search(search) : ['admin', 'partners', 'search', 'none'],
    queryFn: ({ signal }) => request<Partner[]>(searchPath(search!), { signal }),
    enabled: search !== null,
  });
}

export function useAdminPartner(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: adminPartnerKeys.detail(id),
    queryFn: ({ signal }) => request<Partner>(`${PARTNERS_API}/${encodeURIComponent(id)}`, { signal }),
    // An edit form must start from the stored version, not from what a search loaded minutes ago.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The real number of partner records, for the 'Search to View Partners' prompt (dashboard counter). */
export function usePartnerRecordCount() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => request<AdminStats>('/api/admin/stats', { signal }),
    select: (stats) => stats.partners,
  });
}

function usePartnerMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Settled, not only on success: after a failure the screen shows what is really stored.
    onSettled: () => invalidatePartnerData(queryClient),
  });
}

export function useCreatePartner() {
  const request = useAdminRequest();
  return usePartnerMutation((input: PartnerInput) => request<Partner>(PARTNERS_API, { method: 'POST', body: input }));
}

export function useUpdatePartner() {
  const request = useAdminRequest();
  return usePartnerMutation(({ id, updates }: { id: string; updates: PartnerUpdate }) =>
    request<Partner>(`${PARTNERS_API}/${encodeURIComponent(id)}`, { method: 'PUT', body: updates }),
  );
}

export function useDeletePartner() {
  const request = useAdminRequest();
  return usePartnerMutation((id: string) =>
    request<void>(`${PARTNERS_API}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function useBulkEditPartners() {
  const request = useAdminRequest();
  return usePartnerMutation((body: { ids: string[]; updates: PartnerBulkUpdate }) =>
    request<{ updatedCount: number }>(`${PARTNERS_API}/bulk-edit`, { method: 'PATCH', body }),
  );
}

export function useBulkDeletePartners() {
  const request = useAdminRequest();
  return usePartnerMutation((ids: string[]) =>
    request<{ deletedCount: number }>(`${PARTNERS_API}/bulk-delete`, { method: 'DELETE', body: { ids } }),
  );
}

export function useImportPartners() {
  const request = useAdminRequest();
  return usePartnerMutation((partners: Record<string, unknown>[]) =>
    request<PartnerImportResult>(`${PARTNERS_API}/bulk`, { method: 'POST', body: { partners } }),
  );
}

/** The import preview: the server checks every row (dry run) and writes nothing. */
export function useCheckPartnerImport() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: (partners: Record<string, unknown>[]) =>
      request<PartnerImportResult>(`${PARTNERS_API}/bulk`, { method: 'POST', body: { partners, dryRun: true } }),
  });
}

export type DescriptionFacts = Partial<Record<keyof PartnerDescriptionRequest, unknown>>;

export function useGenerateDescription() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: async ({ kind, facts }: { kind: 'short' | 'long'; facts: DescriptionFacts }) => {
      if (kind === 'short') {
        const { description } = await request<{ description: string }>(`${PARTNERS_API}/generate-description`, {
          method: 'POST',
          body: facts,
        });
        return description;
      }
      const { longDescription } = await request<{ longDescription: string }>(
        `${PARTNERS_API}/generate-long-description`,
        { method: 'POST', body: facts },
      );
      return longDescription;
    },
  });
}

/** The server's field errors of a 400 (`{ zipCode: 'Enter a ZIP code like 12345' }`), for the form. */
export function partnerFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? {}) : {};
}

export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server's own message when it sent one (an import's 'Invalid data in row N: ...'), else the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}
