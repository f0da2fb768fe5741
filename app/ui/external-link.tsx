import { LinguiContext } from '@lingui/react';
import { type ComponentProps, useContext } from 'react';
import { withOutboundSource } from '~/lib/site';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link to the main company site or another site, in the page's language: opens in a new tab without
 * giving that page a handle on this one (rel="noopener"), tagged with the directory's tracking source, and
 * says so to screen readers. Server sections render it inside the request's `<I18nProvider>`; a client
 * component not given picked messages yet (English only) gets the English hint rather than failing.
 */
export function ExternalLink({ href, children, 'aria-label': ariaLabel, ...props }: ExternalLinkProps) {
  const i18n = useContext(LinguiContext)?.i18n;
  const hint = i18n ? i18n._('link.opensInNewTab') : '(opens in a new tab)';
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
