import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { Button } from '~/ui/button';

/*
 * The part of the search page (spec §2) that never changes in the browser, rendered by its loader on the
 * server only (serverSections, decision 015): the route component keeps the search form and the results.
 * `.server`: importing it from browser code fails the build.
 */

/** 'Back to Home' and the page's heading: 'Search Results for "{query}"', or 'Search Partners'. */
export function SearchHeading({ query }: { query: string }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="text-ink mt-3 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
        {query ? `Search Results for “${query}”` : 'Search Partners'}
      </h1>
    </>
  );
}
