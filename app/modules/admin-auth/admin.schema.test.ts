import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import { createFirstAdminSchema, loginSchema } from './admin.schema';

const valid = {
  username: 'admin',
  email: 'Admin@Example.org',
  passwordHash: 'twelve chars',
  firstName: 'Avery',
  lastName: '',
  role: 'admin',
  isActive: true,
};

function errorsOf(schema: typeof createFirstAdminSchema | typeof loginSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('createFirstAdminSchema', () => {
  it('accepts the setup form, lower-casing username and email and dropping empty names', () => {
    expect(createFirstAdminSchema.parse({ ...valid, username: ' Admin ' })).toEqual({
      username: 'admin',
      email: 'admin@example.org',
      passwordHash: 'twelve chars',
      firstName: 'Avery',
      lastName: undefined,
      role: 'admin',
      isActive: true,
    });
  });

  it('fills role and isActive when omitted (spec §2 defaults)', () => {
    const { role: _role, isActive: _isActive, ...rest } = valid;
    expect(createFirstAdminSchema.parse(rest)).toMatchObject({ role: 'admin', isActive: true });
  });

  it.each([
    [{ username: '' }, 'username', 'Username is required'],
    [{ username: undefined }, 'username', 'Username is required'],
    [{ username: 'two words' }, 'username', 'Username may contain only letters, digits and . _ @ -'],
    [{ passwordHash: '' }, 'passwordHash', 'Password is required'],
    [{ passwordHash: 'eleven char' }, 'passwordHash', 'Password must be at least 12 characters'],
    [{ passwordHash: 'x'.repeat(129) }, 'passwordHash', 'Password must be at most 128 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ firstName: 'Ann\r\nBcc: x@example.org' }, 'firstName', 'First name must be a single line'],
    [{ role: 'owner' }, 'role', 'Role must be admin'],
    [{ isActive: false }, 'isActive', 'The first admin must be active'],
  ])('rejects %o', (override, field, message) => {
    expect(errorsOf(createFirstAdminSchema, { ...valid, ...override })[field]).toBe(message);
  });

  it('accepts exactly 128 characters', () => {
    expect(createFirstAdminSchema.safeParse({ ...valid, passwordHash: 'x'.repeat(128) }).success).toBe(true);
  });
});

describe('loginSchema', () => {
  it('requires both fields with the spec messages', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(errorsOf(loginSchema, { username: '   ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('keeps the password exactly as typed and lower-cases the username', () => {
    expect(loginSchema.parse({ username: 'Admin', password: ' spaced ' })).toEqual({
      username: 'admin',
      password: ' spaced ',
    });
  });
});
