import { dictionary } from '@zxcvbn-ts/language-common';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  COMMON_PASSWORD_MESSAGE,
  createFirstAdminSchema,
  newPasswordSchema,
  resetPasswordSchema,
} from './admin.schema';

/**
 * The 10,000 most common passwords: the head of the frequency-ranked list that @zxcvbn-ts/language-common
 * ships (MIT). Server-only: the list is large, and no page needs it (the form shows the server's field error).
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/** Case-insensitive: "Password" is as guessable as "password". */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** The shared password rule plus the common-password check: what the server accepts as a new password. */
export const serverNewPasswordSchema = newPasswordSchema.refine((value) => !isCommonPassword(value), {
  message: COMMON_PASSWORD_MESSAGE,
});

/** The shared request schemas, with every new password checked against the list. */
export const serverCreateFirstAdminSchema = createFirstAdminSchema.extend({ passwordHash: serverNewPasswordSchema });
export const serverChangePasswordSchema = changePasswordSchema.extend({ newPassword: serverNewPasswordSchema });
export const serverAcceptInvitationSchema = acceptInvitationSchema.extend({ password: serverNewPasswordSchema });
export const serverResetPasswordSchema = resetPasswordSchema.extend({ password: serverNewPasswordSchema });
