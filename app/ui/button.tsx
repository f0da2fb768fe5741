import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const buttonVariants = cva(
  // min-h-11 (44 px): a comfortable tap target on a phone (WCAG 2.5.5).
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-base font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
        secondary: 'border-brand-300 text-brand-800 hover:bg-brand-50 border bg-white shadow-sm',
        ghost: 'text-brand-800 hover:bg-brand-100',
        link: 'text-brand-700 hover:text-brand-900 min-h-0 px-0 underline underline-offset-4',
      },
      size: {
        md: '',
        sm: 'min-h-10 px-4 text-sm',
        lg: 'min-h-12 px-6 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, usually) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      // A bare <button> inside a form submits it; make that explicit rather than accidental.
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
