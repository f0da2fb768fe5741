import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names; a later Tailwind utility wins over an earlier one of the same kind
 * (`cn('px-5 text-white', 'px-3 text-danger')` → `px-3 text-danger`), so a component's className prop can
 * override its defaults.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
