import { Card } from '~/ui/card';

/** Spec §2 counters: Total Partners, With Google Data, Missing Google Data, Selected for Update. */
export function GoogleCounters({
  total,
  withData,
  missing,
  selected,
}: {
  total: number;
  withData: number;
  missing: number;
  selected: number;
}) {
  const counters: [string, number][] = [
    ['Total Partners', total],
    ['With Google Data', withData],
    ['Missing Google Data', missing],
    ['Selected for Update', selected],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
      {counters.map(([label, value]) => (
        <Card key={label} className="flex flex-col gap-1 p-3 sm:p-5">
          <dt className="text-muted text-sm font-medium">{label}</dt>
          <dd className="text-ink text-2xl font-semibold tabular-nums sm:text-3xl">{value.toLocaleString('en-US')}</dd>
        </Card>
      ))}
    </dl>
  );
}
