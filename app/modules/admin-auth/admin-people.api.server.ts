import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { createRateLimiter, rateLimitByIp } from '~/lib/rate-limit.server';
import { parseInput } from '~/lib/validation';
import { z } from '~/lib/zod';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema, inviteSchema, updateAccountSchema } from './admin.schema';
import {
  acceptInvitation,
  changeOwnPassword,
  createInvitation,
  getAccount,
  listAccounts,
  listPendingInvitations,
  requestPasswordReset,
  resetPassword,
  revokeInvitation,
  updateAccount,
} from './admin-people.service.server';
import {
  serverAcceptInvitationSchema,
  serverChangePasswordSchema,
  serverResetPasswordSchema,
} from './password-policy.server';
import { type AdminLocals, adminActor, bearerToken, requireAdmin, requireRole } from './require-admin.server';

/** Forgot-password requests per client IP per 15 minutes (RATE_LIMIT_LOGIN_MAX, like login failures). */
const FORGOT_WINDOW_MS = 15 * 60 * 1000;

const idParams = z.object({ id: z.uuid('id must be a UUID') });

/**
 * Admin accounts (design §3): one's own profile and password; accounts and invitations (admins only);
 * and the signed-out steps (accept an invitation, forgot and reset a password). Mounted at /api/admin
 * after the auth router, whose no-store header covers these answers too.
 */
export function createAdminPeopleApi(context: AppContext) {
  const { db, env, log } = context;
  const router = express.Router();
  const admin = requireAdmin(context);
  const adminOnly = [admin, requireRole('admin')];
  const forgotRequests = createRateLimiter({
    max: env.RATE_LIMIT_LOGIN_MAX,
    windowMs: FORGOT_WINDOW_MS,
    shared: { database: context.database, name: 'password-reset' },
  });
  const audit = (res: express.Response, event: string, fields: Record<string, unknown> = {}) =>
    log.info({ event, ...fields, reqId: res.locals.requestId }, event);

  // ---- signed in, any role

  router.get('/me', admin, async (_req, res) => {
    const { id } = res.locals.admin as AdminLocals;
    res.json({ user: await getAccount(db, { id }) });
  });

  router.post('/change-password', admin, async (req, res) => {
    const { id } = res.locals.admin as AdminLocals;
    const input = parseInput(serverChangePasswordSchema, req.body);
    await changeOwnPassword(db, {
      userId: id,
      sessionToken: bearerToken(req.get('authorization')) ?? '',
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
    });
    audit(res, 'admin.password.changed', { adminId: id });
    res.status(204).end();
  });

  // ---- admins only

  router.get('/accounts', ...adminOnly, async (_req, res) => {
    res.json({ accounts: await listAccounts(db) });
  });

  router.patch('/accounts/:id', ...adminOnly, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const changes = parseInput(updateAccountSchema, req.body);
    const account = await updateAccount(db, { id, ...changes, actor: adminActor(res) });
    audit(res, 'admin.account.updated', {
      adminId: (res.locals.admin as AdminLocals).id,
      accountId: id,
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
    });
    res.json({ account });
  });

  // Without a mail server an invitation's email waits in the outbox: the screen says so rather than "sent".
  const smtpConfigured = Boolean(env.SMTP_URL);

  router.get('/invitations', ...adminOnly, async (_req, res) => {
    res.json({ invitations: await listPendingInvitations(db), smtpConfigured });
  });

  router.post('/invitations', ...adminOnly, async (req, res) => {
    const input = parseInput(inviteSchema, req.body);
    const adminId = (res.locals.admin as AdminLocals).id;
    const invitation = await createInvitation(db, {
      ...input,
      invitedBy: adminActor(res),
      publicUrl: env.PUBLIC_URL,
    });
    audit(res, 'admin.invitation.created', { adminId, invitationId: invitation.id, role: invitation.role });
    res.status(201).json({ invitation, smtpConfigured });
  });

  router.delete('/invitations/:id', ...adminOnly, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    await revokeInvitation(db, { id, actor: adminActor(res) });
    audit(res, 'admin.invitation.revoked', { adminId: (res.locals.admin as AdminLocals).id, invitationId: id });
    res.status(204).end();
  });

  // ---- signed out: the token in the body is the credential

  router.post('/invitations/accept', async (req, res) => {
    const input = parseInput(serverAcceptInvitationSchema, req.body);
    const result = await acceptInvitation(db, input);
    audit(res, 'admin.invitation.accepted', { adminId: result.user.id, role: result.user.role });
    res.status(201).json(result);
  });

  router.post('/forgot-password', rateLimitByIp(forgotRequests), async (req, res) => {
    const { email } = parseInput(forgotPasswordSchema, req.body);
    // Stored and answered: the reset job looks the address up and mails the link afterwards.
    await requestPasswordReset(db, { email });
    audit(res, 'admin.password.reset_requested', { ip: req.ip });
    res.status(202).json({ message: FORGOT_PASSWORD_ANSWER });
  });

  router.post('/reset-password', async (req, res) => {
    const input = parseInput(serverResetPasswordSchema, req.body);
    const { userId } = await resetPassword(db, input);
    audit(res, 'admin.password.reset', { adminId: userId });
    res.status(204).end();
  });

  return router;
}
