import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: sent once (link or cookie), stored only as its SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session's CSRF token: derived from the secret cookie value, so a page of another site cannot know it. */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`portal-csrf:${sessionToken}`).digest('base64url');
}

export function isCsrfTokenValid(sessionToken: string, sent: unknown): boolean {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
