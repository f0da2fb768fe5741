import { ApiError } from '~/lib/api-client';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { toast } from '~/ui/use-toast';
import { useMarkPartnerChecked } from '../../partners-admin.queries';
import type { Partner } from '../../partner.schema';
import { informationCheckedLabel } from '../partner-detail-display';

/**
 * The date families read as 'Information checked on …', and the action an office takes after confirming a
 * listing with the partner. Saving an edit does not move it: a corrected typo confirms nothing.
 */
export function PartnerInformationCheck({
  partner,
}: {
  partner: Pick<Partner, 'id' | 'informationCheckedAt' | 'timeZone' | 'state'>;
}) {
  const mark = useMarkPartnerChecked();
  const label = informationCheckedLabel(partner);
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-ink text-xl font-semibold">Information check</h2>
      <p className="text-ink">
        {label ? (
          <>
            The partner page says: Information checked on <time dateTime={partner.informationCheckedAt}>{label}</time>.
          </>
        ) : (
          'The information has not been checked yet.'
        )}
      </p>
      <p className="text-muted">
        Confirmed the details with the partner? Mark them as checked (recorded in the history). Saving an edit does not
        change this date.
      </p>
      {mark.isError ? (
        <Alert variant="destructive">
          {mark.error instanceof ApiError
            ? (mark.error.serverMessage ?? mark.error.message)
            : 'The check could not be saved. Try again.'}
        </Alert>
      ) : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          // Its label wraps in a narrow window rather than pushing the page sideways.
          className="whitespace-normal"
          disabled={mark.isPending}
          onClick={() =>
            mark.mutate(partner.id, {
              onSuccess: () =>
                toast({ title: 'Information checked', description: 'The partner page shows today’s date.' }),
            })
          }
        >
          {mark.isPending ? 'Saving...' : 'Mark information as checked'}
        </Button>
      </div>
    </Card>
  );
}
