import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/ui/button';
import { Input } from '~/ui/input';

/** Spec §2: filters as the admin types (the list is already in the browser); Clear empties it. */
export function FaqSearchBar({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div role="search" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search FAQs
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="text-muted pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search FAQs by question, answer, category, or location..."
          className="pl-10"
        />
      </div>
      <Button variant="secondary" onClick={() => onChange('')} disabled={value === ''}>
        Clear
      </Button>
    </div>
  );
}
