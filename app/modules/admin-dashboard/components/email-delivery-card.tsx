import { useQuery } from '@tanstack/react-query';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { formatOfficeDateTime, relativeTimeFormat } from '~/modules/i18n/format';
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert';
import { Card } from '~/ui/card';
import { Skeleton } from '~/ui/skeleton';
import type { EmailDelivery } from '../email-delivery.schema';
import { emailDeliveryQuery } from '../email-delivery.queries';

const emails = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'email' : 'emails'}`;

/** "just now", "12 minutes ago", "3 hours ago", "yesterday", "5 days ago". */
function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  const relative = relativeTimeFormat('en-US', { numeric: 'auto' });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 48 * 60) return relative.format(-Math.floor(minutes / 60), 'hour');
  return relative.format(-Math.floor(minutes / (24 * 60)), 'day');
}

function PurposeCounts({ rows, label }: { rows: EmailDelivery['waiting']['byPurpose']; label: string }) {
  return (
    <ul aria-label={label} className="text-ink grid gap-1 sm:grid-cols-2 sm:gap-x-6">
      {rows.map((row) => (
        <li key={row.label} className="flex justify-between gap-4 border-b border-dotted py-1">
          <span>{row.label}</span>
          <span className="font-semibold tabular-nums">{row.count.toLocaleString('en-US')}</span>
        </li>
      ))}
    </ul>
  );
}

function LastSent({ lastSentAt }: { lastSentAt: string | null }) {
  if (!lastSentAt) return <>No email has been sent yet.</>;
  return (
    <>
      Last sent <time dateTime={lastSentAt}>{timeAgo(lastSentAt)}</time>.
    </>
  );
}

function DeliveryReport({ delivery }: { delivery: EmailDelivery }) {
  const { waiting, failed } = delivery;
  const allSent = waiting.total === 0 && failed.total === 0;
  return (
    <div className="grid gap-4">
      {delivery.smtpConfigured ? null : (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <div>
            <AlertTitle>No mail server is set up</AlertTitle>
            <AlertDescription>
              Emails are kept but not sent. They go out once <code>SMTP_URL</code> is set and the server restarted.
            </AlertDescription>
          </div>
        </Alert>
      )}
      {allSent ? (
        <p className="text-ink flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
          <span>
            All emails sent. <LastSent lastSentAt={delivery.lastSentAt} />
          </span>
        </p>
      ) : (
        <p className="text-muted">
          <LastSent lastSentAt={delivery.lastSentAt} />
        </p>
      )}
      {waiting.total > 0 ? (
        <div className="grid gap-2">
          <p className="text-ink font-semibold">
            {emails(waiting.total)} waiting to be sent
            {waiting.oldestSince ? (
              <>
                , {waiting.total === 1 ? 'since' : 'the oldest since'}{' '}
                <time dateTime={waiting.oldestSince}>{formatOfficeDateTime(waiting.oldestSince)}</time>
              </>
            ) : null}
            .
          </p>
          <PurposeCounts rows={waiting.byPurpose} label="Waiting emails by kind" />
        </div>
      ) : null}
      {failed.total > 0 ? (
        <div className="grid gap-2">
          <p className="text-danger flex items-start gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              {emails(failed.total)} could not be delivered in the last {failed.days} days.{' '}
              <span className="text-muted font-normal">
                The mail server refused them for a whole day of retries, so they were given up.
              </span>
            </span>
          </p>
          <PurposeCounts rows={failed.byPurpose} label="Undelivered emails by kind" />
        </div>
      ) : null}
      {delivery.cancelled.total > 0 ? (
        <div className="grid gap-2">
          <p className="text-muted">
            {emails(delivery.cancelled.total)} not sent in the last {delivery.cancelled.days} days because their link
            was used, withdrawn or expired first. Nothing to do about them.
          </p>
          <PurposeCounts rows={delivery.cancelled.byPurpose} label="Emails no longer needed by kind" />
        </div>
      ) : null}
    </div>
  );
}

/**
 * On the dashboard: whether email goes out at all. Invitations, sign-in links and inquiry emails all wait in
 * the outbox, so a missing or broken mail server shows here before anyone misses a message. Counts only:
 * no address or text of any email.
 */
export function EmailDeliveryCard() {
  const request = useAdminRequest();
  const delivery = useQuery(emailDeliveryQuery(request));
  return (
    <section aria-labelledby="email-delivery">
      <h2 id="email-delivery" className="text-ink mb-4 text-xl font-semibold">
        Email delivery
      </h2>
      <Card className="p-5">
        {delivery.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : delivery.isError ? (
          <Alert variant="destructive">The email delivery could not be loaded. Reload the page to try again.</Alert>
        ) : (
          <DeliveryReport delivery={delivery.data} />
        )}
      </Card>
    </section>
  );
}
