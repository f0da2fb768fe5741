import { Link } from 'react-router';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';

/**
 * A filtered list's heading: what it shows, how many, and the way back to everyone (decision 028).
 * Server-rendered under `<I18nProvider>`; `inPlace` is the place with its preposition ("in Texas",
 * "au Québec", "à Montréal"), `clear` an address in the page's language.
 */
export function FilteredHeading({
  inPlace,
  label,
  total,
  clear,
}: {
  inPlace: string;
  label: string;
  total: number;
  clear: string;
}) {
  const { i18n } = usePageI18n();
  return (
    <>
      <h2 id="partners-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        {i18n._('filtered.heading', { inPlace, label })}
      </h2>
      <p className="text-muted mt-2" aria-live="polite">
        {total === 0 ? (
          <>
            {i18n._('filtered.none', { inPlace, label: label.toLowerCase() })}{' '}
            <Link to={clear} className="text-brand-700 underline underline-offset-4">
              {i18n._('filtered.showAll', { inPlace })}
            </Link>
            .
          </>
        ) : (
          i18n._('filtered.count', { count: total })
        )}
      </p>
    </>
  );
}
