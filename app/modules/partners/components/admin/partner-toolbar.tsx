import { Download, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { useIsAdmin } from '~/modules/admin-auth/auth-store';

/**
 * Spec §2 toolbar: Select All / Deselect All (this page's rows), the selected count, Bulk Edit, Delete
 * Selected, Add Partner, Export Results (every matching partner, all pages; disabled without results) and
 * Import CSV. Bulk actions need a selection.
 */
export function PartnerToolbar({
  shownCount,
  selectedCount,
  allShownSelected,
  onSelectAll,
  onDeselectAll,
  onBulkEdit,
  onDeleteSelected,
  exportDisabled,
  exporting,
  onExport,
  onImport,
}: {
  /** Rows on this page (Select All selects them). */
  shownCount: number;
  /** Selected partners, on any page. */
  selectedCount: number;
  allShownSelected: boolean;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onBulkEdit: () => void;
  onDeleteSelected: () => void;
  exportDisabled: boolean;
  exporting: boolean;
  onExport: () => void;
  onImport: () => void;
}) {
  const isAdmin = useIsAdmin();
  const allSelected = allShownSelected;
  return (
    <div
      role="toolbar"
      aria-label="Partner actions"
      className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={shownCount === 0}
          onClick={allSelected ? onDeselectAll : onSelectAll}
        >
          {allSelected ? 'Deselect All' : 'Select All'}
        </Button>
        <span className="text-muted min-w-24" aria-live="polite">
          {selectedCount} selected
        </span>
        <Button variant="secondary" size="sm" disabled={selectedCount === 0} onClick={onBulkEdit}>
          <Pencil aria-hidden="true" />
          Bulk Edit
        </Button>
        {/* Bulk delete is for admins only (the server refuses it to editors). */}
        {isAdmin ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={selectedCount === 0}
            onClick={onDeleteSelected}
            className="text-danger border-red-200 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" />
            Delete Selected
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" disabled={exportDisabled} onClick={onExport}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export Results'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onImport}>
          <Upload aria-hidden="true" />
          Import CSV
        </Button>
        <Button asChild size="sm">
          <Link to="/admin/partners/new">
            <Plus aria-hidden="true" />
            Add Partner
          </Link>
        </Button>
      </div>
    </div>
  );
}
