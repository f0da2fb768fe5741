import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '~/db/client.server';
import { causeChain } from '~/lib/database-unavailable.server';
import { AppError } from '~/lib/errors';
import { createRequestSignal, startRequestJob, takeStoredRequests } from '~/lib/request-job.server';
import { site } from '~/lib/site';
import { cancelLinkMail, enqueueMail, notifyMailQueued } from '~/modules/mail/outbox.server';
import { type AdminActor, diffRecords, recordAdminChange } from '~/modules/audit/audit.server';
import {
  type AcceptInvitationInput,
  type AdminRole,
  INVALID_INVITATION_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  type InviteInput,
  LAST_ADMIN_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  type LoginResult,
  type PublicAdminUser,
  type PublicInvitation,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from './admin.schema';
import { createSession, hashPassword, hashToken, toPublicAdminUser, verifyPassword } from './admin-auth.service.server';
import {
  adminInvitations,
  adminPasswordResetRequests,
  adminPasswordResets,
  adminSessions,
  adminUsers,
} from './admin.table.server';

/*
 * More than one person in the office (design §3 Admin accounts): invitations, roles, (de)activation, one's
 * own password and forgot-password links. Tokens are 32 random bytes sent once (by email); only their
 * SHA-256 is stored, and each is single use with an expiry (docs/decisions/013-admin-accounts.md).
 */

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The outbox `purpose` of the account emails, so the office can tell them apart. */
export const ADMIN_MAIL_PURPOSES = { invitation: 'admin-invitation', passwordReset: 'admin-password-reset' } as const;

type AdminMailPurpose = (typeof ADMIN_MAIL_PURPOSES)[keyof typeof ADMIN_MAIL_PURPOSES];

/** Each account email in the office's words, per purpose (the dashboard's email delivery card). */
export const ADMIN_MAIL_PURPOSE_WORDS: Record<AdminMailPurpose, string> = {
  'admin-invitation': 'Admin invitations',
  'admin-password-reset': 'Admin password resets',
};

/** Any fixed 64-bit number, the same in every instance: serialises role and activation changes. */
const ACCOUNTS_LOCK_KEY = 7_300_451_002;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

// ---------------------------------------------------------------------------------------------------------
// Own password

/** An account or invitation change in the record: never a password, a hash or a token. */
async function recordAccountChange(
  tx: Transaction,
  {
    actor,
    action,
    entityType = 'account',
    entityId,
    label,
    summary,
    before,
    after,
  }: {
    actor: AdminActor;
    action: string;
    entityType?: 'account' | 'invitation';
    entityId: string;
    label: string;
    summary: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
) {
  await recordAdminChange(tx, {
    actor,
    action,
    entityType,
    summary,
    changes: [{ entityId, label, kind: 'update', before: before ?? null, after: after ?? null }],
  });
}

const actorOf = (user: { id: string; username: string; email: string | null }): AdminActor => ({
  id: user.id,
  username: user.username,
  email: user.email,
});

/**
 * Changes the signed-in admin's password. The current password is required; every other session of the
 * account ends, the one making the change stays.
 */
export async function changeOwnPassword(
  db: Database,
  {
    userId,
    sessionToken,
    currentPassword,
    newPassword,
  }: { userId: string; sessionToken: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('VALIDATION', `currentPassword: ${WRONG_CURRENT_PASSWORD_MESSAGE}`, {
      fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
    await tx
      .delete(adminSessions)
      .where(and(eq(adminSessions.userId, userId), ne(adminSessions.tokenHash, hashToken(sessionToken))));
    await recordAccountChange(tx, {
      actor: actorOf(user),
      action: 'password-change',
      entityId: user.id,
      label: user.username,
      summary: `${user.username} changed their password`,
      after: { password: 'changed' },
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Accounts

export async function getAccount(db: Database, { id }: { id: string }): Promise<PublicAdminUser> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return toPublicAdminUser(row);
}

/** Every account, admins first, then by username. */
export async function listAccounts(db: Database): Promise<PublicAdminUser[]> {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.role), asc(adminUsers.username));
  return rows.map(toPublicAdminUser);
}

async function countActiveAdmins(tx: Transaction): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.isActive, true)));
  return row?.value ?? 0;
}

/**
 * Changes an account's role and/or active flag. Deactivation ends every session of that account in the
 * same transaction, so a removed colleague is out at once. The last active admin can be neither
 * deactivated nor demoted (CONFLICT): checked after the change under a cluster-wide lock, so two admins
 * demoting each other at the same moment cannot both succeed.
 */
export async function updateAccount(
  db: Database,
  { id, role, isActive, actor }: { id: string; role?: AdminRole; isActive?: boolean; actor: AdminActor },
): Promise<PublicAdminUser> {
  // One click would sign the admin out for good, or take away this very screen: another admin does it.
  if (id === actor.id && (isActive === false || role === 'editor')) {
    throw new AppError('CONFLICT', OWN_ACCOUNT_MESSAGE);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_KEY})`);
    const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
    const [row] = await tx
      .update(adminUsers)
      .set({ ...(role !== undefined ? { role } : {}), ...(isActive !== undefined ? { isActive } : {}) })
      .where(eq(adminUsers.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Account not found');
    // Throwing rolls the change back.
    if ((await countActiveAdmins(tx)) === 0) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
    if (!row.isActive) {
      await tx.delete(adminSessions).where(eq(adminSessions.userId, id));
      // Its reset links stop working; their emails must not arrive either.
      await endResetLinks(tx, id, new Date());
    }
    const changed = diffRecords(
      { role: before?.role, isActive: before?.isActive },
      { role: row.role, isActive: row.isActive },
    );
    const action =
      before?.isActive !== row.isActive
        ? row.isActive
          ? 'reactivate'
          : 'deactivate'
        : role !== undefined
          ? 'role'
          : 'update';
    const what = { reactivate: 'Reactivated', deactivate: 'Deactivated', role: `Made ${row.role}:`, update: 'Saved' }[
      action
    ];
    await recordAccountChange(tx, {
      actor,
      action,
      entityId: row.id,
      label: row.username,
      summary: `${what} ${row.username}`,
      before: changed?.before,
      after: changed?.after,
    });
    return toPublicAdminUser(row);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Invitations

function invitationMail({ link, role }: { link: string; role: AdminRole }) {
  const what = role === 'admin' ? 'an administrator' : 'an editor (partners, FAQ and inquiries)';
  return {
    subject: `You are invited to the ${site.productName} admin`,
    text: [
      'Hello,',
      '',
      `You have been invited to work on the ${site.productName} partner directory as ${what}.`,
      'Open this link to choose your username and password. It works once, within 72 hours:',
      '',
      link,
      '',
      'If you did not expect this invitation, ignore this message: nothing happens without the link.',
    ].join('\n'),
  };
}

/**
 * Invites someone by email: an invitation row (token hash, role, 72 h) and its email in the outbox, in one
 * transaction. An address that an account already uses is refused; an earlier pending invitation to the
 * same address is revoked, so only the newest link works.
 */
export async function createInvitation(
  db: Database,
  {
    email,
    role,
    invitedBy,
    publicUrl,
    now = new Date(),
  }: InviteInput & { invitedBy: AdminActor; publicUrl: string; now?: Date },
): Promise<PublicInvitation> {
  const token = newToken();
  const created = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
    if (taken) {
      throw new AppError('CONFLICT', 'An account already uses this email', {
        fieldErrors: { email: 'An account already uses this email' },
      });
    }
    const replaced = await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(and(eq(adminInvitations.email, email), pendingInvitation(now)))
      .returning({ id: adminInvitations.id });
    await cancelInvitationMail(tx, replaced, now);
    const [row] = await tx
      .insert(adminInvitations)
      .values({
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy: invitedBy.id,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Invitation was not created');
    await recordAccountChange(tx, {
      actor: invitedBy,
      action: 'invite',
      entityType: 'invitation',
      entityId: row.id,
      label: email,
      summary: `Invited ${email} as ${role}`,
      after: { email, role, expiresAt: row.expiresAt.toISOString() },
    });
    await enqueueMail(tx, {
      to: email,
      ...invitationMail({ link: `${publicUrl}/admin/invite/${token}`, role }),
      subjectId: row.id,
      purpose: ADMIN_MAIL_PURPOSES.invitation,
      sendBefore: row.expiresAt,
    });
    return row;
  });
  notifyMailQueued();
  return toPublicInvitation(created);
}

/** The waiting emails of invitations that no longer work: in the transaction that ends them. */
function cancelInvitationMail(tx: Transaction, invitations: readonly { id: string }[], now: Date) {
  return cancelLinkMail(tx, {
    subjectIds: invitations.map((invitation) => invitation.id),
    purpose: ADMIN_MAIL_PURPOSES.invitation,
    now,
  });
}

function pendingInvitation(now: Date) {
  return and(
    isNull(adminInvitations.acceptedAt),
    isNull(adminInvitations.revokedAt),
    gt(adminInvitations.expiresAt, now),
  );
}

function toPublicInvitation(row: typeof adminInvitations.$inferSelect): PublicInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AdminRole,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function listPendingInvitations(db: Database, now = new Date()): Promise<PublicInvitation[]> {
  const rows = await db
    .select()
    .from(adminInvitations)
    .where(pendingInvitation(now))
    .orderBy(asc(adminInvitations.createdAt));
  return rows.map(toPublicInvitation);
}

/** Revokes a pending invitation: its link stops working. Unknown or no longer pending → NOT_FOUND. */
export async function revokeInvitation(
  db: Database,
  { id, actor, now = new Date() }: { id: string; actor: AdminActor; now?: Date },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(and(eq(adminInvitations.id, id), pendingInvitation(now)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'No pending invitation with this id');
    await cancelInvitationMail(tx, [row], now);
    await recordAccountChange(tx, {
      actor,
      action: 'revoke-invitation',
      entityType: 'invitation',
      entityId: row.id,
      label: row.email,
      summary: `Revoked the invitation of ${row.email}`,
      after: { revokedAt: now.toISOString() },
    });
  });
}

/** What the invitation page shows: the invited address and role, or undefined for a link that cannot be used. */
export async function findUsableInvitation(
  db: Database,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<{ email: string; role: AdminRole } | undefined> {
  const [row] = await db
    .select({ email: adminInvitations.email, role: adminInvitations.role })
    .from(adminInvitations)
    .where(and(eq(adminInvitations.tokenHash, hashToken(token)), pendingInvitation(now)))
    .limit(1);
  return row ? { email: row.email, role: row.role as AdminRole } : undefined;
}

/**
 * Accepts an invitation: creates the account (the invitation's email and role, the invitee's username and
 * password) and signs it in. The invitation is claimed by a conditional update, so of two simultaneous
 * uses exactly one succeeds; a used, expired, revoked or forged token changes nothing (NOT_FOUND).
 */
export async function acceptInvitation(
  db: Database,
  input: AcceptInvitationInput & { now?: Date },
): Promise<LoginResult> {
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  const user = await createInvitedAccount(db, input, { now, passwordHash });
  const { token, expiresAt } = await createSession(db, { userId: user.id, now });
  return { user: toPublicAdminUser(user), token, expiresAt: expiresAt.toISOString(), firstSignIn: true };
}

function usernameTaken() {
  return new AppError('CONFLICT', 'username: This username is taken', {
    fieldErrors: { username: 'This username is taken' },
  });
}

async function createInvitedAccount(
  db: Database,
  input: AcceptInvitationInput,
  { now, passwordHash }: { now: Date; passwordHash: string },
) {
  try {
    return await insertInvitedAccount(db, input, { now, passwordHash });
  } catch (error) {
    // Two invitees picking one username at the same moment: the unique index decides, as a field error.
    const onUsername = causeChain(error).some((cause) => {
      const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
      return code === UNIQUE_VIOLATION && constraint === 'admin_users_username_key';
    });
    if (onUsername) throw usernameTaken();
    throw error;
  }
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

function insertInvitedAccount(
  db: Database,
  input: AcceptInvitationInput,
  { now, passwordHash }: { now: Date; passwordHash: string },
) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(adminInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(adminInvitations.tokenHash, hashToken(input.token)), pendingInvitation(now)))
      .returning();
    if (!invitation) throw new AppError('NOT_FOUND', INVALID_INVITATION_MESSAGE);
    await cancelInvitationMail(tx, [invitation], now);
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.username, input.username))
      .limit(1);
    if (taken) throw usernameTaken();
    const [emailTaken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, invitation.email))
      .limit(1);
    if (emailTaken) throw new AppError('CONFLICT', 'An account already uses this invitation’s email');
    const [row] = await tx
      .insert(adminUsers)
      .values({
        username: input.username,
        email: invitation.email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        role: invitation.role,
        isActive: true,
        lastLoginAt: now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Account was not created');
    await recordAccountChange(tx, {
      actor: actorOf(row),
      action: 'accept-invitation',
      entityId: row.id,
      label: row.username,
      summary: `${row.username} accepted the invitation of ${row.email ?? ''} as ${row.role}`,
      after: { username: row.username, email: row.email, role: row.role, invitationId: invitation.id },
    });
    return row;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Forgot password

/** Reset emails to one address per hour; past them, a new one only once the last link is used or expired. */
export const RESET_EMAILS_PER_ADDRESS_PER_HOUR = 3;
/** The reset job's safety-net poll; the in-process wake-up normally starts it at once. */
export const RESET_REQUEST_POLL_MS = 10_000;
/** Requests taken per transaction: a burst is worked through in small steps. */
const RESET_BATCH = 20;

// Wakes this process's reset job when a request is stored.
const resetRequested = createRequestSignal();

/**
 * The request half of "forgot password", as the portal's sign-in links (decision 051): one row stored,
 * whatever the address, so neither the answer, its timing nor the writes say which addresses are admins'.
 */
export async function requestPasswordReset(
  db: Database,
  { email, now = new Date() }: { email: string; now?: Date },
): Promise<void> {
  await db.insert(adminPasswordResetRequests).values({ email, requestedAt: now });
  resetRequested.wake();
}

/**
 * Whether the address has had its hour's reset emails and the last link still works: then a request is
 * dropped, so a flood sends the inbox at most RESET_EMAILS_PER_ADDRESS_PER_HOUR emails, and past them one
 * per link's life, while the newest email in the inbox always works (nobody is locked out).
 */
async function overHourlyAllowance(tx: Transaction, userId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({
      sent: count(),
      oneLive: sql<boolean>`coalesce(bool_or(${and(gt(adminPasswordResets.expiresAt, now), isNull(adminPasswordResets.usedAt))}), false)`,
    })
    .from(adminPasswordResets)
    .where(
      and(
        eq(adminPasswordResets.userId, userId),
        gt(adminPasswordResets.createdAt, new Date(now.getTime() - PASSWORD_RESET_TTL_MS)),
      ),
    );
  return (row?.sent ?? 0) >= RESET_EMAILS_PER_ADDRESS_PER_HOUR && Boolean(row?.oneLive);
}

/**
 * Ends the account's unused reset links and withdraws their waiting emails. Marked used rather than deleted:
 * the hour's allowance counts them.
 */
async function endResetLinks(tx: Transaction, userId: string, now: Date): Promise<void> {
  const ended = await tx
    .update(adminPasswordResets)
    .set({ usedAt: now })
    .where(and(eq(adminPasswordResets.userId, userId), isNull(adminPasswordResets.usedAt)))
    .returning({ id: adminPasswordResets.id });
  await cancelLinkMail(tx, {
    subjectIds: ended.map((reset) => reset.id),
    purpose: ADMIN_MAIL_PURPOSES.passwordReset,
    now,
  });
}

/**
 * A reset link (1 h) and its email for the active account of `email`, if any and within its allowance.
 * The new link replaces the live one (one live link per account): the newest email is the one that works.
 */
async function queuePasswordReset(
  tx: Transaction,
  { email, publicUrl, now }: { email: string; publicUrl: string; now: Date },
): Promise<boolean> {
  const [user] = await tx
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.email, email), eq(adminUsers.isActive, true)))
    .limit(1);
  if (!user || (await overHourlyAllowance(tx, user.id, now))) return false;
  await endResetLinks(tx, user.id, now);
  const token = newToken();
  const [reset] = await tx
    .insert(adminPasswordResets)
    .values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      createdAt: now,
    })
    .returning({ id: adminPasswordResets.id, expiresAt: adminPasswordResets.expiresAt });
  if (!reset) throw new AppError('INTERNAL', 'Reset link was not created');
  // The record notes each email queued, not each request: a flood of requests adds nothing to it. Queued,
  // not sent: the outbox sends it later, and only if a mail server is set up before the link expires.
  await recordAccountChange(tx, {
    actor: actorOf(user),
    action: 'password-reset-request',
    entityId: user.id,
    label: user.username,
    summary: `A password reset link was created for ${user.username} and its email queued`,
  });
  await enqueueMail(tx, {
    to: email,
    subjectId: reset.id,
    sendBefore: reset.expiresAt,
    purpose: ADMIN_MAIL_PURPOSES.passwordReset,
    subject: `Reset your ${site.productName} admin password`,
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) asked to reset the password of your admin account.',
      'Open this link to choose a new password. It works once, within 1 hour:',
      '',
      `${publicUrl}/admin/reset-password/${token}`,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
  return true;
}

/**
 * The job half: takes waiting requests (on PostgreSQL `skip locked`, so instances never take the same one)
 * and queues a link for each address of an active account within its allowance; others are dropped,
 * mailing nobody. A request older than a link's life is dropped too. Returns how many emails were queued.
 */
export async function processPasswordResetRequests(
  db: Database,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<number> {
  const mailed = await takeStoredRequests(db, adminPasswordResetRequests, {
    batch: RESET_BATCH,
    staleBefore: new Date(now.getTime() - PASSWORD_RESET_TTL_MS),
    handle: (tx, request) => queuePasswordReset(tx, { email: request.email, publicUrl, now }),
  });
  if (mailed > 0) notifyMailQueued();
  return mailed;
}

/** Each server process: the reset job, woken by this process's requests and polling every RESET_REQUEST_POLL_MS. */
export function startPasswordResetRequests({
  db,
  log,
  publicUrl,
  pollMs = RESET_REQUEST_POLL_MS,
}: {
  db: Database;
  log: Logger;
  publicUrl: string;
  pollMs?: number;
}): { name: string; stop(): Promise<void> } {
  return startRequestJob({
    name: 'admin-password-reset-requests',
    signal: resetRequested,
    pass: () => processPasswordResetRequests(db, { publicUrl }),
    pollMs,
    log,
    logEvent: 'admin.password.reset_emails',
  });
}

/** Whether a reset link can still be used (the reset page shows its form only then). */
export async function isUsableResetToken(
  db: Database,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: adminPasswordResets.id })
    .from(adminPasswordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPasswordResets.userId))
    .where(
      and(
        eq(adminPasswordResets.tokenHash, hashToken(token)),
        isNull(adminPasswordResets.usedAt),
        gt(adminPasswordResets.expiresAt, now),
        eq(adminUsers.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Sets a new password through a reset link: the link is claimed by a conditional update (single use), the
 * account's every session ends, and its other unused links die too. A used, expired or forged token, or a
 * deactivated account, changes nothing (NOT_FOUND).
 */
export async function resetPassword(
  db: Database,
  { token, password, now = new Date() }: { token: string; password: string; now?: Date },
): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(adminPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminPasswordResets.tokenHash, hashToken(token)),
          isNull(adminPasswordResets.usedAt),
          gt(adminPasswordResets.expiresAt, now),
        ),
      )
      .returning();
    if (!reset) throw new AppError('NOT_FOUND', INVALID_RESET_LINK_MESSAGE);
    const [user] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(and(eq(adminUsers.id, reset.userId), eq(adminUsers.isActive, true)))
      .returning({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email });
    if (!user) throw new AppError('NOT_FOUND', INVALID_RESET_LINK_MESSAGE);
    await recordAccountChange(tx, {
      actor: actorOf(user),
      action: 'password-reset',
      entityId: user.id,
      label: user.username,
      summary: `${user.username} set a new password with a reset link`,
      after: { password: 'changed' },
    });
    await tx.delete(adminSessions).where(eq(adminSessions.userId, user.id));
    await cancelLinkMail(tx, { subjectIds: [reset.id], purpose: ADMIN_MAIL_PURPOSES.passwordReset, now });
    await endResetLinks(tx, user.id, now);
    return { userId: user.id };
  });
}
