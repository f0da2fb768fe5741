import { CircleHelp, Plus } from 'lucide-react';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Skeleton } from '~/ui/skeleton';

/** Spec §2: no items at all. */
export function FaqEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <CircleHelp aria-hidden="true" className="text-brand-500 size-10" />
      <h2 className="text-ink text-xl font-semibold">No FAQ Items Yet</h2>
      <p className="text-muted">Get started by creating your first FAQ item.</p>
      <Button onClick={onCreate} className="mt-2">
        <Plus aria-hidden="true" />
        Create First FAQ
      </Button>
    </Card>
  );
}

/** Spec §2: placeholder blocks shaped like the tabs and cards while the list loads. */
export function FaqListSkeleton() {
  return (
    <div role="status" aria-label="Loading FAQ items" className="grid gap-3">
      <Skeleton className="h-12 w-full rounded-xl" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
