import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { FIFTY_US_STATES } from '~/modules/geo/regions';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';

export interface PartnerSearchFields {
  keyword: string;
  state: string;
  featuredOnly: boolean;
}

/**
 * Spec §2: keyword box (Enter runs the search), 'All States' plus the 50 states, 'Featured Only' (a filter
 * of the loaded results), 'Search Partners' (disabled while keyword and state are both empty) and 'Clear'.
 */
export function PartnerSearchPanel({
  fields,
  onChange,
  onSearch,
  onClear,
}: {
  fields: PartnerSearchFields;
  onChange: (fields: PartnerSearchFields) => void;
  onSearch: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const canSearch = fields.keyword.trim() !== '' || fields.state !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch) onSearch();
  };
  return (
    <form
      role="search"
      aria-label="Search partners"
      onSubmit={submit}
      className="border-line rounded-xl border bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-keyword`}>Keyword</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="text-muted pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
            />
            <Input
              id={`${id}-keyword`}
              type="search"
              value={fields.keyword}
              onChange={(event) => onChange({ ...fields, keyword: event.target.value })}
              placeholder="Search by name, city, or keyword..."
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className="pl-10"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-state`}>State</Label>
          <Select
            id={`${id}-state`}
            value={fields.state}
            onChange={(event) => onChange({ ...fields, state: event.target.value })}
          >
            <option value="">All States</option>
            {FIFTY_US_STATES.map((region) => (
              <option key={region.slug} value={region.name}>
                {region.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="text-ink flex min-h-11 cursor-pointer items-center gap-3 text-base">
          <Checkbox
            checked={fields.featuredOnly}
            onChange={(event) => onChange({ ...fields, featuredOnly: event.target.checked })}
          />
          Featured Only
        </label>
        <div className="flex gap-3">
          <Button type="button" variant="secondary" onClick={onClear} className="flex-1 sm:flex-none">
            Clear
          </Button>
          <Button type="submit" disabled={!canSearch} className="flex-1 sm:flex-none">
            <Search aria-hidden="true" />
            Search Partners
          </Button>
        </div>
      </div>
    </form>
  );
}
