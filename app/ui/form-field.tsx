import type { ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/**
 * A labelled form control with its hint and error underneath (every form of the app: admin sign-in,
 * partner editing, partner tools). The control itself takes `fieldA11y(id, …)`, which ties it to the hint
 * and the error through aria-describedby, so a screen reader reads the reason with the field.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  optionalLabel = '(optional)',
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  /** The words of '(optional)' in the page's language. */
  optionalLabel?: string;
  /** Shows a '*' after the label (the control says it with aria-required, see fieldA11y). */
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="text-muted font-normal"> {optionalLabel}</span> : null}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
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

/** The attributes that tie a control to its FormField hint and error. */
export function fieldA11y(
  id: string,
  { error, hint, required }: { error?: string; hint?: boolean; required?: boolean },
) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? true : undefined,
  } as const;
}
