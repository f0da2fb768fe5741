import { useState } from 'react';
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

/**
 * The suggestion to read the page in the other language: shown after hydration when the browser's
 * languages prefer it and the visitor has not chosen yet; a click on either button remembers the choice.
 * Never a redirect: crawlers and visitors always get the address they asked for. A lazy chunk of the root.
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
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return (
    <aside
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
              setShown(false);
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
