import { createCookie, redirect } from 'react-router';
import type { Database } from '~/db/client.server';
import type { Env } from '~/lib/env.server';
import { PORTAL_SESSION_HOURS, portalPaths } from './portal-constants';
import { type PortalSession, validatePortalSession } from './portal-auth.service.server';
import { isCsrfTokenValid } from './portal-tokens.server';

/*
 * The portal's session cookie, apart from the admin's bearer token: HttpOnly, SameSite=Lax, Secure when the
 * site is served over https (production).
 */

function portalCookie(env: Pick<Env, 'PUBLIC_URL'>) {
  return createCookie('portal_session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.PUBLIC_URL.startsWith('https:'),
    // Not /partner-portal: the router's data requests for it are /partner-portal.data, outside that path.
    path: '/',
    maxAge: PORTAL_SESSION_HOURS * 60 * 60,
  });
}

export async function sessionTokenFrom(request: Request, env: Pick<Env, 'PUBLIC_URL'>): Promise<string | null> {
  const value: unknown = await portalCookie(env).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function setSessionCookie(env: Pick<Env, 'PUBLIC_URL'>, token: string): Promise<string> {
  return portalCookie(env).serialize(token);
}

export function clearSessionCookie(env: Pick<Env, 'PUBLIC_URL'>): Promise<string> {
  return portalCookie(env).serialize('', { maxAge: 0 });
}

/** The signed-in partner, or a redirect to the sign-in page in the page's language. */
export async function requirePortalSession(
  request: Request,
  { db, env }: { db: Database; env: Pick<Env, 'PUBLIC_URL'> },
  locale: 'en' | 'fr' = 'en',
): Promise<PortalSession> {
  const session = await validatePortalSession(db, { token: await sessionTokenFrom(request, env) });
  if (!session) {
    // A form posted after the session ended was not saved: the sign-in page says so.
    const posted = request.method !== 'GET' && request.method !== 'HEAD';
    const paths = portalPaths(locale);
    throw redirect(posted ? paths.signInWith('ended') : paths.signIn, {
      status: posted ? 303 : 302,
      // A post's unread body (a logo of up to 5 MB) would be taken for the next request on this connection.
      headers: { 'Set-Cookie': await clearSessionCookie(env), ...(posted ? { Connection: 'close' } : {}) },
    });
  }
  return session;
}

/** Whether a portal form's CSRF field matches the session: another site's form cannot know it. */
export function hasValidCsrf(session: PortalSession, form: FormData): boolean {
  return isCsrfTokenValid(session.token, form.get('csrf'));
}

/** Portal pages are one partner's screens: never stored by a browser or shared cache. */
export const PORTAL_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
