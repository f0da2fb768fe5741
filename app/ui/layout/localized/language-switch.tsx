import { useLingui } from '@lingui/react';

export interface LanguageSwitchProps {
  /** The same page in the other language (same partner, same search, same page number). */
  href: string;
  /** The other language's tag ("fr-CA", "en"), for `lang` and `hreflang`. */
  lang: string;
  /** The other language's name in itself ("Français", "English"). */
  name: string;
}

/**
 * The language switch: a plain link to the other language's address of the same page, so it works without
 * JavaScript, keeps the place, and is what a crawler follows. The name is written in its own language.
 */
export function LanguageSwitch({ href, lang, name }: LanguageSwitchProps) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._('languageSwitch.label')}>
      <a
        href={href}
        lang={lang}
        hrefLang={lang}
        className="text-brand-800 hover:text-brand-900 hover:bg-brand-100 inline-flex min-h-11 items-center rounded-md px-3 font-medium underline-offset-4 hover:underline"
      >
        {name}
      </a>
    </nav>
  );
}
