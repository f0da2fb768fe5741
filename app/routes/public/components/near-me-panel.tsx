import { lazy } from 'react';
import type { ClientMessages } from '~/modules/i18n/client-i18n';
import { NearMe } from '~/modules/search/components/near-me';
import type { NearMeText } from '~/modules/search/search-text';
import type { ServiceFilterKey } from '~/modules/partners/service-filters';

// The position, the API call and the cards come on the tap (first-load JavaScript budget, decision 006).
const loadNearbyPartners = () => import('./nearby-partners');
const NearbyPartners = lazy(loadNearbyPartners);
const preload = () => void loadNearbyPartners();

/**
 * "Use my location" on the home and search pages (decision 027). `messages`: the results' words, picked by
 * the page's loader (NEARBY_MESSAGE_IDS); Lingui's code comes with the results, not in the first load.
 */
export function NearMePanel({
  className,
  text,
  messages,
  filters = [],
}: {
  className?: string;
  text: NearMeText;
  /** The page's filters (decision 028), which the partners near the family pass too. */
  filters?: readonly ServiceFilterKey[];
  /** From loader data, whose serialised type widens the compiled messages' tuples: the same JSON. */
  messages: Pick<ClientMessages, 'locale'> & { messages: unknown };
}) {
  return (
    <NearMe
      className={className}
      preload={preload}
      text={text}
      // A tap (not Back to a page that showed them) brings what it shows into view.
      results={(search) => (
        <NearbyPartners key={search} tapped={search > 0} messages={messages as ClientMessages} filters={filters} />
      )}
    />
  );
}
