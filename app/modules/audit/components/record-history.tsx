import { useQuery } from '@tanstack/react-query';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Skeleton } from '~/ui/skeleton';
import type { AuditHistoryEntry, Paged } from '../audit.schema';
import type { AuditRequest } from './admin-request';
import { formatOfficeDateTime } from '~/modules/i18n/format';
import { ChangeList } from './change-list';

/** A record's history (who, when, what changed), newest first, 50 a page. */
export function RecordHistory({
  entityType,
  entityId,
  request,
}: {
  entityType: 'partner' | 'faq';
  entityId: string;
  request: AuditRequest;
}) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['admin', 'history', entityType, entityId, page],
    queryFn: () => request<Paged<AuditHistoryEntry>>(`/api/admin/history/${entityType}/${entityId}?page=${page}`),
  });

  return (
    <Card role="region" className="grid gap-4 p-4 sm:p-6" aria-labelledby="history-heading">
      <h2 id="history-heading" className="font-serif text-2xl">
        History
      </h2>
      {history.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : history.isError ? (
        <Alert variant="destructive">The history could not be loaded.</Alert>
      ) : history.data.total === 0 ? (
        <p className="text-muted">No recorded changes yet.</p>
      ) : (
        <>
          <ol className="divide-line grid divide-y">
            {history.data.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3">
                <p className="text-base">
                  <span className="font-semibold">{entry.actorName}</span>
                  {entry.actorKind === 'partner' ? (
                    <span className="text-muted"> (the partner, in its portal)</span>
                  ) : null}
                  {entry.actorEmail ? <span className="text-muted"> ({entry.actorEmail})</span> : null}
                  <span className="text-muted"> · </span>
                  <time dateTime={entry.at} className="text-muted">
                    {formatOfficeDateTime(entry.at)}
                  </time>
                </p>
                <ChangeList change={entry} />
              </li>
            ))}
          </ol>
          {history.data.pageCount > 1 ? (
            <nav aria-label="History pages" className="flex items-center justify-between gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                Newer
              </Button>
              <span className="text-muted text-base">
                Page {page} of {history.data.pageCount}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= history.data.pageCount}
                onClick={() => setPage(page + 1)}
              >
                Older
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Card>
  );
}
