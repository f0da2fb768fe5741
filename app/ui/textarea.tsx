import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        // Same look as <Input>; 16 px text so iOS Safari does not zoom in.
        'border-brand-300 text-ink placeholder:text-muted focus-visible:border-brand-700 aria-invalid:border-danger flex min-h-24 w-full rounded-lg border bg-white px-4 py-3 text-base shadow-sm disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
