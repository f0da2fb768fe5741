import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { toFieldErrors } from '~/lib/validation';
import { INQUIRY_LIMITS } from './inquiry.schema';

/*
 * The inquiry schema's refusals as a family reads them in the page's language. The schema keeps its codes and
 * English messages (the API answers with those); the forms map each field's first issue to a catalogue message
 * here, in one place. English pages keep the schema's own words.
 */

type Issue = z.core.$ZodIssue;

function messageFor(i18n: I18n, field: string, issue: Issue): string {
  if (issue.code === 'too_big') return i18n._('inquiry.error.tooLong', { max: i18n.number(Number(issue.maximum)) });
  if (issue.code === 'custom') {
    const rule = (issue.params as { rule?: string } | undefined)?.rule;
    if (rule === 'noAddress') return i18n._('inquiry.error.nameAddress');
    if (rule === 'phone') return i18n._('inquiry.error.phone');
    return i18n._('inquiry.error.oneLine');
  }
  if (issue.code === 'invalid_format' && field === 'email') return i18n._('inquiry.error.invalidEmail');
  if (issue.code === 'invalid_format' && field === 'partnerId') return i18n._('inquiry.problem.partnerUnavailable');
  if (issue.code === 'too_small' || issue.code === 'invalid_type') {
    if (field === 'name') return i18n._('inquiry.error.nameRequired');
    if (field === 'email') return i18n._('inquiry.error.emailRequired');
    if (field === 'message') return i18n._('inquiry.error.messageRequired');
  }
  return i18n._('inquiry.error.invalid');
}

/** `{ field: message }`, the first issue of each field, in the language of `i18n`. */
export function inquiryFieldErrors(i18n: I18n, error: z.ZodError): Record<string, string> {
  if (i18n.locale === 'en') return toFieldErrors(error);
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[field] ??= messageFor(i18n, field, issue);
  }
  return fieldErrors;
}

/**
 * A refused inquiry (429) on a page in another language than English: how long to wait, in whole minutes
 * (the server's English message says the same), and that a partner already written to will answer.
 */
export function tooManyInquiriesMessage(i18n: I18n, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return i18n._('inquiry.problem.tooMany');
  }
  return i18n._('inquiry.problem.tooManyWait', { minutes: Math.ceil(retryAfterSeconds / 60) });
}

/** From this length the message field counts its characters: a long account should not meet the limit unseen. */
export const MESSAGE_COUNT_FROM = Math.floor(INQUIRY_LIMITS.message * 0.9);

/**
 * The message's length under its field once it nears the limit, and how to get under it once over. The field
 * has no maxlength: a browser would cut a pasted account at the limit without a word, and the family would
 * send it without its end.
 */
export function messageLengthHint(i18n: I18n, length: number): { text: string; over: boolean } | undefined {
  if (length < MESSAGE_COUNT_FROM) return undefined;
  const values = { count: i18n.number(length), max: i18n.number(INQUIRY_LIMITS.message) };
  if (length > INQUIRY_LIMITS.message) return { text: i18n._('inquiry.messageTooLong', values), over: true };
  return { text: i18n._('inquiry.messageLength', values), over: false };
}
