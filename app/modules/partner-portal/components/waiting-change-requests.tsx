import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '~/ui/alert';
import { Card } from '~/ui/card';
import { Skeleton } from '~/ui/skeleton';
import type { NameAddressField, WaitingChangeRequest, WaitingChangeRequests } from '../portal-constants';
import type { PortalAdminRequest } from './portal-access-panel';
import { AskedFromFormerEmail } from './asked-from-former-email';
import { formatOfficeDateTime } from '~/modules/i18n/format';

const FIELD_LABELS: Record<NameAddressField, string> = {
  name: 'Name',
  address: 'Street address',
  city: 'City',
  state: 'State or province',
  zipCode: 'ZIP or postal code',
};

function WaitingItem({ change }: { change: WaitingChangeRequest }) {
  const name = change.current?.name ?? change.proposed.name;
  return (
    <li className="border-line grid gap-2 border-t pt-3 first:border-t-0 first:pt-0">
      <p className="text-ink font-semibold [overflow-wrap:anywhere]">
        <bdi>{name}</bdi>
        {change.current ? (
          <span className="text-muted font-normal">
            {' '}
            ({change.current.city}, {change.current.state})
          </span>
        ) : null}
      </p>
      <p className="text-muted text-sm [overflow-wrap:anywhere]">
        Asked by {change.requestedBy} on{' '}
        <time dateTime={change.createdAt}>{formatOfficeDateTime(change.createdAt)}</time>
      </p>
      {change.current ? <AskedFromFormerEmail change={change} /> : null}
      {change.changed.length === 0 ? (
        <p className="text-muted">Nothing differs from the listing any more.</p>
      ) : (
        <dl className="text-ink grid gap-1 [overflow-wrap:anywhere] sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {change.changed.map((field) => (
            <div key={field} className="contents">
              <dt className="font-medium">{FIELD_LABELS[field]}</dt>
              <dd>
                {change.current ? (
                  <>
                    <del className="text-muted">{change.current[field]}</del> →{' '}
                    <ins className="no-underline">{change.proposed[field]}</ins>
                  </>
                ) : (
                  change.proposed[field]
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {change.current ? (
        <p>
          <Link
            to={`/admin/partners/${change.partnerId}/edit`}
            className="text-brand-700 inline-block min-h-6 font-medium underline underline-offset-4"
          >
            Review the change on the page of <bdi>{name}</bdi>
          </Link>
        </p>
      ) : (
        <p className="text-muted">The listing was deleted since; restore it from the trash to decide.</p>
      )}
    </li>
  );
}

/** On the dashboard: which partners wait for a name or address change, what they asked, since when. */
export function WaitingChangeRequestsPanel({ request }: { request: PortalAdminRequest }) {
  const waiting = useQuery({
    queryKey: ['admin', 'partner-portal', 'change-requests'],
    queryFn: () => request<WaitingChangeRequests>('/api/admin/partner-portal/change-requests'),
    // Requests arrive and get decided on other screens: fresh each time the dashboard opens.
    refetchOnMount: 'always',
  });
  return (
    <section aria-labelledby="waiting-change-requests">
      <h2 id="waiting-change-requests" className="text-ink mb-4 text-xl font-semibold">
        Name and address changes to approve
      </h2>
      <Card className="p-5">
        {waiting.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : waiting.isError ? (
          <Alert variant="destructive">The waiting changes could not be loaded. Reload the page to try again.</Alert>
        ) : waiting.data.total === 0 ? (
          <p className="text-muted">No partner is waiting for a name or address change.</p>
        ) : (
          <div className="grid gap-3">
            {waiting.data.total > waiting.data.items.length ? (
              <p className="text-muted">
                The oldest {waiting.data.items.length} of {waiting.data.total.toLocaleString('en-US')} waiting.
              </p>
            ) : null}
            <ul className="grid gap-3">
              {waiting.data.items.map((change) => (
                <WaitingItem key={change.id} change={change} />
              ))}
            </ul>
          </div>
        )}
      </Card>
    </section>
  );
}
