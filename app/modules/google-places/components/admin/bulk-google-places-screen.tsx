import { CheckCircle2, Loader2, RefreshCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Checkbox } from '~/ui/checkbox';
import { Select } from '~/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';
import { toast } from '~/ui/use-toast';
import {
  BATCH_LIMIT_DEFAULT,
  BATCH_SIZE_OPTIONS,
  type BatchUpdateResponse,
  BULK_LIST_MAX,
  BULK_SELECT_FIRST,
} from '../../google-places-admin.schema';
import { toastText } from '../../google-places-admin-view';
import {
  failureMessage,
  useBulkUpdateFromGoogle,
  useNoMatchPartners,
  usePartnersWithoutGoogle,
} from '../../google-places-admin.queries';
import { BulkProgress } from './bulk-progress';
import { BulkResults } from './bulk-results';
import { NotMatchedList } from './not-matched-list';

/** /admin/bulk-google-places (spec §2 "Admin: bulk Google Places update"); AdminPage redirects the signed-out. */
export function BulkGooglePlacesScreen() {
  return (
    <AdminPage
      title="Bulk Google Places Update"
      actions={
        <Button asChild variant="secondary">
          <Link to="/admin/google-places">Google Places Management</Link>
        </Button>
      }
    >
      <BulkGooglePlaces />
    </AdminPage>
  );
}

function BulkGooglePlaces() {
  const missing = usePartnersWithoutGoogle();
  const noMatch = useNoMatchPartners();
  const bulk = useBulkUpdateFromGoogle();
  const [tab, setTab] = useState('partners');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [batchSize, setBatchSize] = useState(BATCH_LIMIT_DEFAULT);
  const [run, setRun] = useState<BatchUpdateResponse | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const batchSizeId = useId();
  const hintId = useId();

  // Partners a run found no match for wait under "Not matched" (bulk runs skip them) instead.
  const listed = useMemo(() => {
    const remembered = new Set(noMatch.data?.rememberedIds ?? []);
    return missing.data?.filter((partner) => !remembered.has(partner.id));
  }, [missing.data, noMatch.data]);
  const shown = useMemo(() => (listed ?? []).slice(0, BULK_LIST_MAX), [listed]);
  // Only partners still listed count: after a run, the updated ones leave the list.
  const selectedIds = shown.filter((partner) => selected.has(partner.id)).map((partner) => partner.id);
  const running = bulk.isPending;

  function start() {
    if (selectedIds.length === 0) return toast({ ...toastText.noSelection, variant: 'destructive' });
    const chosen = shown.filter((partner) => selected.has(partner.id));
    setProgress({ done: 0, total: chosen.length });
    bulk.mutate(
      {
        partners: chosen,
        batchSize,
        onResult: () => setProgress((current) => current && { ...current, done: current.done + 1 }),
      },
      {
        onSuccess: (result) => {
          setRun(result);
          setSelected(new Set());
          setTab('results');
          toast(toastText.bulkDone(result.summary));
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: failureMessage(error, 'Failed to perform bulk update'),
            variant: 'destructive',
          }),
      },
    );
  }

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-4">
      <TabsList className="grid-cols-3 sm:max-w-xl">
        <TabsTrigger value="partners">Partners ({listed?.length ?? 0})</TabsTrigger>
        <TabsTrigger value="results">Update Results ({run?.results.length ?? 0})</TabsTrigger>
        <TabsTrigger value="not-matched">Not Matched ({noMatch.data?.partners.length ?? 0})</TabsTrigger>
      </TabsList>

      <TabsContent value="partners" className="flex flex-col gap-4">
        {missing.isPending || noMatch.isPending ? (
          <div role="status" className="text-muted flex items-center justify-center gap-3 py-16">
            <Loader2 aria-hidden="true" className="text-brand-700 size-8 animate-spin" />
            <span>Loading partners...</span>
          </div>
        ) : missing.isError ? (
          <Alert variant="destructive">Failed to fetch partners</Alert>
        ) : shown.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-8 text-center">
            <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
            <h2 className="text-ink text-lg font-semibold">All Partners Have Google Places Data</h2>
          </Card>
        ) : (
          <>
            <Card className="flex flex-col gap-4 p-4 sm:p-6">
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="secondary"
                  onClick={() => setSelected(new Set(shown.slice(0, BULK_SELECT_FIRST).map((partner) => partner.id)))}
                  disabled={running}
                >
                  Select First {BULK_SELECT_FIRST}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setSelected(new Set())}
                  disabled={running || selectedIds.length === 0}
                >
                  Clear Selection
                </Button>
                <p className="text-ink font-medium" aria-live="polite">
                  {selectedIds.length} selected
                </p>
              </div>
              <div className="flex flex-col gap-1 sm:max-w-xs">
                <label htmlFor={batchSizeId} className="text-ink font-medium">
                  Batch Size
                </label>
                <Select
                  id={batchSizeId}
                  aria-describedby={hintId}
                  value={String(batchSize)}
                  onChange={(event) => setBatchSize(Number(event.target.value))}
                  disabled={running}
                >
                  {BATCH_SIZE_OPTIONS.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </Select>
                <p id={hintId} className="text-muted text-sm">
                  Higher batch sizes may hit API rate limits
                </p>
              </div>
              {progress && (running || bulk.isSuccess) ? (
                <BulkProgress done={progress.done} total={progress.total} running={running} />
              ) : null}
              <div>
                <Button onClick={start} disabled={running || selectedIds.length === 0}>
                  {running ? <Loader2 aria-hidden="true" className="animate-spin" /> : <RefreshCw aria-hidden="true" />}
                  {running ? 'Updating...' : `Update ${selectedIds.length} Partners`}
                </Button>
              </div>
            </Card>

            {(listed?.length ?? 0) > shown.length ? (
              <p className="text-muted text-sm">
                Showing the first {shown.length} of {(listed?.length ?? 0).toLocaleString('en-US')} partners without
                Google Places data.
              </p>
            ) : null}
            <ul className="grid gap-2 md:grid-cols-2" aria-label="Partners without Google Places data">
              {shown.map((partner) => (
                <li key={partner.id}>
                  <Card className="p-0">
                    <label className="flex min-h-11 cursor-pointer items-start gap-3 p-3 sm:p-4">
                      <Checkbox
                        className="mt-0.5"
                        checked={selected.has(partner.id)}
                        disabled={running}
                        onChange={(event) => toggle(partner.id, event.target.checked)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="text-ink block font-semibold break-words">{partner.name}</span>
                        <span className="text-muted block text-sm">
                          {partner.city}, {partner.state}
                        </span>
                      </span>
                    </label>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </TabsContent>

      <TabsContent value="results">
        <BulkResults run={run} />
      </TabsContent>

      <TabsContent value="not-matched">
        {noMatch.isPending ? (
          <p role="status" className="text-muted py-8 text-center">
            Loading...
          </p>
        ) : noMatch.isError ? (
          <Alert variant="destructive">Failed to fetch unmatched partners</Alert>
        ) : (
          <NotMatchedList partners={noMatch.data.partners} />
        )}
      </TabsContent>
    </Tabs>
  );
}
