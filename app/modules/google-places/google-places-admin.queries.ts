import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import type {
  BatchUpdateResponse,
  FixPhonesResponse,
  GooglePartnerSummary,
  GooglePlacesStatus,
  GoogleUpdateResult,
  TestConnectionResponse,
} from './google-places-admin.schema';

/*
 * The two admin Google screens' server state (spec §7 "Google Places") over TanStack Query. Keys live under
 * ['admin'], so signing out drops them; every update marks all admin reads stale (lists, counters, the
 * dashboard), since a refreshed partner moves from "missing" to "with Google data".
 */

export const googlePlacesKeys = {
  status: ['admin', 'google-places', 'status'] as const,
  partners: ['admin', 'google-places', 'partners'] as const,
  withoutGoogle: ['admin', 'partners-without-google'] as const,
};

/** The server's own message when it sent one (e.g. 'Google Places API key is not configured'), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function useGooglePlacesStatus() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: googlePlacesKeys.status,
    queryFn: ({ signal }) => request<GooglePlacesStatus>('/api/google-places/status', { signal }),
  });
}

export function useGooglePartners() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: googlePlacesKeys.partners,
    queryFn: ({ signal }) => request<GooglePartnerSummary[]>('/api/google-places/partners', { signal }),
  });
}

export function usePartnersWithoutGoogle() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: googlePlacesKeys.withoutGoogle,
    queryFn: ({ signal }) => request<GooglePartnerSummary[]>('/api/admin/partners-without-google', { signal }),
  });
}

export function useTestGooglePlaces() {
  const request = useAdminRequest();
  return useMutation({ mutationFn: () => request<TestConnectionResponse>('/api/google-places/test') });
}

function useGoogleMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Settled, not only on success: a batch that failed half-way still changed some partners.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useUpdatePartnerFromGoogle() {
  const request = useAdminRequest();
  return useGoogleMutation((partnerId: string) =>
    request<GoogleUpdateResult>(`/api/google-places/update/${partnerId}`, { method: 'POST' }),
  );
}

export function useBatchUpdateFromGoogle() {
  const request = useAdminRequest();
  return useGoogleMutation(({ partnerIds, limit }: { partnerIds: string[]; limit: number }) =>
    request<BatchUpdateResponse>('/api/google-places/batch-update', { method: 'POST', body: { partnerIds, limit } }),
  );
}

/**
 * The bulk screen's run: the selection in consecutive batches of `batchSize` (one request each, so no
 * request holds the server for long), results gathered in order.
 */
export function useBulkUpdateFromGoogle() {
  const request = useAdminRequest();
  return useGoogleMutation(async ({ partnerIds, batchSize }: { partnerIds: string[]; batchSize: number }) => {
    const results: GoogleUpdateResult[] = [];
    for (let start = 0; start < partnerIds.length; start += batchSize) {
      const batch = partnerIds.slice(start, start + batchSize);
      const response = await request<BatchUpdateResponse>('/api/google-places/batch-update', {
        method: 'POST',
        body: { partnerIds: batch, limit: batchSize },
      });
      results.push(...response.results);
    }
    const successful = results.filter((result) => result.success).length;
    return { results, summary: { total: results.length, successful, failed: results.length - successful } };
  });
}

export function useFixPlaceholderPhones() {
  const request = useAdminRequest();
  return useGoogleMutation(() =>
    request<FixPhonesResponse>('/api/google-places/fix-placeholder-phones', { method: 'POST' }),
  );
}
