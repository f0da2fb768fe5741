import type { RequestHandler, Response } from 'express';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import type { AdminActor } from '~/modules/audit/audit.server';
import { ADMIN_ONLY_MESSAGE, type AdminRole, AUTHENTICATION_REQUIRED_MESSAGE } from './admin.schema';
import { validateSession } from './admin-auth.service.server';

/** What `requireAdmin` leaves for the handlers after it: `res.locals.admin`. */
export interface AdminLocals {
  id: string;
  username: string;
  email: string | null;
  role: string;
}

/** The signed-in admin as the change record names them (the handler runs after requireAdmin). */
export function adminActor(res: Response): AdminActor {
  const admin = res.locals.admin as AdminLocals | undefined;
  if (!admin) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED_MESSAGE);
  return { id: admin.id, username: admin.username, email: admin.email };
}

/** `Authorization: Bearer <token>`; anything else (missing, another scheme, empty) is no token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Guards every admin router (design §3: every /api/admin/* call needs the bearer token). Validates the
 * session (hashed token, 12 h absolute, 60 min idle, active admin), sets `res.locals.admin` and
 * `Cache-Control: no-store`; otherwise a 401 'Authentication required' through the one error mapper,
 * before any handler (and so any change) runs.
 */
export function requireAdmin({ db }: AppContext): RequestHandler {
  return async (req, res, next) => {
    // no-store on the 401 too: nothing about an admin call belongs in a shared cache.
    res.set('Cache-Control', 'no-store');
    const token = bearerToken(req.get('authorization'));
    if (!token) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED_MESSAGE);
    const admin = await validateSession(db, { token });
    res.locals.admin = {
      id: admin.id,
      username: admin.username,
      email: admin.email,
      role: admin.role,
    } satisfies AdminLocals;
    next();
  };
}

/**
 * The one role check (design §3 roles), placed after `requireAdmin`: an editor asking for an admin-only
 * route (accounts, bulk delete) gets 403 FORBIDDEN before the handler runs. The role is read from the
 * database on every call (by requireAdmin), so a demotion takes effect at once.
 */
export function requireRole(role: AdminRole): RequestHandler {
  return (_req, res, next) => {
    const admin = res.locals.admin as AdminLocals | undefined;
    if (!admin) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED_MESSAGE);
    if (admin.role !== role) throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
    next();
  };
}
