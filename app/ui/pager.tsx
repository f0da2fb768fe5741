import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from './button';

/**
 * Previous / "Page n of m" / Next under a paged list; nothing when there is one page. The list keeps its page
 * in the URL, so the caller says how to move (`onPageChange`).
 */
export function Pager({
  label,
  page,
  pageCount,
  onPageChange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: {
  /** The nav's accessible name ("Trash pages"). */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {previousLabel}
      </Button>
      <span className="text-muted">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
