/*
 * A link clicked while the page is still hydrating must still take the visitor somewhere. React answers such
 * a click by hydrating on the spot and replaying it to React Router's <Link>, which at that moment may not be
 * ready to navigate, and the browser's own navigation has already been cancelled: the tap did nothing (seen
 * on the state page under load in the browser tests). Until hydration has finished, clicks on links are kept
 * from React, so the browser follows them as the plain links they are in the server's HTML.
 */
let stopKeepingClicks: (() => void) | undefined;

/** entry.client.tsx, before hydrating. */
export function keepEarlyLinkClicksNative() {
  const keepFromReact = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
  };
  // On window, in the capture phase: before React's listeners on the document.
  window.addEventListener('click', keepFromReact, true);
  stopKeepingClicks = () => window.removeEventListener('click', keepFromReact, true);
}

/** root.tsx, in an effect: the page is hydrated and every <Link> can navigate. */
export function hydrationFinished() {
  stopKeepingClicks?.();
  stopKeepingClicks = undefined;
  // For the browser tests that exercise client-side navigation: they wait for this before clicking.
  document.documentElement.dataset.hydrated = 'true';
}
