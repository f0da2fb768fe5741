import type { DescribedChange } from '../audit.schema';

const KIND_TEXT: Record<string, string> = {
  create: 'Created',
  delete: 'Deleted (moved to the trash)',
  restore: 'Restored from the trash',
  purge: 'Removed from the trash for good',
};

/**
 * One record's change as readable lines: "Field: before → after" for edits (worded by the server), one line
 * for whole rows.
 */
export function ChangeList({ change }: { change: Pick<DescribedChange, 'kind' | 'fields'> }) {
  const whole = KIND_TEXT[change.kind];
  if (whole) return <p className="text-muted text-base">{whole}</p>;
  const fields = change.fields;
  if (fields.length === 0) return <p className="text-muted text-base">Saved with no field changed</p>;
  return (
    <ul className="grid gap-1 text-base">
      {fields.map(({ field, label, before, after }) => (
        <li key={field} className="break-words">
          <span className="font-medium">{label}:</span>{' '}
          {before !== null ? (
            <>
              <del className="text-muted">{before}</del> <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span>{' '}
            </>
          ) : null}
          <ins className="no-underline">{after ?? '(empty)'}</ins>
        </li>
      ))}
    </ul>
  );
}
