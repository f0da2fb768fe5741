import { Button } from './button';

export interface FilterTab<Value> {
  /** `undefined` is the unfiltered tab ("All"). */
  value: Value | undefined;
  label: string;
}

/**
 * A row of buttons that filter a list kept in the URL: the current one is marked as the page's. The caller
 * says how to move (`onSelect`), as with `Pager`.
 */
export function FilterTabs<Value extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  /** The nav's accessible name ("Kinds of deleted items"). */
  label: string;
  tabs: readonly FilterTab<Value>[];
  selected: Value | undefined;
  onSelect: (value: Value | undefined) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Button
          key={tab.label}
          size="sm"
          variant={selected === tab.value ? 'primary' : 'secondary'}
          aria-current={selected === tab.value ? 'page' : undefined}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </Button>
      ))}
    </nav>
  );
}
