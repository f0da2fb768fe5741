import Search from 'lucide-react/icons/search';
import { useId, type FormEvent } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { Input } from '~/ui/input';

/** The search page's URL for a query, or null for a blank one (spec §2: a blank query does not navigate). */
export function searchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : `/search?q=${encodeURIComponent(trimmed)}`;
}

/**
 * The directory search box. A plain GET form to /search, so it works before (or without) JavaScript;
 * once the page is interactive, submitting trims the query and navigates in the app.
 */
export function PartnerSearchForm({ defaultValue = '', className }: { defaultValue?: string; className?: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // Spec §2 loading text, on the button that started it: the current page stays until the results arrive.
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/search';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    const path = searchPath(typeof query === 'string' ? query : '');
    if (path) void navigate(path);
  };
  return (
    <form
      method="get"
      action="/search"
      role="search"
      onSubmit={onSubmit}
      className={cn('flex w-full flex-col gap-3 sm:flex-row', className)}
    >
      <SearchFields defaultValue={defaultValue} searching={searching} />
    </form>
  );
}

/** The box's words; the client form (home, search) keeps its English ones until its page moves. */
export type SearchFieldsText = typeof ENGLISH_FIELDS;

const ENGLISH_FIELDS = {
  label: 'Search for a partner',
  placeholder: 'City, ZIP or postal code, or name',
  title: 'Enter a city, state, ZIP or postal code, or business name',
  button: 'Search for a Partner',
};

export function SearchFields({
  defaultValue,
  searching,
  text = ENGLISH_FIELDS,
}: {
  defaultValue: string;
  searching: boolean;
  text?: typeof ENGLISH_FIELDS;
}) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {text.label}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="text-muted pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2"
        />
        <Input
          id={inputId}
          name="q"
          type="search"
          defaultValue={defaultValue}
          // Short enough for a 390 px screen; the title below says it in full.
          placeholder={text.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          // Without JavaScript the browser itself refuses a blank or all-spaces query.
          required
          pattern=".*\S.*"
          title={text.title}
          className="min-h-13 pl-11 sm:text-lg"
        />
      </div>
      <Button type="submit" size="lg" className="min-h-13 whitespace-normal" aria-disabled={searching || undefined}>
        {searching ? 'Searching...' : text.button}
      </Button>
    </>
  );
}
