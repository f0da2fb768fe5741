import { useLingui } from '@lingui/react';
import { type ClientMessages, ClientI18nProvider } from '~/modules/i18n/client-i18n';
import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { sendListingEvent } from '~/modules/listing-stats/listing-events';
import { NearbyResults } from '~/modules/search/components/nearby-results';
import type { SearchCardData } from '~/modules/search/search-page-data';
import type { ServiceFilterKey } from '~/modules/partners/service-filters';

/**
 * The partners near the visitor with each card's 'Contact' button (spec §2's compact card); Call taps counted
 * in the listing's figures (decision 034). Composed here
 * because search and inquiries are separate modules; loaded lazily by NearMePanel, with the messages the
 * page's loader picked (NEARBY_MESSAGE_IDS).
 */
export default function NearbyPartners({
  messages,
  tapped,
  filters,
}: {
  messages: ClientMessages;
  tapped: boolean;
  filters: readonly ServiceFilterKey[];
}) {
  return (
    <ClientI18nProvider messages={messages}>
      <NearbyResults
        bringIntoView={tapped}
        services={filters}
        contactAction={(partner) => <ContactButton partner={partner} />}
        onCardTap={sendListingEvent}
      />
    </ClientI18nProvider>
  );
}

function ContactButton({ partner }: { partner: SearchCardData }) {
  const { i18n } = useLingui();
  return <AskForInformationButton partner={partner} label={i18n._('nearMe.contact')} nameJoiner=" " />;
}
