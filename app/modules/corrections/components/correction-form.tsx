import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { FormField, fieldA11y } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { correctionFieldErrors } from '../correction-field-errors';
import { CORRECTION_LIMITS, type CorrectionFormValues, correctionInputSchema } from '../correction.schema';
import type { NameArgs } from '~/modules/i18n/name-grammar';

export interface CorrectionFormState {
  fieldErrors?: Record<string, string>;
  /** A refusal that is not about one field (the rate limit). */
  formError?: string;
  values?: CorrectionFormValues;
}

/**
 * 'Report a correction': a real form posting to its route's action, so it works before and without
 * JavaScript (the server answers with the same messages on the same page). When the app has hydrated, the
 * shared schema checks it first and React Router posts it without a page load. In the page's language (under
 * its ClientI18nProvider).
 */
export function CorrectionForm({ partner, state }: { partner: NameArgs; state: CorrectionFormState }) {
  const { i18n } = useLingui();
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
    const fieldErrors = correctionFieldErrors(i18n, result.error);
    setClientErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(`correction-${first}`)?.focus();
  }

  return (
    <Form method="post" noValidate onSubmit={check} className="grid gap-5">
      {state.formError ? <Alert variant="destructive">{state.formError}</Alert> : null}
      <FormField
        id="correction-message"
        label={i18n._('correction.messageLabel')}
        required
        hint={i18n._('correction.messageHint', {
          ...partner,
          min: CORRECTION_LIMITS.messageMin,
          max: i18n.number(CORRECTION_LIMITS.message),
        })}
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
        label={i18n._('correction.emailLabel')}
        optional
        optionalLabel={i18n._('correction.optional')}
        hint={i18n._('correction.emailHint')}
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
          {sending ? i18n._('correction.sending') : i18n._('correction.send')}
        </Button>
      </div>
    </Form>
  );
}
