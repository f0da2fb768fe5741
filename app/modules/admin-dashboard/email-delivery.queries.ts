import { queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * Whether a mail server is set up (SMTP_URL), for screens that say an email left: without one it waits in the
 * outbox. True until known, as the server is usually set up; the dashboard's answer is reused when fresh.
 */
export function useMailServerSetUp(request: AdminRequest): boolean {
  const { data } = useQuery({
    ...emailDeliveryQuery(request),
    refetchOnMount: true,
    refetchInterval: false,
    staleTime: 5 * 60_000,
  });
  return data?.smtpConfigured ?? true;
}
