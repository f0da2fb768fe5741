import { nameArgs } from '~/modules/i18n/name-grammar';
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, type RefObject, use, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useBlocker, useRouteLoaderData } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { tooManyAttemptsMessage } from '~/lib/errors';
import { invalidateCachedQueries } from '~/lib/query-client-registry';
import { ClientI18nProvider } from '~/modules/i18n/client-i18n';
import type { Locale } from '~/modules/i18n/locales';
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
import { inquiryFieldErrors, messageLengthHint, tooManyInquiriesMessage } from '../inquiry-field-errors';
import { MessageLength } from './message-length';
import { inquiryMessagesFor } from '../inquiry-messages';
import { inquiryPagePath } from '../inquiry-paths';
import { inquiryDependentQueryKeys, newIdempotencyKey, postInquiry } from '../inquiry.queries';
import { recordInquirySent } from '../inquiry-sent-store';
import { CallPartnerNow } from './call-partner-now';
import {
  INQUIRY_LIMITS,
  type InquiryCreated,
  type InquiryFormValues,
  type InquiryInput,
  REQUIRED_INQUIRY_FIELDS,
  inquiryInputSchema,
} from '../inquiry.schema';

// Every path through this dialog ends in a toast (sent, missing fields, failure): have its renderer ready.
preloadToaster();

type EditableField = 'name' | 'email' | 'phone' | 'message';
const EDITABLE_FIELDS: readonly EditableField[] = ['name', 'email', 'phone', 'message'];

export interface InquiryDialogProps {
  /** `phone`: '' or null for none (loaders never send the import placeholder). */
  partner: { id: string; name: string; phone?: string | null };
  /** The page's language: the dialog's words (fetched with it, inquiry-messages.ts) and the confirmation email's. */
  locale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The inquiry dialog (spec §2 Inquiry dialog, §4 states, §5, §8 toasts), loaded on demand by
 * AskForInformationButton, which keeps it mounted once opened so the form state survives closing.
 */
export default function InquiryDialog(props: InquiryDialogProps) {
  const messages = use(inquiryMessagesFor(props.locale));
  // Without its messages the dialog cannot speak: the inquiry's own page opens instead.
  if (!messages) return <OpenInquiryPage {...props} />;
  return (
    <ClientI18nProvider messages={messages}>
      <InquiryDialogInLanguage {...props} />
    </ClientI18nProvider>
  );
}

/** When the dialog's messages could not be fetched: the inquiry's own page, which works without them. */
function OpenInquiryPage({ partner, locale }: InquiryDialogProps) {
  useEffect(() => {
    window.location.assign(inquiryPagePath(partner.id, locale));
  }, [partner.id, locale]);
  return null;
}

function InquiryDialogInLanguage({ partner, locale, open, onOpenChange, returnFocusTo }: InquiryDialogProps) {
  const { i18n } = useLingui();
  const sentTo = nameArgs(locale, partner.name);
  // The dialog's and its toasts' close buttons, named in the page's language.
  const closeLabel = i18n._('inquiry.close');
  // A problem the fields cannot show: too many inquiries (429), a partner no longer listed, no connection.
  // `mustWait`: refused for a while, when the partner's phone is the way to reach them sooner.
  const [formProblem, setFormProblem] = useState<{ text: string; mustWait: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  // Set before the first await: two submits in the same moment (a double click the button's disabled state
  // has not caught yet) send one inquiry, not two under two keys.
  const sendingNow = useRef(false);
  const id = useId();
  // The Idempotency-Key of this draft's submission: a retry of the same inquiry after a lost answer (a
  // flaky phone connection) reuses it, so the server answers with the first inquiry instead of storing a
  // second; a changed draft or a success takes a new one.
  const [submission, setSubmission] = useState<{ key: string; body: string } | null>(null);
  const rootData = useRouteLoaderData('root') as { inquiryEmail?: string } | undefined;
  // Without the root loader's data (an error screen), never an empty address in the text.
  const coordinator = rootData?.inquiryEmail ?? i18n._('inquiry.fallbackCoordinator');

  const defaultValues: InquiryFormValues = {
    name: '',
    email: '',
    phone: '',
    message: '',
    partnerId: partner.id,
    locale,
  };
  const form = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: localizedResolver(i18n),
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
  // What was typed stays for the next opening; last time's complaints do not. Also what Escape does while a
  // toast is over the dialog: Radix gives Escape to the topmost layer, the toast, and one press closes both.
  const close = () => {
    onOpenChange(false);
    clearErrors();
  };
  const message = useWatch({ control: form.control, name: 'message' });
  const lengthHint = messageLengthHint(i18n, message?.length ?? 0);
  // The 'Missing Information' toast covers the dialog's top on a phone: it goes once every required field is filled.
  const missingToast = useRef<{ dismiss: () => void } | null>(null);
  const requiredValues = useWatch({ control: form.control, name: REQUIRED_INQUIRY_FIELDS });
  const requiredFilled = requiredValues.every((value) => (value ?? '').trim() !== '');
  useEffect(() => {
    if (!requiredFilled) return;
    missingToast.current?.dismiss();
    missingToast.current = null;
  }, [requiredFilled]);

  async function send(input: InquiryInput) {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setFormProblem(null);
    setSending(true);
    const body = JSON.stringify(input);
    const current = submission?.body === body ? submission : { key: newIdempotencyKey(), body };
    setSubmission(current);
    let created: InquiryCreated;
    try {
      created = await postInquiry(input, { idempotencyKey: current.key });
    } catch (error) {
      const problem = problemFor(error, i18n);
      const mustWait = error instanceof ApiError && error.status === 429 && problem !== null;
      // Refused for a while (429): said once, in the form with the partner's phone; a toast saying it again
      // would cover the form on a phone, and "Please try again" would contradict the wait.
      if (!mustWait) {
        toast({
          title: i18n._('inquiry.toast.errorTitle'),
          description: i18n._('inquiry.toast.errorText'),
          variant: 'destructive',
          closeLabel,
          onEscapeKeyDown: close,
        });
      }
      setFormProblem(problem === null ? null : { text: problem, mustWait });
      if (error instanceof ApiError && error.status === 400) {
        for (const field of EDITABLE_FIELDS) {
          const serverMessage = error.body?.errors?.[field];
          // The API explains in English; a French page says which field to check.
          const message = serverMessage && i18n.locale !== 'en' ? i18n._('inquiry.error.invalid') : serverMessage;
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      return;
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
    toast({
      title: i18n._('inquiry.toast.sentTitle'),
      description: i18n._('inquiry.toast.sentText', { coordinator }),
      closeLabel,
    });
    // An answer without the field (a server older than this page) promised the copy, as the page did then.
    recordInquirySent(partner.id, { copy: created.confirmationEmailed !== false });
    setSubmission(null);
    reset(defaultValues);
    onOpenChange(false);
    invalidateCachedQueries(inquiryDependentQueryKeys);
  }

  function onInvalid() {
    // Spec §5: any required field empty → this toast, and nothing is sent. Other mistakes (a malformed
    // email) are explained under their field only.
    const values = getValues();
    if (REQUIRED_INQUIRY_FIELDS.some((field) => (values[field] ?? '').trim() === '')) {
      missingToast.current = toast({
        title: i18n._('inquiry.toast.missingTitle'),
        description: i18n._('inquiry.toast.missingText'),
        variant: 'destructive',
        closeLabel,
        onEscapeKeyDown: close,
      });
    }
  }

  // Wrapped when the form is submitted, not during render: `send` reads the in-flight ref.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(send, onInvalid)(event);

  const fieldId = (field: EditableField) => `${id}-${field}`;
  const a11y = (field: EditableField) =>
    fieldA11y(fieldId(field), { error: errors[field]?.message, hint: field === 'message' && lengthHint !== undefined });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
    >
      <DialogContent
        onOpenAutoFocus={() => {
          if (!sending) setFormProblem(null);
        }}
        returnFocusTo={returnFocusTo}
        closeLabel={closeLabel}
      >
        {open ? <BackCloses onClose={close} /> : null}
        <DialogHeader>
          {/* The partner first: with several cards opened in an evening, the family sees whom they write to. */}
          <DialogTitle className="[overflow-wrap:anywhere]">
            <Trans id="inquiry.title" values={{ name: <bdi>{partner.name}</bdi> }} />
          </DialogTitle>
          <DialogDescription>
            <Trans
              id="inquiry.sentTo"
              values={{
                coordinator: <span className="text-ink font-medium [overflow-wrap:anywhere]">{coordinator}</span>,
                nameForm: sentTo.nameForm,
                name: <bdi className="text-ink font-medium">{sentTo.name}</bdi>,
              }}
            />
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" {...register('partnerId')} />
          <input type="hidden" {...register('locale')} />

          <FormField id={fieldId('name')} label={i18n._('inquiry.name')} error={errors.name?.message}>
            <Input
              autoComplete="name"
              required
              maxLength={INQUIRY_LIMITS.name}
              {...a11y('name')}
              {...register('name')}
            />
          </FormField>

          <FormField id={fieldId('email')} label={i18n._('inquiry.email')} error={errors.email?.message}>
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

          <FormField
            id={fieldId('phone')}
            label={i18n._('inquiry.phone')}
            optional
            optionalLabel={i18n._('inquiry.optional')}
            error={errors.phone?.message}
          >
            <Input
              type="tel"
              autoComplete="tel"
              maxLength={INQUIRY_LIMITS.phone}
              {...a11y('phone')}
              {...register('phone')}
            />
          </FormField>

          <FormField
            id={fieldId('message')}
            label={i18n._('inquiry.message')}
            hint={lengthHint ? <MessageLength {...lengthHint} /> : undefined}
            error={errors.message?.message}
          >
            <Textarea
              rows={5}
              required
              placeholder={i18n._('inquiry.placeholder')}
              {...a11y('message')}
              {...register('message')}
            />
          </FormField>

          {formProblem ? (
            <div role="alert" className="border-danger bg-danger/5 text-danger rounded-lg border px-4 py-3 text-base">
              <p>{formProblem.text}</p>
              {formProblem.mustWait ? <CallPartnerNow phone={partner.phone} className="text-ink mt-2" /> : null}
            </div>
          ) : null}

          <p className="text-muted text-sm">
            <Trans
              id="inquiry.privacy"
              components={{
                0: (
                  <PrivacyLink
                    href={locale === 'fr' ? '/fr/confidentialite' : '/privacy'}
                    newTab={i18n._('inquiry.opensInNewTab')}
                  />
                ),
              }}
            />
          </p>

          <DialogFooter className="pt-1">
            <DialogClose asChild>
              <Button variant="secondary">{i18n._('inquiry.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={sending} aria-disabled={sending}>
              {sending ? i18n._('inquiry.sending') : i18n._('inquiry.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The privacy page in a new tab, its link text from the sentence around it. */
function PrivacyLink({ href, newTab, children }: { href: string; newTab: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4">
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

/** The shared schema checks the form; its refusals read in the dialog's language (inquiry-field-errors.ts). */
function localizedResolver(i18n: I18n): Resolver<InquiryFormValues, unknown, InquiryInput> {
  const resolve: Resolver<InquiryFormValues, unknown, InquiryInput> = zodResolver(inquiryInputSchema);
  if (i18n.locale === 'en') return resolve;
  return async (values, context, options) => {
    const parsed = await inquiryInputSchema.safeParseAsync(values);
    if (parsed.success) return resolve(values, context, options);
    const fieldErrors = inquiryFieldErrors(i18n, parsed.error);
    const errors = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, message]) => [field, { type: 'validation', message }]),
    );
    return { values: {}, errors };
  };
}

/** The message shown inside the dialog for a failure the fields cannot show. */
function problemFor(error: unknown, i18n: I18n): string | null {
  const english = i18n.locale === 'en';
  if (!(error instanceof ApiError)) return i18n._('inquiry.problem.offline');
  // The server's 429 says how long to wait, in the wording every rate limit uses (English).
  if (error.status === 429) {
    return english
      ? (error.serverMessage ?? tooManyAttemptsMessage(error.retryAfterSeconds))
      : tooManyInquiriesMessage(i18n, error.retryAfterSeconds);
  }
  if (error.status === 400) {
    const partnerProblem = error.body?.errors?.partnerId;
    if (partnerProblem) return english ? partnerProblem : i18n._('inquiry.problem.partnerUnavailable');
    // Field errors are shown under their fields.
    return null;
  }
  return i18n._('inquiry.problem.later');
}

/**
 * While the dialog is open, a phone's Back closes it instead of leaving the page under it (and the results the
 * family had reached): React Router's blocker holds that one navigation back, and what was typed stays for the
 * next opening. Mounted by the open dialog only, so the page has one blocker at a time. A page opened directly
 * has no earlier entry in the app to go back to: there Back leaves the site, as browsers decide.
 */
function BackCloses({ onClose }: { onClose: () => void }) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onClose();
  }, [blocker, onClose]);
  return null;
}
