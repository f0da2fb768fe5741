import { z } from '~/lib/zod';
import { partnerOwnEditSchema } from '~/modules/partners/partner.schema';

/*
 * The portal's forms, checked the same way by the route actions (server) and, where a form has a script,
 * the browser. Browser-safe: zod and the shared partner schema only.
 */

/** Sign-in links live 20 minutes and work once; a session lives 12 hours. */
export const SIGN_IN_LINK_MINUTES = 20;
export const PORTAL_SESSION_HOURS = 12;
/** "Is this still right?" every 90 days; the office sees listings nobody confirmed for 180 days. */
export const REMINDER_DAYS = 90;
export const STALE_LISTING_DAYS = 180;
/** A confirm link in the reminder stays usable for 30 days, once. */
export const CONFIRM_LINK_DAYS = 30;

export const PORTAL_PATH = '/partner-portal';
export const SIGN_IN_PATH = '/partner-portal/sign-in';

/** The one answer to a link request, whether or not the address is on a listing. */
export const LINK_SENT_MESSAGE =
  'If this email is on a partner listing, a sign-in link is on its way. It works once, for 20 minutes. Check your inbox (and spam folder).';

/** One page for a link used, expired or never sent: it does not say which. */
export const LINK_UNUSABLE_MESSAGE =
  'This sign-in link cannot be used: it has expired, was already used, or is not a link we sent. Ask for a new one below.';

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

/** The listing form of the portal: the shared own-edit schema, services typed one per line. */
export const portalListingFormSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && 'servicesOffered' in value
      ? { ...value, servicesOffered: servicesFromText((value as { servicesOffered: unknown }).servicesOffered) }
      : value,
  partnerOwnEditSchema,
);

export const uuidSchema = z.string().uuid();

/** The office's view of one listing's portal access (GET /api/admin/partner-portal/{partnerId}). */
export interface PortalAccessState {
  partnerId: string;
  /** Who has access: whoever reads this address, the listing's email. */
  email: string | null;
  status: 'no-email' | 'revoked' | 'invited' | 'signed-in' | 'not-invited';
  invitedAt: string | null;
  revokedAt: string | null;
  lastSignInAt: string | null;
  remindedAt: string | null;
}
