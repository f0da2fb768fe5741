import { useLingui } from '@lingui/react';
import Home from 'lucide-react/icons/house';
import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import { Button } from '../button';
import { Container } from '../container';

/** The other language's home page; its link text is written in that language. */
export interface OtherHome {
  href: string;
  /** Its `lang`/`hreflang` tag ("fr-CA", "en"). */
  lang: string;
  /** "Page d’accueil en français" on an English page, "Home page in English" on a French one. */
  label: string;
}

/**
 * The not-found screen (spec §2) in the page's language. Both buttons lead to that language's home page,
 * where the search is; a link under them leads to the other language's home page, in that language (an
 * address like /de/… or /fr-fr/… may come from a visitor looking for either).
 */
export function NotFoundView({ homeHref, otherHome }: { homeHref: string; otherHome?: OtherHome }) {
  const { i18n } = useLingui();
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-brand-600 font-serif text-6xl font-semibold" aria-hidden="true">
        404
      </p>
      <h1 className="text-ink mt-4 text-3xl font-semibold sm:text-4xl">{i18n._('notFound.heading')}</h1>
      <p className="text-muted mt-4 max-w-xl text-lg">{i18n._('notFound.text')}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={homeHref}>
            <Home aria-hidden="true" />
            {i18n._('notFound.home')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={homeHref}>
            <Search aria-hidden="true" />
            {i18n._('notFound.search')}
          </Link>
        </Button>
      </div>
      {otherHome ? (
        <p className="mt-8 text-lg">
          <a
            href={otherHome.href}
            lang={otherHome.lang}
            hrefLang={otherHome.lang}
            className="text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {otherHome.label}
          </a>
        </p>
      ) : null}
    </Container>
  );
}
