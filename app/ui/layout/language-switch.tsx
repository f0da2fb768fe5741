export interface LanguageSwitchProps {
  /** The same page in the other language (same partner, same search, same page number). */
  href: string;
  /** The other language's tag ("fr-CA", "en"), for `lang` and `hreflang`. */
  lang: string;
  /** The other language's name in itself ("Français", "English"). */
  name: string;
  /** The navigation landmark's name in the page's language ("Language", "Langue"). */
  label: string;
  /** A click: the visitor chose this language (remembered in the browser). */
  onChoose?: () => void;
}

/**
 * The language switch: a plain link to the other language's address of the same page, so it works without
 * JavaScript, keeps the place, and is what a crawler follows. The name is written in its own language. Its
 * texts come from the root loader: no message catalogue in the browser for it.
 */
export function LanguageSwitch({ href, lang, name, label, onChoose }: LanguageSwitchProps) {
  return (
    <nav aria-label={label}>
      <a
        href={href}
        lang={lang}
        hrefLang={lang}
        onClick={onChoose}
        className="text-brand-800 hover:text-brand-900 hover:bg-brand-100 inline-flex min-h-11 items-center rounded-md px-3 font-medium underline-offset-4 hover:underline"
      >
        {name}
      </a>
    </nav>
  );
}
