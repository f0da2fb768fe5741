import type { I18n } from '@lingui/core';
import type { ComponentProps } from 'react';
import { withOutboundSource } from '~/lib/site';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** The page's Lingui instance (server sections: useLingui()); without it, `newTabHint` or the English hint. */
  i18n?: I18n;
  /** "(opens in a new tab)" in the page's language, for a client component that has words, not Lingui. */
  newTabHint?: string;
  /**
   * The language of the page linked to. Where it is not the page's own (the company's English site from a
   * French page), the link says so: `hreflang`, a visible "EN" and the screen-reader hint.
   */
  hrefLang?: string;
  /** The page's language where `i18n` is not given (a client component): with `hrefLang`, whether they differ. */
  pageLang?: string;
};

/**
 * A link to the main company site or another site, in the page's language: opens in a new tab without
 * giving that page a handle on this one (rel="noopener"), tagged with the directory's tracking source, and
 * says so to screen readers. The instance is a prop, not Lingui's context: a client component that renders
 * it passes its words (`newTabHint`) and carries no Lingui code for it.
 */
export function ExternalLink({
  href,
  children,
  'aria-label': ariaLabel,
  i18n,
  newTabHint,
  hrefLang,
  pageLang = i18n?.locale,
  ...props
}: ExternalLinkProps) {
  const otherLanguage = hrefLang !== undefined && pageLang !== undefined && hrefLang !== pageLang;
  // Literal ids, one call each: the catalogue checks find every message the code uses.
  const inEnglish = otherLanguage && i18n;
  const hint = inEnglish
    ? i18n._('link.inEnglishOpensInNewTab')
    : i18n
      ? i18n._('link.opensInNewTab')
      : (newTabHint ?? '(opens in a new tab)');
  const label = !ariaLabel
    ? undefined
    : inEnglish
      ? i18n._('link.labelInEnglishOpensInNewTab', { label: ariaLabel })
      : i18n
        ? i18n._('link.labelOpensInNewTab', { label: ariaLabel })
        : `${ariaLabel} ${hint}`;
  return (
    <a href={withOutboundSource(href)} target="_blank" rel="noopener" hrefLang={hrefLang} aria-label={label} {...props}>
      {children}
      {otherLanguage ? (
        <span aria-hidden="true" lang={hrefLang} className="ms-1.5 text-xs font-medium tracking-wide">
          {hrefLang.toUpperCase()}
        </span>
      ) : null}
      {ariaLabel ? null : <span className="sr-only"> {hint}</span>}
    </a>
  );
}
