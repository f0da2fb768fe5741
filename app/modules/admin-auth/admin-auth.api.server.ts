import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { isAppError, rateLimitedError } from '~/lib/errors';
import { createRateLimiter } from '~/lib/rate-limit.server';
import { parseInput } from '~/lib/validation';
import { loginSchema } from './admin.schema';
import { createFirstAdmin, login, logout } from './admin-auth.service.server';
import { serverCreateFirstAdminSchema } from './password-policy.server';
import { bearerToken, requireAdmin } from './require-admin.server';

/** Design §4: login failures per client IP per 15 minutes (RATE_LIMIT_LOGIN_MAX, default 10). */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Spec §7 admin auth: POST create-first-user, login, logout; (the dashboard counters: app/modules/admin-dashboard).
 * Mounted at /api/admin ahead of the other admin routers, so every /api/admin/* answer is no-store.
 */
export function createAdminAuthApi(context: AppContext) {
  const { db, env, log } = context;
  const router = express.Router();
  const loginFailures = createRateLimiter({
    max: env.RATE_LIMIT_LOGIN_MAX,
    windowMs: LOGIN_WINDOW_MS,
    shared: { database: context.database, name: 'login' },
  });

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  // SETUP_TOKEN, when configured, travels as the body field `setupToken` (the setup form asks for it).
  router.post('/create-first-user', async (req, res) => {
    const input = parseInput(serverCreateFirstAdminSchema, req.body);
    const result = await createFirstAdmin(db, { ...input, requiredSetupToken: env.SETUP_TOKEN });
    // Setup signs the new admin in: logged like a login.
    log.info(
      {
        event: 'admin.login',
        outcome: 'success',
        via: 'setup',
        adminId: result.user.id,
        ip: req.ip,
        reqId: res.locals.requestId,
      },
      'admin login',
    );
    res.status(201).json(result);
  });

  router.post('/login', async (req, res) => {
    // req.ip is the socket address unless TRUST_PROXY is set: a forged X-Forwarded-For changes nothing.
    const clientKey = req.ip ?? 'unknown';
    // Counted before the password is checked, so concurrent guesses cannot all pass; given back below
    // unless it was a wrong password. A success does not clear earlier failures: any account's holder could
    // otherwise keep guessing another's password from the same address.
    const attempt = await loginFailures.hit(clientKey);
    if (!attempt.allowed) {
      log.warn(
        { event: 'admin.login', outcome: 'rate_limited', ip: req.ip, reqId: res.locals.requestId },
        'admin login refused: too many failures',
      );
      // The lockout ends when the failures' window does: the message and Retry-After both say when.
      throw rateLimitedError(attempt.retryAfterSeconds);
    }
    try {
      const result = await login(db, parseInput(loginSchema, req.body));
      await loginFailures.giveBack(clientKey);
      // Audit trail (design §4 logs): who signed in, never the password, token or typed username on failure.
      log.info(
        { event: 'admin.login', outcome: 'success', adminId: result.user.id, ip: req.ip, reqId: res.locals.requestId },
        'admin login',
      );
      res.json(result);
    } catch (error) {
      if (isAppError(error, 'UNAUTHENTICATED')) {
        log.warn(
          { event: 'admin.login', outcome: 'failure', ip: req.ip, reqId: res.locals.requestId },
          'admin login failed',
        );
      } else {
        await loginFailures.giveBack(clientKey);
      }
      throw error;
    }
  });

  const admin = requireAdmin(context);

  // Like every admin call, a 401 without a live session; the client signs out either way (spec §4).
  router.post('/logout', admin, async (req, res) => {
    await logout(db, { token: bearerToken(req.get('authorization')) ?? '' });
    res.status(204).end();
  });

  return router;
}
