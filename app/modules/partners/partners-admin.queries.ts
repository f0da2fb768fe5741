import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';
import { useAdminFile, useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { type PartnerListQuery, partnerListPageSchema, partnerListParams } from './partner-list.schema';
import {
  generatedDescriptionSchema,
  generatedLongDescriptionSchema,
  type Partner,
  partnerBulkDeleteResultSchema,
  partnerBulkEditResultSchema,
  type PartnerBulkUpdate,
  partnerDeleteResultSchema,
  type PartnerDescriptionRequest,
  partnerImportResultSchema,
  type PartnerInput,
  partnerJsonSchema,
  type PartnerUpdate,
} from './partner.schema';

/*
 * The admin partner screens' server state (spec §7 admin partner calls) over TanStack Query. Reads never go
 * stale on their own (spec §7); every change refetches the admin reads and drops what a public screen may
 * have cached in this browser under the partner keys, so the next visit shows the change (server-rendered
 * pages read the database on every load anyway).
 */

const PARTNERS_API = '/api/admin/partners';

export const adminPartnerKeys = {
  all: ['admin', 'partners'] as const,
  page: (query: PartnerListQuery) => ['admin', 'partners', 'page', query] as const,
  detail: (id: string) => ['admin', 'partners', 'detail', id] as const,
};

/** Query keys under which public screens cache partner data in the browser (cards, detail, lists). */
const PUBLIC_PARTNER_KEY_ROOTS = [['partners'], ['partner'], ['search']] as const;

function invalidatePartnerData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
  for (const queryKey of PUBLIC_PARTNER_KEY_ROOTS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}

/**
 * One page of the partner table; the previous page stays on screen while the next one loads, so each page
 * carries the query it answers (an empty list names the words it found nothing for, not the ones typed since).
 */
export function useAdminPartnerPage(query: PartnerListQuery) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: adminPartnerKeys.page(query),
    queryFn: async ({ signal }) => ({
      ...(await request(`${PARTNERS_API}/page?${partnerListParams(query).toString()}`, {
        signal,
        response: partnerListPageSchema,
      })),
      query,
    }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The CSV of every partner the filters match (all pages), as the server streams it. Fetched with the
 * bearer token (a plain link could not send it), then handed to the browser as a file.
 */
export function useExportPartners() {
  const downloadFile = useAdminFile();
  return useMutation({
    mutationFn: (query: PartnerListQuery): Promise<Blob> =>
      downloadFile(`${PARTNERS_API}/export.csv?${partnerListParams(query, { paging: false }).toString()}`),
  });
}

export function useAdminPartner(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: adminPartnerKeys.detail(id),
    queryFn: ({ signal }) =>
      request(`${PARTNERS_API}/${encodeURIComponent(id)}`, { signal, response: partnerJsonSchema }),
    // An edit form must start from the stored version, not from what a search loaded minutes ago.
    staleTime: 0,
    refetchOnMount: 'always',
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
  return usePartnerMutation((input: PartnerInput): Promise<Partner> =>
    request(PARTNERS_API, { method: 'POST', body: input, response: partnerJsonSchema }),
  );
}

export function useUpdatePartner() {
  const request = useAdminRequest();
  return usePartnerMutation(({ id, updates }: { id: string; updates: PartnerUpdate }) =>
    request(`${PARTNERS_API}/${encodeURIComponent(id)}`, { method: 'PUT', body: updates, response: partnerJsonSchema }),
  );
}

/** 'Mark information as checked': the listing was confirmed as it stands. */
export function useMarkPartnerChecked() {
  const request = useAdminRequest();
  return usePartnerMutation((id: string) =>
    request<Partner>(`${PARTNERS_API}/${encodeURIComponent(id)}/information-checked`, { method: 'POST' }),
  );
}

/** 'Remove logo': the partner's uploaded logo off its public page (decision 035). */
export function useRemovePartnerLogo() {
  const request = useAdminRequest();
  return usePartnerMutation((id: string) =>
    request(`${PARTNERS_API}/${encodeURIComponent(id)}/logo`, { method: 'DELETE', response: partnerJsonSchema }),
  );
}

export function useUploadPartnerLogo() {
  const request = useAdminRequest();
  return usePartnerMutation(({ id, file }: { id: string; file: File }) =>
    request(`${PARTNERS_API}/${encodeURIComponent(id)}/logo`, {
      method: 'POST',
      body: file,
      response: partnerJsonSchema,
    }),
  );
}

export function useDeletePartner() {
  const request = useAdminRequest();
  return usePartnerMutation((id: string) =>
    request(`${PARTNERS_API}/${encodeURIComponent(id)}`, { method: 'DELETE', response: partnerDeleteResultSchema }),
  );
}

export function useBulkEditPartners() {
  const request = useAdminRequest();
  return usePartnerMutation((body: { ids: string[]; updates: PartnerBulkUpdate }) =>
    request(`${PARTNERS_API}/bulk-edit`, { method: 'PATCH', body, response: partnerBulkEditResultSchema }),
  );
}

export function useBulkDeletePartners() {
  const request = useAdminRequest();
  return usePartnerMutation((ids: string[]) =>
    request(`${PARTNERS_API}/bulk-delete`, {
      method: 'DELETE',
      body: { ids },
      response: partnerBulkDeleteResultSchema,
    }),
  );
}

export function useImportPartners() {
  const request = useAdminRequest();
  return usePartnerMutation((partners: Record<string, unknown>[]) =>
    request(`${PARTNERS_API}/bulk`, { method: 'POST', body: { partners }, response: partnerImportResultSchema }),
  );
}

/** The import preview: the server checks every row (dry run) and writes nothing. */
export function useCheckPartnerImport() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: (partners: Record<string, unknown>[]) =>
      request(`${PARTNERS_API}/bulk`, {
        method: 'POST',
        body: { partners, dryRun: true },
        response: partnerImportResultSchema,
      }),
  });
}

export type DescriptionFacts = Partial<Record<keyof PartnerDescriptionRequest, unknown>>;

export function useGenerateDescription() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: async ({ kind, facts }: { kind: 'short' | 'long'; facts: DescriptionFacts }) => {
      if (kind === 'short') {
        const { description } = await request(`${PARTNERS_API}/generate-description`, {
          method: 'POST',
          body: facts,
          response: generatedDescriptionSchema,
        });
        return description;
      }
      const { longDescription } = await request(`${PARTNERS_API}/generate-long-description`, {
        method: 'POST',
        body: facts,
        response: generatedLongDescriptionSchema,
      });
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
