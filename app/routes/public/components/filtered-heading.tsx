import { Link } from 'react-router';

/** A filtered list's heading: what it shows, how many, and the way back to everyone (decision 028). */
export function FilteredHeading({
  placeName,
  label,
  total,
  clear,
}: {
  placeName: string;
  label: string;
  total: number;
  clear: string;
}) {
  return (
    <>
      <h2 id="partners-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        Partners in {placeName}: {label}
      </h2>
      <p className="text-muted mt-2" aria-live="polite">
        {total === 0 ? (
          <>
            No partner in {placeName} matches {label.toLowerCase()} yet.{' '}
            <Link to={clear} className="text-brand-700 underline underline-offset-4">
              Show every partner in {placeName}
            </Link>
            .
          </>
        ) : (
          `${total.toLocaleString('en-US')} ${total === 1 ? 'partner matches' : 'partners match'}.`
        )}
      </p>
    </>
  );
}
