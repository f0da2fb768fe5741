import type { z } from 'zod';

/**
 * The browser's one way to call `/api` (spec §7, §8): credentials included, a JSON body with a JSON
 * content type when there is a payload, JSON back. A non-success answer throws an `ApiError` whose
 * message is '{status}: {body text or status text}' (spec §8), and which also keeps the parsed body so a
 * form can show the server's field errors and message.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON error body (`{ message, code, errors? }`), when the server sent one. */
  readonly body: ApiErrorBody | undefined;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, text: string, body: ApiErrorBody | undefined, retryAfterSeconds?: number) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server's own message (`body.message`), for toasts that show it. */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' ? this.body.message : undefined;
  }
}

export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string>;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (an uploaded file) is sent as it is, with its own type. */
  body?: unknown;
  /** Admin bearer token (spec §6: admin calls send it as an Authorization header). */
  token?: string | null;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The schema of the success body, exported next to the API handler that answers it: the body is parsed
   * with it, so a caller gets a checked, typed value rather than a guess.
   */
  response?: z.ZodType;
}

/** A request whose answer is read with its response schema. */
export type ApiRequestWithResponse<Schema extends z.ZodType> = ApiRequestOptions & { response: Schema };

export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: ApiRequestWithResponse<Schema>,
): Promise<z.output<Schema>>;
export async function apiRequest<T>(path: string, options?: ApiRequestOptions): Promise<T>;
export async function apiRequest(
  path: string,
  { method = 'GET', body, token, headers: extraHeaders, signal, response: responseSchema }: ApiRequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  if (body !== undefined)
    headers['content-type'] = isFile ? body.type || 'application/octet-stream' : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      text || response.statusText,
      parseJson(text) as ApiErrorBody | undefined,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  const data: unknown = text ? JSON.parse(text) : undefined;
  return responseSchema ? responseSchema.parse(data) : data;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
