import { ApiError } from '~/lib/api-client';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { toast } from '~/ui/use-toast';
import { useRemovePartnerLogo } from '../../partners-admin.queries';
import type { Partner } from '../../partner.schema';
import { PartnerLogo } from '../partner-logo';

/**
 * The logo or photo the partner uploaded in its portal (decision 035), as the public page shows it, and the
 * office's way to take it off. Putting one back: undo from the history below or Activity.
 */
export function PartnerLogoPanel({
  partner,
}: {
  partner: Pick<Partner, 'id' | 'name' | 'logoKey' | 'logoWidth' | 'logoHeight'>;
}) {
  const remove = useRemovePartnerLogo();
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-ink text-xl font-semibold">Logo or photo</h2>
      {partner.logoKey ? (
        <>
          <PartnerLogo partner={partner} className="border-line h-auto max-w-full rounded-md border bg-white" />
          <p className="text-muted">Uploaded by the partner in its portal; shown at the top of its public page.</p>
          {remove.isError ? (
            <Alert variant="destructive">
              {remove.error instanceof ApiError
                ? (remove.error.serverMessage ?? remove.error.message)
                : 'The logo could not be removed. Try again.'}
            </Alert>
          ) : null}
          <div>
            <Button
              type="button"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(partner.id, {
                  onSuccess: () => toast({ title: 'Logo removed', description: 'The public page no longer shows it.' }),
                })
              }
            >
              {remove.isPending ? 'Removing...' : 'Remove logo'}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-ink">No logo or photo. The partner can upload one in its portal.</p>
      )}
    </Card>
  );
}
