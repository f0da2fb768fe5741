import type { ComponentProps } from 'react';

/** The product mark: a smooth memorial stone resting on a shadow line. Decorative (the link names it). */
export function BrandMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" {...props}>
      <circle cx="20" cy="20" r="20" fill="#8B7355" />
      <ellipse cx="20" cy="21" rx="11" ry="8.5" fill="#EFE8DF" />
      <ellipse cx="17" cy="18.5" rx="5" ry="2.6" fill="#FFFFFF" opacity="0.55" />
      <path d="M9 31.5h22" stroke="#EFE8DF" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
