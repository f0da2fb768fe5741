import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { CANADIAN_PROVINCES, US_STATES } from '~/modules/geo/regions';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { useTypedSearch } from '~/ui/use-typed-search';
import type { PartnerListQuery } from '../../partner-list.schema';

export type PartnerFilters = Pick<
  PartnerListQuery,
  'q' | 'state' | 'status' | 'featured' | 'missingGoogle' | 'placeholderPhone'
>;

const FLAG_FILTERS = [
  { key: 'featured', label: 'Featured only' },
  { key: 'missingGoogle', label: 'Google data missing' },
  { key: 'placeholderPhone', label: 'Placeholder phone' },
] as const;

/**
 * The table's filters. The keyword runs as it is typed (after a pause) and at once on Enter or 'Search
 * Partners'; it replaces the address's entry, so Back is not a step per word. The selects and checkboxes
 * apply as soon as they change, each a Back step. 'Clear' shows the whole directory again.
 */
export function PartnerSearchPanel({
  filters,
  onChange,
  onClear,
}: {
  filters: PartnerFilters;
  /** The filters that changed (the screen merges them into the current ones); `replace` for typed words. */
  onChange: (changed: Partial<PartnerFilters>, options?: { replace: boolean }) => void;
  onClear: () => void;
}) {
  const id = useId();
  const keyword = useTypedSearch(filters.q, (q) => onChange({ q }, { replace: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    keyword.submit();
  };
  return (
    <form
      role="search"
      aria-label="Search partners"
      onSubmit={submit}
      className="border-line rounded-xl border bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
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
              value={keyword.text}
              onChange={(event) => keyword.setText(event.target.value)}
              placeholder="Name, city, phone, email or website..."
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className="pl-10"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-state`}>State or province</Label>
          <Select
            id={`${id}-state`}
            value={filters.state ?? ''}
            onChange={(event) => onChange({ state: event.target.value || undefined })}
          >
            <option value="">All states and provinces</option>
            <optgroup label="United States">
              {US_STATES.map((region) => (
                <option key={region.slug} value={region.slug}>
                  {region.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Canada">
              {CANADIAN_PROVINCES.map((region) => (
                <option key={region.slug} value={region.slug}>
                  {region.name}
                </option>
              ))}
            </optgroup>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as PartnerFilters['status'] })}
          >
            <option value="all">Active and inactive</option>
            <option value="active">Active only</option>
            <option value="inactive">Inactive only</option>
          </Select>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="flex flex-wrap gap-x-6">
          <legend className="sr-only">Show only</legend>
          {FLAG_FILTERS.map((filter) => (
            <label key={filter.key} className="text-ink flex min-h-11 cursor-pointer items-center gap-3 text-base">
              <Checkbox
                checked={filters[filter.key]}
                onChange={(event) => onChange({ [filter.key]: event.target.checked })}
              />
              {filter.label}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={onClear} className="flex-1 sm:flex-none">
            Clear
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" />
            Search Partners
          </Button>
        </div>
      </div>
    </form>
  );
}
