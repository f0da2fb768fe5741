import { useQuery } from '@tanstack/react-query';
import type { AdminRequest } from '~/modules/admin-auth/use-admin-request';
import { formatOfficeDateTime } from '~/modules/i18n/format';
import { Alert } from '~/ui/alert';
import { Badge } from '~/ui/badge';
import { Card } from '~/ui/card';
import { Skeleton } from '~/ui/skeleton';
import type { AdminCorrection } from '../correction.schema';

export const CORRECTION_STATUS_LABELS: Record<AdminCorrection['status'], string> = {
  new: 'New',
  accepted: 'Accepted',
  dismissed: 'Dismissed',
};

/** The report travels in the URL, so a reload or Back keeps it beside the form. */
export function correctionEditPath(item: Pick<AdminCorrection, 'id' | 'partnerId'>): string {
  return `/admin/partners/${item.partnerId}/edit?correction=${item.id}`;
}

/** The queue with this report shown first, where it is accepted or dismissed. */
export function correctionQueuePath(id: string): string {
  return `/admin/corrections?correction=${id}`;
}

export function useAdminCorrection(id: string, request: AdminRequest) {
  return useQuery({
    queryKey: ['admin', 'correction', id],
    queryFn: ({ signal }) => request<AdminCorrection>(`/api/admin/corrections/${id}`, { signal }),
  });
}

/** What the visitor wrote, when, how to reach them, and who handled it. */
export function CorrectionDetails({ item }: { item: AdminCorrection }) {
  return (
    <>
      {/* Plain text as the visitor typed it: React escapes it, nothing in it becomes a link or markup. */}
      <p className="text-ink [overflow-wrap:anywhere] whitespace-pre-line">{item.message}</p>
      <p className="text-muted text-base">
        Sent <time dateTime={item.createdAt}>{formatOfficeDateTime(item.createdAt)}</time>
        {item.contactEmail ? (
          <>
            {' '}
            · contact: <span className="[overflow-wrap:anywhere]">{item.contactEmail}</span>
          </>
        ) : (
          ' · no contact given'
        )}
        {item.handledAt ? (
          <>
            <br />
            {CORRECTION_STATUS_LABELS[item.status]} by {item.handledByName} ·{' '}
            <time dateTime={item.handledAt}>{formatOfficeDateTime(item.handledAt)}</time>
          </>
        ) : null}
      </p>
    </>
  );
}

/** Above the partner's form when it was opened from a report: what to fix, without going back for it. */
export function CorrectionReportPanel({ id, request }: { id: string; request: AdminRequest }) {
  const report = useAdminCorrection(id, request);
  return (
    <Card
      role="region"
      aria-labelledby="correction-report-title"
      className="border-brand-600 bg-brand-50 grid gap-3 border-2 p-5 sm:p-6"
    >
      <h2 id="correction-report-title" className="text-ink text-xl font-semibold">
        The report you are handling
      </h2>
      {report.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : report.isError ? (
        <Alert>The report could not be loaded. Update Partner still takes you back to Corrections.</Alert>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={report.data.status === 'new' ? 'solid' : 'outline'}>
              {CORRECTION_STATUS_LABELS[report.data.status]}
            </Badge>
            <span className="text-ink font-medium break-words">
              Correction to <bdi>{report.data.partnerName}</bdi>
            </span>
          </div>
          <CorrectionDetails item={report.data} />
          <p className="text-muted text-base">
            {report.data.status === 'new'
              ? 'Fix the listing below. Update Partner saves it and takes you back to Corrections, where you accept or dismiss this report.'
              : 'Update Partner saves the listing and takes you back to Corrections.'}
          </p>
        </>
      )}
    </Card>
  );
}
