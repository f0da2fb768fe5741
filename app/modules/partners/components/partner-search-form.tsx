import Search from 'lucide-react/icons/search';
import { type FormEvent, type Ref, useEffect, useId, useRef } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { Input } from '~/ui/input';

/**
 * The search page's URL for a query, or null for a blank one (spec §2: a blank query does not navigate).
 * `action`: the search page of the page's language (/search, /fr/recherche).
 */
export function searchPath(query: string, action = '/search'): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : `${action}?q=${encodeURIComponent(trimmed)}`;
}

/** The search box's words and target in the page's language, built by the page's loader (searchFormText). */
export interface SearchFormText {
  /** The search page: /search, or /fr/recherche. */
  action: string;
  label: string;
  placeholder: string;
  title: string;
  submit: string;
  searching: string;
  /** The longest query the search takes: the box stops there. */
  maxLength?: number;
}

/**
 * The directory search box. A plain GET form to /search, so it works before (or without) JavaScript;
 * once the page is interactive, submitting trims the query and navigates in the app.
 */
export function PartnerSearchForm({
  defaultValue = '',
  className,
  text,
}: {
  defaultValue?: string;
  className?: string;
  text: SearchFormText;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // A search started elsewhere (a suggestion, Back) shows its own words in the box, which stays the same
  // element: one typed here keeps the keyboard's focus through the results' arrival. Only on a change: what
  // was typed before the page became interactive stays.
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = useRef(defaultValue);
  useEffect(() => {
    if (shown.current === defaultValue) return;
    shown.current = defaultValue;
    if (inputRef.current) inputRef.current.value = defaultValue;
  }, [defaultValue]);
  // Spec §2 loading text, on the button that started it: the current page stays until the results arrive.
  const searching = navigation.state === 'loading' && navigation.location.pathname === text.action;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    const path = searchPath(typeof query === 'string' ? query : '', text.action);
    if (path) void navigate(path);
  };
  return (
    <form
      method="get"
      action={text.action}
      role="search"
      onSubmit={onSubmit}
      className={cn('flex w-full flex-col gap-3 sm:flex-row', className)}
    >
      <SearchFields defaultValue={defaultValue} searching={searching} text={text} inputRef={inputRef} />
    </form>
  );
}

/** The box's fields and button, shared with PlainSearchForm (server sections). */
export function SearchFields({
  defaultValue,
  searching,
  text,
  inputRef,
}: {
  defaultValue: string;
  searching: boolean;
  text: SearchFormText;
  inputRef?: Ref<HTMLInputElement>;
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
          ref={inputRef}
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
          maxLength={text.maxLength}
          title={text.title}
          className="min-h-13 pl-11 sm:text-lg"
        />
      </div>
      <Button type="submit" size="lg" className="min-h-13 whitespace-normal" aria-disabled={searching || undefined}>
        {searching ? text.searching : text.submit}
      </Button>
    </>
  );
}
