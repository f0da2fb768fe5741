import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { prefersFrench } from '~/modules/i18n/accept-language';
import { LANGUAGE_CHOICE_KEY, type Locale, rememberLanguage } from '~/modules/i18n/locales';

export interface SuggestionTexts {
  /** In the suggested language: "Cette page existe aussi en français." */
  text: string;
  go: string;
  stay: string;
  /** The suggested language's tag, for `lang`. */
  lang: string;
}

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return null; // storage blocked: no suggestion rather than an error
  }
}

/** Whether the browser's languages suggest the other version of a page in `locale`. */
export function suggestsOtherLanguage(locale: Locale, languages: readonly string[]): boolean {
  const header = languages.join(',');
  if (locale === 'en') return prefersFrench(header);
  return !prefersFrench(header) && languages.some((language) => /^en(-|$)/i.test(language));
}

/** The page's bottom padding while the suggestion is shown (app.css): the end of the page scrolls clear of it. */
const HEIGHT_PROPERTY = '--language-suggestion-height';

/**
 * Pads the page by the height of the fixed `element` while it is mounted, following its height (text wrapping
 * at 200 %, a rotated phone): nothing at the end of a page stays hidden under it, and focus scrolls clear of
 * it. Padding at the bottom moves nothing above it, so the main content does not shift when it appears.
 */
function usePagePadding(element: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    const pad = () => root.style.setProperty(HEIGHT_PROPERTY, `${target.offsetHeight}px`);
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [element]);
}

/**
 * The suggestion to read the page in the other language: shown after hydration when the browser's
 * languages prefer it and the visitor has not chosen yet; a click on either button remembers the choice.
 * Never a redirect: crawlers and visitors always get the address they asked for. A lazy chunk of the root.
 * Fixed at the bottom, with the page padded by its height while it is there (it never covers the last of
 * the page, and nothing of the main content moves when it appears).
 */
export default function LanguageSuggestion({
  locale,
  href,
  texts,
}: {
  locale: Locale;
  href: string;
  texts: SuggestionTexts;
}) {
  // Mounted in the browser only, after hydration (root.tsx): navigator and storage are there to read.
  const [shown, setShown] = useState(
    () => storedChoice() === null && suggestsOtherLanguage(locale, navigator.languages ?? [navigator.language]),
  );
  if (!shown) return null;
  return <Suggestion locale={locale} href={href} texts={texts} onStay={() => setShown(false)} />;
}

function Suggestion({
  locale,
  href,
  texts,
  onStay,
}: {
  locale: Locale;
  href: string;
  texts: SuggestionTexts;
  onStay: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  usePagePadding(ref);
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return (
    <aside
      ref={ref}
      lang={texts.lang}
      aria-label={texts.text}
      className="border-line fixed inset-x-0 bottom-0 z-40 border-t bg-white/95 shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <p className="text-ink text-base">{texts.text}</p>
        <div className="flex flex-wrap gap-2">
          <a
            href={href}
            hrefLang={texts.lang}
            onClick={() => rememberLanguage(other)}
            className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-md px-4 font-medium text-white"
          >
            {texts.go}
          </a>
          <button
            type="button"
            onClick={() => {
              rememberLanguage(locale);
              onStay();
            }}
            className="text-brand-800 hover:bg-brand-100 border-line inline-flex min-h-11 items-center rounded-md border px-4 font-medium"
          >
            {texts.stay}
          </button>
        </div>
      </div>
    </aside>
  );
}
