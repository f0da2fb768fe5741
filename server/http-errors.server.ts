import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError, type ErrorCode } from '~/lib/errors';

/** The one place an error code becomes an HTTP status. */
export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
};

interface ExpressBodyError extends Error {
  type?: string;
  status?: number;
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
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', 'Service temporarily unavailable', { cause: error });
  return new AppError('INTERNAL', 'Internal server error', { cause: error });
}

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  if (code && connectionErrorCodes.has(code)) return true;
  const message = String((error as Error)?.message ?? '');
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message);
}

export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    const status = statusByCode[appError.code];
    if (status >= 500) {
      log.error({ err: appError.cause ?? appError, method: req.method, path: req.path, reqId: res.locals.requestId }, appError.message);
    }
    if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
    // 500 bodies are masked: the cause stays in the log.
    res.status(status).json({
      message: appError.message,
      code: appError.code,
      ...(appError.fieldErrors ? { errors: appError.fieldErrors } : {}),
    });
  };
}
