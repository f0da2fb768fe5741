import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminInvitations, adminPasswordResets, adminUsers, mailOutbox } from '~/db/schema.server';
import {
  COMMON_PASSWORD_MESSAGE,
  FORGOT_PASSWORD_ANSWER,
  INVALID_INVITATION_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
} from '~/modules/admin-auth/admin.schema';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { createAdminUser, createSession } from '~/modules/admin-auth/admin-auth.service.server';
import { processPasswordResetRequests } from '~/modules/admin-auth/admin-people.service.server';
import { createApp } from '../../server/app';
import { authHeader, createAdminSession, TEST_ADMIN_PASSWORD } from '../setup/admin-session';
import { type PagesApp, startPagesApp } from '../setup/pages-app';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

const NEW_PASSWORD = 'a brand new long passphrase';
/** In the 10,000 most common passwords, and long enough for the length rule. */
const COMMON_LONG_PASSWORD = 'Qwerty123456';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

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

async function lastMailTo(app: TestApp, address: string) {
  const [row] = await app.context.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The reset job, as the server runs it after answering a forgot-password request. */
const resetJob = (context: AppContext) =>
  processPasswordResetRequests(context.db, { publicUrl: context.env.PUBLIC_URL });

function linkIn(text: string, path: string): string {
  const match = new RegExp(`http://directory\\.test${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

async function editorSession(app: TestApp, username: string) {
  const user = await createAdminUser(app.context.db, {
    username,
    password: TEST_ADMIN_PASSWORD,
    email: `${username}@example.org`,
    role: 'editor',
  });
  const { token } = await createSession(app.context.db, { userId: user.id });
  return { token, userId: user.id };
}

describe('common passwords are refused everywhere a password is set', () => {
  const fresh = useFreshApp();

  it('setup refuses a common password with a field message, case-insensitively, and creates nothing', async () => {
    const { app } = fresh;
    for (const password of [COMMON_LONG_PASSWORD, 'qwerty123456', 'LEAVEMEALONE']) {
      const response = await app.request('/api/admin/create-first-user', {
        method: 'POST',
        body: { username: 'admin', email: 'admin@example.org', passwordHash: password },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors.passwordHash).toBe(COMMON_PASSWORD_MESSAGE);
    }
    expect(await app.context.db.select().from(adminUsers)).toHaveLength(0);
    const ok = await app.request('/api/admin/create-first-user', {
      method: 'POST',
      body: { username: 'admin', email: 'admin@example.org', passwordHash: NEW_PASSWORD },
    });
    expect(ok.status).toBe(201);
  });

  it('change, invitation acceptance and reset refuse it too', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context);
    const change = await app.request('/api/admin/change-password', {
      method: 'POST',
      headers: authHeader(me.token),
      body: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: COMMON_LONG_PASSWORD },
    });
    expect(change.status).toBe(400);
    expect(change.body.errors.newPassword).toBe(COMMON_PASSWORD_MESSAGE);

    const accept = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token: 'anything', username: 'someone', password: COMMON_LONG_PASSWORD },
    });
    expect(accept.status).toBe(400);
    expect(accept.body.errors.password).toBe(COMMON_PASSWORD_MESSAGE);

    const reset = await app.request('/api/admin/reset-password', {
      method: 'POST',
      body: { token: 'anything', password: COMMON_LONG_PASSWORD },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.errors.password).toBe(COMMON_PASSWORD_MESSAGE);
  });
});

describe('POST /api/admin/change-password', () => {
  const fresh = useFreshApp();

  it('needs the current password; ends the other sessions and keeps this one', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context, { username: 'river' });
    const { token: otherDevice } = await createSession(app.context.db, { userId: me.userId });

    const wrong = await app.request('/api/admin/change-password', {
      method: 'POST',
      headers: authHeader(me.token),
      body: { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toBe('Current password is incorrect');
    expect((await app.request('/api/admin/me', { headers: authHeader(otherDevice) })).status).toBe(200);

    const ok = await app.request('/api/admin/change-password', {
      method: 'POST',
      headers: authHeader(me.token),
      body: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(ok.status).toBe(204);
    expect((await app.request('/api/admin/me', { headers: authHeader(me.token) })).status).toBe(200);
    expect((await app.request('/api/admin/me', { headers: authHeader(otherDevice) })).status).toBe(401);

    const oldLogin = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'river', password: TEST_ADMIN_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'river', password: NEW_PASSWORD },
    });
    expect(newLogin.status).toBe(200);
  });

  it('is 401 without a session', async () => {
    const response = await fresh.app.request('/api/admin/change-password', {
      method: 'POST',
      body: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});

describe('invitations', () => {
  const fresh = useFreshApp();

  async function invite(app: TestApp, token: string, email: string, role = 'editor') {
    return app.request('/api/admin/invitations', { method: 'POST', headers: authHeader(token), body: { email, role } });
  }

  it('queues an email with a single-use link (only its hash stored) that creates a signed-in account', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context);
    const created = await invite(app, me.token, 'Robin@Example.org');
    expect(created.status).toBe(201);
    expect(created.body.invitation).toMatchObject({ email: 'robin@example.org', role: 'editor' });
    expect(JSON.stringify(created.body)).not.toMatch(/token/i);

    const mail = await lastMailTo(app, 'robin@example.org');
    expect(mail?.subject).toMatch(/invited/i);
    const token = linkIn(mail?.textBody ?? '', '/admin/invite');
    const [row] = await app.context.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.id, created.body.invitation.id));
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(72 * 60 * 60 * 1000);

    const listed = await app.request('/api/admin/invitations', { headers: authHeader(me.token) });
    expect(listed.body.invitations.map((i: { email: string }) => i.email)).toEqual(['robin@example.org']);

    const accepted = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token, username: 'Robin', password: NEW_PASSWORD, firstName: 'Robin' },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ username: 'robin', email: 'robin@example.org', role: 'editor' });
    const meAsRobin = await app.request('/api/admin/me', { headers: authHeader(accepted.body.token) });
    expect(meAsRobin.body.user.role).toBe('editor');
    const login = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'robin', password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);

    // Used twice: refused, nothing changes.
    const again = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token, username: 'robin2', password: NEW_PASSWORD },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(INVALID_INVITATION_MESSAGE);
    const robins = await app.context.db.select().from(adminUsers).where(eq(adminUsers.email, 'robin@example.org'));
    expect(robins).toHaveLength(1);
    expect((await app.request('/api/admin/invitations', { headers: authHeader(me.token) })).body.invitations).toEqual(
      [],
    );
  });

  it('refuses forged, expired and revoked links without creating an account', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context);
    const before = (await app.context.db.select().from(adminUsers)).length;

    const forged = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token: 'forged-token-forged-token', username: 'mallory', password: NEW_PASSWORD },
    });
    expect(forged.status).toBe(404);

    await invite(app, me.token, 'late@example.org');
    const lateToken = linkIn((await lastMailTo(app, 'late@example.org'))?.textBody ?? '', '/admin/invite');
    await app.context.db
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.email, 'late@example.org'));
    const expired = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token: lateToken, username: 'late', password: NEW_PASSWORD },
    });
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe(INVALID_INVITATION_MESSAGE);

    const revocable = await invite(app, me.token, 'gone@example.org');
    const goneToken = linkIn((await lastMailTo(app, 'gone@example.org'))?.textBody ?? '', '/admin/invite');
    const revoked = await app.request(`/api/admin/invitations/${revocable.body.invitation.id}`, {
      method: 'DELETE',
      headers: authHeader(me.token),
    });
    expect(revoked.status).toBe(204);
    const useRevoked = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token: goneToken, username: 'gone', password: NEW_PASSWORD },
    });
    expect(useRevoked.status).toBe(404);

    expect(await app.context.db.select().from(adminUsers)).toHaveLength(before);
  });

  it('a taken username is a field error and leaves the invitation usable', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context, { username: 'taken' });
    await invite(app, me.token, 'second@example.org');
    const token = linkIn((await lastMailTo(app, 'second@example.org'))?.textBody ?? '', '/admin/invite');
    const clash = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token, username: 'taken', password: NEW_PASSWORD },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.username).toBe('This username is taken');
    const retry = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token, username: 'second', password: NEW_PASSWORD },
    });
    expect(retry.status).toBe(201);
  });

  it('two invitees choosing one username at the same moment: one account, the other a field error', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context);
    const tokens: string[] = [];
    for (const email of ['twin-a@example.org', 'twin-b@example.org']) {
      await invite(app, me.token, email);
      tokens.push(linkIn((await lastMailTo(app, email))?.textBody ?? '', '/admin/invite'));
    }
    const answers = await Promise.all(
      tokens.map((token) =>
        app.request('/api/admin/invitations/accept', {
          method: 'POST',
          body: { token, username: 'twin', password: NEW_PASSWORD },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errors.username).toBe('This username is taken');
    expect(await app.context.db.select().from(adminUsers).where(eq(adminUsers.username, 'twin'))).toHaveLength(1);
  });

  it('refuses an address an account already uses, and a bad role, naming the field', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context, { username: 'owner' });
    const existing = await invite(app, me.token, 'owner@example.org');
    expect(existing.status).toBe(409);
    expect(existing.body.errors.email).toBeTruthy();
    const badRole = await invite(app, me.token, 'x@example.org', 'owner');
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors.role).toBe('Role must be admin or editor');
  });
});

describe('roles: an editor', () => {
  const fresh = useFreshApp();

  it('works on partners, FAQ and inquiries but gets 403 on accounts, invitations and bulk delete', async () => {
    const { app } = fresh;
    await createAdminSession(app.context);
    const editor = await editorSession(app, 'ed');
    const headers = authHeader(editor.token);

    for (const path of ['/api/admin/partners', '/api/admin/faq', '/api/admin/inquiries', '/api/admin/stats']) {
      expect((await app.request(path, { headers })).status, path).toBe(200);
    }
    const forbidden: [string, string, unknown?][] = [
      ['GET', '/api/admin/accounts'],
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations', { email: 'friend@example.org', role: 'admin' }],
      ['PATCH', `/api/admin/accounts/${editor.userId}`, { role: 'admin' }],
      ['DELETE', '/api/admin/partners/bulk-delete', { ids: [1] }],
      ['DELETE', '/api/admin/faq/bulk-delete', { ids: [1] }],
    ];
    for (const [method, path, body] of forbidden) {
      const response = await app.request(path, { method, headers, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only an administrator can do this' });
    }
    const [self] = await app.context.db.select().from(adminUsers).where(eq(adminUsers.id, editor.userId));
    expect(self?.role).toBe('editor');
    expect(await app.context.db.select().from(adminInvitations)).toHaveLength(0);
  });
});

describe('accounts: list, deactivate, reactivate, role', () => {
  const fresh = useFreshApp();

  it('lists accounts without secrets; deactivating ends sessions at once; reactivating allows sign-in', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context, { username: 'boss' });
    const editor = await editorSession(app, 'sam');

    const list = await app.request('/api/admin/accounts', { headers: authHeader(me.token) });
    expect(list.status).toBe(200);
    expect(list.body.accounts.map((a: { username: string }) => a.username)).toEqual(['boss', 'sam']);
    expect(list.body.accounts[1]).toMatchObject({ role: 'editor', isActive: true, email: 'sam@example.org' });
    expect(list.text).not.toMatch(/password|token/i);

    const off = await app.request(`/api/admin/accounts/${editor.userId}`, {
      method: 'PATCH',
      headers: authHeader(me.token),
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.account.isActive).toBe(false);
    expect((await app.request('/api/admin/me', { headers: authHeader(editor.token) })).status).toBe(401);
    const refused = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'sam', password: TEST_ADMIN_PASSWORD },
    });
    expect(refused.status).toBe(401);

    const on = await app.request(`/api/admin/accounts/${editor.userId}`, {
      method: 'PATCH',
      headers: authHeader(me.token),
      body: { isActive: true, role: 'admin' },
    });
    expect(on.body.account).toMatchObject({ isActive: true, role: 'admin' });
    const back = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'sam', password: TEST_ADMIN_PASSWORD },
    });
    expect(back.status).toBe(200);
    expect(back.body.user.role).toBe('admin');
  });

  it('an admin can neither deactivate nor demote their own account (409), the last one least of all', async () => {
    const { app } = fresh;
    const database = await createTestDatabase();
    const solo = await startTestApp(database);
    try {
      const me = await createAdminSession(solo.context, { username: 'only' });
      await editorSession(solo, 'helper');
      const other = await createAdminSession(solo.context, { username: 'second-admin' });
      for (const body of [{ isActive: false }, { role: 'editor' }]) {
        const response = await solo.request(`/api/admin/accounts/${me.userId}`, {
          method: 'PATCH',
          headers: authHeader(me.token),
          body,
        });
        expect(response.status).toBe(409);
        expect(response.body.message).toBe(OWN_ACCOUNT_MESSAGE);
      }
      const [row] = await solo.context.db.select().from(adminUsers).where(eq(adminUsers.id, me.userId));
      expect(row).toMatchObject({ role: 'admin', isActive: true });
      expect((await solo.request('/api/admin/me', { headers: authHeader(me.token) })).status).toBe(200);
      // Another administrator may.
      const demoted = await solo.request(`/api/admin/accounts/${other.userId}`, {
        method: 'PATCH',
        headers: authHeader(me.token),
        body: { role: 'editor' },
      });
      expect(demoted.status).toBe(200);
    } finally {
      await solo.close();
      await database.close();
    }
    expect(app).toBeDefined();
  });

  it('bad ids and empty changes are 400 naming the field; unknown ids 404', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context);
    const badId = await app.request('/api/admin/accounts/nope', {
      method: 'PATCH',
      headers: authHeader(me.token),
      body: { isActive: true },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.errors.id).toBeTruthy();
    const empty = await app.request(`/api/admin/accounts/${me.userId}`, {
      method: 'PATCH',
      headers: authHeader(me.token),
      body: {},
    });
    expect(empty.status).toBe(400);
    const unknown = await app.request('/api/admin/accounts/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      headers: authHeader(me.token),
      body: { isActive: true },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('forgot password', () => {
  const fresh = useFreshApp({ RATE_LIMIT_LOGIN_MAX: '4' });

  it('answers the same for known and unknown addresses; only a known one gets a 1 h single-use link', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context, { username: 'kim' });
    const { token: otherDevice } = await createSession(app.context.db, { userId: me.userId });

    const unknown = await app.request('/api/admin/forgot-password', {
      method: 'POST',
      body: { email: 'nobody@example.org' },
    });
    const known = await app.request('/api/admin/forgot-password', {
      method: 'POST',
      body: { email: 'KIM@example.org' },
    });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(FORGOT_PASSWORD_ANSWER);
    await resetJob(app.context);
    expect(await lastMailTo(app, 'nobody@example.org')).toBeUndefined();

    const mail = await lastMailTo(app, 'kim@example.org');
    const token = linkIn(mail?.textBody ?? '', '/admin/reset-password');
    const [reset] = await app.context.db
      .select()
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.userId, me.userId));
    expect(reset?.tokenHash).toBe(sha256(token));
    expect(reset!.expiresAt.getTime() - reset!.createdAt.getTime()).toBe(60 * 60 * 1000);

    const done = await app.request('/api/admin/reset-password', {
      method: 'POST',
      body: { token, password: NEW_PASSWORD },
    });
    expect(done.status).toBe(204);
    for (const session of [me.token, otherDevice]) {
      expect((await app.request('/api/admin/me', { headers: authHeader(session) })).status).toBe(401);
    }
    const login = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'kim', password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);

    const twice = await app.request('/api/admin/reset-password', {
      method: 'POST',
      body: { token, password: 'yet another long passphrase' },
    });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe(INVALID_RESET_LINK_MESSAGE);
    const stillNew = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'kim', password: NEW_PASSWORD },
    });
    expect(stillNew.status).toBe(200);
  });

  it('refuses expired and forged links, and is rate-limited per client', async () => {
    const { app } = fresh;
    // Two requests were counted by the test above; the limit is 4 per window.
    await createAdminSession(app.context, { username: 'lee' });
    const first = await app.request('/api/admin/forgot-password', {
      method: 'POST',
      body: { email: 'lee@example.org' },
    });
    expect(first.status).toBe(202);
    await resetJob(app.context);
    const token = linkIn((await lastMailTo(app, 'lee@example.org'))?.textBody ?? '', '/admin/reset-password');
    await app.context.db.update(adminPasswordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.request('/api/admin/reset-password', {
      method: 'POST',
      body: { token, password: NEW_PASSWORD },
    });
    expect(expired.status).toBe(404);
    const forged = await app.request('/api/admin/reset-password', {
      method: 'POST',
      body: { token: 'forged-forged-forged', password: NEW_PASSWORD },
    });
    expect(forged.status).toBe(404);
    const login = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'lee', password: TEST_ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);

    expect(
      (await app.request('/api/admin/forgot-password', { method: 'POST', body: { email: 'a@example.org' } })).status,
    ).toBe(202);
    const limited = await app.request('/api/admin/forgot-password', {
      method: 'POST',
      body: { email: 'lee@example.org' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the log of account changes', () => {
  it('records each change by event name, without passwords, tokens or email addresses', async () => {
    const database = await createTestDatabase();
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://directory.test' });
    const context: AppContext = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL, sink) };
    const server = createApp({ context }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
      const response = await fetch(baseUrl + path, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...(init.token ? authHeader(init.token) : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return { status: response.status, json: text.startsWith('{') ? JSON.parse(text) : undefined };
    };
    try {
      const me = await createAdminSession(context, { username: 'auditor' });
      const invited = await send('/api/admin/invitations', {
        method: 'POST',
        token: me.token,
        body: { email: 'secret.person.5e1f@example.org', role: 'editor' },
      });
      expect(invited.status).toBe(201);
      const inviteMail = await context.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'secret.person.5e1f@example.org'));
      const inviteToken = linkIn(inviteMail[0]?.textBody ?? '', '/admin/invite');
      // The link's page is requested too: its path carries the token.
      await fetch(`${baseUrl}/admin/invite/${inviteToken}`);
      const accepted = await send('/api/admin/invitations/accept', {
        method: 'POST',
        body: { token: inviteToken, username: 'newbie', password: NEW_PASSWORD },
      });
      expect(accepted.status).toBe(201);
      const changed = await send('/api/admin/change-password', {
        method: 'POST',
        token: me.token,
        body: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'another long passphrase here' },
      });
      expect(changed.status).toBe(204);
      await send('/api/admin/forgot-password', { method: 'POST', body: { email: 'secret.person.5e1f@example.org' } });
      await resetJob(context);
      const resetMail = await lastMailTo({ context } as TestApp, 'secret.person.5e1f@example.org');
      const resetToken = linkIn(resetMail?.textBody ?? '', '/admin/reset-password');
      await fetch(`${baseUrl}/admin/reset-password/${resetToken}`);
      expect(
        (
          await send('/api/admin/reset-password', {
            method: 'POST',
            body: { token: resetToken, password: NEW_PASSWORD },
          })
        ).status,
      ).toBe(204);
      const off = await send(`/api/admin/accounts/${accepted.json.user.id}`, {
        method: 'PATCH',
        token: me.token,
        body: { isActive: false },
      });
      expect(off.status).toBe(200);

      const events = output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { event?: string })
        .map((line) => line.event)
        .filter(Boolean);
      expect(events).toEqual(
        expect.arrayContaining([
          'admin.invitation.created',
          'admin.invitation.accepted',
          'admin.password.changed',
          'admin.password.reset_requested',
          'admin.password.reset',
          'admin.account.updated',
        ]),
      );
      for (const secret of [
        inviteToken,
        resetToken,
        'secret.person.5e1f',
        NEW_PASSWORD,
        TEST_ADMIN_PASSWORD,
        'another long passphrase here',
        accepted.json.token,
      ]) {
        expect(output).not.toContain(secret);
      }
      expect(output).toContain('/admin/invite/[redacted]');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    }
  });
});

describe('the invitation and reset pages, server-rendered', () => {
  const fresh = useFreshApp();
  let pages: PagesApp | undefined;
  beforeAll(async () => {
    // startPagesApp compiles the pages on the fly over the same database as the API app.
    pages = await startPagesApp((fresh.app.context as AppContext).database, 'http://directory.test');
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
  });

  it('shows the form for a usable invitation, and a clear 404 page once used, or for a forged link', async () => {
    const { app } = fresh;
    const me = await createAdminSession(app.context);
    await app.request('/api/admin/invitations', {
      method: 'POST',
      headers: authHeader(me.token),
      body: { email: 'page@example.org', role: 'admin' },
    });
    const token = linkIn((await lastMailTo(app, 'page@example.org'))?.textBody ?? '', '/admin/invite');

    const open = await pages!.get(`/admin/invite/${token}`);
    expect(open.status).toBe(200);
    expect(open.text).toContain('Join the Admin');
    expect(open.text).toContain('You were invited as an administrator');
    expect(open.html).toContain('page@example.org');
    expect(open.headers.get('x-robots-tag') ?? open.html).toMatch(/noindex/);

    const forged = await pages!.get('/admin/invite/not-a-real-token');
    expect(forged.status).toBe(404);
    expect(forged.text).toContain('Invitation Not Valid');
    expect(forged.text).toContain(INVALID_INVITATION_MESSAGE);

    await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token, username: 'pagey', password: NEW_PASSWORD },
    });
    const used = await pages!.get(`/admin/invite/${token}`);
    expect(used.status).toBe(404);
    expect(used.text).toContain('Invitation Not Valid');
  });

  it('shows the reset form for a usable link, and a clear 404 page for a used or forged one', async () => {
    const { app } = fresh;
    await createAdminSession(app.context, { username: 'resetter' });
    await app.request('/api/admin/forgot-password', { method: 'POST', body: { email: 'resetter@example.org' } });
    await resetJob(app.context);
    const token = linkIn((await lastMailTo(app, 'resetter@example.org'))?.textBody ?? '', '/admin/reset-password');

    const open = await pages!.get(`/admin/reset-password/${token}`);
    expect(open.status).toBe(200);
    expect(open.text).toContain('Choose a New Password');
    await app.request('/api/admin/reset-password', { method: 'POST', body: { token, password: NEW_PASSWORD } });
    const used = await pages!.get(`/admin/reset-password/${token}`);
    expect(used.status).toBe(404);
    expect(used.text).toContain(INVALID_RESET_LINK_MESSAGE);
    expect((await pages!.get('/admin/reset-password/forged')).status).toBe(404);
  });
});
