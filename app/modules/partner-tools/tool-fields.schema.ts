import { z } from '~/lib/zod';
import { isHttpUrl, LOGO_MAX_BYTES, LOGO_MESSAGES, logoProblem } from './png-logo';

/*
 * The contact and branding fields both partner-tool forms share (spec §3, §5: same rules and messages for
 * companyName, contactName, contactEmail, contactPhone, website, callToAction). Imports zod only, so the
 * forms and the server validate with the very same rules. Design §4: strings length-bounded, CR/LF
 * rejected in names and emails (they end up in a header-like media contact block and in video text).
 */

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

export const requiredLine = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noLineBreaks, `${label} must be on one line`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

/** A data URL of a 5 MB PNG is about 7 million characters; anything longer is too large before any check. */
const LOGO_MAX_CHARACTERS = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64;

export const toolFields = {
  companyName: requiredLine('Company name is required', 'Company name', 120),
  contactName: requiredLine('Contact name is required', 'Contact name', 120),
  contactEmail: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(254, 'Valid email is required')
    .pipe(z.email('Valid email is required')),
  contactPhone: requiredLine('Contact phone is required', 'Contact phone', 40),
  website: z
    .string({ error: 'Valid website URL is required' })
    .trim()
    .max(500, 'Website must be at most 500 characters')
    .refine((value) => value === '' || isHttpUrl(value), 'Valid website URL is required')
    .optional(),
  logoUrl: z
    .string({ error: LOGO_MESSAGES.badUrl })
    .trim()
    .superRefine((value, context) => {
      // Length first: never run a regex over an oversized body.
      const problem =
        value.length > LOGO_MAX_CHARACTERS && value.startsWith('data:')
          ? LOGO_MESSAGES.tooLarge
          : !value.startsWith('data:') && value.length > 2000
            ? 'Logo URL must be at most 2000 characters'
            : logoProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  callToAction: requiredLine('Call to action is required', 'Call to action', 300),
};
