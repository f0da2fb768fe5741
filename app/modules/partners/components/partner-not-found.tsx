import Home from 'lucide-react/icons/house';
import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';

/**
 * Spec §2: a missing, unknown or inactive partner, or a load that failed, shows 'Partner Not Found' with
 * debug info (the id that was asked for) and ways onward.
 */
export function PartnerNotFound({ requestedId }: { requestedId: string }) {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">Partner Not Found</h1>
      <p className="text-muted mt-4 max-w-xl text-lg">
        The partner you're looking for doesn't exist or may have been removed.
      </p>
      <p className="text-muted mt-3 max-w-xl text-sm [overflow-wrap:anywhere]">
        Requested partner:{' '}
        <code className="bg-brand-100 text-ink rounded px-1.5 py-0.5">{requestedId || '(none)'}</code>
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Return to Homepage
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/search">
            <Search aria-hidden="true" />
            Search for Partners
          </Link>
        </Button>
      </div>
    </Container>
  );
}
