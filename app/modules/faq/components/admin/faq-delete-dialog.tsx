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
import { faqErrorMessage, useDeleteFaq } from '../../faq-admin.queries';
import type { AdminFaq } from '../../faq.schema';

/** Spec §2 'Delete FAQ Item' confirmation. Open while `item` is set; stays open (with the error) on failure. */
export function FaqDeleteDialog({ item, onClose }: { item: AdminFaq | null; onClose: () => void }) {
  const afterDelete = useFocusPageHeadingWhenDone();
  const remove = useDeleteFaq();

  async function confirm() {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      afterDelete.done();
      toast({ title: 'Success', description: 'FAQ item deleted successfully' });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: faqErrorMessage(error, 'Failed to delete FAQ item'),
        variant: 'destructive',
      });
    }
  }

  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent onCloseAutoFocus={afterDelete.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete FAQ Item</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this FAQ item? It stays in the Trash for {TRASH_DAYS} days, where it can be
            restored.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {item ? <p className="text-ink bg-brand-50 rounded-lg p-3 font-medium break-words">{item.question}</p> : null}
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
