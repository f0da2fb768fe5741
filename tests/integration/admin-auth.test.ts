import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, adminChanges, adminSessions, adminUsers } from '~/db/schema.server';
import { createAdminUser } from '~/modules/admin-auth/admin-auth.service.server';
import { updateAccount } from '~/modules/admin-auth/admin-people.service.server';
import { authHeader, createAdminSession, TEST_ADMIN_PASSWORD } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

const PASSWORD = 'a calm and long passphrase';

const firstAdmin = (overrides: Record<string, unknown> = {}) => ({
  username: 'admin',
  email: 'admin@example.org',
  passwordHash: PASSWORD,
  firstName: 'Avery',
  lastName: 'Stone',
  role: 'admin',
  isActive: true,
  ...overrides,
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Each describe gets its own empty database (setup is once per database) and closes it after. */
function useFreshApp(env: Record<string, string> = {}) {
  const state: { database?: DatabaseHandle; app?: TestApp } = {};
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.app = await startTestApp(state.database, env);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
  });
  return {
    get app() {
      if (!state.app) throw new Error('app not started');
      return state.app;
    },
  };
}

describe('POST /api/admin/create-first-user', () => {
  const fresh = useFreshApp();

  it('rejects invalid input with field errors and creates nothing', async () => {
    const { app } = fresh;
    const missing = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ username: '' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.username).toBe('Username is required');

    const short = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ passwordHash: 'short' }),
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.passwordHash).toBe('Password must be at least 12 characters');

    const long = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ passwordHash: 'x'.repeat(129) }),
    });
    expect(long.status).toBe(400);

    const inactive = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ isActive: false }),
    });
    expect(inactive.status).toBe(400);

    const badEmail = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ email: 'nope' }),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors.email).toBeTruthy();

    expect(await app.context.db.select().from(adminUsers)).toEqual([]);
  });

  it('creates the first admin once, stores an argon2id hash, then answers 409', async () => {
    const { app } = fresh;
    const created = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ username: 'Admin' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body.user).toMatchObject({
      username: 'admin',
      email: 'admin@example.org',
      firstName: 'Avery',
      role: 'admin',
      isActive: true,
    });
    expect(created.text).not.toContain('passwordHash');
    expect(created.text).not.toContain(PASSWORD);
    // Signed in as a login signs in: a session token that opens the admin, and a recorded sign-in.
    expect(created.body.firstSignIn).toBe(true);
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stats = await app.request('/api/admin/stats', { headers: authHeader(created.body.token) });
    expect(stats.status).toBe(200);
    const sessions = await app.context.db.select().from(adminSessions);
    expect(sessions.map((session) => session.tokenHash)).toEqual([sha256(created.body.token)]);

    const [row] = await app.context.db.select().from(adminUsers);
    expect(row?.passwordHash).not.toBe(PASSWORD);
    // Design §3 parameters are in the PHC string itself.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    const again = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ username: 'second', email: 'second@example.org' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Setup is already complete');
    expect(again.body.token).toBeUndefined();
    expect(await app.context.db.select().from(adminUsers)).toHaveLength(1);
    expect(await app.context.db.select().from(adminSessions)).toHaveLength(1);

    // Recorded like every account change, by the new admin, once, without the password or its hash.
    const activity = await app.context.db.select().from(adminActivity);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'setup',
      entityType: 'account',
      actorId: row?.id,
      actorName: 'admin',
      actorEmail: 'admin@example.org',
      summary: 'Created the first administrator admin at setup',
    });
    const changes = await app.context.db.select().from(adminChanges);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      entityType: 'account',
      entityId: row?.id,
      kind: 'create',
      after: { username: 'admin', email: 'admin@example.org', role: 'admin', isActive: true },
    });
    const recorded = JSON.stringify(changes);
    expect(recorded).not.toContain(PASSWORD);
    expect(recorded).not.toContain('$argon2');
    expect(recorded).not.toMatch(/password/i);
  });
});

describe('first-admin record failure', () => {
  const fresh = useFreshApp();

  it('creates no admin when the setup cannot be recorded', async () => {
    const { app } = fresh;
    await app.context.db.execute(
      sql`alter table admin_activity add constraint audit_broken check (action <> 'setup') not valid`,
    );
    const failed = await app.request('/api/admin/create-first-user', { method: 'POST', body: firstAdmin() });
    expect(failed.status).toBe(500);
    expect(await app.context.db.select().from(adminUsers)).toHaveLength(0);
    await app.context.db.execute(sql`alter table admin_activity drop constraint audit_broken`);
    const created = await app.request('/api/admin/create-first-user', { method: 'POST', body: firstAdmin() });
    expect(created.status).toBe(201);
  });
});

describe('first-admin race', () => {
  const fresh = useFreshApp();

  it('ten simultaneous calls on an empty database create exactly one admin', async () => {
    const { app } = fresh;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.request('/api/admin/create-first-user', {
          method: 'POST',
          body: firstAdmin({ username: `racer${index}`, email: `racer${index}@example.org` }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await app.context.db.select().from(adminUsers);
    expect(rows).toHaveLength(1);
    const winner = responses.find((response) => response.status === 201);
    expect(rows[0]?.username).toBe(winner?.body.user.username);
    const recorded = await app.context.db.select().from(adminActivity);
    expect(recorded.map((activity) => [activity.action, activity.actorId])).toEqual([['setup', rows[0]?.id]]);
  });
});

describe('SETUP_TOKEN', () => {
  const fresh = useFreshApp({ SETUP_TOKEN: 'token-from-the-operator' });

  it('is required when configured: missing or wrong is 403 and creates nothing', async () => {
    const { app } = fresh;
    const missing = await app.request('/api/admin/create-first-user', { method: 'POST', body: firstAdmin() });
    expect(missing.status).toBe(403);
    const wrong = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ setupToken: 'token-from-someone-else' }),
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors.setupToken).toBe('A valid setup token is required');
    expect(await app.context.db.select().from(adminUsers)).toEqual([]);

    const right = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: firstAdmin({ setupToken: 'token-from-the-operator' }),
    });
    expect(right.status).toBe(201);
  });
});

describe('login, sessions and logout', () => {
  const fresh = useFreshApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const login = (body: unknown, headers?: Record<string, string>) =>
    fresh.app.request('/api/admin/login', { method: 'POST', body, headers });

  beforeAll(async () => {
    const created = await fresh.app.request('/api/admin/create-first-user', { method: 'POST', body: firstAdmin() });
    expect(created.status).toBe(201);
  });

  it('answers { user, token } without secrets, stores only the SHA-256 of the token, records lastLoginAt', async () => {
    const response = await login({ username: 'admin', password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(response.body).sort()).toEqual(['expiresAt', 'firstSignIn', 'token', 'user']);
    expect(response.body.user).toMatchObject({
      username: 'admin',
      firstName: 'Avery',
      lastName: 'Stone',
      role: 'admin',
    });
    expect(response.body.user.lastLoginAt).toEqual(expect.any(String));
    expect(response.text).not.toMatch(/passwordHash|password_hash|argon2|tokenHash/i);
    expect(response.text).not.toContain(PASSWORD);
    // 32 random bytes, base64url.
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const sessions = await fresh.app.context.db.select().from(adminSessions);
    const tokenHashes = sessions.map((session) => session.tokenHash);
    expect(tokenHashes).toContain(sha256(response.body.token));
    expect(tokenHashes).not.toContain(response.body.token);
    const session = sessions.find((row) => row.tokenHash === sha256(response.body.token));
    const lifetimeHours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3_600_000;
    expect(lifetimeHours).toBeCloseTo(12, 5);

    const stats = await fresh.app.request('/api/admin/stats', { headers: authHeader(response.body.token) });
    expect(stats.status).toBe(200);
  });

  it('tells an account signing in for the first time from one coming back', async () => {
    await createAdminUser(fresh.app.context.db, {
      username: 'newcomer',
      password: TEST_ADMIN_PASSWORD,
      role: 'editor',
    });
    const first = await login({ username: 'newcomer', password: TEST_ADMIN_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.firstSignIn).toBe(true);
    const second = await login({ username: 'newcomer', password: TEST_ADMIN_PASSWORD });
    expect(second.body.firstSignIn).toBe(false);
  });

  it('gives the same 401 for an unknown user, a wrong password and an inactive admin', async () => {
    await createAdminSession(fresh.app.context, { username: 'retired', isActive: false });
    const unknown = await login({ username: 'nobody', password: PASSWORD });
    const wrong = await login({ username: 'admin', password: 'not the right passphrase' });
    const inactive = await login({ username: 'retired', password: TEST_ADMIN_PASSWORD });
    for (const response of [unknown, wrong, inactive]) {
      expect(response.status).toBe(401);
      expect(response.text).toBe(unknown.text);
      expect(response.body.message).toBe('Invalid username or password');
    }
  });

  it('takes about as long for an unknown user as for a wrong password (a dummy hash is verified)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await login({ username, password: 'wrong wrong wrong' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    await time('warm-up-unknown');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < 7; round++) {
      unknown.push(await time('nobody-at-all'));
      known.push(await time('admin'));
    }
    // Without the dummy verification an unknown user answers in a few milliseconds against tens for an
    // argon2 verification (a ratio near 0.05); the loose bound leaves room for a busy test machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it('rejects empty credentials with the spec messages', async () => {
    const response = await login({ username: ' ', password: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('logout deletes the session: the token is 401 afterwards', async () => {
    const { body } = await login({ username: 'admin', password: PASSWORD });
    const headers = authHeader(body.token);
    expect((await fresh.app.request('/api/admin/logout', { method: 'POST', headers })).status).toBe(204);
    const after = await fresh.app.request('/api/admin/stats', { headers });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Authentication required');
    expect(after.headers.get('cache-control')).toBe('no-store');
    const rows = await fresh.app.context.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, sha256(body.token)));
    expect(rows).toEqual([]);
    // A second logout with the dead token is a 401 like any other admin call.
    expect((await fresh.app.request('/api/admin/logout', { method: 'POST', headers })).status).toBe(401);
  });

  it('a session past its 12 hours is 401', async () => {
    const { token } = await createAdminSession(fresh.app.context);
    const db = fresh.app.context.db;
    await db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, sha256(token)));
    expect((await fresh.app.request('/api/admin/stats', { headers: authHeader(token) })).status).toBe(401);
  });

  it('a session idle for 60 minutes is 401; 59 idle minutes is still alive and refreshed', async () => {
    const db = fresh.app.context.db;
    const alive = await createAdminSession(fresh.app.context);
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - 59 * 60_000) })
      .where(eq(adminSessions.tokenHash, sha256(alive.token)));
    expect((await fresh.app.request('/api/admin/stats', { headers: authHeader(alive.token) })).status).toBe(200);
    const [refreshed] = await db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, sha256(alive.token)));
    expect(Date.now() - refreshed!.lastSeenAt.getTime()).toBeLessThan(60_000);

    const idle = await createAdminSession(fresh.app.context);
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(adminSessions.tokenHash, sha256(idle.token)));
    expect((await fresh.app.request('/api/admin/stats', { headers: authHeader(idle.token) })).status).toBe(401);
  });

  it('deactivating an admin ends all of its sessions at once', async () => {
    const first = await createAdminSession(fresh.app.context, { username: 'leaving' });
    const second = await login({ username: 'leaving', password: TEST_ADMIN_PASSWORD });
    expect(second.status).toBe(200);
    await updateAccount(fresh.app.context.db, {
      id: first.userId,
      isActive: false,
      actor: { id: null, username: 'test', email: null },
    });
    expect((await fresh.app.request('/api/admin/stats', { headers: authHeader(first.token) })).status).toBe(401);
    expect((await fresh.app.request('/api/admin/stats', { headers: authHeader(second.body.token) })).status).toBe(401);
    const rows = await fresh.app.context.db.select().from(adminSessions).where(eq(adminSessions.userId, first.userId));
    expect(rows).toEqual([]);
  });

  it('an admin switched off directly in the database is refused too', async () => {
    const { token, userId } = await createAdminSession(fresh.app.context);
    await fresh.app.context.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, userId));
    expect((await fresh.app.request('/api/admin/stats', { headers: authHeader(token) })).status).toBe(401);
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a made-up token', { authorization: 'Bearer bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWF0LWFsbA' }],
  ])('refuses %s', async (_label, headers) => {
    const response = await fresh.app.request('/api/admin/stats', { headers });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });
});

describe('login rate limit', () => {
  describe('with the default limit (10 failures per 15 minutes)', () => {
    const fresh = useFreshApp();
    beforeAll(async () => {
      await createAdminSession(fresh.app.context, { username: 'owner' });
    });

    it('answers the 11th failure with 429 and Retry-After; the right password is refused too', async () => {
      const { app } = fresh;
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await app.request('/api/admin/login', {
          method: 'POST',
          body: { username: 'owner', password: `wrong ${attempt}` },
        });
        expect(response.status, `attempt ${attempt}`).toBe(401);
      }
      const eleventh = await app.request('/api/admin/login', {
        method: 'POST',
        body: { username: 'owner', password: 'wrong 11' },
      });
      expect(eleventh.status).toBe(429);
      const retryAfter = Number(eleventh.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The lockout says when it ends, from the same clock as Retry-After.
      expect(eleventh.body.message).toBe(`Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`);

      const right = await app.request('/api/admin/login', {
        method: 'POST',
        body: { username: 'owner', password: TEST_ADMIN_PASSWORD },
      });
      expect(right.status).toBe(429);
      // A forged X-Forwarded-For is not a new client (no trusted proxy configured).
      const spoofed = await app.request('/api/admin/login', {
        method: 'POST',
        body: { username: 'owner', password: TEST_ADMIN_PASSWORD },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(spoofed.status).toBe(429);
    });
  });

  describe('with RATE_LIMIT_LOGIN_MAX=3', () => {
    const fresh = useFreshApp({ RATE_LIMIT_LOGIN_MAX: '3' });
    beforeAll(async () => {
      await createAdminSession(fresh.app.context, { username: 'owner' });
    });
    const attempt = (password: string) =>
      fresh.app
        .request('/api/admin/login', { method: 'POST', body: { username: 'owner', password } })
        .then((r) => r.status);

    it('a successful login is not a failure, and does not wipe out earlier ones', async () => {
      expect(await attempt('wrong')).toBe(401);
      expect(await attempt(TEST_ADMIN_PASSWORD)).toBe(200);
      expect(await attempt(TEST_ADMIN_PASSWORD)).toBe(200);
      expect(await attempt('wrong')).toBe(401);
      // Two failures so far, whatever succeeded in between: one more, then the lockout.
      expect(await attempt('wrong')).toBe(401);
      expect(await attempt('wrong')).toBe(429);
    });
  });

  describe('with RATE_LIMIT_LOGIN_MAX=3 and guesses sent all at once', () => {
    const fresh = useFreshApp({ RATE_LIMIT_LOGIN_MAX: '3' });
    beforeAll(async () => {
      await createAdminSession(fresh.app.context, { username: 'owner' });
    });

    it('checks no more than three passwords, however many arrive together', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          fresh.app
            .request('/api/admin/login', { method: 'POST', body: { username: 'owner', password: `guess ${index}` } })
            .then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    });
  });
});
