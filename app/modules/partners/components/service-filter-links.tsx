import Check from 'lucide-react/icons/check';
import { Link } from 'react-router';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { cn } from '~/ui/cn';
import { serviceFilterLabel } from '../service-filter-labels';
import { serviceFilterLinks, type ServiceFilterKey, searchWithFilters } from '../service-filters';

/**
 * The filters of a list as plain links (decision 028): they work without JavaScript, can be shared, and
 * each toggles its own filter while keeping the others (and the search's text). No state, no handlers:
 * pages render it on the server only, under `<I18nProvider>` (the page's language).
 */
export function ServiceFilterLinks({
  path,
  search,
  active,
  writeNone = false,
  className,
}: {
  path: string;
  /** The page's query string as it is (`q=…&service=pet`). */
  search: string;
  active: readonly ServiceFilterKey[];
  /** The search's words ask for filters: turning the last one off writes `service=` (searchWithFilters). */
  writeNone?: boolean;
  className?: string;
}) {
  const { i18n, href } = usePageI18n();
  const params = new URLSearchParams(search);
  // The filters on lead the row: on a phone the row scrolls sideways, and the family sees what is on first.
  const links = serviceFilterLinks(params, active, { writeNone }).sort((a, b) => Number(b.active) - Number(a.active));
  return (
    <nav aria-label={i18n._('filters.nav')} className={className}>
      <p className="text-muted text-sm font-semibold">{i18n._('filters.showOnly')}</p>
      {/* One row that scrolls sideways on a phone, so the results start on the first screen; rows again while
          the keyboard is in it, where a chip half off screen would not scroll into view. */}
      <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 has-[:focus-visible]:flex-wrap sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {links.map((link) => (
          <li key={link.key} className="shrink-0">
            <Link
              to={`${path}${link.search}`}
              rel="nofollow"
              // The chip keeps the keyboard's focus when the filtered page replaces it (ServerHtml).
              data-keeps-focus={link.key}
              className={cn(
                // relative: the off-screen chip's hidden "on" words stay inside the sideways-scrolling row.
                'relative inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-base',
                link.active
                  ? 'bg-brand-700 border-brand-700 text-white'
                  : 'border-line text-ink hover:bg-brand-50 bg-white',
              )}
            >
              {link.active ? <Check aria-hidden="true" className="size-4" /> : null}
              {serviceFilterLabel(i18n, link.key)}
              {link.active ? <span className="sr-only"> {i18n._('filters.on')}</span> : null}
            </Link>
          </li>
        ))}
        {active.length > 0 ? (
          <li className="shrink-0">
            <Link
              to={`${path}${searchWithFilters(params, [], { writeNone })}`}
              data-keeps-focus="clear"
              className="text-brand-700 inline-flex min-h-11 items-center px-2 underline underline-offset-4"
            >
              {i18n._('filters.clear')}
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-muted mt-2 text-sm">
        {i18n._('filters.ashesQuestion')}{' '}
        <Link to={href('/already-cremated')} className="text-brand-700 underline underline-offset-4">
          {i18n._('filters.ashesLink')}
        </Link>
      </p>
    </nav>
  );
}
