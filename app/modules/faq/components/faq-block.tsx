import { Suspense } from 'react';
import { Await } from 'react-router';
import { Skeleton } from '~/ui/skeleton';
import type { PublicFaq } from '../faq.schema';
import { FAQ_LOAD_ERROR, FaqList } from './faq-list';

interface FaqBlockProps {
  /**
   * The page's FAQ list as a promise the loader did NOT await: the page streams at once and the FAQ
   * follows in the same response (crawlers still receive it), instead of the whole page waiting for it.
   */
  faqs: Promise<PublicFaq[]>;
  heading?: string;
}

/** The public FAQ block (spec §4): loading (4 placeholder rows), error, empty (nothing), loaded. */
export function FaqBlock({ faqs, heading = 'Frequently Asked Questions' }: FaqBlockProps) {
  return (
    <Suspense fallback={<FaqPlaceholder />}>
      <Await
        resolve={faqs}
        errorElement={
          <p role="alert" className="text-muted py-8">
            {FAQ_LOAD_ERROR}
          </p>
        }
      >
        {(items) => (items.length === 0 ? null : <FaqList items={items} heading={heading} />)}
      </Await>
    </Suspense>
  );
}

function FaqPlaceholder() {
  return (
    <div className="py-10 sm:py-14" role="status" aria-label="Loading frequently asked questions">
      <Skeleton className="h-8 w-72 max-w-full" />
      <div className="mt-6 space-y-3">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
