import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '~/lib/api-client';
import type { AdminRequest } from '~/modules/admin-auth/use-admin-request';
import { formatOfficeDateTime } from '~/modules/i18n/format';
import { Alert } from '~/ui/alert';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { type FilterTab, FilterTabs } from '~/ui/filter-tabs';
import { Pager } from '~/ui/pager';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import {
  type AdminCorrection,
  type CorrectionListPage,
  type CorrectionListQuery,
  correctionListQuerySchema,
} from '../correction.schema';

const TABS: FilterTab<NonNullable<CorrectionListQuery['status']>>[] = [
  { value: undefined, label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'dismissed', label: 'Dismissed' },
];

const STATUS_LABELS: Record<AdminCorrection['status'], string> = {
  new: 'New',
  accepted: 'Accepted',
  dismissed: 'Dismissed',
};

function paramsOf(query: CorrectionListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** /admin/corrections: what visitors reported as wrong on partner pages, new ones first. */
export function CorrectionsQueue({ request }: { request: AdminRequest }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = correctionListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query: CorrectionListQuery = parsed.success ? parsed.data : { page: 1 };
  const list = useQuery({
    queryKey: ['admin', 'corrections', paramsOf(query).toString()],
    queryFn: ({ signal }) =>
      request<CorrectionListPage>(`/api/admin/corrections?${paramsOf(query).toString()}`, { signal }),
  });

  return (
    <div className="grid gap-6">
      <p className="text-muted">
        Reports sent with “Report a correction” on a partner page. Accept one when the listing needs fixing (then edit
        the partner), dismiss it otherwise; both are recorded in the activity.
      </p>
      <FilterTabs
        label="Corrections by status"
        tabs={TABS}
        selected={query.status}
        onSelect={(status) => setSearchParams(paramsOf({ status, page: 1 }))}
      />
      {list.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : list.isError ? (
        <Alert variant="destructive">The corrections could not be loaded.</Alert>
      ) : list.data.total === 0 ? (
        <p role="status" className="text-muted">
          No corrections here.
        </p>
      ) : (
        <>
          <p role="status" className="text-muted">
            {list.data.total} correction{list.data.total === 1 ? '' : 's'}, {list.data.newCount} new
          </p>
          <ul className="grid gap-3">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <CorrectionCard item={item} request={request} />
              </li>
            ))}
          </ul>
          <Pager
            label="Correction pages"
            page={query.page}
            pageCount={list.data.pageCount}
            onPageChange={(page) => setSearchParams(paramsOf({ ...query, page }))}
          />
        </>
      )}
    </div>
  );
}

function CorrectionCard({ item, request }: { item: AdminCorrection; request: AdminRequest }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const handle = useMutation({
    mutationFn: (decision: 'accept' | 'dismiss') =>
      request<AdminCorrection>(`/api/admin/corrections/${item.id}/${decision}`, { method: 'POST' }),
    onSuccess: (row) => {
      setProblem(null);
      toast({
        title: row.status === 'accepted' ? 'Accepted' : 'Dismissed',
        description: `Correction to ${row.partnerName}`,
      });
    },
    onError: (error) => {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : 'That did not work. Try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const editPath = `/admin/partners/${item.partnerId}/edit`;
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={item.status === 'new' ? 'solid' : 'outline'}>{STATUS_LABELS[item.status]}</Badge>
        <Link to={editPath} className="text-ink text-lg font-medium break-words underline-offset-4 hover:underline">
          <bdi>{item.partnerName}</bdi>
        </Link>
      </div>
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
            {STATUS_LABELS[item.status]} by {item.handledByName} ·{' '}
            <time dateTime={item.handledAt}>{formatOfficeDateTime(item.handledAt)}</time>
          </>
        ) : null}
      </p>
      {problem ? <Alert variant="destructive">{problem}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {item.status === 'new' ? (
          <>
            <Button
              size="sm"
              disabled={handle.isPending}
              onClick={() => handle.mutate('accept')}
              aria-label={`Accept the correction to ${item.partnerName}`}
            >
              <Check aria-hidden="true" />
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={handle.isPending}
              onClick={() => handle.mutate('dismiss')}
              aria-label={`Dismiss the correction to ${item.partnerName}`}
            >
              <X aria-hidden="true" />
              Dismiss
            </Button>
          </>
        ) : null}
        {item.status !== 'dismissed' ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={editPath}>Edit the partner</Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
