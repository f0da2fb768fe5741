import type {
  PaginationState,
  RowSelectionState,
  SortingState,
  Updater,
  ColumnVisibilityState,
} from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, SearchX } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { downloadBlob } from '~/lib/download';
import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import { showingLine } from '../../partner-admin-display';
import { partnerExportFileName } from '../../partner-csv';
import {
  PARTNER_PAGE_SIZES,
  type PartnerListQuery,
  type PartnerListRow,
  type PartnerSortColumn,
  partnerListParams,
  partnerListQueryFromParams,
} from '../../partner-list.schema';
import { useAdminPartnerPage, useExportPartners } from '../../partners-admin.queries';
import { PartnerBulkEditDialog } from './partner-bulk-edit-dialog';
import { PartnerBulkDeleteDialog, PartnerDeleteDialog } from './partner-delete-dialogs';
import { PartnerImportDialog } from './partner-import-dialog';
import { type PartnerFilters, PartnerSearchPanel } from './partner-search-panel';
import { ColumnsMenu, PartnerTable } from './partner-table';
import { PartnerToolbar } from './partner-toolbar';

/** The admin's choice of visible columns, kept in this browser. */
const COLUMNS_STORAGE_KEY = 'admin-partner-columns';

function storedColumnVisibility(): ColumnVisibilityState {
  try {
    const stored = JSON.parse(window.localStorage.getItem(COLUMNS_STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as ColumnVisibilityState) : {};
  } catch {
    // An unreadable choice is forgotten: every column shows.
    return {};
  }
}

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/** /admin/partners (spec §2 "Admin: partner management"). */
export function PartnerManagementScreen() {
  // The screen's queries live inside the frame, which renders them only for a signed-in admin.
  return (
    <AdminPage title="Partner Management" wide>
      <PartnerManagement />
    </AdminPage>
  );
}

function PartnerManagement() {
  // Filters, sort and page live in the URL: a link shares the view, and Back returns to it.
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = useMemo(() => partnerListQueryFromParams(params), [params]);
  const results = useAdminPartnerPage(query);
  const exporter = useExportPartners();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [deleting, setDeleting] = useState<PartnerListRow | null>(null);
  const [dialog, setDialog] = useState<'bulk-edit' | 'bulk-delete' | 'import' | null>(null);
  // Children of <AdminPage> render only in the browser, after sign-in: localStorage is there to read.
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(storedColumnVisibility);
  const pageSizeId = useId();

  const changeColumnVisibility = useCallback((updater: Updater<ColumnVisibilityState>) => {
    setColumnVisibility((current) => {
      const next = resolve(updater, current);
      window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  // The query the next change builds on. A navigation reaches the address (and so `query`) a moment after
  // it is asked for; two quick changes (a state, then a status) must not have the second undo the first, and
  // an older navigation landing late must not take `latest` back: while a write is on its way, only its own
  // arrival (or none at all) updates it.
  const latest = useRef(query);
  const pendingWrite = useRef<string | null>(null);
  useEffect(() => {
    const arrived = partnerListParams(query).toString();
    if (pendingWrite.current !== null && arrived !== pendingWrite.current) return;
    pendingWrite.current = null;
    latest.current = query;
  }, [query]);

  // Each change is a history entry, so Back steps through the pages and filters the admin looked at; typed
  // words replace theirs (one entry per search, not per word).
  const writeQuery = useCallback(
    (next: PartnerListQuery, { replace = false }: { replace?: boolean } = {}) => {
      const nextParams = partnerListParams(next);
      const here = partnerListParams(partnerListQueryFromParams(new URLSearchParams(window.location.search)));
      latest.current = next;
      // The same address navigates nowhere: nothing will arrive to clear a pending mark.
      pendingWrite.current = nextParams.toString() === here.toString() ? null : nextParams.toString();
      setParams(nextParams, { replace });
    },
    [setParams],
  );

  function changeFilters(changed: Partial<PartnerFilters>, options?: { replace: boolean }) {
    // A new filter is a new list: start at its first page, and select nothing unseen.
    setRowSelection({});
    writeQuery({ ...latest.current, ...changed, page: 1 }, options);
  }

  const sorting: SortingState = [{ id: query.sort, desc: query.dir === 'desc' }];
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: query.pageSize };

  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = resolve(updater, sorting);
    if (!next) return;
    writeQuery({ ...latest.current, sort: next.id as PartnerSortColumn, dir: next.desc ? 'desc' : 'asc', page: 1 });
  };
  const onPaginationChange = (updater: Updater<PaginationState>) => {
    const next = resolve(updater, pagination);
    const pageSize = next.pageSize;
    const page = pageSize === latest.current.pageSize ? next.pageIndex + 1 : 1;
    writeQuery({ ...latest.current, page, pageSize });
  };

  const editState = useMemo(() => ({ backTo: `${location.pathname}${location.search}` }), [location]);
  const data = results.data;
  const rows = data?.partners ?? EMPTY_ROWS;
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const pageCount = data?.pageCount ?? 1;

  async function exportResults() {
    try {
      const blob = await exporter.mutateAsync(query);
      downloadBlob(partnerExportFileName(), blob);
      toast({
        title: 'Success',
        description: `Exported ${(data?.total ?? 0).toLocaleString('en-US')} partners to CSV`,
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to export partners', variant: 'destructive' });
    }
  }

  const goTo = (page: number) => onPaginationChange({ ...pagination, pageIndex: page - 1 });

  return (
    <>
      <div className="grid min-w-0 grid-cols-1 gap-5">
        <PartnerSearchPanel
          filters={query}
          onChange={changeFilters}
          onClear={() => {
            setRowSelection({});
            writeQuery({ ...partnerListQueryFromParams(new URLSearchParams()), pageSize: query.pageSize });
          }}
        />
        <PartnerToolbar
          shownCount={rows.length}
          selectedCount={selectedIds.length}
          allShownSelected={rows.length > 0 && rows.every((row) => rowSelection[row.id])}
          onSelectAll={() =>
            setRowSelection((current) => ({ ...current, ...Object.fromEntries(rows.map((row) => [row.id, true])) }))
          }
          onDeselectAll={() => setRowSelection({})}
          onBulkEdit={() => setDialog('bulk-edit')}
          onDeleteSelected={() => setDialog('bulk-delete')}
          exportDisabled={!data || data.total === 0 || exporter.isPending}
          exporting={exporter.isPending}
          onExport={exportResults}
          onImport={() => setDialog('import')}
        />

        <section
          aria-labelledby="partner-results-heading"
          // Busy while another page, sort or filter loads (the previous page stays on screen meanwhile).
          aria-busy={results.isFetching}
          // Dimmed while it still shows the answer to the words before the last ones typed.
          className={cn('grid min-w-0 grid-cols-1 gap-3', results.isPlaceholderData && 'opacity-60')}
        >
          <h2 id="partner-results-heading" className="sr-only">
            Partners
          </h2>
          {results.isPending ? (
            <div aria-busy="true" className="grid gap-2">
              <p role="status" className="text-muted">
                Loading partners...
              </p>
              <Skeleton className="h-64 w-full" />
            </div>
          ) : results.isError || !data ? (
            <Alert variant="destructive">Failed to fetch partners</Alert>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p role="status" className="text-ink font-medium">
                  {showingLine({ total: data.total, page: data.page, pageSize: data.pageSize, count: rows.length })}
                </p>
                <ColumnsMenu visibility={columnVisibility} onChange={changeColumnVisibility} />
              </div>
              {data.total === 0 ? (
                <div className="border-line rounded-xl border bg-white px-6 py-12 text-center">
                  <SearchX aria-hidden="true" className="text-brand-500 mx-auto size-10" />
                  <p className="text-ink mt-3 font-serif text-2xl font-semibold">No partners found</p>
                  <p className="text-muted mt-2">
                    {data.query.q ? `Nothing matches “${data.query.q}”. ` : ''}Try adjusting your search criteria
                  </p>
                </div>
              ) : (
                <PartnerTable
                  rows={rows}
                  rowCount={data.total}
                  sorting={sorting}
                  onSortingChange={onSortingChange}
                  pagination={pagination}
                  onPaginationChange={onPaginationChange}
                  rowSelection={rowSelection}
                  onRowSelectionChange={(updater) => setRowSelection((current) => resolve(updater, current))}
                  columnVisibility={columnVisibility}
                  onColumnVisibilityChange={changeColumnVisibility}
                  onDelete={setDeleting}
                  editState={editState}
                />
              )}
              <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex items-center gap-2">
                  <Label htmlFor={pageSizeId} className="whitespace-nowrap">
                    Rows per page
                  </Label>
                  <Select
                    id={pageSizeId}
                    className="w-24"
                    value={String(query.pageSize)}
                    onChange={(event) => onPaginationChange({ pageIndex: 0, pageSize: Number(event.target.value) })}
                  >
                    {PARTNER_PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label="First page"
                    disabled={query.page <= 1}
                    onClick={() => goTo(1)}
                  >
                    <ChevronsLeft aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label="Previous page"
                    disabled={query.page <= 1}
                    onClick={() => goTo(query.page - 1)}
                  >
                    <ChevronLeft aria-hidden="true" />
                  </Button>
                  <span className="text-ink px-2 text-sm whitespace-nowrap">
                    Page {query.page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label="Next page"
                    disabled={query.page >= pageCount}
                    onClick={() => goTo(query.page + 1)}
                  >
                    <ChevronRight aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label="Last page"
                    disabled={query.page >= pageCount}
                    onClick={() => goTo(pageCount)}
                  >
                    <ChevronsRight aria-hidden="true" />
                  </Button>
                </div>
              </nav>
            </>
          )}
        </section>
      </div>

      <PartnerDeleteDialog partner={deleting} onClose={() => setDeleting(null)} />
      <PartnerBulkDeleteDialog
        ids={selectedIds}
        open={dialog === 'bulk-delete'}
        onClose={() => setDialog(null)}
        onDeleted={() => setRowSelection({})}
      />
      <PartnerBulkEditDialog
        ids={selectedIds}
        open={dialog === 'bulk-edit'}
        onClose={() => setDialog(null)}
        onUpdated={() => setRowSelection({})}
      />
      <PartnerImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
    </>
  );
}

const EMPTY_ROWS: PartnerListRow[] = [];
