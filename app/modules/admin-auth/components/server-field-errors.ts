import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/lib/api-client';

/**
 * Puts a 4xx answer's field errors (`{ errors: { field: message } }`) under the form's own fields: the
 * server is the only one that knows some rules (a common password, a taken username).
 * Returns whether any field got a message.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.body?.errors ?? {})) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<Values>, { message });
      shown = true;
    }
  }
  return shown;
}

/** The server's message, else a fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}
