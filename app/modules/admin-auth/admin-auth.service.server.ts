import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { recordAdminChange } from '~/modules/audit/audit.server';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  type CreateFirstAdminInput,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginInput,
  type LoginResult,
  type PublicAdminUser,
  SETUP_COMPLETE_MESSAGE,
} from './admin.schema';
import { adminSessions, adminUsers } from './admin.table.server';

/** Design §3: argon2id, m = 19456 KiB, t = 2, p = 1 (the OWASP minimum for argon2id). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Design §3 session lifetimes. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** lastSeenAt is written at most this often: a screen firing ten calls does not cost ten writes. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60 * 1000;

/** Any fixed 64-bit number, the same in every instance: serialises first-admin creation cluster-wide. */
const FIRST_ADMIN_LOCK_KEY = 7_300_451_001;

type AdminUserRow = typeof adminUsers.$inferSelect;

export function toPublicAdminUser(row: AdminUserRow): PublicAdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, verified when the username is unknown so both paths take as long. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500 that tells the caller the user exists.
    return false;
  }
}

/** Only the SHA-256 of a token is stored: a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether the one-time setup has been used (any admin exists, active or not). */
export async function isSetupComplete(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return row !== undefined;
}

/** Compares in constant time (hashes first, so the lengths match and nothing leaks through them). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export interface CreateFirstAdminOptions extends CreateFirstAdminInput {
  /** The server's SETUP_TOKEN, when configured: then `setupToken` must equal it. */
  requiredSetupToken?: string;
}

/**
 * Spec §2 setup: creates the first admin, only while no admin exists. The check and the insert run in one
 * transaction under an advisory lock, so ten simultaneous calls on an empty database create exactly one
 * admin (on PGlite and on PostgreSQL with several app instances); the others get CONFLICT. The new admin is
 * signed in, as a login would: they just typed the password.
 */
export async function createFirstAdmin(db: Database, options: CreateFirstAdminOptions): Promise<LoginResult> {
  if (options.requiredSetupToken !== undefined) {
    if (!options.setupToken || !sameSecret(options.setupToken, options.requiredSetupToken)) {
      throw new AppError('FORBIDDEN', 'A valid setup token is required', {
        fieldErrors: { setupToken: 'A valid setup token is required' },
      });
    }
  }
  // Cheap early answer without hashing; the locked check below is the one that counts.
  if (await isSetupComplete(db)) throw new AppError('CONFLICT', SETUP_COMPLETE_MESSAGE);

  // Hashing takes tens of milliseconds: done before taking the lock, not while holding it.
  const passwordHash = await hashPassword(options.passwordHash);
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
    const [existing] = await tx.select({ id: adminUsers.id }).from(adminUsers).limit(1);
    if (existing) return undefined;
    const [row] = await tx
      .insert(adminUsers)
      .values({
        username: options.username,
        email: options.email,
        passwordHash,
        firstName: options.firstName ?? null,
        lastName: options.lastName ?? null,
        role: options.role,
        isActive: true,
        lastLoginAt: now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Admin user was not created');
    // The first account is recorded like every account change (by itself: nobody else exists yet).
    await recordAdminChange(tx, {
      actor: { id: row.id, username: row.username, email: row.email },
      action: 'setup',
      entityType: 'account',
      summary: `Created the first administrator ${row.username} at setup`,
      changes: [
        {
          entityId: row.id,
          label: row.username,
          kind: 'create',
          after: {
            username: row.username,
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            role: row.role,
            isActive: row.isActive,
          },
        },
      ],
    });
    return row;
  });
  if (!created) throw new AppError('CONFLICT', SETUP_COMPLETE_MESSAGE);
  const { token, expiresAt } = await createSession(db, { userId: created.id, now });
  return { user: toPublicAdminUser(created), token, expiresAt: expiresAt.toISOString(), firstSignIn: true };
}

export interface CreateAdminUserOptions {
  username: string;
  password: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isActive?: boolean;
  role?: string;
}

/** Adds an admin regardless of setup state (tests and future admin management; no HTTP route). */
export async function createAdminUser(db: Database, options: CreateAdminUserOptions): Promise<PublicAdminUser> {
  const [row] = await db
    .insert(adminUsers)
    .values({
      username: options.username.trim().toLowerCase(),
      email: options.email?.trim().toLowerCase() ?? null,
      passwordHash: await hashPassword(options.password),
      firstName: options.firstName ?? null,
      lastName: options.lastName ?? null,
      isActive: options.isActive ?? true,
      role: options.role ?? 'admin',
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Admin user was not created');
  return toPublicAdminUser(row);
}

/** Opens a session: 32 random bytes as base64url go to the client; only their SHA-256 is stored. */
export async function createSession(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insert(adminSessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, lastSeenAt: now, createdAt: now });
  return { token, expiresAt };
}

/**
 * Spec §2 login. The same UNAUTHENTICATED error for an unknown user, a wrong password and an inactive
 * admin; an unknown user still costs one argon2 verification, so timing does not tell them apart either.
 * Rate limiting is the caller's (it knows the client IP).
 */
export async function login(db: Database, { username, password }: LoginInput): Promise<LoginResult> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !passwordMatches || !user.isActive) {
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }
  const now = new Date();
  const [updated] = await db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, user.id)).returning();
  const { token, expiresAt } = await createSession(db, { userId: user.id, now });
  // Expired sessions of this admin are dead weight: cleared on each login, so the table cannot grow forever.
  await deleteExpiredSessions(db, { userId: user.id, now });
  return {
    user: toPublicAdminUser(updated ?? user),
    token,
    expiresAt: expiresAt.toISOString(),
    firstSignIn: user.lastLoginAt === null,
  };
}

async function deleteExpiredSessions(db: Database, { userId, now }: { userId: string; now: Date }) {
  await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
      ),
    );
}

/** Spec §2 logout: the session is deleted (its token is worthless from now on). Unknown tokens are fine. */
export async function logout(db: Database, { token }: { token: string }): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

export interface SessionAdmin {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  role: string;
}

/**
 * The admin behind a bearer token, or UNAUTHENTICATED: unknown token, past its 12 h, idle for 60 min, or
 * an inactive admin. A live session's lastSeenAt moves forward (at most once a minute).
 */
export async function validateSession(
  db: Database,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<SessionAdmin> {
  const [found] = await db
    .select({
      sessionId: adminSessions.id,
      expiresAt: adminSessions.expiresAt,
      lastSeenAt: adminSessions.lastSeenAt,
      userId: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      firstName: adminUsers.firstName,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED_MESSAGE);

  const expired = found.expiresAt.getTime() <= now.getTime();
  const idle = now.getTime() - found.lastSeenAt.getTime() >= SESSION_IDLE_MS;
  if (expired || idle || !found.isActive) {
    await db.delete(adminSessions).where(eq(adminSessions.id, found.sessionId));
    throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED_MESSAGE);
  }
  if (now.getTime() - found.lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, found.sessionId));
  }
  return {
    id: found.userId,
    username: found.username,
    email: found.email,
    firstName: found.firstName,
    role: found.role,
  };
}

/** Sessions still alive for an admin (tests and diagnostics). */
export async function countLiveSessions(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const [row] = await db
    .select({ value: count() })
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, userId), gt(adminSessions.expiresAt, now)));
  return row?.value ?? 0;
}
