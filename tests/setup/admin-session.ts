import { randomBytes } from 'node:crypto';
import type { AppContext } from '~/lib/context.server';
import { createAdminUser, createSession } from '~/modules/admin-auth/admin-auth.service.server';

/** The password every admin made by createAdminSession has (12+ characters, design §3). */
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * An admin user and a live session, made through the admin-auth services (no HTTP, no rate limit), for
 * integration tests of admin routes: `app.request(path, { headers: authHeader(token) })`.
 */
export async function createAdminSession(
  context: AppContext,
  overrides: { username?: string; isActive?: boolean; role?: 'admin' | 'editor' } = {},
): Promise<{ token: string; userId: string; username: string }> {
  const username = overrides.username ?? `admin-${randomBytes(4).toString('hex')}`;
  const user = await createAdminUser(context.db, {
    username,
    password: TEST_ADMIN_PASSWORD,
    email: `${username}@example.org`,
    firstName: 'Test',
    lastName: 'Admin',
    isActive: overrides.isActive ?? true,
    role: overrides.role ?? 'admin',
  });
  const { token } = await createSession(context.db, { userId: user.id });
  return { token, userId: user.id, username: user.username };
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
