import type { ReactNode } from 'react';
import { Label } from '~/ui/label';

/**
 * A labelled control with its hint and error underneath. The control itself gets `id`, `aria-invalid`
 * and `aria-describedby={describedBy(id, …)}` from the caller (see `fieldA11y`).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="text-muted font-normal"> (optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-danger text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The accessibility attributes that tie a control to its FormField hint and error. */
export function fieldA11y(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}
