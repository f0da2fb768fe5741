import { Link } from 'react-router';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { cn } from '~/ui/cn';

/** Pages named around the current one; the first and last are always there, so every page is reachable. */
const AROUND_CURRENT = 2;

/**
 * The query string for a page of a list (page 1 is the bare address: one URL per page); `search`: the
 * list's own query (`?service=pet`), kept before the page.
 */
export function pageSearch(page: number, search = ''): string {
  if (page <= 1) return search;
  return search === '' ? `?page=${page}` : `${search}&page=${page}`;
}

/**
 * Plain links to the other pages of a long list (a crawler follows them without JavaScript): previous,
 * the first, the last and the pages around the current one, and next. Server-rendered under `<I18nProvider>`;
 * `path` and `hrefFor` give addresses in the page's language.
 */
export function PageLinks({
  page,
  pageCount,
  path,
  search = '',
  label,
  hrefFor = (number) => `${path}${pageSearch(number, search)}`,
}: {
  page: number;
  pageCount: number;
  path: string;
  /** The list's own query (filters), kept on every page's link. */
  search?: string;
  label: string;
  /** The address of a page, when the list's address has a query of its own (`/search?q=…&page=2`). */
  hrefFor?: (page: number) => string;
}) {
  const { i18n } = usePageI18n();
  if (pageCount <= 1) return null;
  const shown = [...new Set([1, ...range(page - AROUND_CURRENT, page + AROUND_CURRENT), pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  const linkClass =
    'border-line text-ink hover:bg-brand-50 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border bg-white px-3';
  return (
    <nav aria-label={label} className="mt-8">
      <p className="text-muted text-sm">{i18n._('pages.pageOf', { page, count: pageCount })}</p>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} className={linkClass}>
              {i18n._('pages.previous')}
            </Link>
          </li>
        ) : null}
        {shown.map((number, index) => (
          <li key={number} className="flex items-center gap-2">
            {index > 0 && number - shown[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            {number === page ? (
              <span
                aria-current="page"
                className={cn(linkClass, 'bg-brand-600 border-brand-600 hover:bg-brand-600 text-white')}
              >
                {number}
              </span>
            ) : (
              <Link to={hrefFor(number)} className={linkClass} aria-label={i18n._('pages.page', { page: number })}>
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} className={linkClass}>
              {i18n._('pages.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
