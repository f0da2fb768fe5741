import { useEffect, useState } from 'react';
import { bulkProgress, PROGRESS_TICKS } from '../../google-places-admin-view';

/**
 * Spec §4: while a run is under way the bar advances 10 % a second up to 90 (the ticker stops after
 * 10 s); it shows 100 when the run completes. `runId` changes with each run, which restarts the ticker.
 */
export function useBulkProgress(runId: number, running: boolean): number {
  const [ticks, setTicks] = useState({ runId, count: 0 });
  useEffect(() => {
    if (!running) return;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setTicks({ runId, count });
      if (count >= PROGRESS_TICKS) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [runId, running]);
  const count = ticks.runId === runId ? ticks.count : 0;
  return bulkProgress(count, !running);
}

/** Spec §2: 'Updating Google Places Data...' with a percentage; once the run is over, says so at 100 %. */
export function BulkProgress({ value, done }: { value: number; done: boolean }) {
  return (
    <div className="border-brand-200 bg-brand-50 flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-3">
        <p id="bulk-progress-label" className="text-ink font-medium">
          {done ? 'Update complete' : 'Updating Google Places Data...'}
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
        className="bg-brand-100 h-3 overflow-hidden rounded-full"
      >
        <div
          className="bg-brand-600 h-full rounded-full transition-[width] duration-500"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
