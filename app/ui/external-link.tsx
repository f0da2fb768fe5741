import type { ComponentProps } from 'react';
import { withOutboundSource } from '~/lib/site';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

const NEW_TAB_HINT = ' (opens in a new tab)';

/**
 * A link to the main company site or another site: opens in a new tab without giving that page a handle
 * on this one (rel="noopener"), tagged with the directory's tracking source, and says so to screen readers.
 */
export function ExternalLink({ href, children, 'aria-label': ariaLabel, ...props }: ExternalLinkProps) {
  return (
    <a
      href={withOutboundSource(href)}
      target="_blank"
      rel="noopener"
      aria-label={ariaLabel ? `${ariaLabel}${NEW_TAB_HINT}` : undefined}
      {...props}
    >
      {children}
      {ariaLabel ? null : <span className="sr-only">{NEW_TAB_HINT}</span>}
    </a>
  );
}
