import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ReactNode, useId } from 'react';
import { useContentLocale } from '~/modules/i18n/content-locale';
import type { PublicFaq } from '../faq.schema';
import { faqItemText } from '../faq-text';

/**
 * A titled list of questions (spec §4 loaded state). Native disclosure widgets, not a scripted accordion:
 * each question opens and closes on its own and several can be open at once, by mouse, touch or keyboard,
 * with or without JavaScript. Every answer is in the HTML (search engines read FAQ answers). Answers are
 * plain text; their line breaks are kept. Rendered on the server only (the FAQ page's and every public
 * page's FAQ section), inside the request's <I18nProvider>.
 */
export function FaqList({
  items,
  heading,
  headingLevel = 2,
  className = 'py-10 sm:py-14',
  children,
}: {
  items: readonly PublicFaq[];
  heading: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** After the questions (a link onward). */
  children?: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { locale, i18n } = useContentLocale();
  const texts = items.map((item) => ({ id: item.id, ...faqItemText(item, locale) }));
  const englishOnly = texts.filter((text) => text.missingFrench).length;
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="text-ink text-2xl font-semibold sm:text-3xl">
        {heading}
      </Heading>
      {englishOnly > 0 ? (
        <p className="text-muted mt-3">
          {englishOnly === texts.length
            ? i18n?._('content.faqAllEnglishOnly')
            : i18n?._('content.faqSomeEnglishOnly', { count: englishOnly })}
        </p>
      ) : null}
      <div className="border-line mt-6 divide-y rounded-xl border bg-white">
        {texts.map((item) => (
          // An English item on a French page is marked as English, for screen readers and translators.
          <details key={item.id} lang={item.missingFrench ? 'en' : undefined} className="group border-line">
            <summary className="text-ink hover:bg-brand-50 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold [overflow-wrap:anywhere] group-first:rounded-t-xl group-last:not-open:rounded-b-xl [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="text-brand-600 size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="text-muted px-5 pb-5 [overflow-wrap:anywhere] whitespace-pre-line">{item.answer}</p>
          </details>
        ))}
      </div>
      {children}
    </section>
  );
}
