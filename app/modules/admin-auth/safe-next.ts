/** Where a sign-in goes when no (acceptable) `next` was given. */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

const ORIGIN = 'http://admin.invalid';
/** Screens a sign-in must not return to: they are the sign-in flow itself. */
const NOT_A_DESTINATION = /^\/admin\/(login|setup|forgot-password|reset-password|invite)(\/|$)/;

/**
 * The `next` of /admin/login?next=…, accepted only as a path on this site under /admin: anything else
 * (another origin, `//host`, `/\host`, a scheme, a public page) falls back to the dashboard, so a link
 * cannot use the sign-in page to send an admin elsewhere.
 */
export function safeAdminNext(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) {
    return DEFAULT_AFTER_LOGIN;
  }
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== ORIGIN) return DEFAULT_AFTER_LOGIN;
  if (!(url.pathname === '/admin' || url.pathname.startsWith('/admin/'))) return DEFAULT_AFTER_LOGIN;
  if (NOT_A_DESTINATION.test(url.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /admin/login with the page to come back to (and, for the message, an expiry and whether changes were kept). */
export function loginPathFor(
  current: string,
  { expired = false, kept = false }: { expired?: boolean; kept?: boolean } = {},
): string {
  const params = new URLSearchParams();
  const next = safeAdminNext(current);
  if (next !== DEFAULT_AFTER_LOGIN || current === DEFAULT_AFTER_LOGIN) params.set('next', next);
  if (expired) params.set('expired', '1');
  if (expired && kept) params.set('kept', '1');
  const query = params.toString();
  return query ? `/admin/login?${query}` : '/admin/login';
}
