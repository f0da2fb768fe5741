import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/ui/button';

/** One field in the comparison: a side's value is given only when that side changed the field. */
export interface ConflictRow {
  field: string;
  label: string;
  /** The newer version's value, when it differs from the values this form was loaded with. */
  theirs?: string;
  /** This form's value, when the admin changed the field here. */
  mine?: string;
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

/** The labelled fields whose two values differ. */
export function differingFields<T extends object>(labels: Record<keyof T & string, string>, theirs: T, mine: T) {
  return (Object.keys(labels) as (keyof T & string)[]).filter(
    (field) => shownValue(theirs[field]) !== shownValue(mine[field]),
  );
}

/** The labelled fields the admin changed in this form (react-hook-form's dirty fields, read live). */
export function changedFields<T extends FieldValues>(
  labels: Record<keyof T & string, string>,
  form: Pick<UseFormReturn<T>, 'getFieldState'>,
): (keyof T & string)[] {
  return (Object.keys(labels) as (keyof T & string)[]).filter((field) => form.getFieldState(field as Path<T>).isDirty);
}

/**
 * The newer version with this form's changes on top: a field only the other person changed keeps their
 * value, a field both changed takes mine.
 */
export function mineOverTheirs<T extends object>(theirs: T, mine: T, changed: readonly (keyof T)[]): T {
  const merged = { ...theirs };
  for (const field of changed) merged[field] = mine[field];
  return merged;
}

/**
 * Per labelled field, what the other person changed (the newer version against the values this form was
 * loaded with) and what the admin changed here; fields neither changed are left out.
 */
export function conflictRows<T extends object>(
  labels: Record<keyof T & string, string>,
  { loaded, theirs, mine, changed }: { loaded: T; theirs: T; mine: T; changed: readonly (keyof T & string)[] },
): ConflictRow[] {
  const changedByThem = differingFields(labels, loaded, theirs);
  const rows: ConflictRow[] = [];
  for (const field of Object.keys(labels) as (keyof T & string)[]) {
    const theirsChanged = changedByThem.includes(field);
    const mineChanged = changed.includes(field);
    if (!theirsChanged && !mineChanged) continue;
    rows.push({
      field,
      label: labels[field],
      theirs: theirsChanged ? shownValue(theirs[field]) : undefined,
      mine: mineChanged ? shownValue(mine[field]) : undefined,
    });
  }
  return rows;
}

/** The comparison for a form: its typed values and dirty fields read at the moment it is shown. */
export function formConflictRows<T extends FieldValues>(
  labels: Record<keyof T & string, string>,
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'getValues'>,
  { loaded, theirs }: { loaded: T; theirs: T },
): ConflictRow[] {
  return conflictRows(labels, { loaded, theirs, mine: form.getValues(), changed: changedFields(labels, form) });
}

/**
 * "Keep mine": the form is based on the newer version from now on, with the admin's changes put back on
 * top as unsaved changes, so the save that follows sends the merged values and a colleague's change to a
 * field the admin never touched survives.
 */
export function keepMineOverTheirs<T extends FieldValues>(
  labels: Record<keyof T & string, string>,
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'getValues' | 'reset'>,
  theirs: T,
) {
  const merged = mineOverTheirs(theirs, form.getValues(), changedFields(labels, form));
  form.reset(theirs);
  form.reset(merged, { keepDefaultValues: true });
}

/**
 * A save refused because someone else saved first (409): said at the top of the form, focused and
 * announced (role=alert), with what each side changed on request, and the two ways on: take theirs, or
 * keep the fields changed here and save them on top of the newer version.
 */
export function EditConflictPanel({
  message,
  rows,
  onUseTheirs,
  onKeepMine,
  busy,
}: {
  message: string;
  /** Computed when shown: the typed values and changed fields are read at that moment. */
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
      className="border-danger/40 focus-visible:ring-brand-600 grid gap-4 rounded-lg border bg-red-50 p-4 outline-hidden focus-visible:ring-2"
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
      <p className="text-ink">
        Keep mine saves the fields you changed on top of the newer version; every other field keeps theirs.
      </p>
      {/* A phone has no room for three columns: one block per field, the two values one under the other. */}
      <ul className="grid gap-3 sm:hidden" aria-label="Fields that differ between the newer version and yours">
        {rows.map((row) => (
          <li key={row.field} className="border-line rounded-md border bg-white p-3">
            <p className="text-ink font-semibold">{row.label}</p>
            <dl className="mt-2 grid gap-2">
              <div>
                <dt className="text-muted text-sm">Newer version</dt>
                <dd className="text-ink break-words whitespace-pre-line">
                  <TheirsValue row={row} />
                </dd>
              </div>
              <div>
                <dt className="text-muted text-sm">Yours</dt>
                <dd className="text-ink break-words whitespace-pre-line">
                  <MineValue row={row} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <ConflictColumns rows={rows} />
    </>
  );
}

function TheirsValue({ row }: { row: ConflictRow }) {
  if (row.theirs === undefined) return <span className="text-muted">Not changed by them.</span>;
  return row.theirs;
}

/** A field both changed to different values is the one real choice: it says so, and what Keep mine does. */
function MineValue({ row }: { row: ConflictRow }) {
  if (row.mine === undefined) return <span className="text-muted">Not changed by you: theirs is kept.</span>;
  if (row.theirs === undefined || row.theirs === row.mine) return row.mine;
  return (
    <>
      {row.mine}
      <span className="text-danger mt-1 block font-medium">You both changed this field: Keep mine saves yours.</span>
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
              <td className="p-3 break-words whitespace-pre-line">
                <TheirsValue row={row} />
              </td>
              <td className="p-3 break-words whitespace-pre-line">
                <MineValue row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
