import Home from 'lucide-react/icons/house';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';

/**
 * Spec §2: a missing, unknown or inactive partner, or a load that failed, shows 'Partner Not Found' and ways
 * onward: the partners of the town its address named, when that town has any. The id asked for is not
 * printed: it means nothing to a family (the server log has it).
 */
export function PartnerNotFound({ city }: { city?: { name: string; path: string } | null }) {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">Partner Not Found</h1>
      <p className="text-muted mt-4 max-w-xl text-lg">
        The partner you're looking for doesn't exist or may have been removed.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {city ? (
          <Button asChild>
            <Link to={city.path}>
              <MapPin aria-hidden="true" />
              Partners in {city.name}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={city ? 'secondary' : 'primary'}>
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
