import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Undo2 from 'lucide-react/icons/undo-2';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { Alert } from '~/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/ui/alert-dialog';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Pager } from '~/ui/pager';
import { Select } from '~/ui/select';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import {
  type ActivityQuery,
  activityQuerySchema,
  type AuditActivity,
  type DescribedChange,
  type Paged,
} from '../audit.schema';
import type { AuditRequest } from './admin-request';
import { formatOfficeDateTime } from '~/modules/i18n/format';
import { ChangeList } from './change-list';

const ENTITY_LABELS: Record<string, string> = {
  partner: 'Partners',
  faq: 'FAQ',
  inquiry: 'Inquiries',
  correction: 'Corrections',
  account: 'Accounts',
  invitation: 'Invitations',
  logo: 'Uploaded logos',
};

const UNDO_LABELS: Record<string, string> = {
  'bulk-edit': 'Undo this bulk edit',
  'bulk-delete': 'Undo this bulk delete',
  import: 'Undo this import',
  'portal-edit': "Undo the partner's edit",
  'portal-change-approved': 'Undo the approved name or address change',
  'logo-uploaded': 'Undo the logo upload',
  'logo-removed': 'Undo the logo removal',
};

/** The module that owns a record kind reverts its activities (the audit module only records them). */
const UNDO_PATHS: Record<string, string> = { partner: 'partners', faq: 'faq' };

function queryFromParams(params: URLSearchParams): ActivityQuery {
  const parsed = activityQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : { page: 1 };
}

function paramsOf(query: ActivityQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['entity', 'actor', 'from', 'to'] as const) if (query[key]) params.set(key, query[key]);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** /admin/activity: every recorded change, newest first, filtered by record kind, person and days. */
export function ActivityScreen({ request }: { request: AuditRequest }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromParams(searchParams);
  const list = useQuery({
    queryKey: ['admin', 'activity', paramsOf(query).toString()],
    queryFn: () => request<Paged<AuditActivity>>(`/api/admin/activity?${paramsOf(query).toString()}`),
  });
  const actors = useQuery({
    queryKey: ['admin', 'activity', 'actors'],
    queryFn: () => request<{ actors: { id: string; name: string }[] }>('/api/admin/activity/actors'),
  });
  const set = (changes: Partial<ActivityQuery>) => setSearchParams(paramsOf({ ...query, page: 1, ...changes }));

  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4" role="search" aria-label="Filter changes">
        <div className="grid gap-1">
          <Label htmlFor="activity-entity">What</Label>
          <Select
            id="activity-entity"
            value={query.entity ?? ''}
            onChange={(event) => set({ entity: (event.target.value || undefined) as ActivityQuery['entity'] })}
          >
            <option value="">Everything</option>
            {Object.entries(ENTITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="activity-actor">Who</Label>
          <Select
            id="activity-actor"
            value={query.actor ?? ''}
            onChange={(event) => set({ actor: event.target.value || undefined })}
          >
            <option value="">Anyone</option>
            {(actors.data?.actors ?? []).map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="activity-from">From</Label>
          <Input
            id="activity-from"
            type="date"
            value={query.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="activity-to">To</Label>
          <Input
            id="activity-to"
            type="date"
            value={query.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </div>
      </Card>

      {list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : list.isError ? (
        <Alert variant="destructive">
          {list.error instanceof ApiError && list.error.status === 403
            ? 'Only an administrator can see the activity of everyone.'
            : 'The activity could not be loaded.'}
        </Alert>
      ) : (
        <>
          <p role="status" className="text-muted">
            {list.data.total === 0
              ? 'No changes match these filters.'
              : `${list.data.total} change${list.data.total === 1 ? '' : 's'}`}
          </p>
          <ol className="grid gap-3">
            {list.data.items.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} request={request} />
              </li>
            ))}
          </ol>
          <Pager
            label="Activity pages"
            page={query.page}
            pageCount={list.data.pageCount}
            onPageChange={(page) => setSearchParams(paramsOf({ ...query, page }))}
            previousLabel="Newer"
            nextLabel="Older"
          />
        </>
      )}
    </div>
  );
}

function ActivityCard({ activity, request }: { activity: AuditActivity; request: AuditRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="grid gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{ENTITY_LABELS[activity.entityType] ?? activity.entityType}</Badge>
        {activity.undoneBy ? <Badge>Undone</Badge> : null}
        {activity.undoOf ? <Badge>Undo</Badge> : null}
      </div>
      <p className="text-ink text-lg font-medium break-words">{activity.summary}</p>
      <p className="text-muted text-base">
        {activity.actorName}
        {activity.actorEmail ? ` (${activity.actorEmail})` : ''} ·{' '}
        <time dateTime={activity.at}>{formatOfficeDateTime(activity.at)}</time>
      </p>
      <div className="flex flex-wrap gap-2">
        {activity.itemCount > 0 ? (
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide changes' : `Show changes (${activity.itemCount})`}
          </Button>
        ) : null}
        {activity.undoable ? <UndoButton activity={activity} request={request} /> : null}
      </div>
      {open ? <ActivityChanges id={activity.id} request={request} /> : null}
    </Card>
  );
}

function ActivityChanges({ id, request }: { id: string; request: AuditRequest }) {
  const detail = useQuery({
    queryKey: ['admin', 'activity', 'detail', id],
    queryFn: () => request<{ changes: DescribedChange[] }>(`/api/admin/activity/${id}`),
  });
  if (detail.isPending) return <Skeleton className="h-16 w-full" />;
  if (detail.isError) return <Alert variant="destructive">The changes could not be loaded.</Alert>;
  return (
    <ul className="divide-line grid divide-y">
      {detail.data.changes.map((change) => (
        <li key={change.id} className="grid gap-1 py-2">
          <p className="font-medium break-words">{change.label ?? change.entityId}</p>
          <ChangeList change={change} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What an undo puts back, in the singular for one item ("All 1 partner go back" read as a typo), and what
 * stops it: a later change to a value it would put back, not a later edit of other fields (decision 023).
 */
export function undoWording({ itemCount, entityType, summary }: AuditActivity): string {
  const item = entityType === 'faq' ? 'FAQ item' : 'partner';
  const laterChanges =
    'If a value it changed was changed again since, nothing is undone; later edits of other fields stay.';
  return itemCount === 1
    ? `The ${item} goes back to how it was before “${summary}”. ${laterChanges}`
    : `All ${itemCount.toLocaleString('en-US')} ${item}s go back to how they were before “${summary}”, in one step. ${laterChanges}`;
}

function UndoButton({ activity, request }: { activity: AuditActivity; request: AuditRequest }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const undo = useMutation({
    mutationFn: () => {
      const owner = UNDO_PATHS[activity.entityType] ?? 'partners';
      return request<{ undoneCount: number }>(`/api/admin/${owner}/undo/${activity.id}`, { method: 'POST' });
    },
    onSuccess: async () => {
      setOpen(false);
      toast({ title: 'Undone', description: `${activity.summary} was undone.` });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The undo failed. Try again.');
    },
  });
  const label = UNDO_LABELS[activity.action] ?? 'Undo';
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
      }}
    >
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        {label}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{label}?</AlertDialogTitle>
          <AlertDialogDescription>{undoWording(activity)}</AlertDialogDescription>
        </AlertDialogHeader>
        {problem ? <Alert variant="destructive">{problem}</Alert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel />
          <AlertDialogAction destructive={false} disabled={undo.isPending} onClick={() => undo.mutate()}>
            {undo.isPending ? 'Undoing...' : label}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
