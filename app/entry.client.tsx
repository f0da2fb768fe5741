import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepEarlyLinkClicksNative } from '~/lib/early-link-clicks';

// React Router's default browser entry, plus: links clicked before hydration has finished navigate natively.
keepEarlyLinkClicksNative();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
