import ChevronDown from 'lucide-react/icons/chevron-down';
import { Suspense, useId } from 'react';
import type { PublicFaq } from '~/modules/faq/faq.schema';
import { Skeleton } from '~/ui/skeleton';

/*
 * The FAQ as server components. The app's FaqBlock cannot be a client component here: React Router's
 * <Await> calls `.then()` on the promise and throws what it returns, and a promise decoded from the RSC
 * payload is React Flight's thenable, whose `then` returns undefined (the boundary fails on the server
 * and again in the browser). Awaiting on the server also keeps the FAQ's code out of the browser. The
 * markup is FaqBlock's (spec §4: native <details>), copied, since that module does not export it.
 */
export function FaqSection({ faqs }: { faqs: Promise<PublicFaq[]> }) {
  return (
    <Suspense fallback={<FaqPlaceholder />}>
      <FaqContent faqs={faqs} />
    </Suspense>
  );
}

async function FaqContent({ faqs }: { faqs: Promise<PublicFaq[]> }) {
  let items: PublicFaq[];
  try {
    items = await faqs;
  } catch {
    return (
      <p role="alert" className="text-muted py-8">
        Error loading FAQs. Please try again later.
      </p>
    );
  }
  return items.length === 0 ? null : <FaqList items={items} heading="Frequently Asked Questions" />;
}

function FaqList({ items, heading }: { items: PublicFaq[]; heading: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-10 sm:py-14">
      <h2 id={headingId} className="text-ink text-2xl font-semibold sm:text-3xl">
        {heading}
      </h2>
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
