import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import type { FaqUploadRow } from './faq-csv';
import { adminFaqSchema, type FaqBulkUpdate, type FaqItemInput, type FaqItemUpdate } from './faq.schema';

/*
 * The admin FAQ screen's server state (spec §7 admin FAQ calls) over TanStack Query. The list never goes
 * stale on its own (spec §7); every change refetches it, and marks the other admin reads (the dashboard's
 * FAQ count) stale.
 */

export const adminFaqKeys = {
  list: ['admin', 'faq'] as const,
};

const FAQ_API = '/api/admin/faq';

/** `enabled: false` only reads what is cached (parts of the screen that must not fetch on their own). */
export function useAdminFaqs({ enabled = true }: { enabled?: boolean } = {}) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: adminFaqKeys.list,
    queryFn: ({ signal }) => request(FAQ_API, { signal, response: adminFaqSchema.array() }),
    enabled,
  });
}

function useFaqMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Settled, not only on success: after a failed bulk call the screen shows what is really stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useCreateFaq() {
  const request = useAdminRequest();
  return useFaqMutation((input: FaqItemInput) =>
    request(FAQ_API, { method: 'POST', body: input, response: adminFaqSchema }),
  );
}

export function useUpdateFaq() {
  const request = useAdminRequest();
  return useFaqMutation(({ id, updates }: { id: string; updates: FaqItemUpdate }) =>
    request(`${FAQ_API}/${id}`, { method: 'PUT', body: updates, response: adminFaqSchema }),
  );
}

export function useDeleteFaq() {
  const request = useAdminRequest();
  return useFaqMutation((id: string) => request<void>(`${FAQ_API}/${id}`, { method: 'DELETE' }));
}

export function useBulkEditFaqs() {
  const request = useAdminRequest();
  return useFaqMutation((body: { ids: string[]; updates: FaqBulkUpdate }) =>
    request<{ updatedCount: number }>(`${FAQ_API}/bulk-edit`, { method: 'PATCH', body }),
  );
}

export function useBulkDeleteFaqs() {
  const request = useAdminRequest();
  return useFaqMutation((ids: string[]) =>
    request<{ deletedCount: number }>(`${FAQ_API}/bulk-delete`, { method: 'DELETE', body: { ids } }),
  );
}

export function useUploadFaqs() {
  const request = useAdminRequest();
  return useFaqMutation((faqs: FaqUploadRow[]) =>
    request<{ count: number }>(`${FAQ_API}/bulk`, { method: 'POST', body: { faqs } }),
  );
}

/**
 * Spec §8's FAQ error texts: 'Authentication required' (or any 401) → the log-in hint; 'Invalid FAQ
 * data' → check the fields; a concurrent edit (409) and an upload's bad row say what happened; anything
 * else → the action's own failure text.
 */
export function faqErrorMessage(error: unknown, fallback: string): string {
  const serverMessage = error instanceof ApiError ? (error.serverMessage ?? '') : '';
  if ((error instanceof ApiError && error.status === 401) || serverMessage === 'Authentication required') {
    return 'Please log in to the admin panel to create FAQ items.';
  }
  if (serverMessage.startsWith('Invalid FAQ data')) return 'Please check all required fields and try again.';
  if (error instanceof ApiError && error.status === 409 && serverMessage) return serverMessage;
  if (serverMessage.startsWith('Invalid data in row')) return serverMessage;
  return fallback;
}

/** The server's field errors (`{ question: 'Question is required' }`) of a 400, for the form to show. */
export function faqFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? {}) : {};
}
