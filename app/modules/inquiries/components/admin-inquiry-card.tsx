import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Mail, Pencil, Phone, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { useMailServerSetUp } from '~/modules/admin-dashboard/email-delivery.queries';
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
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Checkbox } from '~/ui/checkbox';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import { adminInquiriesKey, inboxParams } from '../inquiries-admin.queries';
import {
  type AdminInquiry,
  INQUIRY_NOTE_MAX,
  adminInquirySchema,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryDelivery,
  type InquiryStatus,
} from '../inquiry-admin.schema';
import { formatOfficeDateTime } from '~/modules/i18n/format';

const statusBadgeClass: Record<InquiryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  forwarded: 'bg-sky-100 text-sky-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-stone-200 text-stone-800',
};

const linkClass = 'text-brand-700 underline underline-offset-2';

/** The server's message when it gave one (a refused forward says why), else the screen's own. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** One inquiry: who wrote to which partner, the partner's contacts, the emails' delivery, and its handling. */
export function AdminInquiryCard({ inquiry }: { inquiry: AdminInquiry }) {
  const request = useAdminRequest();
  const mailServerSetUp = useMailServerSetUp(request);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InquiryStatus>(inquiry.status);
  const [note, setNote] = useState('');
  const [confirmingForward, setConfirmingForward] = useState(false);
  const [checkedNewEmail, setCheckedNewEmail] = useState(false);
  const headingId = `inquiry-${inquiry.id}`;

  // Another admin (or a forward) may have moved it since: the select follows the saved status.
  const [savedStatus, setSavedStatus] = useState(inquiry.status);
  if (savedStatus !== inquiry.status) {
    setSavedStatus(inquiry.status);
    setStatus(inquiry.status);
  }

  // Every list may now be wrong (the inquiry moved between statuses): all are fetched again.
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: adminInquiriesKey });

  const updateStatus = useMutation({
    mutationFn: (next: InquiryStatus) =>
      request(`/api/admin/inquiries/${inquiry.id}`, {
        method: 'PATCH',
        body: { status: next },
        response: adminInquirySchema,
      }),
    onSuccess: (updated) => {
      toast({
        title: 'Status updated',
        description: `Inquiry from ${updated.name} marked ${INQUIRY_STATUS_LABELS[updated.status].toLowerCase()}.`,
      });
      return refreshLists();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to update inquiry status'),
        variant: 'destructive',
      }),
  });

  const addNote = useMutation({
    mutationFn: (body: string) =>
      request(`/api/admin/inquiries/${inquiry.id}/notes`, {
        method: 'POST',
        body: { body },
        response: adminInquirySchema,
      }),
    onSuccess: () => {
      setNote('');
      toast({ title: 'Note added', description: `Note saved on the inquiry from ${inquiry.name}.` });
      return refreshLists();
    },
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to add the note'), variant: 'destructive' }),
  });

  const partner = inquiry.partner;
  const canForward = Boolean(partner?.email);
  // The family wrote before the listing had this address: the office checks it is the same business's.
  const emailNewerThanInquiry = Boolean(partner?.emailSince && inquiry.createdAt < partner.emailSince);

  const forward = useMutation({
    mutationFn: () =>
      request(`/api/admin/inquiries/${inquiry.id}/forward`, {
        method: 'POST',
        body: { confirmedNewEmail: emailNewerThanInquiry && checkedNewEmail },
        response: adminInquirySchema,
      }),
    onSuccess: () => {
      setConfirmingForward(false);
      setCheckedNewEmail(false);
      toast({
        title: 'Inquiry forwarded',
        description: mailServerSetUp
          ? `The inquiry is on its way to ${inquiry.partner?.name}.`
          : `Its email to ${inquiry.partner?.name} is waiting to be sent: no mail server is set up.`,
      });
      return refreshLists();
    },
    onError: (error) =>
      toast({
        title: 'Not forwarded',
        description: failureText(error, 'Failed to forward the inquiry'),
        variant: 'destructive',
      }),
  });

  const saveStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== inquiry.status) updateStatus.mutate(status);
  };

  const saveNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (note.trim()) addNote.mutate(note.trim());
  };

  return (
    <Card className="p-5 sm:p-6" aria-labelledby={headingId} role="article">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-ink text-lg font-semibold break-words">
            {inquiry.name} <span className="text-muted font-normal">to</span> <bdi>{inquiry.partnerName}</bdi>
          </h2>
          <p className="text-muted text-sm">
            <time dateTime={inquiry.createdAt}>{formatOfficeDateTime(inquiry.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge className={statusBadgeClass[inquiry.status]}>{INQUIRY_STATUS_LABELS[inquiry.status]}</Badge>
          <DeliveryBadge label="Email" delivery={inquiry.delivery} />
          {inquiry.forwardDelivery ? <DeliveryBadge label="Forward" delivery={inquiry.forwardDelivery} /> : null}
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {/* Plain groups under headings, not landmarks: fifty cards would make fifty regions of one name. */}
        <div>
          <h3 className="text-muted text-sm font-semibold tracking-wide uppercase">Family</h3>
          <ContactList email={inquiry.email} phone={inquiry.phone} />
        </div>
        <div>
          <h3 className="text-muted text-sm font-semibold tracking-wide uppercase">Partner</h3>
          {partner ? (
            <>
              <ContactList email={partner.email} phone={partner.phone} />
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <Link className={linkClass} to={`/admin/partners/${partner.id}/edit`}>
                  <Pencil aria-hidden="true" className="mr-1 inline size-4" />
                  Edit <bdi>{partner.name}</bdi>
                </Link>
                {partner.isActive ? (
                  <a className={linkClass} href={`/partner/${partner.slug}`} target="_blank" rel="noopener">
                    <ExternalLink aria-hidden="true" className="mr-1 inline size-4" />
                    Public page<span className="sr-only"> of {partner.name} (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="text-muted">Inactive: no public page</span>
                )}
                <Link
                  className={linkClass}
                  to={`?${inboxParams({ q: '', status: null, partnerId: partner.id, page: 1 })}`}
                >
                  All inquiries for this partner
                </Link>
              </p>
            </>
          ) : (
            <p className="text-muted mt-1">No longer in the directory.</p>
          )}
        </div>
      </div>

      {/* Plain text with its line breaks (design §4: user text is never HTML). */}
      <p className="text-ink bg-canvas mt-4 rounded-lg p-4 break-words whitespace-pre-line">{inquiry.message}</p>

      <DeliveryError label="Email to the coordinator" delivery={inquiry.delivery} />
      {inquiry.forwardDelivery ? (
        <DeliveryError label="Email to the partner" delivery={inquiry.forwardDelivery} />
      ) : null}

      <div className="border-line mt-5 grid gap-5 border-t pt-5 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <form onSubmit={saveStatus} className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3">
            <div className="grid gap-2">
              <Label htmlFor={`inquiry-status-${inquiry.id}`}>Change status</Label>
              <Select
                id={`inquiry-status-${inquiry.id}`}
                className="sm:w-48"
                value={status}
                onChange={(event) => setStatus(event.target.value as InquiryStatus)}
              >
                {INQUIRY_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {INQUIRY_STATUS_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" variant="secondary" disabled={status === inquiry.status || updateStatus.isPending}>
              {updateStatus.isPending ? 'Saving...' : 'Update status'}
            </Button>
          </form>

          <div className="grid gap-2">
            <Button
              className="justify-self-start"
              onClick={() => setConfirmingForward(true)}
              disabled={!canForward || forward.isPending}
              aria-describedby={`inquiry-forward-hint-${inquiry.id}`}
            >
              <Send aria-hidden="true" />
              {inquiry.forwardDelivery ? 'Forward again' : 'Forward to partner'}
            </Button>
            {/* The family's details leave the office: one more click, naming where they go. */}
            <AlertDialog
              open={confirmingForward}
              onOpenChange={(open) => {
                if (open || forward.isPending) return;
                setConfirmingForward(false);
                setCheckedNewEmail(false);
              }}
            >
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Forward to {partner?.name}?</AlertDialogTitle>
                  <AlertDialogDescription>
                    {inquiry.name}&apos;s contact details and message will be emailed to {partner?.email}. Replies go to
                    the family.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                {emailNewerThanInquiry ? (
                  <label className="flex items-start gap-3 text-sm">
                    <Checkbox
                      className="mt-0.5"
                      checked={checkedNewEmail}
                      onChange={(event) => setCheckedNewEmail(event.target.checked)}
                    />
                    <span>
                      I checked that {partner?.email} belongs to {partner?.name}, not to a new owner: the family wrote
                      before the listing had it.
                    </span>
                  </label>
                ) : null}
                <AlertDialogFooter>
                  <AlertDialogCancel disabled={forward.isPending}>Cancel</AlertDialogCancel>
                  <AlertDialogAction
                    destructive={false}
                    onClick={() => forward.mutate()}
                    disabled={forward.isPending || (emailNewerThanInquiry && !checkedNewEmail)}
                  >
                    <Send aria-hidden="true" />
                    {forward.isPending ? 'Forwarding...' : 'Send to partner'}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
            <p id={`inquiry-forward-hint-${inquiry.id}`} className="text-muted text-sm">
              {canForward && emailNewerThanInquiry
                ? `The family wrote before the listing's email changed to ${partner?.email} (${formatOfficeDateTime(partner!.emailSince!)})${inquiry.partnerCopyTo ? `; its copy went to ${inquiry.partnerCopyTo}` : ''}. Forward it only if that address belongs to the same business, not to a new owner.`
                : canForward
                  ? `Emails the inquiry to ${partner?.email}; replies go to the family.`
                  : partner
                    ? 'This partner has no email address: add one on the partner’s edit page to forward.'
                    : 'The partner is no longer in the directory.'}
            </p>
          </div>
        </div>

        <div className="grid content-start gap-3">
          <h3 className="text-ink font-semibold">Internal notes ({inquiry.notes.length})</h3>
          {inquiry.notes.length > 0 ? (
            <ol className="grid gap-2">
              {inquiry.notes.map((entry) => (
                <li key={entry.id} className="bg-canvas rounded-lg px-3 py-2">
                  <p className="text-muted text-sm">
                    <span className="text-ink font-semibold">{entry.authorName}</span>,{' '}
                    <time dateTime={entry.createdAt}>{formatOfficeDateTime(entry.createdAt)}</time>
                  </p>
                  <p className="text-ink break-words whitespace-pre-line">{entry.body}</p>
                </li>
              ))}
            </ol>
          ) : null}
          <form onSubmit={saveNote} className="grid gap-2">
            <Label htmlFor={`inquiry-note-${inquiry.id}`}>Add an internal note</Label>
            <Textarea
              id={`inquiry-note-${inquiry.id}`}
              rows={2}
              value={note}
              maxLength={INQUIRY_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              type="submit"
              variant="secondary"
              className="justify-self-start"
              disabled={!note.trim() || addNote.isPending}
            >
              {addNote.isPending ? 'Saving...' : 'Add note'}
            </Button>
          </form>
        </div>
      </div>
    </Card>
  );
}

function ContactList({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <dl className="mt-1 grid gap-1">
      <div className="flex min-w-0 items-center gap-2">
        <dt>
          <Mail aria-hidden="true" className="text-muted size-4" />
          <span className="sr-only">Email</span>
        </dt>
        <dd className="min-w-0 break-all">
          {email ? (
            <a className={linkClass} href={`mailto:${email}`}>
              {email}
            </a>
          ) : (
            <span className="text-muted">No email</span>
          )}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt>
          <Phone aria-hidden="true" className="text-muted size-4" />
          <span className="sr-only">Phone</span>
        </dt>
        <dd>
          {phone ? (
            <a className={linkClass} href={`tel:${phone}`}>
              {phone}
            </a>
          ) : (
            <span className="text-muted">Not given</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function DeliveryError({ label, delivery }: { label: string; delivery: InquiryDelivery }) {
  if (!(delivery.state === 'failed' || (delivery.state === 'pending' && delivery.lastError))) return null;
  return (
    <p className="text-danger mt-3 text-sm break-words">
      {label}, last error: {delivery.lastError ?? 'unknown'}
      {delivery.attempts > 0 ? ` (after ${delivery.attempts} attempts)` : ''}
    </p>
  );
}

function DeliveryBadge({ label, delivery }: { label: string; delivery: InquiryDelivery }) {
  switch (delivery.state) {
    case 'sent':
      return <Badge className="bg-emerald-100 text-emerald-900">{label} sent</Badge>;
    case 'failed':
      return <Badge className="bg-red-100 text-red-900">{label} failed</Badge>;
    case 'pending':
      return <Badge className="bg-amber-50 text-amber-900">{label} pending</Badge>;
    default:
      return <Badge variant="outline">No {label.toLowerCase()}</Badge>;
  }
}
