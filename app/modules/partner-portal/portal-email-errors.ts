import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { toFieldErrors } from '~/lib/validation';
import { formatNumber } from '~/modules/i18n/format';

/*
 * A refused email address in the page's language, shared by the portal's actions (portal-messages.server.ts)
 * and the sign-in form's own check in the browser, so both say the same. English keeps the schema's words.
 */

type Issue = z.core.$ZodIssue;

/** The message for an email field's issue (a field's too-long issue is worded by the caller). */
export function portalEmailError(i18n: I18n, issue: Issue, values: Record<string, string>): string {
  if ((values.email ?? '').trim() === '') {
    // A listing's edit names its `partnerId`: its email is the sign-in address.
    return values.partnerId ? i18n._('portal.error.emailForSignIn') : i18n._('portal.error.emailRequired');
  }
  if (/one line/.test(issue.message)) return i18n._('portal.error.oneLine');
  return i18n._('portal.error.invalidEmail');
}

/** The sign-in form's `{ email: message }` (its only field), as its action words it. */
export function signInFieldErrors(i18n: I18n, error: z.ZodError, values: { email: string }): Record<string, string> {
  if (i18n.locale === 'en') return toFieldErrors(error);
  const issue = error.issues[0];
  if (!issue) return {};
  return {
    email:
      issue.code === 'too_big'
        ? i18n._('portal.error.tooLong', { max: formatNumber('fr', Number(issue.maximum)) })
        : portalEmailError(i18n, issue, values),
  };
}
