import { queryOptions } from '@tanstack/react-query';
import type { AdminRequest } from '~/modules/admin-auth/use-admin-request';
import { emailDeliverySchema } from './email-delivery.schema';

export function emailDeliveryQuery(request: AdminRequest) {
  return queryOptions({
    queryKey: ['admin', 'stats', 'email-delivery'],
    queryFn: ({ signal }) => request('/api/admin/stats/email-delivery', { signal, response: emailDeliverySchema }),
    // Mail leaves every few seconds: fresh each time the dashboard opens, and again a minute later.
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });
}
