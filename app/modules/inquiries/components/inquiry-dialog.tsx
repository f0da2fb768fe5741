import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useRouteLoaderData } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { Button, type ButtonProps } from '~/ui/button';
import { cn } from '~/ui/cn';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/ui/dialog';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import { inquiryDependentQueryKeys, postInquiry } from '../inquiry.queries';
import {
  INQUIRY_LIMITS,
  type InquiryFormValues,
  type InquiryInput,
  REQUIRED_INQUIRY_FIELDS,
  inquiryInputSchema,
} from '../inquiry.schema';

export interface AskForInformationButtonProps {
  partner: { id: string; name: string };
  /** 'Ask for Information' on the default card and the partner page; 'Contact' on compact cards (spec §2). */
  label?: string;
  className?: string;
  variant?: ButtonProps['variant'];
}

type EditableField = 'name' | 'email' | 'phone' | 'message';
const EDITABLE_FIELDS: readonly EditableField[] = ['name', 'email', 'phone', 'message'];

/** Shown when the root loader's data is not there (an error screen): never an empty address in the text. */
const FALLBACK_COORDINATOR = 'our family care team';

/**
 * The 'Ask for Information' button and its dialog (spec §2 Inquiry dialog, §4 states, §5, §8 toasts).
 * The form state lives here, outside the dialog's content: a family that closes the dialog by accident
 * (Escape, a tap outside) finds what it typed when it opens it again. Only a sent inquiry clears it.
 */
export function AskForInformationButton({
  partner,
  label = 'Ask for Information',
  className,
  variant,
}: AskForInformationButtonProps) {
  const [open, setOpen] = useState(false);
  // A problem the fields cannot show: too many inquiries (429), a partner no longer listed, no connection.
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const id = useId();
  const queryClient = useQueryClient();
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

  const mutation = useMutation({
    mutationFn: postInquiry,
    onSuccess: () => {
      toast({
        title: 'Inquiry Sent Successfully',
        description: `Your inquiry has been submitted and will be forwarded to ${coordinator} who will coordinate with the partner to respond to you.`,
      });
      reset(defaultValues);
      setFormProblem(null);
      setOpen(false);
      for (const queryKey of inquiryDependentQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      toast({ title: 'Error', description: 'Failed to submit inquiry. Please try again.', variant: 'destructive' });
      setFormProblem(problemFor(error));
      if (error instanceof ApiError && error.status === 400) {
        for (const field of EDITABLE_FIELDS) {
          const message = error.body?.errors?.[field];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
    },
  });

  const onSubmit = handleSubmit(
    (input) => {
      setFormProblem(null);
      mutation.mutate(input);
    },
    () => {
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
    },
  );

  const sending = mutation.isPending;
  const fieldId = (field: EditableField) => `${id}-${field}`;
  const describedBy = (field: EditableField, extra?: string) =>
    [errors[field] ? `${fieldId(field)}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // What was typed stays for the next opening; last time's complaints do not.
        if (!next) clearErrors();
        if (next && !sending) setFormProblem(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={variant} className={cn('whitespace-normal', className)}>
          <MessageSquare aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask for Information</DialogTitle>
          <DialogDescription>
            Your inquiry will be sent to{' '}
            <span className="text-ink font-medium [overflow-wrap:anywhere]">{coordinator}</span> and forwarded to{' '}
            <span className="text-ink font-medium">{partner.name}</span>.
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" {...register('partnerId')} />

          <Field id={fieldId('name')} label="Name" error={errors.name}>
            <Input
              id={fieldId('name')}
              autoComplete="name"
              required
              maxLength={INQUIRY_LIMITS.name}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              {...register('name')}
            />
          </Field>

          <Field id={fieldId('email')} label="Email" error={errors.email}>
            <Input
              id={fieldId('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={INQUIRY_LIMITS.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email')}
              {...register('email')}
            />
          </Field>

          <Field id={fieldId('phone')} label="Phone" optional error={errors.phone}>
            <Input
              id={fieldId('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={INQUIRY_LIMITS.phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone')}
              {...register('phone')}
            />
          </Field>

          <Field id={fieldId('message')} label="Message" error={errors.message}>
            <Textarea
              id={fieldId('message')}
              rows={5}
              required
              maxLength={INQUIRY_LIMITS.message}
              placeholder="How can this partner help your family?"
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message')}
              {...register('message')}
            />
          </Field>

          {formProblem ? (
            <p role="alert" className="border-danger bg-danger/5 text-danger rounded-lg border px-4 py-3 text-base">
              {formProblem}
            </p>
          ) : null}

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

function Field({
  id,
  label,
  optional = false,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: { message?: string };
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="text-muted font-normal"> (optional)</span> : null}
      </Label>
      {children}
      {error?.message ? (
        <p id={`${id}-error`} className="text-danger text-sm font-medium">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** The message shown inside the dialog for a failure the fields cannot show. */
function problemFor(error: unknown): string | null {
  if (!(error instanceof ApiError)) {
    return 'Your inquiry was not sent. Please check your internet connection and try again.';
  }
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 600) / 60));
    return `You have sent several inquiries in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  }
  if (error.status === 400) {
    const partnerProblem = error.body?.errors?.partnerId;
    if (partnerProblem) return partnerProblem;
    // Field errors are shown under their fields.
    return null;
  }
  return 'Your inquiry was not sent. Please try again in a moment.';
}
