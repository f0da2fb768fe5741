import { z } from '~/lib/zod';
import { partnerNameAddressSchema, partnerOwnEditSchema } from '~/modules/partners/partner.schema';
import { centsFromDollars } from '~/modules/partners/dollars';

/*
 * The portal's forms as the route actions check them. Browser-safe, but the pages do not need it: their
 * components import portal-constants.ts only, so zod and the partner schema stay out of their chunks.
 */

export const linkRequestSchema = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .min(1, 'Enter your email address')
    .max(254, 'Email must be at most 254 characters')
    .refine((value) => !/[\r\n]/.test(value), 'Email must be on one line')
    .pipe(z.email('Enter a valid email address, like name@example.com')),
});

/** Services as the form's textarea sends them: one a line, blank lines dropped. */
function servicesFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The listing form of the portal: the shared own-edit schema, services (English and French) typed one per line,
 * the price in dollars.
 */
export const portalListingFormSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object') return value;
  const form = value as Record<string, unknown>;
  const { directCremationFrom, ...rest } = form;
  return {
    ...rest,
    ...('servicesOffered' in form ? { servicesOffered: servicesFromText(form.servicesOffered) } : {}),
    ...('servicesOfferedFr' in form ? { servicesOfferedFr: servicesFromText(form.servicesOfferedFr) } : {}),
    ...('directCremationFrom' in form ? { directCremationFromCents: centsFromDollars(directCremationFrom) } : {}),
  };
}, partnerOwnEditSchema);

/** The name and address the partner asks the office to publish. */
export const portalNameAddressFormSchema = partnerNameAddressSchema;

export const uuidSchema = z.string().uuid();

/**
 * A price as a French page's visitor types it ("1 295,50 $", "995,5") in the dollars the schema reads
 * ("1295.50"). A comma before one or two final digits is the decimal mark; anything else is left as typed.
 */
export function dollarsTypedInFrench(text: string): string {
  const compact = text.replace(/[\s$]/g, '');
  return /^\d+,\d{1,2}$/.test(compact) ? compact.replace(',', '.') : text;
}
