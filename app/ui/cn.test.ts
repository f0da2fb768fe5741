import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later utility of the same kind win, per variant', () => {
    expect(cn('px-5 text-base text-white', 'px-3 text-danger')).toBe('text-base px-3 text-danger');
    expect(cn('p-4', 'px-3')).toBe('p-4 px-3');
    expect(cn('px-3', 'p-4')).toBe('p-4');
    expect(cn('bg-white hover:bg-brand-50', 'hover:bg-red-50')).toBe('bg-white hover:bg-red-50');
    expect(cn('border-line border', 'border-brand-500')).toBe('border border-brand-500');
    expect(cn('[&_svg]:size-5 min-h-11', false, undefined, 'min-h-13')).toBe('[&_svg]:size-5 min-h-13');
  });

  it("keeps a theme colour and a font size apart (the app's own colour names)", () => {
    expect(cn('text-muted text-lg', 'text-ink')).toBe('text-lg text-ink');
    expect(cn('text-ink text-sm', 'text-xl')).toBe('text-ink text-xl');
  });

  it("lets a className override a button's padding and layout", () => {
    const merged = cn(buttonVariants({ variant: 'primary' }), 'w-full px-3 text-center whitespace-normal');
    expect(merged).toContain('px-3');
    expect(merged).not.toContain('px-5');
    expect(merged).toContain('whitespace-normal');
    expect(merged).not.toContain('whitespace-nowrap');
    expect(cn(buttonVariants({ size: 'sm' }))).toContain('min-h-10');
    expect(cn(buttonVariants({ size: 'sm' }))).not.toContain('min-h-11');
  });
});
