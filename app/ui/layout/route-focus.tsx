import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page, focus goes to the new page's heading (its h1), so a screen
 * reader announces where the visitor landed and the next Tab starts from the top of the new content, as
 * after a full page load. Not on the first load (the browser's own start applies), not for a new query
 * or hash on the same page (the search box or a filter chip keeps focus while results change).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusPageHeading({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** Focuses the page's h1, if it has one (true then). */
export function focusPageHeading(options?: FocusOptions): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  // Focusable by script only: no extra Tab stop, and no focus ring for a mouse user's click.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus(options);
  return true;
}
