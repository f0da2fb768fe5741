import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { toFieldErrors } from '~/lib/validation';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { FormField, fieldA11y } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { CORRECTION_LIMITS, type CorrectionFormValues, correctionInputSchema } from '../correction.schema';

export interface CorrectionFormState {
  fieldErrors?: Record<string, string>;
  /** A refusal that is not about one field (the rate limit). */
  formError?: string;
  values?: CorrectionFormValues;
}

/**
 * 'Report a correction': a real form posting to its route's action, so it works before and without
 * JavaScript (the server answers with the same messages on the same page). When the app has hydrated, the
 * shared schema checks it first and React Router posts it without a page load.
 */
export function CorrectionForm({ partnerName, state }: { partnerName: string; state: CorrectionFormState }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? state.fieldErrors ?? {};

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const result = correctionInputSchema.safeParse({
      message: data.get('message'),
      contactEmail: data.get('contactEmail'),
    });
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const fieldErrors = toFieldErrors(result.error);
    setClientErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(`correction-${first}`)?.focus();
  }

  return (
    <Form method="post" noValidate onSubmit={check} className="grid gap-5">
      {state.formError ? <Alert variant="destructive">{state.formError}</Alert> : null}
      <FormField
        id="correction-message"
        label="What is wrong?"
        required
        hint={`For example a phone number, an address or a service of ${partnerName}. ${CORRECTION_LIMITS.messageMin} to ${CORRECTION_LIMITS.message.toLocaleString('en-US')} characters.`}
        error={errors.message}
      >
        <Textarea
          name="message"
          rows={6}
          maxLength={CORRECTION_LIMITS.message}
          defaultValue={state.values?.message ?? ''}
          {...fieldA11y('correction-message', { error: errors.message, hint: true, required: true })}
        />
      </FormField>
      <FormField
        id="correction-contactEmail"
        label="Your email"
        optional
        hint="Only if you are happy for us to ask you a question about it. It is not shown to anyone."
        error={errors.contactEmail}
      >
        <Input
          name="contactEmail"
          type="email"
          autoComplete="email"
          maxLength={CORRECTION_LIMITS.contactEmail}
          defaultValue={state.values?.contactEmail ?? ''}
          {...fieldA11y('correction-contactEmail', { error: errors.contactEmail, hint: true })}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send correction'}
        </Button>
      </div>
    </Form>
  );
}
