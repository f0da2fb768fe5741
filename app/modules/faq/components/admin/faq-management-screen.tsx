import { FileDown, Plus, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadTextFile } from '~/lib/download';
import { draftRecordIds } from '~/modules/admin-auth/admin-drafts';
import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { toast } from '~/ui/use-toast';
import { useAdminFaqs } from '../../faq-admin.queries';
import { matchesFaqSearch } from '../../faq-admin-view';
import { buildFaqExportCsv, faqExportFileName } from '../../faq-csv';
import type { AdminFaq } from '../../faq.schema';
import { FaqBulkDeleteDialog } from './faq-bulk-delete-dialog';
import { FaqBulkEditDialog } from './faq-bulk-edit-dialog';
import { FaqBulkUploadDialog } from './faq-bulk-upload-dialog';
import { FaqCategoryTabs } from './faq-category-tabs';
import { FaqDeleteDialog } from './faq-delete-dialog';
import { FaqFormDialog } from './faq-form-dialog';
import { FaqEmptyState, FaqListSkeleton } from './faq-list-states';
import { FaqSearchBar } from './faq-search-bar';
import { FaqSelectionBar } from './faq-selection-bar';
import { FaqSummaryCards } from './faq-summary-cards';

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'form'; item: AdminFaq | null }
  | { kind: 'delete'; item: AdminFaq }
  | { kind: 'bulk-edit' }
  | { kind: 'bulk-delete' }
  | { kind: 'upload' };

/** /admin/faq (spec §2 "Admin: FAQ management"). */
export function FaqManagementScreen() {
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  // The header's Export reads the list the signed-in part below loads; it never fetches by itself.
  const items = useAdminFaqs({ enabled: false }).data;

  return (
    <AdminPage
      title="FAQ Management"
      actions={
        <>
          <Button variant="secondary" disabled={!items || items.length === 0} onClick={() => exportCsv(items ?? [])}>
            <FileDown aria-hidden="true" />
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'upload' })}>
            <Upload aria-hidden="true" />
            Bulk Upload
          </Button>
          <Button onClick={() => setDialog({ kind: 'form', item: null })}>
            <Plus aria-hidden="true" />
            Add FAQ Item
          </Button>
        </>
      }
    >
      <FaqList
        dialog={dialog}
        onCreate={() => setDialog({ kind: 'form', item: null })}
        onEdit={(item) => setDialog({ kind: 'form', item })}
        onDelete={(item) => setDialog({ kind: 'delete', item })}
        onBulkEdit={() => setDialog({ kind: 'bulk-edit' })}
        onBulkDelete={() => setDialog({ kind: 'bulk-delete' })}
        onCloseDialog={close}
      />
      <FaqFormDialog
        open={dialog.kind === 'form'}
        item={dialog.kind === 'form' ? dialog.item : null}
        onOpenChange={(open) => !open && close()}
      />
      <FaqDeleteDialog item={dialog.kind === 'delete' ? dialog.item : null} onClose={close} />
      <FaqBulkUploadDialog open={dialog.kind === 'upload'} onOpenChange={(open) => !open && close()} />
    </AdminPage>
  );
}

/** Spec §3: every item, lists comma-joined, as faq-export-{date}.csv. */
function exportCsv(items: AdminFaq[]) {
  downloadTextFile(faqExportFileName(), buildFaqExportCsv(items));
  toast({ title: 'Success', description: `Exported ${items.length} FAQ items to CSV` });
}

/** The list half of the screen: it runs only for a signed-in admin (AdminPage renders children then). */
function FaqList({
  dialog,
  onCreate,
  onEdit,
  onDelete,
  onBulkEdit,
  onBulkDelete,
  onCloseDialog,
}: {
  dialog: OpenDialog;
  onCreate: () => void;
  onEdit: (item: AdminFaq) => void;
  onDelete: (item: AdminFaq) => void;
  onBulkEdit: () => void;
  onBulkDelete: () => void;
  onCloseDialog: () => void;
}) {
  const faqs = useAdminFaqs();
  const [query, setQuery] = useState('');
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const all = useMemo(() => faqs.data ?? [], [faqs.data]);
  const searching = query.trim() !== '';
  const shown = useMemo(() => all.filter((item) => matchesFaqSearch(item, query)), [all, query]);
  // A selected item that was deleted meanwhile is no longer selected.
  const selectedIds = useMemo(() => all.map((item) => item.id).filter((id) => selection.has(id)), [all, selection]);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);

  // Back from a sign-in after the session ended: reopen the form whose changes were kept (it restores them).
  const reopened = useRef(false);
  useEffect(() => {
    if (reopened.current || !faqs.data) return;
    reopened.current = true;
    const [draftId] = draftRecordIds('faq');
    if (draftId === 'new') onCreate();
    else if (draftId) {
      const item = faqs.data.find((candidate) => candidate.id === draftId);
      if (item) onEdit(item);
    }
  }, [faqs.data, onCreate, onEdit]);

  function select(ids: string[], checked: boolean) {
    setSelection((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }
  const clearSelection = () => setSelection(new Set());

  if (faqs.isPending) return <FaqListSkeleton />;
  if (faqs.isError) {
    return (
      <Alert variant="destructive" className="items-center justify-between">
        <span>Failed to fetch FAQ items.</span>
        <Button variant="secondary" size="sm" onClick={() => faqs.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }

  return (
    <div className="grid gap-5 sm:gap-6">
      <FaqSummaryCards
        total={all.length}
        filtered={shown.length}
        searching={searching}
        categories={new Set(all.map((item) => item.category)).size}
        selected={selectedIds.length}
      />
      {all.length === 0 ? (
        <FaqEmptyState onCreate={onCreate} />
      ) : (
        <>
          <FaqSearchBar value={query} onChange={setQuery} />
          {selectedIds.length > 0 ? (
            <FaqSelectionBar
              count={selectedIds.length}
              onClear={clearSelection}
              onEdit={onBulkEdit}
              onDelete={onBulkDelete}
            />
          ) : null}
          <FaqCategoryTabs
            items={shown}
            searching={searching}
            selected={selected}
            onSelect={select}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </>
      )}
      <FaqBulkEditDialog
        open={dialog.kind === 'bulk-edit'}
        ids={selectedIds}
        onClose={onCloseDialog}
        onUpdated={() => {
          clearSelection();
          onCloseDialog();
        }}
      />
      <FaqBulkDeleteDialog
        open={dialog.kind === 'bulk-delete'}
        ids={selectedIds}
        onClose={onCloseDialog}
        onDeleted={() => {
          clearSelection();
          onCloseDialog();
        }}
      />
    </div>
  );
}
