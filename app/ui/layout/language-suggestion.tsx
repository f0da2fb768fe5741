import { LANGUAGE_CHOICE_KEY, type Locale } from '~/modules/i18n/locales';

export interface SuggestionTexts {
  /** In the suggested language: "Cette page existe aussi en français." */
  text: string;
  go: string;
  stay: string;
  /** The suggested language's tag, for `lang`. */
  lang: string;
}

/**
 * Runs in the document's head, before the body is drawn: pages are the same for every visitor (shared
 * cache), so the browser decides whether the suggestion shows, in time for the first paint (no layout
 * shift): it sets `data-suggest-language` on <html> to the language the browser prefers, its first English or
 * French language (as `prefersFrench` reads an Accept-Language without q-values); a stored choice, or storage that cannot store one, shows nothing.
 * Clicks on a `data-language-choice` button are taken on window in the capture phase, before hydration and
 * before early-link-clicks keeps them from React: either remembers its language and hides the suggestion
 * (Go then follows its link; after Stay, focus goes to the page's heading, not back to the document's start).
 */
export const LANGUAGE_SUGGESTION_SCRIPT = `(function(){
var r=document.documentElement,k=${JSON.stringify(LANGUAGE_CHOICE_KEY)},c;
try{c=localStorage.getItem(k)}catch(e){c=""}
if(c===null){var l=navigator.languages||[navigator.language];
for(var i=0;i<l.length;i++){var m=/^(en|fr)(-|$)/i.exec(l[i]||"");if(m){r.setAttribute("data-suggest-language",m[1].toLowerCase());break}}}
addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-language-choice]");if(!b)return;
try{localStorage.setItem(k,b.getAttribute("data-language-choice"))}catch(x){}
r.removeAttribute("data-suggest-language");
if(b.tagName==="BUTTON"){var h=document.querySelector("main h1");if(h){h.setAttribute("tabindex","-1");h.focus()}}},true)})()`;

/**
 * The suggestion to read the page in the other language, under the header, in the page's flow: it pushes
 * the page down rather than covering a result or a call button. In every page's HTML, hidden unless the
 * head script found the browser prefers the language it suggests (app.css); never a redirect,
 * and without JavaScript never shown.
 */
export function LanguageSuggestion({ locale, href, texts }: { locale: Locale; href: string; texts: SuggestionTexts }) {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return (
    <aside lang={texts.lang} aria-label={texts.text} data-suggests={other} className="border-line bg-brand-50 border-b">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
        <p className="text-ink text-base">{texts.text}</p>
        <div className="flex flex-wrap gap-2">
          <a
            href={href}
            hrefLang={texts.lang}
            data-language-choice={other}
            className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-md px-4 font-medium text-white"
          >
            {texts.go}
          </a>
          <button
            type="button"
            data-language-choice={locale}
            className="text-brand-800 hover:bg-brand-100 border-line inline-flex min-h-11 items-center rounded-md border bg-white px-4 font-medium"
          >
            {texts.stay}
          </button>
        </div>
      </div>
    </aside>
  );
}
