import { type ComponentProps, type ReactNode, useState } from 'react';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';

/** A labelled control with its hint and error underneath; the control gets `fieldProps(...)`. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`grid content-start gap-2 ${className ?? ''}`}>
      <Label htmlFor={id}>
        {label}
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

/** The accessibility attributes that tie a control to its Field hint and error. */
export function fieldProps(
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

/**
 * Services as one line of text separated by semicolons (the CSV's own convention), held as a list in the
 * form. The typed text is kept while editing, so "Cremation; " does not lose its separator mid-word.
 */
export function ServicesInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & { value: unknown; onChange: (services: string[]) => void }) {
  const list = Array.isArray(value) ? (value as string[]) : [];
  const [text, setText] = useState(list.join('; '));
  const joined = list.join('; ');
  const [shownFor, setShownFor] = useState(joined);
  if (joined !== shownFor) {
    // A reset of the form (a reload after a conflict) replaces the text; typing does not.
    setShownFor(joined);
    if (splitServices(text).join('; ') !== joined) setText(joined);
  }
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitServices(event.target.value));
      }}
    />
  );
}

export function splitServices(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((service) => service.trim())
    .filter(Boolean);
}
