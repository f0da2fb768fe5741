import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '~/lib/api-client';
import type { AdminRequest } from '~/modules/admin-auth/use-admin-request';
import { Alert } from '~/ui/alert';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { cn } from '~/ui/cn';
import { type FilterTab, FilterTabs } from '~/ui/filter-tabs';
import { Pager } from '~/ui/pager';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import {
  type AdminCorrection,
  type CorrectionListPage,
  type CorrectionListQuery,
  correctionIdParamsSchema,
  correctionListQuerySchema,
} from '../correction.schema';
import {
  CORRECTION_STATUS_LABELS,
  CorrectionDetails,
  correctionEditPath,
  useAdminCorrection,
} from './correction-report';

const TABS: FilterTab<NonNullable<CorrectionListQuery['status']>>[] = [
  { value: undefined, label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'dismissed', label: 'Dismissed' },
];

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
  // The report the admin just edited the partner for: shown first, wherever it sits in the list.
  const cameFrom = correctionIdParamsSchema.safeParse({ id: searchParams.get('correction') }).data?.id;
  const list = useQuery({
    queryKey: ['admin', 'corrections', paramsOf(query).toString()],
    queryFn: ({ signal }) =>
      request<CorrectionListPage>(`/api/admin/corrections?${paramsOf(query).toString()}`, { signal }),
  });

  return (
    <div className="grid gap-6">
      <p className="text-muted">
        Reports sent with “Report a correction” on a partner page. Edit the partner from a report to fix the listing:
        the report stays above the form, and saving brings you back here. Accept a report once the listing is fixed,
        dismiss it otherwise; both are recorded in the activity.
      </p>
      {cameFrom ? <ReportCameFrom id={cameFrom} request={request} /> : null}
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
            {list.data.items
              .filter((item) => item.id !== cameFrom)
              .map((item) => (
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

function ReportCameFrom({ id, request }: { id: string; request: AdminRequest }) {
  const report = useAdminCorrection(id, request);
  return (
    <section aria-labelledby="report-came-from" className="grid gap-3">
      <h2 id="report-came-from" className="text-ink text-xl font-semibold">
        The report you came from
      </h2>
      {report.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : report.isError ? (
        <Alert>That report could not be found. The reports are listed below.</Alert>
      ) : (
        <>
          <p className="text-muted">
            {report.data.status === 'new'
              ? 'Does the listing now say what the report asked for? Accept the report; if it needed no change, dismiss it. Either is recorded in the activity.'
              : `This report was ${report.data.status} already.`}
          </p>
          <CorrectionCard item={report.data} request={request} highlighted />
        </>
      )}
    </section>
  );
}

function CorrectionCard({
  item,
  request,
  highlighted = false,
}: {
  item: AdminCorrection;
  request: AdminRequest;
  highlighted?: boolean;
}) {
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
  const editPath = correctionEditPath(item);
  return (
    <Card className={cn('grid gap-3 p-4 sm:p-5', highlighted && 'border-brand-600 bg-brand-50 border-2')}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={item.status === 'new' ? 'solid' : 'outline'}>{CORRECTION_STATUS_LABELS[item.status]}</Badge>
        <Link to={editPath} className="text-ink text-lg font-medium break-words underline-offset-4 hover:underline">
          <bdi>{item.partnerName}</bdi>
        </Link>
      </div>
      <CorrectionDetails item={item} />
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
