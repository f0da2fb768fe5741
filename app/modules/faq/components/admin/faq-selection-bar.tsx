import { Pencil, Trash2, X } from 'lucide-react';
import { Button } from '~/ui/button';
import { useIsAdmin } from '~/modules/admin-auth/auth-store';

/** Spec §2: with a selection, 'Clear (n)', 'Edit Selected', 'Delete Selected'. */
export function FaqSelectionBar({
  count,
  onClear,
  onEdit,
  onDelete,
}: {
  count: number;
  onClear: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const isAdmin = useIsAdmin();
  return (
    <div
      role="region"
      aria-label="Selected FAQ items"
      className="border-brand-300 bg-brand-50 flex flex-wrap items-center gap-2 rounded-xl border p-3"
    >
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        Clear ({count})
      </Button>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit Selected
      </Button>
      {/* Bulk delete is for admins only (the server refuses it to editors). */}
      {isAdmin ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onDelete}
          className="text-danger border-danger/40 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
          Delete Selected
        </Button>
      ) : null}
    </div>
  );
}
