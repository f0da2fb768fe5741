import { useLingui } from '@lingui/react';
import Home from 'lucide-react/icons/house';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from 'react-router';
import { Button } from '../button';
import { Container } from '../container';

/**
 * The app-wide error fallback (spec §2 Error fallback) in the page's language. A 503 (the database
 * unreachable) is the short retry page instead. Its messages reach the browser picked in the root loader's
 * data (ERROR_BOUNDARY_MESSAGE_IDS), since it renders there too.
 */
export function ErrorFallback({ error, homeHref }: { error: unknown; homeHref: string }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const revalidator = useRevalidator();
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const described = describeError(error) ?? i18n._('error.unknown');
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">
        {unavailable ? i18n._('error.unavailableHeading') : i18n._('error.heading')}
      </h1>
      <p className="text-muted mt-4 max-w-xl text-lg">
        {unavailable ? i18n._('error.unavailableText') : i18n._('error.text')}
      </p>
      {unavailable ? null : (
        <dl className="border-line mt-8 grid w-full max-w-xl gap-2 rounded-lg border bg-white p-4 text-left text-base">
          <div>
            <dt className="text-muted text-sm font-medium">{i18n._('error.errorLabel')}</dt>
            <dd className="text-ink font-mono break-words">{described}</dd>
          </div>
          <div>
            <dt className="text-muted text-sm font-medium">{i18n._('error.pageLabel')}</dt>
            <dd className="text-ink font-mono break-all">{location.pathname}</dd>
          </div>
        </dl>
      )}
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {/* Re-running the loaders resets the boundary (React Router clears a route error on revalidation). */}
        <Button onClick={() => revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
          <RotateCcw aria-hidden="true" />
          {i18n._('error.tryAgain')}
        </Button>
        <Button asChild variant="secondary">
          <Link to={homeHref}>
            <Home aria-hidden="true" />
            {i18n._('error.goHome')}
          </Link>
        </Button>
      </div>
    </Container>
  );
}

/** What the fallback shows as the error: never a stack; production server errors arrive already masked. */
function describeError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ') || undefined;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}
