import { Outlet } from 'react-router';
import { QueryProvider } from '~/ui/layout/query-provider';

/** Every partner-tools screen reads and writes through TanStack Query; public pages never load it. */
export default function PartnerToolsLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
