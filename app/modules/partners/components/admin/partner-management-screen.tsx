import { SearchX, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { downloadTextFile } from '~/lib/download';
import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { Alert } from '~/ui/alert';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import { recordCountText, searchResultLine } from '../../partner-admin-display';
import { partnerExportFileName, partnersToCsv } from '../../partner-csv';
import { type AdminPartnerSearch, useAdminPartnerSearch, usePartnerRecordCount } from '../../partners-admin.queries';
import type { Partner } from '../../partner.schema';
import { AdminPartnerCard } from './admin-partner-card';
import { PartnerBulkEditDialog } from './partner-bulk-edit-dialog';
import { PartnerBulkDeleteDialog, PartnerDeleteDialog } from './partner-delete-dialogs';
import { PartnerImportDialog } from './partner-import-dialog';
import { PartnerSearchPanel, type PartnerSearchFields } from './partner-search-panel';
import { PartnerToolbar } from './partner-toolbar';

/** The server answers at most this many (ADMIN_SEARCH_LIMIT); the screen says when a search hit it. */
const SEARCH_CAP = 500;

/** The search that ran lives in the URL (?q=&state=&featured=1), so Back from the edit form returns to it. */
function searchFromParams(params: URLSearchParams): { search: AdminPartnerSearch | null; featuredOnly: boolean } {
  const q = params.get('q') ?? '';
  const state = params.get('state') ?? '';
  return {
    search: q.trim() !== '' || state !== '' ? { q, state } : null,
    featuredOnly: params.get('featured') === '1',
  };
}

/** /admin/partners (spec §2 "Admin: partner management"). */
export function PartnerManagementScreen() {
  // The screen's queries live inside the frame, which renders them only for a signed-in admin.
  return (
    <AdminPage title="Partner Management">
      <PartnerManagement />
    </AdminPage>
  );
}

function PartnerManagement() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { search, featuredOnly } = searchFromParams(params);
  const [fields, setFields] = useState<PartnerSearchFields>({
    keyword: search?.q ?? '',
    state: search?.state ?? '',
    featuredOnly,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const [dialog, setDialog] = useState<'bulk-edit' | 'bulk-delete' | 'import' | null>(null);
  const results = useAdminPartnerSearch(search);
  const recordCount = usePartnerRecordCount();

  const shown = useMemo(
    () => (results.data ?? []).filter((partner) => !featuredOnly || partner.isPriority),
    [results.data, featuredOnly],
  );
  // Only what is on screen can be acted on: a partner hidden by 'Featured Only' is not silently included.
  const selectedIds = shown.filter((partner) => selected.has(partner.id)).map((partner) => partner.id);

  function writeParams(next: { q: string; state: string; featuredOnly: boolean } | null) {
    const values = new URLSearchParams();
    if (next) {
      if (next.q.trim() !== '') values.set('q', next.q.trim());
      if (next.state !== '') values.set('state', next.state);
      if (next.featuredOnly) values.set('featured', '1');
    }
    setParams(values, { replace: true });
  }

  function changeFields(next: PartnerSearchFields) {
    setFields(next);
    // 'Featured Only' filters the loaded results at once (client-side, spec §2).
    if (next.featuredOnly !== featuredOnly && search) writeParams({ ...search, featuredOnly: next.featuredOnly });
  }

  function runSearch() {
    setSelected(new Set());
    writeParams({ q: fields.keyword, state: fields.state, featuredOnly: fields.featuredOnly });
  }

  function clear() {
    setFields({ keyword: '', state: '', featuredOnly: false });
    setSelected(new Set());
    writeParams(null);
  }

  function exportResults() {
    downloadTextFile(partnerExportFileName(), partnersToCsv(shown), 'text/csv;charset=utf-8');
    toast({ title: 'Success', description: `Exported ${shown.length} partners to CSV` });
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <div className="grid gap-5">
        <PartnerSearchPanel fields={fields} onChange={changeFields} onSearch={runSearch} onClear={clear} />
        <PartnerToolbar
          shownCount={shown.length}
          selectedCount={selectedIds.length}
          onSelectAll={() => setSelected(new Set(shown.map((partner) => partner.id)))}
          onDeselectAll={() => setSelected(new Set())}
          onBulkEdit={() => setDialog('bulk-edit')}
          onDeleteSelected={() => setDialog('bulk-delete')}
          onExport={exportResults}
          onImport={() => setDialog('import')}
        />

        <section aria-labelledby="partner-results-heading" className="grid gap-4">
          <h2 id="partner-results-heading" className="sr-only">
            Partners
          </h2>
          {!search ? (
            <div className="border-line rounded-xl border border-dashed bg-white px-6 py-12 text-center">
              <Users aria-hidden="true" className="text-brand-500 mx-auto size-10" />
              <p className="text-ink mt-3 font-serif text-2xl font-semibold">Search to View Partners</p>
              <p className="text-muted mx-auto mt-2 max-w-xl">
                Enter a name, city or keyword, or choose a state, to search {recordCountText(recordCount.data)}.
              </p>
            </div>
          ) : results.isPending ? (
            <div aria-busy="true" className="grid gap-4">
              <p role="status" className="text-muted">
                Searching...
              </p>
              <Skeleton className="h-48 w-full" />
              <Skeleton className="h-48 w-full" />
            </div>
          ) : results.isError ? (
            <Alert variant="destructive">Failed to fetch partners</Alert>
          ) : (
            <>
              <p role="status" className="text-ink font-medium">
                {searchResultLine({ count: shown.length, keyword: search.q, state: search.state, featuredOnly })}
              </p>
              {results.data.length >= SEARCH_CAP ? (
                <Alert variant="info">Showing the first {SEARCH_CAP} matches. Narrow the search to see the rest.</Alert>
              ) : null}
              {shown.length === 0 ? (
                <div className="border-line rounded-xl border bg-white px-6 py-12 text-center">
                  <SearchX aria-hidden="true" className="text-brand-500 mx-auto size-10" />
                  <p className="text-ink mt-3 font-serif text-2xl font-semibold">No partners found</p>
                  <p className="text-muted mt-2">Try adjusting your search criteria</p>
                </div>
              ) : (
                <ul className="grid gap-4">
                  {shown.map((partner) => (
                    <li key={partner.id}>
                      <AdminPartnerCard
                        partner={partner}
                        selected={selected.has(partner.id)}
                        onSelectedChange={(on) => toggle(partner.id, on)}
                        onDelete={() => setDeleting(partner)}
                        editState={{ backTo: `${location.pathname}${location.search}` }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      </div>

      <PartnerDeleteDialog partner={deleting} onClose={() => setDeleting(null)} />
      <PartnerBulkDeleteDialog
        ids={selectedIds}
        open={dialog === 'bulk-delete'}
        onClose={() => setDialog(null)}
        onDeleted={() => setSelected(new Set())}
      />
      <PartnerBulkEditDialog
        ids={selectedIds}
        open={dialog === 'bulk-edit'}
        onClose={() => setDialog(null)}
        onUpdated={() => setSelected(new Set())}
      />
      <PartnerImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
    </>
  );
}
