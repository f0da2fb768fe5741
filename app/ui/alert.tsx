import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const alertVariants = cva('flex gap-3 rounded-lg border p-4 text-base [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0', {
  variants: {
    variant: {
      default: 'border-line text-ink bg-white',
      info: 'border-brand-200 bg-brand-50 text-ink',
      destructive: 'border-danger/40 text-danger bg-red-50',
    },
  },
  defaultVariants: { variant: 'default' },
});

/**
 * An inline message box. `destructive` renders role="alert" (announced at once: a failed login);
 * the others role="status" (announced politely).
 */
export function Alert({
  className,
  variant,
  role,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-base', className)} {...props} />;
}
