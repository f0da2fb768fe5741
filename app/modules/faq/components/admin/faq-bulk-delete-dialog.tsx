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
import { faqErrorMessage, useBulkDeleteFaqs } from '../../faq-admin.queries';

/**
 * 'Delete Selected' asks first, like every destructive action here. The server deletes all of the ids or
 * none (an unknown id fails the call), so a failure is reported as such and nothing is half done.
 */
export function FaqBulkDeleteDialog({
  open,
  ids,
  onClose,
  onDeleted,
}: {
  open: boolean;
  ids: string[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const afterDelete = useFocusPageHeadingWhenDone();
  const remove = useBulkDeleteFaqs();
  const count = ids.length;

  async function confirm() {
    try {
      const { deletedCount } = await remove.mutateAsync(ids);
      afterDelete.done();
      toast({ title: 'Success', description: `Deleted ${deletedCount} FAQ items successfully` });
      onDeleted();
    } catch (error) {
      toast({
        title: 'Error',
        description: faqErrorMessage(error, 'Failed to delete some FAQ items'),
        variant: 'destructive',
      });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !remove.isPending && onClose()}>
      <AlertDialogContent onCloseAutoFocus={afterDelete.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Selected FAQ Items</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete {count} selected FAQ {count === 1 ? 'item' : 'items'}?{' '}
            {count === 1 ? 'It stays' : 'They stay'} in the Trash for {TRASH_DAYS} days, where{' '}
            {count === 1 ? 'it' : 'they'} can be restored.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending || count === 0}>
            {remove.isPending ? 'Deleting...' : `Delete ${count} ${count === 1 ? 'Item' : 'Items'}`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
