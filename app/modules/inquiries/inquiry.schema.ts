import { z } from '~/lib/zod';
import { PHONE_EXTENSION } from '~/modules/i18n/format';
import { LOCALES } from '~/modules/i18n/locales';

/*
 * The inquiry a visitor sends from the 'Ask for Information' dialog (spec §2, §3, §5, §7 POST /api/inquiries).
 * One schema for the dialog's form and the server; imports zod only, so the browser bundle can use it.
 * Bounds and the CR/LF rule come from design §4: the name and email end up in mail headers (Reply-To).
 */

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 40, message: 5000 } as const;

/** What the spec requires; an empty one of these shows the 'Missing Information' toast (spec §5). */
export const REQUIRED_INQUIRY_FIELDS = ['name', 'email', 'message'] as const;

const LINE_BREAK = /[\r\n]/;

/*
 * The family's confirmation email greets them by the name they typed, at the address they typed: a name that
 * holds a link or an address would let anyone mail a message of their own from the site.
 */
const WEB_OR_EMAIL_ADDRESS =
  /:\/\/|www\.|@|\.[a-z]{2,}\/|\b[a-z0-9-]+\.(?:com|net|org|info|biz|xyz|io|co|ly|me|app|link|site|online|top|ru|cn|ca|us)\b/i;
/** Digits and the usual separators; an extension comes after PHONE_EXTENSION ("poste 12", "ext. 3"). */
const PHONE_DIGITS = /^\+?[\d\s().\-/]+$/;

/**
 * A number the partner can call back: the area code and number (10 digits, 11 with the leading 1), or a
 * number abroad written with its + and country code. Seven or eight digits are a number without its area
 * code or with a digit missing, and the family would wait for a call that cannot come.
 */
function canBeCalledBack(value: string): boolean {
  const [number = '', ...extensions] = value.trim().split(PHONE_EXTENSION);
  if (!PHONE_DIGITS.test(number) || extensions.length > 1 || extensions.some((digits) => !/^\d+$/.test(digits))) {
    return false;
  }
  const digits = number.replace(/\D/g, '');
  const northAmerican = digits.length === 11 && digits.startsWith('1');
  if (number.startsWith('+'))
    return northAmerican || (!digits.startsWith('1') && digits.length >= 8 && digits.length <= 15);
  return digits.length === 10 || northAmerican;
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const inquiryInputSchema = z.object({
  name: requiredText('Name', INQUIRY_LIMITS.name)
    .refine((value) => !LINE_BREAK.test(value), 'Name must be on one line')
    .refine((value) => !WEB_OR_EMAIL_ADDRESS.test(value), {
      error: 'Name cannot contain a web or email address',
      params: { rule: 'noAddress' },
    }),
  email: requiredText('Email', INQUIRY_LIMITS.email)
    .refine((value) => !LINE_BREAK.test(value), 'Email must be on one line')
    .pipe(z.email('Enter a valid email address, like name@example.com')),
  // Optional: an empty or blank answer is stored as null.
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(INQUIRY_LIMITS.phone, `Phone must be at most ${INQUIRY_LIMITS.phone} characters`)
    .refine((value) => !LINE_BREAK.test(value), 'Phone must be on one line')
    .refine((value) => value === '' || canBeCalledBack(value), {
      error: 'Enter a phone number with its area code, like (555) 123-4567',
      params: { rule: 'phone' },
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  message: requiredText('Message', INQUIRY_LIMITS.message),
  partnerId: z.uuid({ error: 'Choose a partner to contact' }),
  // The language of the page it was sent from: the family's confirmation email is written in it.
  locale: z.enum(LOCALES, { error: 'Locale must be en or fr' }).default('en'),
});

/** What the form holds (phone may be an empty string). */
export type InquiryFormValues = z.input<typeof inquiryInputSchema>;
/** What the server works with (trimmed; phone null when not given). */
export type InquiryInput = z.output<typeof inquiryInputSchema>;

/**
 * POST /api/inquiries answers 201 with this; the inquiry's text is never echoed back. `confirmationEmailed`
 * tells whether the family's copy was queued, so the page never promises a copy that will not come.
 */
export const inquiryCreatedSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  // An answer kept for an Idempotency-Key (a day at most) may predate the field: the page then promised the copy.
  confirmationEmailed: z.boolean().default(true),
});
export type InquiryCreated = z.output<typeof inquiryCreatedSchema>;
