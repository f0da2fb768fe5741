import { z } from '~/lib/zod';

/*
 * The Idempotency-Key request header of POST /api/inquiries (IETF draft-ietf-httpapi-idempotency-key-header):
 * a client that retries an inquiry with the same key gets the first answer back instead of a second inquiry.
 * The draft defines the value as a Structured Field string ("..."); a bare value is accepted too, as most
 * clients send one. Printable ASCII only, at most 255 characters.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long a key's first answer is replayed; older keys are purged (the draft leaves the window to the server). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

/** The key inside a Structured Field string, or the value itself when it is not quoted. */
function unquote(value: string): string {
  const quoted = SF_STRING.exec(value);
  return quoted ? (quoted[1] ?? '').replace(/\\(["\\])/g, '$1') : value;
}

const keyValue = z
  .string()
  .refine((value) => value.length > 0, `${IDEMPOTENCY_KEY_HEADER} must not be empty`)
  .refine(
    (value) => value.length === 0 || PRINTABLE_ASCII.test(value),
    `${IDEMPOTENCY_KEY_HEADER} must contain printable ASCII characters only`,
  )
  .transform(unquote)
  .refine((key) => key.length > 0, `${IDEMPOTENCY_KEY_HEADER} must not be empty`)
  .refine(
    (key) => key.length <= IDEMPOTENCY_KEY_MAX,
    `${IDEMPOTENCY_KEY_HEADER} must be at most ${IDEMPOTENCY_KEY_MAX} characters`,
  );

/** Node's `req.headersDistinct` value: absent, or each Idempotency-Key line the client sent. */
export const idempotencyKeyHeaderSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .array(z.string())
    .max(1, `Send one ${IDEMPOTENCY_KEY_HEADER} header, not several`)
    .optional()
    .transform((values) => values?.[0])
    .pipe(keyValue.optional()),
});

/** The validated key, or undefined when the client sent none (the request then behaves as without the draft). */
export type IdempotencyKey = string | undefined;
