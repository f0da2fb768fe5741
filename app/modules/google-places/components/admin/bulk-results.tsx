import { CheckCircle2, ListChecks, XCircle } from 'lucide-react';
import { Card } from '~/ui/card';
import type { BatchUpdateResponse } from '../../google-places-admin.schema';
import { ratingText } from '../../google-places-admin-view';

/** Spec §2 results tab: Successful, Failed, Total, then a row per partner (rating or the error). */
export function BulkResults({ run }: { run: BatchUpdateResponse | null }) {
  if (!run || run.results.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center">
        <ListChecks aria-hidden="true" className="text-brand-500 size-10" />
        <h2 className="text-ink text-lg font-semibold">No Results Yet</h2>
        <p className="text-muted">Run a bulk update to see results here.</p>
      </Card>
    );
  }
  const { summary, results } = run;
  const counts: [string, number, string][] = [
    ['Successful', summary.successful, 'text-green-800'],
    ['Failed', summary.failed, 'text-danger'],
    ['Total', summary.total, 'text-ink'],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {counts.map(([label, value, tone]) => (
          <Card key={label} className="flex flex-col gap-1 p-3 sm:p-5">
            <dt className="text-muted text-sm font-medium">{label}</dt>
            <dd className={`text-2xl font-semibold tabular-nums sm:text-3xl ${tone}`}>{value}</dd>
          </Card>
        ))}
      </dl>
      <ul className="flex flex-col gap-2">
        {results.map((result) => (
          <li key={result.partnerId}>
            <Card className="flex items-start gap-3 p-3 sm:p-4">
              {result.success ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              ) : (
                <XCircle aria-hidden="true" className="text-danger mt-0.5 size-5 shrink-0" />
              )}
              <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
                <p className="text-ink font-semibold break-words">
                  <span className="sr-only">{result.success ? 'Updated: ' : 'Failed: '}</span>
                  {result.partnerName}
                </p>
                <p
                  className={
                    result.success ? 'text-ink text-sm sm:text-base' : 'text-danger text-sm break-words sm:text-base'
                  }
                >
                  {result.success ? ratingText(result.googleData) : result.error}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
