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
import { useFocusPageHeadingWhenDone } from '~/ui/dialog-focus';
import { TRASH_DAYS } from '~/modules/audit/audit.schema';
import { toast } from '~/ui/use-toast';
import { useBulkDeletePartners, useDeletePartner } from '../../partners-admin.queries';
import type { Partner } from '../../partner.schema';

/** Spec §2 'Delete Partner', saying it goes to the Trash (decision 023). Open while `partner` is set; stays open on failure. */
export function PartnerDeleteDialog({
  partner,
  onClose,
}: {
  partner: Pick<Partner, 'id' | 'name' | 'city' | 'state'> | null;
  onClose: () => void;
}) {
  const afterDelete = useFocusPageHeadingWhenDone();
  const remove = useDeletePartner();

  async function confirm() {
    if (!partner) return;
    try {
      await remove.mutateAsync(partner.id);
      afterDelete.done();
      toast({ title: 'Success', description: 'Partner deleted successfully' });
      onClose();
    } catch {
      toast({ title: 'Error', description: 'Failed to delete partner', variant: 'destructive' });
    }
  }

  return (
    <AlertDialog open={partner !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent onCloseAutoFocus={afterDelete.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Partner</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this partner? It stays in the Trash for {TRASH_DAYS} days, where it can be
            restored.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {partner ? (
          <p className="text-ink bg-brand-50 rounded-lg p-3 font-medium break-words">
            {partner.name}, {partner.city}, {partner.state}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Spec §2 'Delete Selected Partners' with its 'Delete N Partners' button. */
export function PartnerBulkDeleteDialog({
  ids,
  open,
  onClose,
  onDeleted,
}: {
  ids: string[];
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const afterDelete = useFocusPageHeadingWhenDone();
  const remove = useBulkDeletePartners();
  const count = ids.length;

  async function confirm() {
    try {
      const { deletedCount } = await remove.mutateAsync(ids);
      afterDelete.done();
      toast({ title: 'Success', description: `Deleted ${deletedCount} partners successfully` });
      onDeleted();
      onClose();
    } catch {
      toast({ title: 'Error', description: 'Failed to delete selected partners', variant: 'destructive' });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !remove.isPending && onClose()}>
      <AlertDialogContent onCloseAutoFocus={afterDelete.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Selected Partners</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete {count} selected {count === 1 ? 'partner' : 'partners'}?{' '}
            {count === 1 ? 'It stays' : 'They stay'} in the Trash for {TRASH_DAYS} days, where{' '}
            {count === 1 ? 'it' : 'they'} can be restored.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending || count === 0}>
            {remove.isPending ? 'Deleting...' : `Delete ${count} ${count === 1 ? 'Partner' : 'Partners'}`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
