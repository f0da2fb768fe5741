/**
 * Errors as codes. Services throw `AppError`; the HTTP layer (server/http-errors.server.ts) is the one
 * place that maps a code to a status and a body. Messages of INTERNAL errors never reach a client.
 */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** Well-formed but refused as it stands: an Idempotency-Key reused with another request. */
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'UPSTREAM_UNREACHABLE',
  'UPSTREAM_TIMEOUT',
  'NOT_CONFIGURED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type FieldErrors = Record<string, string>;

interface AppErrorOptions {
  fieldErrors?: FieldErrors;
  /** A CONFLICT's record as it now stands, so the client can show the newer version next to its own. */
  current?: unknown;
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  readonly current?: unknown;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.current = options.current;
  }
}

export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/**
 * The one wording of every 429 (login, inquiries, partner tools): how long to wait, from the same
 * seconds as the Retry-After header. Under a minute in seconds, else in whole minutes rounded up.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return 'Too many attempts. Try again later.';
  }
  const seconds = Math.ceil(retryAfterSeconds);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}`;
  return `Too many attempts. Try again in ${wait}.`;
}

/** A refusal by a rate limiter: 429 with Retry-After and the message saying the same wait. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
}
