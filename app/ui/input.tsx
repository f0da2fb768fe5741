import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        // 16 px text or larger: iOS Safari zooms the page into smaller inputs.
        'border-brand-300 text-ink placeholder:text-muted focus-visible:border-brand-700 aria-invalid:border-danger flex min-h-11 w-full rounded-lg border bg-white px-4 text-base shadow-sm disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
