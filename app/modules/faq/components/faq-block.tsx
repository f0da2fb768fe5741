import ChevronDown from 'lucide-react/icons/chevron-down';
import { Suspense, useId } from 'react';
import { Await } from 'react-router';
import { Skeleton } from '~/ui/skeleton';
import type { PublicFaq } from '../faq.schema';

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
            Error loading FAQs. Please try again later.
          </p>
        }
      >
        {(items) => (items.length === 0 ? null : <FaqList items={items} heading={heading} />)}
      </Await>
    </Suspense>
  );
}

function FaqList({ items, heading }: { items: PublicFaq[]; heading: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-10 sm:py-14">
      <h2 id={headingId} className="text-ink text-2xl font-semibold sm:text-3xl">
        {heading}
      </h2>
      {/*
        Native disclosure widgets, not a scripted accordion: each question opens and closes on its own and
        several can be open at once (spec §4), by mouse, touch or keyboard, before any JavaScript has loaded.
        Every answer is in the server-rendered HTML (search engines read FAQ answers). Answers are plain
        text; their line breaks are kept.
      */}
      <div className="border-line mt-6 divide-y rounded-xl border bg-white">
        {items.map((item) => (
          <details key={item.id} className="group border-line">
            <summary className="text-ink hover:bg-brand-50 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold group-first:rounded-t-xl group-last:not-open:rounded-b-xl [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="text-brand-600 size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="text-muted px-5 pb-5 whitespace-pre-line">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
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
