import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A styled native <select>: phones show their own picker, keyboards and screen readers work without
 * extra code. Give it a <Label htmlFor> (or aria-label). Options are plain <option> children.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative w-full', className)}>
      <select
        className={cn(
          // 16 px text: iOS Safari zooms into smaller controls. Room on the right for the chevron.
          'border-brand-300 text-ink focus-visible:border-brand-700 aria-invalid:border-danger min-h-11 w-full cursor-pointer appearance-none rounded-lg border bg-white py-2 pr-10 pl-4 text-base shadow-sm disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="text-muted pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2"
      />
    </div>
  );
}
