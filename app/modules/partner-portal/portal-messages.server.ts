import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { toFieldErrors } from '~/lib/validation';
import { formatNumber } from '~/modules/i18n/format';
import { countryOfRegion } from '~/modules/geo/regions';
import { portalEmailError } from './portal-email-errors';
import { IMAGE_MESSAGES } from '~/modules/media/image-limits';
import { frenchClock } from '~/modules/partners/opening-hours';
import type { RuledField } from '~/modules/partners/partner-write.server';

/*
 * What the portal's actions say in the page's language (decision 033). The schemas keep their codes and
 * English messages (the API and the office read those); a French page maps each field's first issue to a
 * catalogue message here, in one place. English pages keep the schemas' own words.
 */

type Issue = z.core.$ZodIssue;

const PHONE_FIELDS = new Set(['phone', 'afterHoursPhone']);
const URL_FIELDS = new Set(['website', 'priceListUrl']);
const REQUIRED_TEXT_FIELDS = new Set(['name', 'address', 'city', 'zipCode']);

function messageFor(i18n: I18n, field: string, issue: Issue, values: Record<string, string>): string {
  const empty = (values[field] ?? '').trim() === '';
  if (field === 'servicesOffered' || field === 'servicesOfferedFr') {
    if (issue.path.length > 1 && issue.code === 'too_big') {
      return i18n._('portal.error.serviceTooLong', { max: formatNumber('fr', Number(issue.maximum)) });
    }
    if (issue.code === 'too_big') return i18n._('portal.error.tooManyServices', { max: Number(issue.maximum) });
    return i18n._('portal.error.invalid');
  }
  if (field === 'directCremationFromCents') {
    if (issue.code === 'too_big') {
      return i18n._('portal.error.priceTooHigh', { max: formatNumber('fr', Number(issue.maximum) / 100) });
    }
    return i18n._('portal.error.invalidPrice');
  }
  if (issue.code === 'too_big')
    return i18n._('portal.error.tooLong', { max: formatNumber('fr', Number(issue.maximum)) });
  if (field === 'email') return portalEmailError(i18n, issue, values);
  if (PHONE_FIELDS.has(field)) {
    if (empty) return i18n._('portal.error.required');
    if (/one line/.test(issue.message)) return i18n._('portal.error.oneLine');
    return i18n._('portal.error.invalidPhone');
  }
  if (URL_FIELDS.has(field)) {
    return /https:\/\/$/.test(issue.message) ? i18n._('portal.error.httpsOnly') : i18n._('portal.error.invalidUrl');
  }
  if (field === 'openingHours') {
    const part = issue.message.match(/"([^"]+)"/)?.[1];
    return part ? i18n._('portal.error.invalidHoursPart', { part }) : i18n._('portal.error.invalidHours');
  }
  if (field === 'closures') {
    const overlap = issue.message.match(/^Closures "([^"]+)" and "([^"]+)" overlap/);
    if (overlap) return i18n._('portal.error.closuresOverlap', { first: overlap[1]!, second: overlap[2]! });
    // The line the partner wrote, quoted by the closures' own message.
    const part = issue.message.match(/^Closure "([^"]+)"/)?.[1];
    return part ? i18n._('portal.error.invalidClosurePart', { part }) : i18n._('portal.error.invalidClosures');
  }
  if (field === 'state') return i18n._('portal.error.invalidState');
  if (field === 'zipCode' && !empty && issue.code === 'custom') {
    return countryOfRegion(values.state ?? '') === 'CA'
      ? i18n._('portal.error.zipCanada')
      : i18n._('portal.error.zipUs');
  }
  if (REQUIRED_TEXT_FIELDS.has(field)) {
    if (empty) return i18n._('portal.error.required');
    if (/one line/.test(issue.message)) return i18n._('portal.error.oneLine');
  }
  return i18n._('portal.error.invalid');
}

/**
 * `{ field: message }`, the first issue of each field, in the language of `i18n`. `values` are the posted
 * fields (a listing's edit names its `partnerId`: its email is the sign-in address).
 */
export function portalFieldErrors(
  i18n: I18n,
  error: z.ZodError,
  values: Record<string, string>,
): Record<string, string> {
  if (i18n.locale === 'en') return toFieldErrors(error);
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    // A service's own error shows on the services box, as the form has one field for them all.
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fieldErrors[field] ??= messageFor(i18n, field, issue, values);
  }
  return fieldErrors;
}

/** Why a logo was refused, from the media module's message (English pages show that message itself). */
export function portalLogoError(i18n: I18n, message: string): string {
  if (i18n.locale === 'en') return message;
  switch (message) {
    case IMAGE_MESSAGES.missing:
      return i18n._('portal.logo.error.missing');
    case IMAGE_MESSAGES.tooLarge:
      return i18n._('portal.logo.error.tooLarge');
    case IMAGE_MESSAGES.wrongType:
      return i18n._('portal.logo.error.wrongType');
    case IMAGE_MESSAGES.tooManyPixels:
      return i18n._('portal.logo.error.tooManyPixels');
    case IMAGE_MESSAGES.tooFewPixels:
      return i18n._('portal.logo.error.tooFewPixels');
    default:
      return i18n._('portal.logo.error.unreadable');
  }
}

/**
 * A rule a partner's write breaks (partnerWriteProblem) as the field's error: English pages keep the rule's
 * own words; French ones say it for new hours that close when or before they open, a new phone without its
 * area code, or a state its postal code is not in.
 */
export function portalWriteProblem(
  i18n: I18n,
  { field, message }: { field: RuledField; message: string },
): Record<string, string> {
  if (i18n.locale === 'en') return { [field]: message };
  if (field === 'phone' || field === 'afterHoursPhone') return { [field]: i18n._('portal.error.phoneNeedsAreaCode') };
  if (field === 'openingHours') {
    // The rule quotes the stored spelling ("09:00-09:00"); the partner typed, and is shown, French times.
    const part = (message.match(/"([^"]+)"/)?.[1] ?? '').replace(/\d{1,2}:\d{2}/g, frenchClock);
    return {
      [field]: / closes before it opens/.test(message)
        ? i18n._('portal.error.reversedTimeRange', { part })
        : i18n._('portal.error.sameTimeRange', { part }),
    };
  }
  return { [field]: i18n._('portal.error.stateOfPostalCode') };
}

/** A body that is not the form it claims (a broken multipart upload, a mangled sign-in post). */
export const portalFormUnreadable = (i18n: I18n) => i18n._('portal.error.formUnreadable');
/** A post whose CSRF field does not match the session (signed in again elsewhere, another site's form). */
export const portalFormExpired = (i18n: I18n) => i18n._('portal.formExpired');

/**
 * Too many requests of one kind (English pages keep the rate limiter's own words, with the wait; French pages
 * `french`), and whom to write to meanwhile: the office's INQUIRY_EMAIL.
 */
const portalTooMany = (i18n: I18n, message: string, french: string, officeEmail: string) =>
  `${i18n.locale === 'en' ? message : french} ${i18n._('portal.tooMany.contact', { officeEmail })}`;

/** Too many sign-in link requests. */
export const portalTooManyLinks = (i18n: I18n, message: string, officeEmail: string) =>
  portalTooMany(i18n, message, i18n._('portal.signIn.tooMany'), officeEmail);

/** Too many logo uploads in an hour. */
export const portalTooManyUploads = (i18n: I18n, message: string, officeEmail: string) =>
  portalTooMany(i18n, message, i18n._('portal.logo.tooMany'), officeEmail);
