import { Outlet } from 'react-router';
import { QueryProvider } from '~/ui/layout/query-provider';

/** Every admin screen reads and writes through TanStack Query; public pages never load it. */
export default function AdminLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
