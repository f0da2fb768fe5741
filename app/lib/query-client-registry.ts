import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * Public pages do not load TanStack Query (it is most of a kilobyte budget they do not need), yet an
 * inquiry sent from one must still refresh the admin's cached inbox in the same tab (spec §7). The
 * admin's client registers itself here; a public screen invalidates through this module, which imports
 * only types.
 */
let registered: QueryClient | undefined;

export function registerBrowserQueryClient(client: QueryClient) {
  registered = client;
}

/** Marks these cached reads stale in the tab's query client, if this tab has one. */
export function invalidateCachedQueries(queryKeys: readonly QueryKey[]) {
  if (!registered) return;
  for (const queryKey of queryKeys) void registered.invalidateQueries({ queryKey });
}
