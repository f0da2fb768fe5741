import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Mail, Phone, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { csvDateStamp, toCsv } from '~/lib/csv';
import { downloadTextFile } from '~/lib/download';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { Alert, AlertDescription } from '~/ui/alert';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { cn } from '~/ui/cn';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import {
  type AdminInquiry,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from '../inquiry-admin.schema';

type StatusFilter = InquiryStatus | 'all';

const inquiriesKey = (status: StatusFilter) => ['admin', 'inquiries', { status }] as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const CSV_HEADER = [
  'createdAt',
  'status',
  'partnerName',
  'name',
  'email',
  'phone',
  'message',
  'emailDelivery',
  'emailAttempts',
  'emailLastError',
] as const;

function inquiriesCsv(rows: AdminInquiry[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.createdAt,
      row.status,
      row.partnerName,
      row.name,
      row.email,
      row.phone,
      row.message,
      row.delivery.state,
      row.delivery.attempts,
      row.delivery.lastError,
    ]),
  );
}

/**
 * The admin inquiries inbox (design §3 Inquiries): newest first, filter by status, status change per
 * inquiry, the email delivery state of each, and a CSV export of what is listed.
 */
export function AdminInquiriesInbox() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<StatusFilter>('all');

  const inquiries = useQuery({
    queryKey: inquiriesKey(filter),
    queryFn: ({ signal }) =>
      request<AdminInquiry[]>(filter === 'all' ? '/api/admin/inquiries' : `/api/admin/inquiries?status=${filter}`, {
        signal,
      }),
    // New inquiries arrive all the time: fresh whenever the inbox opens (then on Refresh).
    refetchOnMount: 'always',
  });

  const updateStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) =>
      request<AdminInquiry>(`/api/admin/inquiries/${id}`, { method: 'PATCH', body: { status } }),
    onSuccess: (updated) => {
      toast({
        title: 'Status updated',
        description: `Inquiry from ${updated.name} marked ${INQUIRY_STATUS_LABELS[updated.status].toLowerCase()}.`,
      });
      // Every filtered list may now be wrong (the inquiry moved between them); the stats count is unchanged.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries'] });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update inquiry status', variant: 'destructive' }),
  });

  const rows = inquiries.data ?? [];

  const exportCsv = () => {
    downloadTextFile(`inquiries_export_${csvDateStamp()}.csv`, inquiriesCsv(rows));
    toast({ title: 'Export complete', description: `Exported ${rows.length} inquiries to CSV` });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2 sm:w-64">
          <Label htmlFor="inquiry-status-filter">Status</Label>
          <Select
            id="inquiry-status-filter"
            value={filter}
            onChange={(event) => setFilter(event.target.value as StatusFilter)}
          >
            <option value="all">All statuses</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void inquiries.refetch()} disabled={inquiries.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(inquiries.isFetching && 'animate-spin')} />
            Refresh
          </Button>
          <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>

      {inquiries.isPending ? (
        <div aria-busy="true" className="grid gap-4">
          <span className="sr-only">Loading inquiries...</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      ) : inquiries.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Failed to fetch inquiries</AlertDescription>
        </Alert>
      ) : rows.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-ink text-lg font-semibold">
            {filter === 'all' ? 'No inquiries yet' : `No ${INQUIRY_STATUS_LABELS[filter].toLowerCase()} inquiries`}
          </p>
          <p className="text-muted mt-1">Inquiries families send from partner pages appear here, newest first.</p>
        </Card>
      ) : (
        <>
          <p className="text-muted" role="status">
            {rows.length === 1 ? '1 inquiry' : `${rows.length} inquiries`}
            {filter === 'all' ? '' : ` (${INQUIRY_STATUS_LABELS[filter].toLowerCase()})`}, newest first
          </p>
          <ul className="grid gap-4">
            {rows.map((inquiry) => (
              <li key={inquiry.id}>
                <InquiryCard
                  inquiry={inquiry}
                  updating={updateStatus.isPending && updateStatus.variables?.id === inquiry.id}
                  onStatusChange={(status) => updateStatus.mutate({ id: inquiry.id, status })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

const statusBadgeClass: Record<InquiryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  closed: 'bg-stone-200 text-stone-800',
};

function InquiryCard({
  inquiry,
  updating,
  onStatusChange,
}: {
  inquiry: AdminInquiry;
  updating: boolean;
  onStatusChange: (status: InquiryStatus) => void;
}) {
  const headingId = `inquiry-${inquiry.id}`;
  const statusId = `inquiry-status-${inquiry.id}`;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={headingId} role="article">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-ink text-lg font-semibold break-words">
            {inquiry.name} <span className="text-muted font-normal">to</span> {inquiry.partnerName}
          </h2>
          <p className="text-muted text-sm">
            <time dateTime={inquiry.createdAt}>{dateFormat.format(new Date(inquiry.createdAt))}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge className={statusBadgeClass[inquiry.status]}>{INQUIRY_STATUS_LABELS[inquiry.status]}</Badge>
          <DeliveryBadge delivery={inquiry.delivery} />
        </div>
      </div>

      <dl className="mt-4 grid gap-2 text-base sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Mail aria-hidden="true" className="text-muted size-4" />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a className="text-brand-700 underline underline-offset-2" href={`mailto:${inquiry.email}`}>
              {inquiry.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone aria-hidden="true" className="text-muted size-4" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
            {inquiry.phone ? (
              <a className="text-brand-700 underline underline-offset-2" href={`tel:${inquiry.phone}`}>
                {inquiry.phone}
              </a>
            ) : (
              <span className="text-muted">Not given</span>
            )}
          </dd>
        </div>
      </dl>

      {/* Plain text with its line breaks (design §4: user text is never HTML). */}
      <p className="text-ink bg-canvas mt-4 rounded-lg p-4 break-words whitespace-pre-line">{inquiry.message}</p>

      {inquiry.delivery.state === 'failed' || (inquiry.delivery.state === 'pending' && inquiry.delivery.lastError) ? (
        <p className="text-danger mt-3 text-sm break-words">
          Last email error: {inquiry.delivery.lastError ?? 'unknown'}
          {inquiry.delivery.attempts > 0 ? ` (after ${inquiry.delivery.attempts} attempts)` : ''}
        </p>
      ) : null}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <Label htmlFor={statusId} className="text-base">
          Change status
        </Label>
        <Select
          id={statusId}
          className="sm:w-48"
          value={inquiry.status}
          disabled={updating}
          onChange={(event) => onStatusChange(event.target.value as InquiryStatus)}
        >
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        {updating ? <span className="text-muted text-sm">Saving...</span> : null}
      </div>
    </Card>
  );
}

function DeliveryBadge({ delivery }: { delivery: AdminInquiry['delivery'] }) {
  switch (delivery.state) {
    case 'sent':
      return <Badge className="bg-emerald-100 text-emerald-900">Email sent</Badge>;
    case 'failed':
      return <Badge className="bg-red-100 text-red-900">Email failed</Badge>;
    case 'pending':
      return <Badge className="bg-amber-50 text-amber-900">Email pending</Badge>;
    default:
      return <Badge variant="outline">No email</Badge>;
  }
}
