import type { I18n } from '@lingui/core';
import type { ComponentProps } from 'react';
import { withOutboundSource } from '~/lib/site';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** The page's Lingui instance (server sections: useLingui()); without it, `newTabHint` or the English hint. */
  i18n?: I18n;
  /** "(opens in a new tab)" in the page's language, for a client component that has words, not Lingui. */
  newTabHint?: string;
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
  ...props
}: ExternalLinkProps) {
  const hint = i18n ? i18n._('link.opensInNewTab') : (newTabHint ?? '(opens in a new tab)');
  const label =
    ariaLabel && i18n
      ? i18n._('link.labelOpensInNewTab', { label: ariaLabel })
      : ariaLabel
        ? `${ariaLabel} ${hint}`
        : undefined;
  return (
    <a href={withOutboundSource(href)} target="_blank" rel="noopener" aria-label={label} {...props}>
      {children}
      {ariaLabel ? null : <span className="sr-only"> {hint}</span>}
    </a>
  );
}
