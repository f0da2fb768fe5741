import { QueryClient } from '@tanstack/react-query';

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
