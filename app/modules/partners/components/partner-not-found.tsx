import { useLingui } from '@lingui/react';
import Home from 'lucide-react/icons/house';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import type { Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';

/**
 * Spec §2: a missing, unknown or inactive partner, or a load that failed, shows 'Partner Not Found' and ways
 * onward: the partners of the town its address named, when that town has any. The id asked for is not
 * printed: it means nothing to a family (the server log has it).
 */
export function PartnerNotFound({
  city,
  locale,
}: {
  /** `path` is English: the link goes to the page in `locale`. */
  city?: { name: string; path: string } | null;
  locale: Locale;
}) {
  const { i18n } = useLingui();
  const to = (englishPath: string) => localizedPath(englishPath, locale) ?? englishPath;
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">{i18n._('partner.notFound.heading')}</h1>
      <p className="text-muted mt-4 max-w-xl text-lg">{i18n._('partner.notFound.description')}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {city ? (
          <Button asChild>
            <Link to={to(city.path)}>
              <MapPin aria-hidden="true" />
              {i18n._('partner.notFound.cityPartners', { city: city.name })}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={city ? 'secondary' : 'primary'}>
          <Link to={to('/')}>
            <Home aria-hidden="true" />
            {i18n._('partner.notFound.home')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={to('/search')}>
            <Search aria-hidden="true" />
            {i18n._('partner.notFound.search')}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
