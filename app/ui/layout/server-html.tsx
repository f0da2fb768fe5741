import { createContext, type FormEvent, type MouseEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

/**
 * A part of a page that only the server renders (its components and icons are in no page's JavaScript),
 * as a loader hands it to the route component. Made by serverSections() (server-section.server.tsx).
 *
 * `html` is null in the data of a document request: the markup is written into the page once and read
 * back from it at hydration, so its bytes are not sent twice. After a client-side navigation (`.data`
 * request) `html` carries the markup.
 */
export interface ServerSection {
  /** Where this request's markup is kept on the server (per request, made by serverSections). */
  readonly key: string;
  readonly html: string | null;
}

/**
 * The markup of this document's server sections by their key. Provided by entry.server.tsx only; in the
 * browser there is no provider and the markup is already in the page.
 */
export const ServerHtmlContext = createContext<Readonly<Record<string, string>> | null>(null);

/**
 * Places a server section. The element's id, by which the browser finds the markup at hydration, is
 * React's useId(): the same on the server and in the browser, written by no one. Same-origin links and
 * GET forms inside navigate with the router, like <Link> and <Form>; links that open a new tab behave as links.
 */
export function ServerHtml({
  section,
  hidden,
  className,
}: {
  section: ServerSection;
  hidden?: boolean;
  className?: string;
}) {
  const id = useId();
  const fromServer = useContext(ServerHtmlContext)?.[section.key];
  // Hydration: read back what the server sent, so React finds exactly the markup that is there.
  const [inDocument] = useState(() =>
    section.html != null
      ? ''
      : (fromServer ?? (typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''))),
  );
  const navigate = useNavigate();
  // A link marked `data-keeps-focus` (a filter chip) is replaced by the next page's markup: its counterpart
  // there takes the keyboard's focus, which would otherwise fall back to the top of the document.
  const focusKey = useRef<string>(undefined);
  useEffect(() => {
    const key = focusKey.current;
    focusKey.current = undefined;
    if (!key || document.activeElement !== document.body) return;
    const container = document.getElementById(id);
    const counterpart =
      container?.querySelector<HTMLElement>(`[data-keeps-focus="${key}"]`) ??
      container?.querySelector<HTMLElement>('[data-keeps-focus]');
    counterpart?.focus({ preventScroll: true });
  }, [id, section.html]);
  return (
    <div
      id={id}
      hidden={hidden}
      className={className}
      dangerouslySetInnerHTML={{ __html: section.html ?? inDocument }}
      onClick={(event) => {
        focusKey.current = (event.target as Element).closest<HTMLElement>('[data-keeps-focus]')?.dataset.keepsFocus;
        followInternalLink(event, navigate);
      }}
      onSubmit={(event) => submitSearchForm(event, navigate)}
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
  // A jump within this page (an A-Z list) is the browser's: no navigation, no loader run.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

/** A same-origin GET form inside (a search box) navigates in the app, as the link clicks above. */
function submitSearchForm(event: FormEvent<HTMLElement>, navigate: NavigateFunction) {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'get') return;
  const action = new URL(form.action);
  if (action.origin !== window.location.origin) return;
  event.preventDefault();
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') query.append(name, value.trim());
  }
  void navigate(`${action.pathname}?${query.toString()}`);
}
