import type { I18n } from '@lingui/core';
import { ApiError } from '~/lib/api-client';
import { tooManyAttemptsMessage } from '~/lib/errors';
import { LOGO_MAX_PIXELS, LOGO_MESSAGES } from './png-logo';
import { problemFor } from './partner-tools.queries';

/*
 * The partner tools' refusals in the page's language. The shared schema (tool-fields.schema.ts) keeps its
 * English messages, which the API answers with and the browser's resolver produces alike; a French page maps
 * each one to a catalogue message here, in one place (as inquiry-field-errors.ts does for the inquiry form).
 * The mapping reads the message, not the issue: the browser's resolver and the API's answer carry only that.
 * English pages keep the schema's own words.
 */

const FILE_PROBLEMS = new Set<string>([
  LOGO_MESSAGES.notPng,
  LOGO_MESSAGES.tooLarge,
  LOGO_MESSAGES.corrupt,
  LOGO_MESSAGES.damaged,
  LOGO_MESSAGES.incomplete,
  LOGO_MESSAGES.unreadable,
]);

/** A field's refusal as the page shows it. */
export function toolFieldError(i18n: I18n, message: string | undefined): string | undefined {
  if (!message || i18n.locale === 'en') return message;
  const tooLong = /must be at most (\d+) characters$/.exec(message);
  if (tooLong) return i18n._('tools.error.tooLong', { max: i18n.number(Number(tooLong[1])) });
  if (message.endsWith('must be on one line')) return i18n._('tools.error.oneLine');
  if (message === 'Valid email is required') return i18n._('tools.error.email');
  if (message === 'Valid website URL is required') return i18n._('tools.error.website');
  if (message === 'Please select a video template') return i18n._('tools.error.template');
  if (message.startsWith('News angle should be')) return i18n._('tools.error.newsAngleShort');
  if (message.endsWith('is required')) return i18n._('tools.error.required');
  if (message === LOGO_MESSAGES.badUrl) return i18n._('tools.error.logoUrl');
  if (message === LOGO_MESSAGES.tooManyPixels) return i18n._('tools.error.logoPixels', { max: LOGO_MAX_PIXELS });
  if (FILE_PROBLEMS.has(message)) return i18n._('tools.error.logoFile');
  return i18n._('tools.error.invalid');
}

/**
 * A failure the fields cannot show (the toast says only that it failed). English: problemFor's words.
 * A refusal for too many requests also names the office's address (INQUIRY_EMAIL, from the route's loader),
 * as the portal's do, so a partner who cannot wait has somewhere to turn.
 */
export function toolProblem(
  i18n: I18n,
  error: unknown,
  what: 'press release' | 'video',
  officeEmail: string,
): string | null {
  if (error instanceof ApiError && error.status === 429)
    return `${tooManyWait(i18n, error)} ${i18n._('tools.problem.tooManyContact', { officeEmail })}`;
  if (i18n.locale === 'en') return problemFor(error, what);
  if (!(error instanceof ApiError)) return i18n._('tools.problem.offline');
  if (error.status === 400) return i18n._('tools.problem.fields');
  if (error.status === 413) return i18n._('tools.problem.bodyTooLarge');
  if (error.status === 503 && what === 'video') return i18n._('tools.video.unavailableText');
  return what === 'video' ? i18n._('tools.problem.videoServer') : i18n._('tools.problem.pressReleaseServer');
}

/** How long to wait, from the answer's Retry-After; with none, "later" rather than a wait nobody gave. */
function tooManyWait(i18n: I18n, error: ApiError): string {
  if (i18n.locale === 'en') return error.serverMessage ?? tooManyAttemptsMessage(error.retryAfterSeconds);
  const seconds = error.retryAfterSeconds;
  return seconds === undefined
    ? i18n._('tools.problem.tooManyLater')
    : i18n._('tools.problem.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
}
