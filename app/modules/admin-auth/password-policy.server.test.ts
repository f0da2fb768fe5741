import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import { COMMON_PASSWORD_MESSAGE } from './admin.schema';
import { isCommonPassword, serverChangePasswordSchema, serverNewPasswordSchema } from './password-policy.server';

describe('isCommonPassword', () => {
  it('knows the most common passwords, whatever their case', () => {
    for (const password of ['123456', 'password', 'qwerty123456', 'QWERTY123456', 'LeaveMeAlone']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets through what is not among the 10,000 most common', () => {
    for (const password of ['a calm and long passphrase', 'correct horse battery staple', 'e2e-Admin-password-2024']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('server password schemas', () => {
  it('keep the shared length rules and add the common-password message on the same field', () => {
    expect(toFieldErrors(serverNewPasswordSchema.safeParse('short').error!)).toEqual({
      _: 'Password must be at least 12 characters',
    });
    const common = serverChangePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'qwerty123456' });
    expect(toFieldErrors(common.error!)).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
    expect(
      serverChangePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'a calm and long passphrase' }).success,
    ).toBe(true);
  });
});
