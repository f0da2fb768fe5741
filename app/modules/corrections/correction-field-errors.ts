import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { toFieldErrors } from '~/lib/validation';
import { CORRECTION_LIMITS } from './correction.schema';

/*
 * The correction schema's refusals as a visitor reads them in the page's language. The schema keeps its codes
 * and English messages; the form maps each field's first issue to a catalogue message here, in one place.
 * English pages keep the schema's own words.
 */

type Issue = z.core.$ZodIssue;

function messageFor(i18n: I18n, field: string, issue: Issue): string {
  if (issue.code === 'too_big') return i18n._('correction.error.tooLong', { max: i18n.number(Number(issue.maximum)) });
  if (field === 'contactEmail') return i18n._('correction.error.invalidEmail');
  if (field === 'message' && issue.code === 'too_small' && Number(issue.minimum) > 1) {
    return i18n._('correction.error.messageTooShort', { min: CORRECTION_LIMITS.messageMin });
  }
  if (field === 'message') return i18n._('correction.error.messageRequired');
  return i18n._('correction.error.invalid');
}

/** `{ field: message }`, the first issue of each field, in the language of `i18n`. */
export function correctionFieldErrors(i18n: I18n, error: z.ZodError): Record<string, string> {
  if (i18n.locale === 'en') return toFieldErrors(error);
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[field] ??= messageFor(i18n, field, issue);
  }
  return fieldErrors;
}
