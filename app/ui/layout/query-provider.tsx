import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryClientForThisRender } from '~/lib/query-client';

/**
 * TanStack Query for the screens that read and write through it (admin, partner tools). Public pages are
 * rendered from their loaders and never download it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(queryClientForThisRender);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
