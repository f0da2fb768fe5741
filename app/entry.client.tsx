import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepEarlyLinkClicksNative } from '~/lib/early-link-clicks';

// React Router's default browser entry, plus: links clicked before hydration has finished navigate natively,
// and hydration waits for the server's HTML to be painted.
keepEarlyLinkClicksNative();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Paint first: when the scripts are already there (a repeat visit, a fast network), hydrating at once would
// hold the first paint of a page that is complete in its HTML until React has walked all of it (the home
// page's maps: hundreds of milliseconds on a slow phone). A frame's callback runs just before a paint; the
// task it queues runs just after. A hidden tab paints nothing, so there is nothing to wait for.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
