import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import type {
  BatchUpdateResponse,
  FixPhonesResponse,
  GooglePartnerSummary,
  GooglePlacesStatus,
  GoogleUpdateResult,
  NoMatchPartner,
  PlaceCandidate,
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
  noMatch: ['admin', 'google-places', 'no-match'] as const,
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
 * The bulk screen's run: one request per partner, `batchSize` in flight, so the screen advances on each of
 * the server's answers (`onResult`) rather than guessing. A request that fails (Google down, a lost
 * connection) is that partner's failed result; the others go on.
 */
export function useBulkUpdateFromGoogle() {
  const request = useAdminRequest();
  return useGoogleMutation(
    async ({
      partners,
      batchSize,
      onResult,
    }: {
      partners: Array<{ id: string; name: string }>;
      batchSize: number;
      onResult: (result: GoogleUpdateResult) => void;
    }): Promise<BatchUpdateResponse> => {
      const results = new Array<GoogleUpdateResult>(partners.length);
      let next = 0;
      const worker = async () => {
        while (next < partners.length) {
          const index = next;
          next += 1;
          const partner = partners[index]!;
          let result: GoogleUpdateResult;
          try {
            const response = await request<BatchUpdateResponse>('/api/google-places/batch-update', {
              method: 'POST',
              body: { partnerIds: [partner.id], limit: 1 },
            });
            result = response.results[0]!;
          } catch (error) {
            result = {
              partnerId: partner.id,
              partnerName: partner.name,
              success: false,
              error: failureMessage(error, 'Update failed'),
              googleData: null,
            };
          }
          results[index] = result;
          onResult(result);
        }
      };
      await Promise.all(Array.from({ length: Math.min(batchSize, partners.length) }, worker));
      const successful = results.filter((result) => result.success).length;
      return { results, summary: { total: results.length, successful, failed: results.length - successful } };
    },
  );
}

/** The "Not matched" list, and every remembered id (those marked "not on Google" too) to keep off the bulk list. */
export function useNoMatchPartners() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: googlePlacesKeys.noMatch,
    queryFn: ({ signal }) =>
      request<{ partners: NoMatchPartner[]; rememberedIds: string[] }>('/api/google-places/no-match', { signal }),
  });
}

export function useSearchGooglePlaces() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: (query: string) =>
      request<PlaceCandidate[]>(`/api/google-places/search?q=${encodeURIComponent(query)}`),
  });
}

export function useLinkGooglePlace() {
  const request = useAdminRequest();
  return useGoogleMutation(({ partnerId, placeId }: { partnerId: string; placeId: string }) =>
    request<GoogleUpdateResult>(`/api/google-places/no-match/${partnerId}/link`, { method: 'POST', body: { placeId } }),
  );
}

export function useMarkNotOnGoogle() {
  const request = useAdminRequest();
  return useGoogleMutation((partnerId: string) =>
    request<void>(`/api/google-places/no-match/${partnerId}/not-on-google`, { method: 'POST' }),
  );
}

export function useFixPlaceholderPhones() {
  const request = useAdminRequest();
  return useGoogleMutation(() =>
    request<FixPhonesResponse>('/api/google-places/fix-placeholder-phones', { method: 'POST' }),
  );
}
