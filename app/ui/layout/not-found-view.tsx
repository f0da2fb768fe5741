import Home from 'lucide-react/icons/house';
import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import { Button } from '../button';
import { Container } from '../container';

/** The not-found screen (spec §2), shared by the catch-all route and the root error boundary's 404. */
export function NotFoundView() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-brand-600 font-serif text-6xl font-semibold" aria-hidden="true">
        404
      </p>
      <h1 className="text-ink mt-4 text-3xl font-semibold sm:text-4xl">Page Not Found</h1>
      <p className="text-muted mt-4 max-w-xl text-lg">
        The page you're looking for could not be found. It may have been moved, deleted, or you entered the wrong URL.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Return to Homepage
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">
            <Search aria-hidden="true" />
            Search for Cremation Services
          </Link>
        </Button>
      </div>
    </Container>
  );
}
