/*
 * The portal's numbers, paths and messages, without zod: what the pages' components and the server share.
 */

/** Sign-in links live 20 minutes and work once; a session lives 12 hours. */
export const SIGN_IN_LINK_MINUTES = 20;
export const PORTAL_SESSION_HOURS = 12;
/**
 * An expired link is kept this long (hashed, with its address), so a partner who opens the email days later
 * can have a new one sent to the same address from its page; the daily allowance needs at least one day.
 */
export const EXPIRED_LINKS_KEPT_DAYS = 7;
/**
 * Sign-in links one address receives in 24 hours, however many IPs ask: the per-IP and per-address limits
 * of 15 minutes alone let one inbox be sent hundreds a day. Beyond it, a request is dropped silently while
 * one of the address's links still works, so whoever asks first cannot lock the partner out.
 */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_DAY = 10;
/** "Is this still right?" every 90 days; the office sees listings nobody confirmed for 180 days. */
export const REMINDER_DAYS = 90;
export const STALE_LISTING_DAYS = 180;
/** A confirm link in the reminder stays usable for 30 days, once. */
export const CONFIRM_LINK_DAYS = 30;

export const PORTAL_PATH = '/partner-portal';
/** The logo form's query parameter naming its listing, readable when the file itself is refused unread. */
export const LOGO_FOR = 'logo-for';
export const SIGN_IN_PATH = '/partner-portal/sign-in';

/**
 * What the sign-in page says on arrival: a link is on its way, a post came after the session ended, a sign-out,
 * the listing's email was changed (so it left this sign-in; the new address is not named to whoever opens it).
 */
export const SIGN_IN_NOTICES = ['sent', 'ended', 'signed-out', 'email-changed'] as const;
export type SignInNotice = (typeof SIGN_IN_NOTICES)[number];

/** The portal's addresses in each language (decision 033): the same screens, French words under /fr. */
export function portalPaths(locale: 'en' | 'fr') {
  const portal = locale === 'fr' ? '/fr/portail-partenaire' : PORTAL_PATH;
  const signIn = locale === 'fr' ? `${portal}/connexion` : SIGN_IN_PATH;
  const confirmBase = locale === 'fr' ? `${portal}/confirmer` : `${portal}/confirm`;
  return {
    portal,
    signIn,
    signInWith: (notice: SignInNotice) => `${signIn}?${notice}=1`,
    signInLink: (token: string) => `${signIn}/${encodeURIComponent(token)}`,
    confirm: (token: string) => `${confirmBase}/${encodeURIComponent(token)}`,
  };
}

/** The same portal page in the other language (the language switch), or null for a path outside the portal. */
export function portalTwinPath(path: string): string | null {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const french = pathname.startsWith('/fr/');
  const [from, to] = french ? [portalPaths('fr'), portalPaths('en')] : [portalPaths('en'), portalPaths('fr')];
  if (pathname === from.portal) return `${to.portal}${suffix}`;
  if (pathname === from.signIn) return `${to.signIn}${suffix}`;
  // A token page: the token travels as it is, only the words before it change.
  for (const [fromPage, toPage] of [
    [from.signInLink(''), to.signInLink('')],
    [from.confirm(''), to.confirm('')],
  ] as const) {
    const token = pathname.startsWith(fromPage) ? pathname.slice(fromPage.length) : '';
    if (/^[^/]+$/.test(token)) return `${toPage}${token}${suffix}`;
  }
  return null;
}

/** The one answer to a link request, whether or not the address is on a listing. */
export const LINK_SENT_MESSAGE =
  'If this email is on a partner listing, a sign-in link is on its way. It works once, for 20 minutes. Check your inbox (and spam folder).';

/** One page for a link used, expired or never sent: it does not say which. */
export const LINK_UNUSABLE_MESSAGE =
  'This sign-in link cannot be used: it has expired, was already used, or is not a link we sent. Ask for a new one below.';

/** The office's view of one listing's portal access (GET /api/admin/partner-portal/{partnerId}). */
/** The answer to the office's approve or decline: the panel's state, and whether the partner was emailed. */
export interface ChangeDecisionAnswer extends PortalAccessState {
  decisionEmailed: boolean;
}

export interface PortalAccessState {
  partnerId: string;
  /** Who has access: whoever reads this address, the listing's email. */
  email: string | null;
  /** Of the current email: an invitation or sign-in before it took over was the former address's. */
  status: 'no-email' | 'revoked' | 'invited' | 'signed-in' | 'not-invited';
  /** Since when the listing has had its current email; null: since it was made. */
  emailSince: string | null;
  invitedAt: string | null;
  revokedAt: string | null;
  lastSignInAt: string | null;
  remindedAt: string | null;
  /** Name or address changes the partner asked for, waiting for the office. */
  changeRequests: PortalChangeRequest[];
}

/** The states or provinces of one country, for the portal's address form (value: the stored name). */
export interface RegionGroup {
  country: 'US' | 'CA';
  options: Array<{ value: string; label: string }>;
}

/** How long the portal tells a partner what the office decided on its name or address change. */
export const DECISION_SHOWN_DAYS = 30;

/** The parts of a name and address a partner can ask to change. */
export const NAME_ADDRESS_FIELDS = ['name', 'address', 'city', 'state', 'zipCode'] as const;
export type NameAddressField = (typeof NAME_ADDRESS_FIELDS)[number];

/** The name and address a partner proposes, as the shared schema parsed them. */
export type ProposedNameAddress = Record<NameAddressField, string>;

/** The office's decision on a partner's name or address change, as the portal shows it. */
export interface DecidedChangeRequest {
  partnerId: string;
  status: 'approved' | 'declined';
  proposed: ProposedNameAddress;
  createdAt: string;
  decidedAt: string;
}

/** A partner's name or address change waiting for the office. */
export interface PortalChangeRequest {
  id: string;
  partnerId: string;
  requestedBy: string;
  /** The listing's email is no longer the address that asked (the office checks before approving). */
  askedFromFormerEmail: boolean;
  proposed: ProposedNameAddress;
  createdAt: string;
}

/** One request in the office's list of changes to approve (the dashboard). */
export interface WaitingChangeRequest extends PortalChangeRequest {
  /** The listing as families see it now; null when it is gone (deleted since the partner asked). */
  current: PortalChangeRequest['proposed'] | null;
  /** What the partner asked to change, in form order. */
  changed: NameAddressField[];
}

/** GET /api/admin/partner-portal/change-requests: the oldest first, and how many wait in all. */
export interface WaitingChangeRequests {
  items: WaitingChangeRequest[];
  total: number;
}
