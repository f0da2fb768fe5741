import { Card } from '~/ui/card';

/** Spec §2: 'Total FAQ Items' (with 'Showing N filtered results' while searching), 'Categories', 'Selected Items'. */
export function FaqSummaryCards({
  total,
  filtered,
  searching,
  categories,
  selected,
}: {
  total: number;
  filtered: number;
  searching: boolean;
  categories: number;
  selected: number;
}) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      <SummaryCard
        label="Total FAQ Items"
        value={total}
        note={searching ? `Showing ${filtered} filtered results` : undefined}
      />
      <SummaryCard label="Categories" value={categories} />
      <SummaryCard label="Selected Items" value={selected} />
    </dl>
  );
}

function SummaryCard({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-3 sm:p-5">
      <dt className="text-muted text-sm font-medium">{label}</dt>
      <dd className="text-ink text-2xl font-semibold tabular-nums sm:text-3xl">{value}</dd>
      {note ? (
        <dd className="text-brand-700 text-sm" aria-live="polite">
          {note}
        </dd>
      ) : null}
    </Card>
  );
}
