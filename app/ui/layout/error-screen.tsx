import type { ClientMessages } from '~/modules/i18n/client-i18n';
import { ClientI18nProvider } from '~/modules/i18n/client-i18n';
import { ErrorFallback } from './error-fallback';
import { NotFoundView } from './not-found-view';

/**
 * The root error boundary's screen in the page's language, over the messages the root loader picked
 * (ERROR_BOUNDARY_MESSAGE_IDS). A lazy chunk: Lingui's runtime reaches the browser only when an error shows.
 */
export default function ErrorScreen({
  error,
  notFound,
  messages,
  homeHref,
}: {
  error: unknown;
  notFound: boolean;
  messages: ClientMessages;
  homeHref: string;
}) {
  return (
    <ClientI18nProvider messages={messages}>
      {notFound ? <NotFoundView homeHref={homeHref} /> : <ErrorFallback error={error} homeHref={homeHref} />}
    </ClientI18nProvider>
  );
}
