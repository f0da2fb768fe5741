import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/*
 * Radix Tabs (the WAI-ARIA tabs pattern: one tab stop for the list, arrow keys, Home and End, panels
 * labelled by their tab) with the app's look. Admin screens only.
 */

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('bg-brand-100 grid gap-1 rounded-xl p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'text-brand-800 hover:bg-brand-50 flex min-h-11 min-w-0 items-center justify-center rounded-lg px-2 text-sm font-semibold break-words transition-colors',
        'focus-visible:outline-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2',
        'data-[state=active]:text-ink data-[state=active]:bg-white data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4', className)} {...props} />;
}
