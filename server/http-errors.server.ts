import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import { causeChain, DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/lib/database-unavailable.server';
import { AppError, type ErrorCode } from '~/lib/errors';

/** The one place an error code becomes an HTTP status. */
export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  // A third party (Google Places) could not be reached, or did not answer in time.
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_TIMEOUT: 504,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
};

interface ExpressBodyError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Errors raised before a handler runs (body parser) arrive as plain errors with a `type`. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const bodyError = error as ExpressBodyError;
  if (bodyError?.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (bodyError?.type === 'entity.parse.failed') return new AppError('VALIDATION', 'Request body is not valid JSON');
  if (bodyError?.type === 'encoding.unsupported' || bodyError?.type === 'charset.unsupported') {
    return new AppError('VALIDATION', 'Unsupported request encoding');
  }
  // A body its Content-Encoding does not describe (zlib's "incorrect header check"): the parser says 400.
  if (bodyError?.status === 400 && bodyError.expose === true && bodyError.type === undefined) {
    return new AppError('VALIDATION', 'Request body could not be decoded: check its Content-Encoding');
  }
  // Express's router cannot decode a path parameter such as `%ff`: the client's mistake.
  if (error instanceof URIError) return new AppError('VALIDATION', 'Request path is not valid URL encoding');
  if (isDatabaseUnavailable(error)) {
    const retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
    return new AppError('UNAVAILABLE', 'Service temporarily unavailable', { cause: error, retryAfterSeconds });
  }
  // A NUL byte or an invalid character in a path or query value reaches PostgreSQL, which refuses it: bad input.
  if (causeChain(error).some((cause) => invalidTextCodes.has(String((cause as { code?: string })?.code)))) {
    return new AppError('VALIDATION', 'Request contains characters that are not allowed');
  }
  return new AppError('INTERNAL', 'Internal server error', { cause: error });
}

/** PostgreSQL: invalid byte sequence (NUL) and untranslatable character. */
const invalidTextCodes = new Set(['22021', '22P05']);

/** The app's own failure (5xx): its cause goes to the log, which the answer does not show. */
function logFailure(log: Logger, req: Request, res: Response, appError: AppError) {
  log.error(
    { err: appError.cause ?? appError, method: req.method, path: req.path, reqId: res.locals.requestId },
    appError.message,
  );
}

export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    const status = statusByCode[appError.code];
    if (status >= 500) {
      logFailure(log, req, res, appError);
    } else if (status === 401 || status === 403 || status === 429) {
      // Refused access is part of the audit trail (design §4 logs), at warn so LOG_LEVEL=warn keeps it too.
      const refused = { event: 'access.refused', status, code: appError.code, method: req.method, path: req.path };
      log.warn({ ...refused, ip: req.ip, reqId: res.locals.requestId }, appError.message);
    }
    if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
    // 500 bodies are masked: the cause stays in the log.
    res.status(status).json({
      message: appError.message,
      code: appError.code,
      ...(appError.fieldErrors ? { errors: appError.fieldErrors } : {}),
      ...(appError.current !== undefined && status < 500 ? { current: appError.current } : {}),
    });
  };
}

/**
 * What fails outside the API and the pages' own handling (a badge path Express cannot decode): one log line
 * as the API writes it and a short plain answer, rather than Express's HTML page and a stack on stderr.
 */
export function finalErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    const status = statusByCode[appError.code];
    if (status >= 500) logFailure(log, req, res, appError);
    if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
    res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(appError.message);
  };
}
