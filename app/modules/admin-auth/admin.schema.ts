import { z } from '~/lib/zod';

/*
 * Admin sign-in schemas shared by the setup and login forms and the server (spec §3 Admin user, §5, §7;
 * design §3 Admin auth). Imports zod only.
 */

/** Design §3: passwords of 12 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const NO_LINE_BREAKS = /^[^\r\n]*$/;

// Usernames compare case-insensitively ("Admin" and "admin" are one account): stored lower-case.
const username = z
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

/**
 * POST /api/admin/create-first-user (spec §7). `passwordHash` is the password as typed, despite its name
 * (the spec's field); the server hashes it and never stores what was sent. `setupToken` is only needed
 * when the server has SETUP_TOKEN set.
 */
export const createFirstAdminSchema = z.object({
  username,
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address'))
    .transform((value) => value.toLowerCase()),
  passwordHash: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
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
}

/** GET /api/admin/stats: the dashboard's three counters. */
export interface AdminStats {
  partners: number;
  inquiries: number;
  faqItems: number;
}

/** Spec §8: the setup screen's messages. */
export const SETUP_COMPLETE_MESSAGE = 'Setup is already complete';
/** Identical for unknown user, wrong password and inactive user (design §3). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';
