import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/ui/cn';

/** A city as a tappable card: its name, a line of detail (partners, distance) and a chevron. */
export function PlaceLink({
  to,
  name,
  detail,
  className,
}: {
  to: string;
  name: ReactNode;
  detail: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'border-line hover:border-brand-400 hover:bg-brand-50 flex h-full items-center justify-between gap-3 rounded-lg border bg-white px-4 py-3 shadow-sm transition-colors',
        className,
      )}
    >
      <span className="min-w-0">
        <span className="text-ink block leading-snug font-semibold">{name}</span>
        <span className="text-muted block text-sm">{detail}</span>
      </span>
      <ChevronRight aria-hidden="true" className="text-brand-500 size-5 shrink-0" />
    </Link>
  );
}
