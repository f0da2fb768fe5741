import { lazy, Suspense } from 'react';
import { useHasToastedYet } from './use-toast';

const loadToasterView = () => import('./toaster-view');
const ToasterView = lazy(loadToasterView);

/**
 * Starts downloading the toast renderer before it is needed: a screen that is about to toast (a form
 * opening, a search without results) calls this so the toast does not wait for the network.
 */
export function preloadToaster() {
  void loadToasterView();
}

/**
 * The app's toast region. Most visits never toast, so the renderer (Radix Toast: swipe, F8, live region)
 * is not part of any page's first download: it is fetched when the first toast is queued, and stays.
 */
export function Toaster() {
  if (!useHasToastedYet()) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
