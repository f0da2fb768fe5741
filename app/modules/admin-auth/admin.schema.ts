import { z } from '~/lib/zod';

/*
 * Admin sign-in schemas shared by the setup and login forms and the server (spec §3 Admin user, §5, §7;
 * design §3 Admin auth). Imports zod only.
 */

/** Design §3: passwords of 12 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** What every form that sets a password says under its field. */
export const NEW_PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common password. A few unrelated words make a strong one.`;

const NO_LINE_BREAKS = /^[^\r\n]*$/;

/** Shown when a new password is among the 10,000 most common ones (checked on the server only). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the 10,000 most common passwords and easy to guess. Choose another.';

/**
 * Every password an admin sets (setup, invitation, change, reset): 12 to 128 characters. The server adds
 * the common-password check (password-policy.server.ts) to this same schema; the list stays off the client.
 */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Design §3 roles: an admin can do everything; an editor works on partners, FAQ and inquiries only. */
export const ADMIN_ROLES = ['admin', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
const role = z.enum(ADMIN_ROLES, { error: 'Role must be admin or editor' });

// Usernames compare case-insensitively ("Admin" and "admin" are one account): stored lower-case.
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain only letters, digits and . _ @ -')
  .transform((value) => value.toLowerCase());

const personName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .regex(NO_LINE_BREAKS, `${label} must be a single line`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

/**
 * POST /api/admin/create-first-user (spec §7). `passwordHash` is the password as typed, despite its name
 * (the spec's field); the server hashes it and never stores what was sent. `setupToken` is only needed
 * when the server has SETUP_TOKEN set.
 */
export const createFirstAdminSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  passwordHash: newPasswordSchema,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  role: z.literal('admin', { error: 'Role must be admin' }).default('admin'),
  isActive: z.literal(true, { error: 'The first admin must be active' }).default(true),
  setupToken: z.string({ error: 'Setup token must be text' }).max(512, 'Setup token is too long').optional(),
});
export type CreateFirstAdminInput = z.output<typeof createFirstAdminSchema>;
/** What the setup form holds (before the schema's defaults and transforms). */
export type CreateFirstAdminForm = z.input<typeof createFirstAdminSchema>;

/**
 * POST /api/admin/login (spec §5). No format rules beyond presence: a login must never say which part
 * of a wrong username was wrong. The upper bounds only keep absurd inputs away from the hasher.
 */
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(256, 'Username is too long')
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginInput = z.output<typeof loginSchema>;

/** An admin as the API returns it: never the password hash or a session token hash. */
export interface PublicAdminUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string;
  isActive: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** POST /api/admin/login → `{ user, token, expiresAt }`. */
export interface LoginResult {
  user: PublicAdminUser;
  token: string;
  /** When the session ends at the latest (12 h); it also ends after 60 idle minutes. */
  expiresAt: string;
  /** The account had never signed in before this session: the dashboard greets it without "back". */
  firstSignIn: boolean;
}

/** GET /api/admin/stats: the dashboard's three counters. */
export interface AdminStats {
  partners: number;
  inquiries: number;
  faqItems: number;
  /** Reports from 'Report a correction' that nobody has handled yet. */
  newCorrections: number;
  /** Active listings neither the partner nor the office confirmed for 180 days (decision 031). */
  staleListings: number;
  /** Name or address changes partners asked for, waiting for the office's approval. */
  portalChangeRequests: number;
}

/** Spec §8: the setup screen's messages. */
export const SETUP_COMPLETE_MESSAGE = 'Setup is already complete';
/** Identical for unknown user, wrong password and inactive user (design §3). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';

/** POST /api/admin/change-password: the signed-in admin's own password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024, 'Current password is too long'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/** POST /api/admin/invitations: who is invited, as what. */
export const inviteSchema = z.object({ email: emailSchema, role });
export type InviteInput = z.output<typeof inviteSchema>;
export type InviteForm = z.input<typeof inviteSchema>;

/** POST /api/admin/invitations/accept: the invitee's own account (the email comes from the invitation). */
export const acceptInvitationSchema = z.object({
  token: z.string({ error: 'Invitation token is required' }).min(1, 'Invitation token is required').max(256),
  username: usernameSchema,
  password: newPasswordSchema,
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;
export type AcceptInvitationForm = z.input<typeof acceptInvitationSchema>;

/** POST /api/admin/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** POST /api/admin/reset-password: a one-time link's token and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(256),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** PATCH /api/admin/accounts/:id: a role change, (de)activation, or both. */
export const updateAccountSchema = z
  .object({
    role: role.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine((value) => value.role !== undefined || value.isActive !== undefined, {
    message: 'Give a role or isActive',
    path: ['role'],
  });
export type UpdateAccountInput = z.output<typeof updateAccountSchema>;

/** A pending invitation as the People screen lists it (never its token). */
export interface PublicInvitation {
  id: string;
  email: string;
  role: AdminRole;
  createdAt: string;
  expiresAt: string;
}

/** Always the answer of forgot-password, whether or not an account uses the address (no enumeration). */
export const FORGOT_PASSWORD_ANSWER = 'If an account uses this address, we sent a link to reset its password.';
export const INVALID_INVITATION_MESSAGE =
  'This invitation link is not valid: it was used already, has expired (links last 72 hours), was revoked, or was never issued. Ask an administrator for a new invitation.';
export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is not valid: it was used already, has expired (links last 1 hour), or was never issued. Ask for a new link.';
export const ADMIN_ONLY_MESSAGE = 'Only an administrator can do this';
export const LAST_ADMIN_MESSAGE = 'The last active administrator cannot be deactivated or made an editor';
export const OWN_ACCOUNT_MESSAGE =
  'You cannot deactivate your own account or make it an editor. Ask another administrator to do it.';
