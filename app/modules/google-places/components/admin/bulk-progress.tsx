import { bulkProgress } from '../../google-places-admin-view';

/**
 * Spec §2: 'Updating Google Places Data...' with a percentage; once the run is over, says so. The bar moves
 * only when the server has answered for a partner (`done` of `total`), never on a timer.
 */
export function BulkProgress({ done, total, running }: { done: number; total: number; running: boolean }) {
  const value = bulkProgress(done, total);
  return (
    <div className="border-brand-200 bg-brand-50 flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-3">
        <p id="bulk-progress-label" className="text-ink font-medium">
          {running ? 'Updating Google Places Data...' : 'Update complete'}
        </p>
        <span className="text-ink font-semibold tabular-nums" aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="bulk-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${done} of ${total} partners done`}
        className="bg-brand-100 h-3 overflow-hidden rounded-full"
      >
        <div
          className="bg-brand-600 h-full rounded-full transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-muted text-sm tabular-nums">
        {done} of {total} partners done
      </p>
    </div>
  );
}
