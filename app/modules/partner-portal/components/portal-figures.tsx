import { Trans, useLingui } from '@lingui/react';
import { formatMonth, formatNumber } from '~/modules/i18n/format';
import { isLocale, type Locale } from '~/modules/i18n/locales';
import type { FigureCounts, ListingFigures } from '../portal.service.server';

const COLUMNS: Array<keyof FigureCounts> = ['views', 'directions', 'calls', 'inquiries'];

/**
 * A listing's figures (decision 034): a plain table, the last 30 days then the last six months. Narrow
 * enough for a 360 px phone without scrolling: short headings (the caption says what they count), periods
 * wrap only when they must.
 */
export function PortalFigures({ figures, headingId }: { figures: ListingFigures; headingId: string }) {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const columnLabel: Record<keyof FigureCounts, string> = {
    views: i18n._('portal.figures.views'),
    directions: i18n._('portal.figures.directions'),
    calls: i18n._('portal.figures.calls'),
    inquiries: i18n._('portal.figures.inquiries'),
  };
  const rows = [
    { key: 'recent', label: i18n._('portal.figures.recent'), counts: figures.recent },
    ...figures.months.map(({ month, ...counts }) => ({ key: month, label: formatMonth(locale, month), counts })),
  ];
  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-ink text-xl font-semibold">
        <Trans id="portal.figures.heading" />
      </h3>
      <table className="text-ink w-full border-collapse text-sm tabular-nums sm:text-base">
        <caption className="text-muted mb-2 text-left text-sm">
          <Trans id="portal.figures.caption" />
        </caption>
        <thead>
          <tr className="border-line border-b">
            <th scope="col" className="py-2 pr-2 text-left text-xs font-semibold sm:text-base">
              <Trans id="portal.figures.period" />
            </th>
            {COLUMNS.map((field) => (
              <th key={field} scope="col" className="px-0.5 py-2 text-right text-xs font-semibold sm:px-2 sm:text-base">
                {columnLabel[field]}
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
              {COLUMNS.map((field) => (
                <td key={field} className="px-0.5 py-2 text-right sm:px-2">
                  {formatNumber(locale, counts[field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
