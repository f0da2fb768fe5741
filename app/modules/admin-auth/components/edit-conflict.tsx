import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/ui/button';

export interface ConflictRow {
  field: string;
  label: string;
  theirs: string;
  mine: string;
}

/** The stored record a 409 answer carries (`current`), read with the record's response schema, when it has one. */
export function conflictingRecord<Schema extends z.ZodType<{ updatedAt: string }>>(
  error: unknown,
  schema: Schema,
): z.output<Schema> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body: unknown = error.body;
  const current = body && typeof body === 'object' && 'current' in body ? body.current : undefined;
  const parsed = schema.safeParse(current);
  return parsed.success ? parsed.data : undefined;
}

/** A form value as the comparison shows it. */
export function shownValue(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join('; ') : '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return '(empty)';
  return String(value);
}

/** The labelled fields whose stored value differs from the typed one. */
export function differingFields<T extends object>(labels: Record<keyof T & string, string>, theirs: T, mine: T) {
  return (Object.keys(labels) as (keyof T & string)[])
    .map((field) => ({
      field,
      label: labels[field],
      theirs: shownValue(theirs[field]),
      mine: shownValue(mine[field]),
    }))
    .filter((row) => row.theirs !== row.mine);
}

/**
 * A save refused because someone else saved first (409): said at the top of the form, focused and
 * announced (role=alert), with the newer version next to the typed values on request, and the two ways on:
 * take theirs, or keep the typed values and save them over the newer version.
 */
export function EditConflictPanel({
  message,
  rows,
  onUseTheirs,
  onKeepMine,
  busy,
}: {
  message: string;
  /** Computed when shown: the typed values are read at that moment. */
  rows: () => ConflictRow[];
  onUseTheirs: () => void;
  onKeepMine: () => void;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="border-danger/40 focus-visible:ring-brand-600 grid gap-4 rounded-lg border bg-red-50 p-4 outline-none focus-visible:ring-2"
    >
      <p className="text-danger font-medium">{message}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide the newer version' : 'Show the newer version'}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onUseTheirs} disabled={busy}>
          Use theirs
        </Button>
        <Button type="button" size="sm" onClick={onKeepMine} disabled={busy}>
          Keep mine and save again
        </Button>
      </div>
      {open ? <ConflictTable rows={rows()} /> : null}
    </div>
  );
}

function ConflictTable({ rows }: { rows: ConflictRow[] }) {
  if (rows.length === 0) return <p className="text-ink">The newer version has the same values as yours.</p>;
  return (
    <>
      {/* A phone has no room for three columns: one block per field, the two values one under the other. */}
      <ul className="grid gap-3 sm:hidden" aria-label="Fields that differ between the newer version and yours">
        {rows.map((row) => (
          <li key={row.field} className="border-line rounded-md border bg-white p-3">
            <p className="text-ink font-semibold">{row.label}</p>
            <dl className="mt-2 grid gap-2">
              <div>
                <dt className="text-muted text-sm">Newer version</dt>
                <dd className="text-ink break-words whitespace-pre-line">{row.theirs}</dd>
              </div>
              <div>
                <dt className="text-muted text-sm">Yours</dt>
                <dd className="text-ink break-words whitespace-pre-line">{row.mine}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <ConflictColumns rows={rows} />
    </>
  );
}

function ConflictColumns({ rows }: { rows: ConflictRow[] }) {
  return (
    <div className="border-line hidden overflow-hidden rounded-md border bg-white sm:block">
      <table className="text-ink w-full table-fixed text-left text-base">
        <caption className="sr-only">Fields that differ between the newer version and yours</caption>
        <thead className="bg-canvas">
          <tr>
            <th scope="col" className="w-1/5 p-3 font-semibold">
              Field
            </th>
            <th scope="col" className="p-3 font-semibold">
              Newer version
            </th>
            <th scope="col" className="p-3 font-semibold">
              Yours
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className="border-line border-t align-top">
              <th scope="row" className="p-3 font-medium">
                {row.label}
              </th>
              <td className="p-3 break-words whitespace-pre-line">{row.theirs}</td>
              <td className="p-3 break-words whitespace-pre-line">{row.mine}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
