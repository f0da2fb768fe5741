import Home from 'lucide-react/icons/house';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from 'react-router';
import { Button } from '../button';
import { Container } from '../container';

/** What the fallback shows as the error: never a stack; production server errors arrive already masked. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ') || 'Unknown error';
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/**
 * The app-wide error fallback (spec §2 Error fallback). A 503 (the database unreachable) is the short retry
 * page instead: nothing is broken, the visitor only needs to come back in a minute.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">
        {unavailable ? 'Temporarily unavailable' : 'Something went wrong'}
      </h1>
      <p className="text-muted mt-4 max-w-xl text-lg">
        {unavailable
          ? 'The directory is temporarily unavailable. Please try again in a minute.'
          : "We're sorry, but something unexpected happened. Please try refreshing the page."}
      </p>
      {unavailable ? null : (
        <dl className="border-line mt-8 grid w-full max-w-xl gap-2 rounded-lg border bg-white p-4 text-left text-base">
          <div>
            <dt className="text-muted text-sm font-medium">Error</dt>
            <dd className="text-ink font-mono break-words">{describeError(error)}</dd>
          </div>
          <div>
            <dt className="text-muted text-sm font-medium">Page</dt>
            <dd className="text-ink font-mono break-all">{location.pathname}</dd>
          </div>
        </dl>
      )}
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {/* Re-running the loaders resets the boundary (React Router clears a route error on revalidation). */}
        <Button onClick={() => revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
      </div>
    </Container>
  );
}
