import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { Alert } from '~/ui/alert';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { type FilterTab, FilterTabs } from '~/ui/filter-tabs';
import { Pager } from '~/ui/pager';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import { type Paged, TRASH_DAYS, type TrashItem, trashQuerySchema, type TrashQuery } from '../audit.schema';
import type { AuditRequest } from './admin-request';
import { formatOfficeDateTime } from '~/modules/i18n/format';

/** Where each kind of record is restored: the module that owns it. */
const RESTORE_PATHS: Record<string, (id: string) => string> = {
  partner: (id) => `/api/admin/partners/trash/${id}/restore`,
  faq: (id) => `/api/admin/faq/trash/${id}/restore`,
};

const TABS: FilterTab<NonNullable<TrashQuery['entity']>>[] = [
  { value: undefined, label: 'All' },
  { value: 'partner', label: 'Partners' },
  { value: 'faq', label: 'FAQ items' },
];

function paramsOf(query: TrashQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.entity) params.set('entity', query.entity);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** /admin/trash: deleted partners and FAQ items, restorable until they are purged after 30 days. */
export function TrashScreen({ request }: { request: AuditRequest }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = trashQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query: TrashQuery = parsed.success ? parsed.data : { page: 1 };
  // The restored item leaves the list, so what happened is said above it.
  const [restored, setRestored] = useState<TrashItem | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'trash', paramsOf(query).toString()],
    queryFn: () => request<Paged<TrashItem>>(`/api/admin/trash?${paramsOf(query).toString()}`),
  });

  return (
    <div className="grid gap-6">
      <p className="text-muted">
        Deleted partners and FAQ items stay here for {TRASH_DAYS} days, then are removed for good (the removal is
        recorded in the activity).
      </p>
      {restored ? (
        <Alert className="flex flex-wrap items-center gap-3">
          <span>{restored.label} was restored.</span>
          {restored.entityType === 'partner' ? (
            <Button asChild size="sm" variant="secondary">
              <Link to={`/admin/partners/${restored.entityId}/edit`}>Open the partner</Link>
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <FilterTabs
        label="Kinds of deleted items"
        tabs={TABS}
        selected={query.entity}
        onSelect={(entity) => setSearchParams(paramsOf({ entity, page: 1 }))}
      />
      {list.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : list.isError ? (
        <Alert variant="destructive">The trash could not be loaded.</Alert>
      ) : list.data.total === 0 ? (
        <p role="status" className="text-muted">
          The trash is empty.
        </p>
      ) : (
        <>
          <p role="status" className="text-muted">
            {list.data.total} deleted item{list.data.total === 1 ? '' : 's'}
          </p>
          <ul className="grid gap-3">
            {list.data.items.map((item) => (
              <li key={`${item.entityType}:${item.entityId}`}>
                <TrashCard item={item} request={request} onRestored={() => setRestored(item)} />
              </li>
            ))}
          </ul>
          <Pager
            label="Trash pages"
            page={query.page}
            pageCount={list.data.pageCount}
            onPageChange={(page) => setSearchParams(paramsOf({ ...query, page }))}
          />
        </>
      )}
    </div>
  );
}

function TrashCard({ item, request, onRestored }: { item: TrashItem; request: AuditRequest; onRestored: () => void }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const restore = useMutation({
    mutationFn: () => request<unknown>(RESTORE_PATHS[item.entityType]!(item.entityId), { method: 'POST' }),
    onSuccess: async () => {
      onRestored();
      toast({ title: 'Restored', description: `${item.label} is back.` });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The restore failed. Try again.');
    },
  });
  return (
    <Card className="grid gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{item.entityType === 'faq' ? 'FAQ item' : 'Partner'}</Badge>
      </div>
      <p className="text-ink text-lg font-medium break-words">{item.label}</p>
      <p className="text-muted text-base">
        Deleted by {item.deletedByName} · <time dateTime={item.deletedAt}>{formatOfficeDateTime(item.deletedAt)}</time>
        <br />
        Removed for good after <time dateTime={item.purgeAt}>{formatOfficeDateTime(item.purgeAt)}</time>
      </p>
      {problem ? <Alert variant="destructive">{problem}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={restore.isPending} onClick={() => restore.mutate()}>
          <RotateCcw aria-hidden="true" />
          {restore.isPending ? 'Restoring...' : 'Restore'}
        </Button>
      </div>
    </Card>
  );
}
