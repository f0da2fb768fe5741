import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A native checkbox, styled (no extra dependency): real form semantics, keyboard (Space) and screen-reader
 * support for free. Pair it with a <label> (wrapping or htmlFor); the label should be the tap target.
 * `indeterminate` (Select All with some selected) is set on the element, since HTML has no attribute for it.
 */
export function Checkbox({
  className,
  indeterminate,
  ref,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  return (
    <input
      type="checkbox"
      ref={(element) => {
        if (element) element.indeterminate = Boolean(indeterminate);
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className={cn(
        'border-brand-400 accent-brand-700 size-5 shrink-0 cursor-pointer rounded border disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
