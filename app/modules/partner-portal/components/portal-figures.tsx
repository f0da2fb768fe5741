import type { FigureCounts, ListingFigures } from '../portal.service.server';

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const count = new Intl.NumberFormat('en-US');

const COLUMNS: Array<[keyof FigureCounts, string]> = [
  ['views', 'Views'],
  ['directions', 'Directions'],
  ['calls', 'Calls'],
  ['inquiries', 'Inquiries'],
];

/**
 * A listing's figures (decision 034): a plain table, the last 30 days then the last six months. Narrow
 * enough for a 360 px phone without scrolling: short headings (the caption says what they count), periods
 * wrap only when they must.
 */
export function PortalFigures({ figures, headingId }: { figures: ListingFigures; headingId: string }) {
  const rows = [
    { key: 'recent', label: 'Last 30 days', counts: figures.recent },
    ...figures.months.map(({ month, ...counts }) => ({
      key: month,
      label: monthLabel.format(new Date(`${month}-01T00:00:00Z`)),
      counts,
    })),
  ];
  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-ink text-xl font-semibold">
        Figures
      </h3>
      <table className="text-ink w-full border-collapse text-sm tabular-nums sm:text-base">
        <caption className="text-muted mb-2 text-left text-sm">
          Views of your public page, taps on its Directions and Call buttons, and inquiries sent to you. Counted by our
          server without cookies; visits by search engines are left out. Months in UTC.
        </caption>
        <thead>
          <tr className="border-line border-b">
            <th scope="col" className="py-2 pr-2 text-left text-xs font-semibold sm:text-base">
              Period
            </th>
            {COLUMNS.map(([field, label]) => (
              <th key={field} scope="col" className="px-0.5 py-2 text-right text-xs font-semibold sm:px-2 sm:text-base">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, counts }) => (
            <tr key={key} className="border-line border-b last:border-b-0">
              <th scope="row" className="py-2 pr-2 text-left font-medium">
                {label}
              </th>
              {COLUMNS.map(([field]) => (
                <td key={field} className="px-0.5 py-2 text-right sm:px-2">
                  {count.format(counts[field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
