import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Locale } from '~/modules/i18n/locales';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { FormField, fieldA11y } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { inquiryFieldErrors, messageLengthHint } from '../inquiry-field-errors';
import { INQUIRY_LIMITS, inquiryInputSchema } from '../inquiry.schema';
import { CallPartnerNow } from './call-partner-now';
import { MessageLength } from './message-length';

type InquiryPageField = 'name' | 'email' | 'phone' | 'message';

export interface InquiryPageFormState {
  fieldErrors?: Record<string, string>;
  /** A refusal that is not about one field: a rate limit, a partner no longer listed. */
  formError?: string;
  /** The refusal is a wait (a rate limit): the partner's phone is offered to reach them sooner. */
  mustWait?: boolean;
  values?: Partial<Record<InquiryPageField, string>>;
}

/**
 * The inquiry as a real form posting to its page's action: it works before and without JavaScript, with
 * the dialog's fields, schema and messages, in the page's language (under its ClientI18nProvider). Once
 * hydrated, the schema checks it first and React Router posts it without a page load.
 */
export function InquiryPageForm({
  partnerId,
  partnerPhone,
  locale,
  state,
}: {
  partnerId: string;
  /** '' for none (loaders never send the import placeholder). */
  partnerPhone: string;
  locale: Locale;
  state: InquiryPageFormState;
}) {
  const { i18n } = useLingui();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? state.fieldErrors ?? {};
  const [messageLength, setMessageLength] = useState(state.values?.message?.length ?? 0);
  const lengthHint = messageLengthHint(i18n, messageLength);

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const result = inquiryInputSchema.safeParse({ ...Object.fromEntries(data), partnerId, locale });
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const fieldErrors = inquiryFieldErrors(i18n, result.error);
    setClientErrors(fieldErrors);
    const first = (['name', 'email', 'phone', 'message'] as const).find((field) => fieldErrors[field]);
    if (first) document.getElementById(`inquiry-${first}`)?.focus();
  }

  const a11y = (field: InquiryPageField, required: boolean) =>
    fieldA11y(`inquiry-${field}`, {
      error: errors[field],
      hint: field === 'message' && lengthHint !== undefined,
      required,
    });

  return (
    <Form method="post" noValidate onSubmit={check} className="grid gap-5">
      {state.formError ? (
        <Alert variant="destructive">
          <div>
            <p>{state.formError}</p>
            {state.mustWait ? <CallPartnerNow phone={partnerPhone} className="text-ink mt-2" /> : null}
          </div>
        </Alert>
      ) : null}
      <FormField id="inquiry-name" label={i18n._('inquiry.name')} error={errors.name}>
        <Input
          name="name"
          autoComplete="name"
          maxLength={INQUIRY_LIMITS.name}
          defaultValue={state.values?.name ?? ''}
          {...a11y('name', true)}
        />
      </FormField>
      <FormField id="inquiry-email" label={i18n._('inquiry.email')} error={errors.email}>
        <Input
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={INQUIRY_LIMITS.email}
          defaultValue={state.values?.email ?? ''}
          {...a11y('email', true)}
        />
      </FormField>
      <FormField
        id="inquiry-phone"
        label={i18n._('inquiry.phone')}
        optional
        optionalLabel={i18n._('inquiry.optional')}
        error={errors.phone}
      >
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={INQUIRY_LIMITS.phone}
          defaultValue={state.values?.phone ?? ''}
          {...a11y('phone', false)}
        />
      </FormField>
      <FormField
        id="inquiry-message"
        label={i18n._('inquiry.message')}
        hint={lengthHint ? <MessageLength {...lengthHint} /> : undefined}
        error={errors.message}
      >
        <Textarea
          name="message"
          rows={6}
          placeholder={i18n._('inquiry.placeholder')}
          defaultValue={state.values?.message ?? ''}
          onChange={(event) => setMessageLength(event.currentTarget.value.length)}
          {...a11y('message', true)}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? i18n._('inquiry.sending') : i18n._('inquiry.send')}
        </Button>
      </div>
    </Form>
  );
}
