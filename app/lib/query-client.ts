import { QueryClient } from '@tanstack/react-query';
import { registerBrowserQueryClient } from './query-client-registry';

/**
 * Spec §7 and §9: data never goes stale on its own, nothing refetches on focus, nothing retries. The few
 * reads with their own rules (partner 5 min and one retry, Google data 15 min) say so in their
 * queryOptions, next to the fetcher, not here.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The client the screens that use TanStack Query share: one per browser tab, so the admin's cache outlives
 * moving between the admin and partner-tools areas; a new one per server render, never shared between users.
 */
export function queryClientForThisRender(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  if (!browserQueryClient) {
    browserQueryClient = createQueryClient();
    registerBrowserQueryClient(browserQueryClient);
  }
  return browserQueryClient;
}
