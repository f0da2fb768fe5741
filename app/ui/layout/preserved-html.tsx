import { createContext, useContext, useState, type MouseEvent } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

/**
 * HTML the server renders and the browser keeps as it is, by element id: the site header and footer, and
 * the server-only sections of the page being rendered (serverSection). Provided by entry.server.tsx only;
 * in the browser there is no provider and the HTML is already in the page.
 */
export const ServerHtmlContext = createContext<Readonly<Record<string, string>> | null>(null);

/**
 * A region that is rendered on the server and never by the browser: its components (the header, the
 * footer, a page's static sections, their icons) are not part of any page's JavaScript. The
 * header and footer stay in place across client-side navigations because the root layout never unmounts
 * them; a page's sections come with the route's loader data (`html`, from serverSection) after a
 * client-side navigation. Same-origin links inside navigate with the router, like <Link>; links that open
 * a new tab behave as links.
 */
export function PreservedHtml({
  id,
  html,
  hidden,
  className,
}: {
  id: string;
  /** The section's HTML after a client-side navigation; null or absent: what the document holds. */
  html?: string | null;
  hidden?: boolean;
  className?: string;
}) {
  const fromServer = useContext(ServerHtmlContext)?.[id];
  // Hydration: read back what the server sent, so React finds exactly the markup that is there.
  const [inDocument] = useState(() =>
    html != null
      ? ''
      : (fromServer ?? (typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''))),
  );
  const navigate = useNavigate();
  return (
    <div
      id={id}
      hidden={hidden}
      className={className}
      dangerouslySetInnerHTML={{ __html: html ?? inDocument }}
      onClick={(event) => followInternalLink(event, navigate)}
    />
  );
}

function followInternalLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}
