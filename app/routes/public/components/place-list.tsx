import { Link } from 'react-router';
import { groupByInitial } from '~/lib/alphabet';
import { cn } from '~/ui/cn';

export interface PlaceListItem {
  to: string;
  name: string;
  partnerCount: number;
}

const partnersWord = (count: number) => (count === 1 ? 'partner' : 'partners');

/**
 * Places with partners as a compact list of links (a name and its count on one line, in columns), for
 * the home page's states and provinces and a state page's cities: on a 390 px phone 51 states take some
 * 1,100 px where cards took 4,000. Rows are 40 px: a comfortable target, well above WCAG's 24 px. Rendered by the server only (the pages' *-sections.server.tsx).
 */
export function PlaceList({
  places,
  className,
  countLabel = partnersWord,
  numberLocale = 'en-US',
}: {
  places: readonly PlaceListItem[];
  className?: string;
  /** The word after each count for screen readers, in the page's language ('partners'). */
  countLabel?: (count: number) => string;
  /** How counts are written ('fr-CA': "1 500"). */
  numberLocale?: string;
}) {
  return (
    <ul className={cn('columns-2 gap-x-4 md:columns-3 lg:columns-4', className)}>
      {places.map((place) => (
        <li key={place.to} className="break-inside-avoid">
          <Link
            to={place.to}
            className="hover:bg-brand-50 -mx-2 flex min-h-10 items-center justify-between gap-2 rounded-md px-2 py-1.5 [overflow-wrap:anywhere]"
          >
            <span className="text-brand-800 leading-snug font-semibold underline-offset-4 hover:underline">
              {place.name}
            </span>
            <span className="text-muted shrink-0 text-sm tabular-nums">
              {place.partnerCount.toLocaleString(numberLocale)}
              <span className="sr-only"> {countLabel(place.partnerCount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Past this many places a list gets an A-Z jump: below it the whole list fits about two phone screens. */
export const LONG_PLACE_LIST = 30;

/**
 * A long list in sections by initial, with a row of letter links above that jump to them (plain anchors:
 * they work without JavaScript). `idPrefix` keeps the anchors of two lists on one page apart.
 */
export function PlaceListByInitial({
  places,
  idPrefix,
  label,
  countLabel,
  numberLocale,
}: {
  places: readonly PlaceListItem[];
  idPrefix: string;
  /** What the jump row is called for screen readers, e.g. 'Cities by first letter'. */
  label: string;
  countLabel?: (count: number) => string;
  numberLocale?: string;
}) {
  const groups = groupByInitial(places, (place) => place.name);
  const anchor = (letter: string) => `${idPrefix}-${letter === '#' ? 'other' : letter.toLowerCase()}`;
  return (
    <>
      <nav aria-label={label} className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {groups.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#${anchor(letter)}`}
                className="border-line text-brand-800 hover:bg-brand-50 flex size-11 items-center justify-center rounded-md border bg-white font-semibold"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ letter, items }) => (
        <section key={letter} aria-labelledby={anchor(letter)} className="mt-6">
          <h3 id={anchor(letter)} className="text-ink border-line scroll-mt-4 border-b pb-1 text-xl font-semibold">
            {letter}
          </h3>
          <PlaceList places={items} className="mt-2" countLabel={countLabel} numberLocale={numberLocale} />
        </section>
      ))}
    </>
  );
}
