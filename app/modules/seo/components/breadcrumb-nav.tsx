import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { cn } from '~/ui/cn';
import type { BreadcrumbItem } from '../breadcrumbs';

/** The visible trail matching the page's BreadcrumbList JSON-LD; the last item is the current page. */
export function BreadcrumbNav({
  items,
  label,
  className,
}: {
  items: readonly BreadcrumbItem[];
  /** The trail's name for screen readers, in the page's language. */
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('text-sm', className)}>
      <ol className="text-muted flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.url} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="text-brand-400 size-4" /> : null}
              {current ? (
                <span aria-current="page" className="text-ink font-medium">
                  {item.name}
                </span>
              ) : (
                <Link
                  to={item.url}
                  className="hover:text-brand-800 inline-flex min-h-8 items-center underline underline-offset-4"
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
