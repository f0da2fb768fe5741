import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useRouteLoaderData } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { tooManyAttemptsMessage } from '~/lib/errors';
import { invalidateCachedQueries } from '~/lib/query-client-registry';
import { Button } from '~/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/ui/dialog';
import { fieldA11y, FormField } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { preloadToaster } from '~/ui/toaster';
import { toast } from '~/ui/use-toast';
import { inquiryDependentQueryKeys, newIdempotencyKey, postInquiry } from '../inquiry.queries';
import { recordInquirySent } from '../inquiry-sent-store';
import {
  INQUIRY_LIMITS,
  type InquiryFormValues,
  type InquiryInput,
  REQUIRED_INQUIRY_FIELDS,
  inquiryInputSchema,
} from '../inquiry.schema';

// Every path through this dialog ends in a toast (sent, missing fields, failure): have its renderer ready.
preloadToaster();

type EditableField = 'name' | 'email' | 'phone' | 'message';
const EDITABLE_FIELDS: readonly EditableField[] = ['name', 'email', 'phone', 'message'];

/** Shown when the root loader's data is not there (an error screen): never an empty address in the text. */
const FALLBACK_COORDINATOR = 'our family care team';

export interface InquiryDialogProps {
  partner: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The inquiry dialog (spec §2 Inquiry dialog, §4 states, §5, §8 toasts), loaded on demand by
 * AskForInformationButton, which keeps it mounted once opened so the form state survives closing.
 */
export default function InquiryDialog({ partner, open, onOpenChange, returnFocusTo }: InquiryDialogProps) {
  // A problem the fields cannot show: too many inquiries (429), a partner no longer listed, no connection.
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  // The Idempotency-Key of this draft's submission: a retry of the same inquiry after a lost answer (a
  // flaky phone connection) reuses it, so the server answers with the first inquiry instead of storing a
  // second; a changed draft or a success takes a new one.
  const [submission, setSubmission] = useState<{ key: string; body: string } | null>(null);
  const rootData = useRouteLoaderData('root') as { inquiryEmail?: string } | undefined;
  const coordinator = rootData?.inquiryEmail ?? FALLBACK_COORDINATOR;

  const defaultValues: InquiryFormValues = { name: '', email: '', phone: '', message: '', partnerId: partner.id };
  const form = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: zodResolver(inquiryInputSchema),
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = form;

  async function send(input: InquiryInput) {
    setFormProblem(null);
    setSending(true);
    const body = JSON.stringify(input);
    const current = submission?.body === body ? submission : { key: newIdempotencyKey(), body };
    setSubmission(current);
    try {
      await postInquiry(input, { idempotencyKey: current.key });
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to submit inquiry. Please try again.', variant: 'destructive' });
      setFormProblem(problemFor(error));
      if (error instanceof ApiError && error.status === 400) {
        for (const field of EDITABLE_FIELDS) {
          const message = error.body?.errors?.[field];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      return;
    } finally {
      setSending(false);
    }
    toast({
      title: 'Inquiry Sent Successfully',
      description: `Your inquiry has been submitted and will be forwarded to ${coordinator} who will coordinate with the partner to respond to you.`,
    });
    recordInquirySent(partner.id);
    setSubmission(null);
    reset(defaultValues);
    onOpenChange(false);
    invalidateCachedQueries(inquiryDependentQueryKeys);
  }

  const onSubmit = handleSubmit(send, () => {
    // Spec §5: any required field empty → this toast, and nothing is sent. Other mistakes (a malformed
    // email) are explained under their field only.
    const values = getValues();
    if (REQUIRED_INQUIRY_FIELDS.some((field) => (values[field] ?? '').trim() === '')) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
    }
  });

  const fieldId = (field: EditableField) => `${id}-${field}`;
  const a11y = (field: EditableField) => fieldA11y(fieldId(field), { error: errors[field]?.message });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // What was typed stays for the next opening; last time's complaints do not.
        if (!next) clearErrors();
      }}
    >
      <DialogContent
        onOpenAutoFocus={() => {
          if (!sending) setFormProblem(null);
        }}
        returnFocusTo={returnFocusTo}
      >
        <DialogHeader>
          {/* The partner first: with several cards opened in an evening, the family sees whom they write to. */}
          <DialogTitle className="[overflow-wrap:anywhere]">
            <bdi>{partner.name}</bdi>: Ask for Information
          </DialogTitle>
          <DialogDescription>
            Your inquiry will be sent to{' '}
            <span className="text-ink font-medium [overflow-wrap:anywhere]">{coordinator}</span> and forwarded to{' '}
            <span className="text-ink font-medium">{partner.name}</span>.
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" {...register('partnerId')} />

          <FormField id={fieldId('name')} label="Name" error={errors.name?.message}>
            <Input
              autoComplete="name"
              required
              maxLength={INQUIRY_LIMITS.name}
              {...a11y('name')}
              {...register('name')}
            />
          </FormField>

          <FormField id={fieldId('email')} label="Email" error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={INQUIRY_LIMITS.email}
              {...a11y('email')}
              {...register('email')}
            />
          </FormField>

          <FormField id={fieldId('phone')} label="Phone" optional error={errors.phone?.message}>
            <Input
              type="tel"
              autoComplete="tel"
              maxLength={INQUIRY_LIMITS.phone}
              {...a11y('phone')}
              {...register('phone')}
            />
          </FormField>

          <FormField id={fieldId('message')} label="Message" error={errors.message?.message}>
            <Textarea
              rows={5}
              required
              maxLength={INQUIRY_LIMITS.message}
              placeholder="How can this partner help your family?"
              {...a11y('message')}
              {...register('message')}
            />
          </FormField>

          {formProblem ? (
            <p role="alert" className="border-danger bg-danger/5 text-danger rounded-lg border px-4 py-3 text-base">
              {formProblem}
            </p>
          ) : null}

          <p className="text-muted text-sm">
            What we keep and for how long:{' '}
            <a href="/privacy" target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4">
              privacy<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>

          <DialogFooter className="pt-1">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={sending} aria-disabled={sending}>
              {sending ? 'Sending...' : 'Send Inquiry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The message shown inside the dialog for a failure the fields cannot show. */
function problemFor(error: unknown): string | null {
  if (!(error instanceof ApiError)) {
    return 'Your inquiry was not sent. Please check your internet connection and try again.';
  }
  // The server's 429 says how long to wait, in the wording every rate limit uses.
  if (error.status === 429) return error.serverMessage ?? tooManyAttemptsMessage(error.retryAfterSeconds);
  if (error.status === 400) {
    const partnerProblem = error.body?.errors?.partnerId;
    if (partnerProblem) return partnerProblem;
    // Field errors are shown under their fields.
    return null;
  }
  return 'Your inquiry was not sent. Please try again in a moment.';
}
