import { Loader2, RefreshCw, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Input } from '~/ui/input';
import { toast } from '~/ui/use-toast';
import {
  BATCH_LIMIT_DEFAULT,
  BATCH_LIMIT_MAX,
  BATCH_LIMIT_MIN,
  clampBatchLimit,
  type GooglePartnerSummary,
  isMissingGoogleData,
  PLACEHOLDER_PHONE,
} from '../../google-places-admin.schema';
import { matchesPartnerSearch, toastText } from '../../google-places-admin-view';
import {
  failureMessage,
  useBatchUpdateFromGoogle,
  useFixPlaceholderPhones,
  useGooglePartners,
  useGooglePlacesStatus,
  useTestGooglePlaces,
  useUpdatePartnerFromGoogle,
} from '../../google-places-admin.queries';
import { FixPhonesCard } from './fix-phones-card';
import { GoogleApiStatusCard, type LastTest } from './google-api-status-card';
import { GoogleCounters } from './google-counters';
import { PartnerGoogleList } from './partner-google-list';

/** /admin/google-places (spec §2 "Admin: Google Places management"). */
export function GooglePlacesScreen() {
  return (
    <AdminPage title="Google Places Management">
      <p className="text-muted -mt-4 mb-6 text-lg sm:-mt-6 sm:mb-8">
        Manage Google Places ratings and reviews for funeral home partners
      </p>
      <GooglePlacesManagement />
    </AdminPage>
  );
}

function GooglePlacesManagement() {
  const status = useGooglePlacesStatus();
  const partners = useGooglePartners();
  const test = useTestGooglePlaces();
  const update = useUpdatePartnerFromGoogle();
  const batch = useBatchUpdateFromGoogle();
  const phones = useFixPlaceholderPhones();
  const [lastTest, setLastTest] = useState<LastTest | null>(null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [limitText, setLimitText] = useState(String(BATCH_LIMIT_DEFAULT));
  const [refreshingId, setRefreshingId] = useState<string | null>(null);
  const searchId = useId();
  const limitId = useId();

  const all = useMemo(() => partners.data ?? [], [partners.data]);
  const missingAll = useMemo(() => all.filter(isMissingGoogleData), [all]);
  const visible = useMemo(() => all.filter((partner) => matchesPartnerSearch(partner, query)), [all, query]);
  const missing = visible.filter(isMissingGoogleData);
  const withData = visible.filter((partner) => !isMissingGoogleData(partner));
  const limit = clampBatchLimit(limitText);
  const placeholderCount = partners.data
    ? all.filter((partner) => partner.phone === PLACEHOLDER_PHONE).length
    : undefined;

  function runTest() {
    test.mutate(undefined, {
      onSuccess: ({ testResult }) => {
        setLastTest({ ...testResult, at: new Date() });
        toast({ ...toastText.testDone(testResult.success), variant: testResult.success ? 'default' : 'destructive' });
      },
      onError: (error) => {
        const message = failureMessage(error, error.message);
        setLastTest({ success: false, message, at: new Date() });
        toast({ ...toastText.testFailed(message), variant: 'destructive' });
      },
    });
  }

  function refresh(partner: GooglePartnerSummary) {
    setRefreshingId(partner.id);
    update.mutate(partner.id, {
      onSuccess: (result) => {
        if (result.success) toast(toastText.updated(result));
        else
          toast({
            ...toastText.updateFailed(result.partnerName, result.error ?? 'Unknown error'),
            variant: 'destructive',
          });
      },
      onError: (error) =>
        toast({
          ...toastText.updateFailed(partner.name, failureMessage(error, 'Failed to update Google Places data')),
          variant: 'destructive',
        }),
      onSettled: () => setRefreshingId(null),
    });
  }

  function updateSelected() {
    // Spec §5: only the first `limit` selected ids are sent.
    const partnerIds = [...selected].slice(0, limit);
    if (partnerIds.length === 0) return toast({ ...toastText.noSelection, variant: 'destructive' });
    batch.mutate(
      { partnerIds, limit },
      {
        onSuccess: ({ summary }) => {
          toast(toastText.batchDone(summary));
          setSelected(new Set()); // spec §4: cleared after a successful batch
        },
        onError: (error) =>
          toast({
            ...toastText.batchFailed(failureMessage(error, 'Failed to perform batch update')),
            variant: 'destructive',
          }),
      },
    );
  }

  function fixPhones() {
    phones.mutate(undefined, {
      onSuccess: ({ summary }) => toast(toastText.phonesFixed(summary)),
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description: failureMessage(error, 'Failed to fix placeholder phone numbers'),
          variant: 'destructive',
        }),
    });
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
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <GoogleApiStatusCard
          configured={status.data?.configured}
          lastTest={lastTest}
          testing={test.isPending}
          onTest={runTest}
        />
        <FixPhonesCard count={placeholderCount} fixing={phones.isPending} onFix={fixPhones} />
      </div>

      {partners.isPending ? (
        <div role="status" className="text-muted flex items-center justify-center gap-3 py-16">
          <Loader2 aria-hidden="true" className="text-brand-700 size-8 animate-spin" />
          <span>Loading partners...</span>
        </div>
      ) : partners.isError ? (
        <Alert variant="destructive">Failed to fetch partners</Alert>
      ) : (
        <>
          <GoogleCounters
            total={all.length}
            withData={all.length - missingAll.length}
            missing={missingAll.length}
            selected={selected.size}
          />

          <div className="flex flex-col gap-3">
            <div role="search" className="relative">
              <label htmlFor={searchId} className="sr-only">
                Search partners
              </label>
              <Search
                aria-hidden="true"
                className="text-muted pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search partners by name, city, or state..."
                className="pl-10"
              />
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <Button
                variant="secondary"
                onClick={() => setSelected(new Set(missing.map((partner) => partner.id)))}
                disabled={missing.length === 0}
              >
                Select All Missing
              </Button>
              <Button variant="secondary" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
                Clear Selection
              </Button>
              {selected.size > 0 ? (
                <>
                  <div className="flex flex-col gap-1">
                    <label htmlFor={limitId} className="text-ink text-sm font-medium">
                      Batch Limit
                    </label>
                    <Input
                      id={limitId}
                      type="number"
                      inputMode="numeric"
                      min={BATCH_LIMIT_MIN}
                      max={BATCH_LIMIT_MAX}
                      value={limitText}
                      onChange={(event) => setLimitText(event.target.value)}
                      className="w-24"
                    />
                  </div>
                  <Button onClick={updateSelected} disabled={batch.isPending}>
                    {batch.isPending ? (
                      <Loader2 aria-hidden="true" className="animate-spin" />
                    ) : (
                      <RefreshCw aria-hidden="true" />
                    )}
                    Update Selected ({Math.min(selected.size, limit)})
                  </Button>
                </>
              ) : null}
            </div>
          </div>

          <PartnerGoogleList
            heading={`Partners Missing Google Places Data (${missing.length})`}
            partners={missing}
            selectable
            selected={selected}
            onSelectedChange={toggle}
            refreshingId={refreshingId}
            onRefresh={refresh}
            emptyText={
              query ? 'No partner missing Google data matches your search.' : 'Every partner has Google Places data.'
            }
          />
          <PartnerGoogleList
            heading={`Partners With Google Places Data (${withData.length})`}
            partners={withData}
            selectable={false}
            refreshingId={refreshingId}
            onRefresh={refresh}
            emptyText={
              query ? 'No partner with Google data matches your search.' : 'No partner has Google Places data yet.'
            }
          />
        </>
      )}
    </div>
  );
}
