import type { z } from 'zod';
import { AppError, type FieldErrors } from './errors';
import { illFormedTextPath } from './unicode';

/** Turns zod issues into `{ field: message }`, first message per field; nested paths join with dots. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * Text with a lone surrogate (JSON "\ud800") is refused before any schema sees it: stored, it would become
 * U+FFFD. Checked here, on the whole input, so every field of every entity gets it, nested ones included.
 */
function refuseIllFormedText(input: unknown) {
  const path = illFormedTextPath(input);
  if (!path) return;
  const field = path.length > 0 ? path.join('.') : '_';
  const reason = 'Text is not valid Unicode (it contains a lone surrogate)';
  throw new AppError('VALIDATION', field === '_' ? reason : `${field}: ${reason}`, {
    fieldErrors: { [field]: reason },
  });
}

/**
 * Parses untrusted input with the shared schema at the edge. A failure is a VALIDATION AppError whose
 * message names the first field and reason, so a 400 always says what to fix.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  refuseIllFormedText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error);
  const [field, reason] = Object.entries(fieldErrors)[0] ?? ['_', 'Invalid input'];
  const message = field === '_' ? reason : `${field}: ${reason}`;
  throw new AppError('VALIDATION', message, { fieldErrors });
}
