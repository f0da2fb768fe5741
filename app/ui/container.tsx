import type { ComponentProps } from 'react';
import { cn } from './cn';

/** The page's content column: full width on phones with a small gutter, capped on wide screens. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
