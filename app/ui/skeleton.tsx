import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A placeholder block with the size of what will replace it, so nothing shifts when data arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('bg-brand-100 animate-pulse rounded-md', className)} {...props} />;
}
