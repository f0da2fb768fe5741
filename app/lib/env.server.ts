import { isIP } from 'node:net';
import { z } from 'zod';
import { PUBLIC_CACHE_TTL_MS } from './http-cache';

const optional = z.string().optional();
/** A URL whose scheme is one of `protocols` (e.g. `postgres:`), named in the message when it is not. */
const urlWith = (...protocols: string[]) => {
  const error = `expected a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
  return z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), { error });
};
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A switch: true/1/yes/on or false/0/no/off (any case); unset is the default. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z
      .enum(['true', '1', 'yes', 'on', 'false', '0', 'no', 'off'], { error: 'expected true or false' })
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value))),
  );

/** An address or subnet (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) as Express `trust proxy` reads it. */
function isAddressOrSubnet(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}
/**
 * Express "trust proxy": a hop count, true/false, or a comma list of addresses, subnets and the names
 * loopback, linklocal, uniquelocal. A number must reach Express as one: the string "1" is read as the address 0.0.0.1.
 */
const trustProxy = z
  .string()
  .refine(
    (value) =>
      /^\d+$/.test(value) ||
      value === 'true' ||
      value === 'false' ||
      value
        .split(',')
        .map((part) => part.trim())
        .every((part) => ['loopback', 'linklocal', 'uniquelocal'].includes(part) || isAddressOrSubnet(part)),
    { error: 'expected a hop count, true, or addresses, subnets or loopback/linklocal/uniquelocal, comma-separated' },
  )
  .transform((value) =>
    /^\d+$/.test(value) ? Number(value) : value === 'true' ? true : value === 'false' ? false : value,
  )
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535, { error: 'expected a port from 1 to 65535' }).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: urlWith('http:', 'https:').optional(),
  DATABASE_URL: urlWith('postgres:', 'postgresql:').optional(),
  DATA_DIR: z.string().default('./data'),
  // Where rendered videos are kept: `database` (every instance reads them) or `files` (DATA_DIR/media).
  // Unset: database with DATABASE_URL, files with PGlite.
  MEDIA_STORE: z.enum(['database', 'files']).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SMTP_URL: urlWith('smtp:', 'smtps:').optional(),
  INQUIRY_EMAIL: z.email().default('care@example.org'),
  // Also send each inquiry to the partner's own email, when it has one (off: the coordinator forwards it).
  INQUIRY_COPY_PARTNER: flag(false),
  // When a family may expect an answer, completing "You can expect an answer …" (page and confirmation email).
  INQUIRY_ANSWER_EXPECTED: z.string().trim().max(120).default('within two business days'),
  // The same in French (French pages and the confirmation of an inquiry sent from one).
  INQUIRY_ANSWER_EXPECTED_FR: z.string().trim().max(120).default('d’ici deux jours ouvrables'),
  // Inquiries older than this many months are deleted on schedule; the privacy page states the same number.
  INQUIRY_RETENTION_MONTHS: positiveInt(24),
  // The privacy contact on /privacy; unset: INQUIRY_EMAIL.
  PRIVACY_EMAIL: z.email().optional(),
  GOOGLE_PLACES_API_KEY: optional,
  GOOGLE_PLACES_BASE_URL: urlWith('http:', 'https:').default('https://places.googleapis.com'),
  LLM_BASE_URL: urlWith('http:', 'https:').optional(),
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
  // The ffmpeg binary for partner videos; unset: the one @ffmpeg-installer/ffmpeg ships in node_modules.
  FFMPEG_PATH: optional,
  SETUP_TOKEN: optional,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_MAX: positiveInt(10),
  // Inquiries per client IP per 10 minutes: a ceiling for one address (many families share a carrier's NAT).
  RATE_LIMIT_INQUIRY_MAX: positiveInt(20),
  // Inquiries per partner and sender email per hour: what keeps one family (or one abuser) from repeating itself.
  RATE_LIMIT_INQUIRY_SENDER_MAX: positiveInt(3),
  RATE_LIMIT_TOOLS_MAX: positiveInt(10),
  // Videos rendered per hour by all callers together, on every instance: what bounds the CPU and the media
  // store whatever the number of addresses (a video asked for again is not rendered, so not counted).
  RATE_LIMIT_VIDEO_RENDERS_MAX: positiveInt(20),
  // Partner portal sign-in link requests per client IP (and per address) per 15 minutes.
  RATE_LIMIT_PORTAL_LINK_MAX: positiveInt(5),
  // Listing page views and taps counted per client IP per 10 minutes (decision 034): a ceiling, not a tally.
  RATE_LIMIT_LISTING_EVENT_MAX: positiveInt(120),
  // How long a client may take to send a whole request (headers and body) before it gets 408 and the connection
  // closes (server/lifecycle.server.ts): a body trickled a few bytes at a time cannot hold a connection for minutes.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // How long production replays a rendered public page or API read (server/page-cache.server.ts); 0: never.
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(PUBLIC_CACHE_TTL_MS),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; MEDIA_STORE: 'database' | 'files' };

/** A variable has a value the app cannot use; `problems` names each one and what it expects. */
export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
}

/** Parses the environment once at boot; a bad value stops the process with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty or blank value counts as unset (a blank line in a .env file must not switch a feature on).
  const set = Object.fromEntries(
    Object.entries(source)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(set);
  if (!result.success) {
    throw new InvalidEnvironmentError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = result.data;
  // PUBLIC_URL is the only source of our own origin: never the Host header (cache poisoning).
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, PUBLIC_URL: publicUrl, MEDIA_STORE: env.MEDIA_STORE ?? (env.DATABASE_URL ? 'database' : 'files') };
}
