import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { cn } from '~/ui/cn';
import { SearchFields } from './partner-search-form';

/**
 * The same search box as a plain GET form with no code of its own, for server sections (state and city
 * pages): the browser submits it, and ServerHtml turns the submit into an in-app navigation once the page
 * is interactive.
 */
export function PlainSearchForm({ className }: { className?: string }) {
  // Server sections only, under <I18nProvider>: the box searches in the page's language.
  const { i18n, href } = usePageI18n();
  return (
    <form
      method="get"
      action={href('/search')}
      role="search"
      className={cn('flex w-full flex-col gap-3 sm:flex-row', className)}
    >
      <SearchFields
        defaultValue=""
        searching={false}
        text={{
          action: href('/search'),
          label: i18n._('place.search'),
          placeholder: i18n._('place.searchPlaceholder'),
          title: i18n._('place.searchTitle'),
          submit: i18n._('place.searchButton'),
          searching: i18n._('place.searchButton'),
        }}
      />
    </form>
  );
}
