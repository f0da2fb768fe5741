import { useLingui } from '@lingui/react';
import type { ComponentProps } from 'react';
import { withOutboundSource } from '~/lib/site';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link to the main company site or another site, in the page's language: opens in a new tab without
 * giving that page a handle on this one, tagged with the directory's source, and says so to screen readers.
 */
export function ExternalLink({ href, children, 'aria-label': ariaLabel, ...props }: ExternalLinkProps) {
  const { i18n } = useLingui();
  return (
    <a
      href={withOutboundSource(href)}
      target="_blank"
      rel="noopener"
      aria-label={ariaLabel ? i18n._('link.labelOpensInNewTab', { label: ariaLabel }) : undefined}
      {...props}
    >
      {children}
      {ariaLabel ? null : <span className="sr-only"> {i18n._('link.opensInNewTab')}</span>}
    </a>
  );
}
